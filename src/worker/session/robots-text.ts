/**
 * The text of a loaded robots.txt, read again from the input's bytes (the session keeps the
 * page's `Blob` or buffer, never the decoded text) so the workbench can open it in its
 * editor: from the input itself, or, for a robots.txt inside an archive or a gzip file, by
 * reading its document again (document-reread.ts, with `RobotsTextCollector`). Read up to
 * ROBOTS_TEXT_MAX_BYTES: Google reads only the first 500 KiB, and the workbench shows what
 * lies past that limit as ignored.
 */
import { concatBytes } from '../../core/ingest/concat-bytes';
import { ROBOTS_TEXT_MAX_BYTES } from '../protocol/limits';
import type { FileSource } from '../protocol/files';
import type { RobotsTextAnswer } from '../protocol/robots';
import { readRange, sourceSize } from './source-chunks';

export async function readRobotsText(source: FileSource): Promise<RobotsTextAnswer> {
  const size = sourceSize(source);
  const end = Math.min(size, ROBOTS_TEXT_MAX_BYTES);
  return robotsTextOf(await readRange(source, 0, end), end < size);
}

function robotsTextOf(bytes: Uint8Array, isTruncated: boolean): RobotsTextAnswer {
  // A cut in the middle of a UTF-8 sequence would decode as U+FFFD; stream mode drops it.
  const text = new TextDecoder('utf-8').decode(bytes, { stream: isTruncated });
  return { text: text.replace(/^\uFEFF/, ''), isTruncated, isAvailable: true };
}

/** Takes a robots.txt document's bytes as the pipeline hands them over, up to the cap. */
export class RobotsTextCollector {
  private readonly parts: Uint8Array[] = [];
  private bytes = 0;
  private isTruncated = false;
  isDone = false;

  push(bytes: Uint8Array): void {
    const room = ROBOTS_TEXT_MAX_BYTES - this.bytes;
    if (bytes.length > room) this.isTruncated = true;
    const kept = bytes.subarray(0, Math.max(0, room));
    if (kept.length > 0) this.parts.push(kept.slice());
    this.bytes += kept.length;
  }

  end(): void {
    this.isDone = true;
  }

  /** The text, or an unavailable answer when the document never reached its reader. */
  answer(): RobotsTextAnswer {
    if (!this.isDone) return { text: '', isTruncated: false, isAvailable: false };
    return robotsTextOf(concatBytes(this.parts, this.bytes), this.isTruncated);
  }
}
