/**
 * One crawl export read from its bytes: a `CrawlReader` feeding a `CrawlTable`, stopped as
 * soon as the header turns out to need the user's mapping. `push` as the bytes come, `end`
 * once; then `table` answers the join and `problems` lists the file's own problems.
 */
import type { Problem } from '../problems/problem';
import type { CrawlColumnMapping } from './crawl-columns';
import { CrawlReader, DEFAULT_CRAWL_LIMITS, type CrawlReaderLimits } from './crawl-reader';
import { CrawlTable } from './crawl-table';

export class CrawlFile {
  readonly table: CrawlTable;
  private readonly reader: CrawlReader;

  constructor(mapping?: CrawlColumnMapping, limits: CrawlReaderLimits = DEFAULT_CRAWL_LIMITS) {
    this.table = new CrawlTable(mapping);
    this.reader = new CrawlReader(this.table, limits);
  }

  push(bytes: Uint8Array): void {
    this.reader.push(bytes);
    if (this.table.needsMapping) this.reader.stop();
  }

  end(): void {
    this.reader.end();
  }

  /** Data rows read (the header not counted). */
  get rows(): number {
    return Math.max(0, this.reader.rows - 1);
  }

  get delimiter(): string | undefined {
    return this.reader.delimiter;
  }

  get problems(): Problem[] {
    return [...this.reader.problems, ...this.table.problems];
  }
}

/** A whole crawl export in one call (tests, the command line). */
export function readCrawlBytes(
  bytes: Uint8Array,
  mapping?: CrawlColumnMapping,
  limits?: CrawlReaderLimits,
  chunkBytes = 1 << 20,
): CrawlFile {
  const file = new CrawlFile(mapping, limits);
  for (let at = 0; at < bytes.length; at += chunkBytes)
    file.push(bytes.subarray(at, at + chunkBytes));
  file.end();
  return file;
}
