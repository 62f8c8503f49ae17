/**
 * Kept files in the Origin Private File System: one file per kept input, named by its key,
 * and `index.json` listing keys, names and origins in order. Writes go through
 * `createWritable`, which Chromium and Firefox offer in windows; where it is missing
 * (older Safari offers it only in workers) the caller falls back to IndexedDB.
 */
import type { KeptFile, KeptFileInfo, KeptFileStore } from './kept-file-types';

const FOLDER = 'kept-files';
const INDEX = 'index.json';

async function writeFile(folder: FileSystemDirectoryHandle, name: string, data: Blob | string) {
  const handle = await folder.getFileHandle(name, { create: true });
  const writable = await handle.createWritable();
  try {
    await writable.write(data);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
}

async function readIndex(folder: FileSystemDirectoryHandle): Promise<KeptFileInfo[]> {
  try {
    const text = await (await (await folder.getFileHandle(INDEX)).getFile()).text();
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isInfo) : [];
  } catch {
    return [];
  }
}

function isInfo(value: unknown): value is KeptFileInfo {
  const info = value as Partial<KeptFileInfo> | null;
  return (
    typeof info?.key === 'string' &&
    typeof info.name === 'string' &&
    typeof info.origin === 'string'
  );
}

export async function openOpfsStore(): Promise<KeptFileStore | undefined> {
  if (!navigator.storage?.getDirectory) return undefined;
  if (typeof FileSystemFileHandle === 'undefined') return undefined;
  if (!('createWritable' in FileSystemFileHandle.prototype)) return undefined;
  const root = await navigator.storage.getDirectory();
  const folder = await root.getDirectoryHandle(FOLDER, { create: true });
  const saveIndex = (index: KeptFileInfo[]) => writeFile(folder, INDEX, JSON.stringify(index));
  return {
    async list() {
      const kept: KeptFile[] = [];
      for (const info of await readIndex(folder)) {
        try {
          const blob = await (await folder.getFileHandle(info.key)).getFile();
          kept.push({ ...info, blob });
        } catch {
          // A file the index names but the folder lost: skip it, keep the others.
        }
      }
      return kept;
    },
    async put({ blob, ...info }) {
      await writeFile(folder, info.key, blob);
      const index = (await readIndex(folder)).filter((item) => item.key !== info.key);
      await saveIndex([...index, info]);
    },
    async delete(key) {
      await saveIndex((await readIndex(folder)).filter((item) => item.key !== key));
      await folder.removeEntry(key).catch(() => undefined);
    },
    async clear() {
      for (const info of await readIndex(folder)) {
        await folder.removeEntry(info.key).catch(() => undefined);
      }
      await folder.removeEntry(INDEX).catch(() => undefined);
    },
  };
}
