/**
 * The files of a drop, with dropped folders walked (files and folders can be
 * dropped). `DataTransfer.files` lists a folder as one unreadable entry; the File and
 * Directory Entries API (`webkitGetAsEntry`, in every current browser) reaches its files.
 * A file from a folder is named by its path in it (`site/sitemaps/a.xml`); wrapping it in a
 * new File references the same bytes, it does not copy them.
 */

/** Must be called during the `drop` event: the items are gone once it returns. */
export function droppedEntries(transfer: DataTransfer): FileSystemEntry[] | null {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.some((entry) => entry === null) || !entries.some((entry) => entry?.isDirectory))
    return null;
  return entries as FileSystemEntry[];
}

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Chromium hands out a directory's entries 100 at a time: read until it returns none. */
async function childrenOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

export async function filesOfEntries(entries: readonly FileSystemEntry[]): Promise<File[]> {
  const files: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (entry.isFile) {
      const file = await fileOf(entry as FileSystemFileEntry);
      const path = entry.fullPath.replace(/^\//, '') || file.name;
      files.push(
        path === file.name
          ? file
          : new File([file], path, { type: file.type, lastModified: file.lastModified }),
      );
    } else if (entry.isDirectory) {
      for (const child of await childrenOf(entry as FileSystemDirectoryEntry)) await walk(child);
    }
  };
  for (const entry of entries) await walk(entry);
  return files;
}
