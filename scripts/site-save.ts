/**
 * `--save DIR`: the fetched bytes as a folder the page can upload (`DIR/files/…`, named by
 * saved-names.ts, never by the site's own path), and the fetch log beside it
 * (`DIR/fetch-log.json`), which says under which name each URL was saved. A file that
 * cannot be written is recorded with why, and the rest are still written: the report is
 * never lost to one file. `--open` serves the same names and log from memory (open-server.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteRead } from '../src/core/site/read-site';
import { SavedNames } from './saved-names';

export interface SavedFile {
  readonly url: string;
  /** The path under `DIR/files`, `/`-separated. */
  readonly savedAs: string;
  /** Why it could not be written (the file system's code), when it could not. */
  readonly error?: string;
}

/** Each fetched file with the name `--save` gives it, in the order fetched. */
export function namedFiles(site: SiteRead): (SavedFile & { readonly bytes: Uint8Array })[] {
  const names = new SavedNames();
  return site.files.map((file) => ({
    url: file.url,
    savedAs: names.nameOf(file.url),
    bytes: file.bytes,
  }));
}

/** The fetch log's text: the `site` object of `--json` with where each file was saved. */
export const fetchLogText = (fetchLog: object, saved: readonly SavedFile[]): string =>
  JSON.stringify({ ...fetchLog, saved }, null, 2) + '\n';

export async function saveSite(
  dir: string,
  site: SiteRead,
  fetchLog: object,
): Promise<SavedFile[]> {
  const saved: SavedFile[] = [];
  for (const { url, savedAs, bytes } of namedFiles(site)) {
    const path = join(dir, 'files', ...savedAs.split('/'));
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      saved.push({ url, savedAs });
    } catch (error) {
      saved.push({ url, savedAs, error: errorCode(error) });
    }
  }
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'fetch-log.json'), fetchLogText(fetchLog, saved));
  return saved;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'write failed';
}
