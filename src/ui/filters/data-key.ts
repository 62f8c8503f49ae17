import type { InputFile } from '../file-list/input-files';

/**
 * A string that changes whenever what the worker holds may have changed: a file added,
 * read, removed, or more URLs found. Views re-ask the worker when it changes.
 */
export function dataKeyOf(files: readonly InputFile[]): string {
  return files.map((file) => `${file.fileId}:${file.phase}:${file.urls ?? 0}`).join('|');
}
