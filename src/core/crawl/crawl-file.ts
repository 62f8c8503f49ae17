/**
 * One crawl export read from its bytes: a `CrawlReader` feeding a `CrawlTable`, stopped as
 * soon as the header turns out to need the user's mapping. `push` as the bytes come, `end`
 * once; then `table` answers the join and `problems` lists the file's own problems.
 */
import type { Problem } from '../problems/problem';
import type { CrawlColumnMapping } from './crawl-columns';
import { CrawlReader, DEFAULT_CRAWL_LIMITS, type CrawlReaderLimits } from './crawl-reader';
import { CrawlTable, DEFAULT_CRAWL_TABLE_BYTES } from './crawl-table';

/** The reader's caps, and the table's memory in bytes (crawl-table.ts). */
export interface CrawlLimits extends CrawlReaderLimits {
  maxTableBytes: number;
}

export const DEFAULT_CRAWL_FILE_LIMITS: CrawlLimits = {
  ...DEFAULT_CRAWL_LIMITS,
  maxTableBytes: DEFAULT_CRAWL_TABLE_BYTES,
};

export class CrawlFile {
  readonly table: CrawlTable;
  private readonly reader: CrawlReader;

  /**
   * `fileReason`: the reason every row shares when the file has none of its own (the issue of
   * a Search Console export's `Metadata.csv`, search-console-export.ts).
   */
  constructor(
    mapping?: CrawlColumnMapping,
    limits: CrawlLimits = DEFAULT_CRAWL_FILE_LIMITS,
    readonly fileReason?: string,
  ) {
    this.table = new CrawlTable(mapping, limits.maxTableBytes, fileReason);
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
    const full = this.table.fullProblem();
    return [...this.reader.problems, ...this.table.problems, ...(full ? [full] : [])];
  }

  /** Whether the header was placed: without it (binary, empty, unknown columns) nothing joins. */
  get isReadable(): boolean {
    return this.table.columns !== undefined;
  }
}

/** A whole crawl export in one call (tests, the command line). */
export function readCrawlBytes(
  bytes: Uint8Array,
  mapping?: CrawlColumnMapping,
  limits?: CrawlLimits,
  chunkBytes = 1 << 20,
  fileReason?: string,
): CrawlFile {
  const file = new CrawlFile(mapping, limits, fileReason);
  for (let at = 0; at < bytes.length; at += chunkBytes)
    file.push(bytes.subarray(at, at + chunkBytes));
  file.end();
  return file;
}
