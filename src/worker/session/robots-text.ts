/**
 * The text of a loaded robots.txt, read again from the input's bytes (the session keeps the
 * page's `Blob` or buffer, never the decoded text) so the workbench can open it in its
 * editor. Read up to ROBOTS_TEXT_MAX_BYTES: Google reads only the first 500 KiB, and the
 * workbench shows what lies past that limit as ignored.
 */
import { ROBOTS_TEXT_MAX_BYTES } from '../protocol/limits';
import type { FileSource } from '../protocol/files';
import type { RobotsTextAnswer } from '../protocol/robots';
import { readRange, sourceSize } from './source-chunks';

export async function readRobotsText(source: FileSource): Promise<RobotsTextAnswer> {
  const size = sourceSize(source);
  const end = Math.min(size, ROBOTS_TEXT_MAX_BYTES);
  const bytes = await readRange(source, 0, end);
  // A cut in the middle of a UTF-8 sequence would decode as U+FFFD; stream mode drops it.
  const text = new TextDecoder('utf-8').decode(bytes, { stream: end < size });
  return { text: text.replace(/^\uFEFF/, ''), isTruncated: end < size, isAvailable: true };
}
