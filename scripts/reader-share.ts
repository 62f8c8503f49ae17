/**
 * For `npm run check-corpus`: which sitemap reader reads each file of a corpus, the byte
 * reader alone, the byte reader and then the current one (handed over part-way), or the
 * current one from the start (src/core/sitemap/byte-sitemap-reader.ts), and how many entries
 * the byte path read. Gzip files are inflated first; archives and robots.txt are not counted.
 */
import { percentOf } from '../src/core/percent';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { ByteSitemapReader } from '../src/core/sitemap/byte-sitemap-reader';

export class ReaderShare {
  private readonly files = { bytes: 0, 'bytes, then current': 0, current: 0 };
  private entriesByBytes = 0;
  private entries = 0;

  /** Reads `path` with the byte reader and notes who read it. */
  note(path: string): void {
    let bytes = new Uint8Array(readFileSync(path));
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = new Uint8Array(gunzipSync(bytes));
    else if (bytes[0] === 0x50 && bytes[1] === 0x4b) return; // zip
    if (/robots\.txt$/i.test(path) || /\.tar(\.gz)?$|\.tgz$/i.test(path)) return;
    let entries = 0;
    const reader = new ByteSitemapReader(
      {
        onDocumentKind: () => {},
        onUrl: () => entries++,
        onUrlBatch: (batch) => (entries += batch.count),
        onSitemap: () => entries++,
        onProblem: () => {},
      },
      { nowMs: Date.parse('2026-11-30T00:00:00Z') },
    );
    reader.push(bytes);
    reader.end();
    this.files[reader.readBy]++;
    this.entries += entries;
    this.entriesByBytes +=
      reader.readBy === 'current' ? 0 : Math.min(reader.entriesByBytes, entries);
  }

  summary(): string {
    const { bytes, current } = this.files;
    const handedOver = this.files['bytes, then current'];
    const total = bytes + handedOver + current;
    return (
      `byte reader: ${bytes}/${total} sitemap files read whole from bytes (${percentOf(bytes, total)} %), ` +
      `${handedOver} handed over part-way, ${current} to the tokenizer reader from the start; ` +
      `${this.entriesByBytes}/${this.entries} entries read by the byte path (${percentOf(this.entriesByBytes, this.entries)} %)`
    );
  }
}
