/**
 * `--save DIR`: the fetched bytes as a folder the page can upload (`DIR/files/…`, named by
 * saved-names.ts, never by the site's own path), and the fetch log beside it
 * (`DIR/fetch-log.json`), which says under which name each URL was saved. A file that
 * cannot be written is recorded with why, and the rest are still written: the report is
 * never lost to one file.
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

export async function saveSite(
  dir: string,
  site: SiteRead,
  fetchLog: object,
): Promise<SavedFile[]> {
  const names = new SavedNames();
  const saved: SavedFile[] = [];
  for (const file of site.files) {
    const savedAs = names.nameOf(file.url);
    const path = join(dir, 'files', ...savedAs.split('/'));
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.bytes);
      saved.push({ url: file.url, savedAs });
    } catch (error) {
      saved.push({ url: file.url, savedAs, error: errorCode(error) });
    }
  }
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'fetch-log.json'),
    JSON.stringify({ ...fetchLog, saved }, null, 2) + '\n',
  );
  return saved;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'write failed';
}
