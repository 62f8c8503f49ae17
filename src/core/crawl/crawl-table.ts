/**
 * A crawl export as the join needs it: one entry per distinct normalised URL, with its
 * status, whether it is an HTML page, its verdict and its target (a redirect's or a
 * canonical), in columns (typed arrays grown by doubling) so that a million rows stay a
 * few tens of megabytes beside their URL texts. `CrawlTable` is the `CrawlRowSink` of a
 * `CrawlReader`: the first row is the header, recognised (crawl-columns.ts) or mapped by
 * the user; a header it cannot place stops the reading with `crawl-unknown-columns`, whose
 * params carry the header for the page's mapping dialog.
 *
 * Its memory is capped (`maxBytes`, counted in the worker's budget: session-limits.ts): past
 * the cap a row is counted, not kept, and `crawl-table-full` says from which line and how
 * many, so a 1 GB export is reported instead of taking the tab or the process down.
 */
import { createProblem, type Problem } from '../problems/problem';
import {
  headerKey,
  mappedColumns,
  recogniseHeader,
  type CrawlColumnMapping,
  type CrawlColumns,
  type CrawlShape,
} from './crawl-columns';
import type { CrawlRowSink } from './crawl-reader';
import { crawlRowFacts, NON_INDEXABLE_REASONS, type CrawlVerdict } from './crawl-verdict';

/** Verdicts as stored: 0 indexable, then the reasons in `NON_INDEXABLE_REASONS` order. */
export const VERDICTS: readonly CrawlVerdict[] = ['indexable', ...NON_INDEXABLE_REASONS];
const verdictCode = new Map(VERDICTS.map((verdict, code) => [verdict, code]));

/** At most this many `crawl-bad-url` problems are kept (the rest are counted). */
const MAX_BAD_URL_PROBLEMS = 100;

/**
 * Memory a kept row costs beyond its URL's characters: the columns, the URL list and the
 * index `Map`, with the columns' doubling slack. Measured 2026-12-04 in Node 20 on 300,000
 * and 1,000,000 Screaming Frog-shaped rows (URLs of 62 characters): 158 and 130 B a row of
 * heap and buffers beyond the text; the larger is used.
 */
export const CRAWL_BYTES_PER_ROW = 160;

/** A redirect's or canonical's target: its `Map` entry beside its characters (estimated). */
export const CRAWL_BYTES_PER_TARGET = 64;

/** The table's default cap: see DEFAULT_SESSION_LIMITS for its share of the worker's budget. */
export const DEFAULT_CRAWL_TABLE_BYTES = 128 * 1024 * 1024;

export class CrawlTable implements CrawlRowSink {
  readonly urls: string[] = [];
  readonly indexOf = new Map<string, number>();
  status = new Uint16Array(1024);
  verdict = new Uint8Array(1024);
  isHtml = new Uint8Array(1024);
  line = new Uint32Array(1024);
  readonly targets = new Map<number, string>();
  readonly problems: Problem[] = [];
  shape: CrawlShape | undefined;
  header: string[] = [];
  columns: CrawlColumns | undefined;
  /** Rows whose URL was already in the table (the first one is kept). */
  repeatedRows = 0;
  badUrls = 0;
  /** Set when the header could not be placed: the reader should stop. */
  needsMapping = false;
  /** The table's memory, estimated (URL characters and a cost per row and target). */
  bytes = 0;
  /** Rows read past the byte cap, not kept, and the line of the first. */
  private rowsNotKept = 0;
  private firstLineNotKept = 0;

  constructor(
    private readonly mapping?: CrawlColumnMapping,
    readonly maxBytes = DEFAULT_CRAWL_TABLE_BYTES,
    /** The reason every row shares when the file has no reason column (crawl-verdict.ts). */
    private readonly fileReason = '',
  ) {}

  get size(): number {
    return this.urls.length;
  }

  get headerKey(): string {
    return headerKey(this.header);
  }

  verdictOf(index: number): CrawlVerdict {
    return VERDICTS[this.verdict[index]!]!;
  }

  onRow(cells: string[], line: number): void {
    if (this.columns === undefined && !this.needsMapping) {
      this.readHeader(cells);
      return;
    }
    if (this.needsMapping) return;
    if (this.bytes >= this.maxBytes) {
      if (this.rowsNotKept++ === 0) this.firstLineNotKept = line;
      return;
    }
    const facts = crawlRowFacts(
      cells,
      this.columns!,
      this.shape === 'search-console',
      this.fileReason,
    );
    if (!facts) {
      this.badUrls++;
      if (this.badUrls <= MAX_BAD_URL_PROBLEMS)
        this.problems.push(
          createProblem('crawl-bad-url', line, 0, {
            value: (cells[this.columns!.url!] ?? '').slice(0, 200),
          }),
        );
      return;
    }
    if (this.indexOf.has(facts.url)) {
      this.repeatedRows++;
      return;
    }
    const index = this.urls.length;
    if (index === this.status.length) this.grow();
    this.urls.push(facts.url);
    this.indexOf.set(facts.url, index);
    this.status[index] = facts.status;
    this.verdict[index] = verdictCode.get(facts.verdict)!;
    this.isHtml[index] = facts.isHtml ? 1 : 0;
    this.line[index] = line;
    this.bytes += facts.url.length + CRAWL_BYTES_PER_ROW;
    if (facts.target !== undefined) {
      this.targets.set(index, facts.target);
      this.bytes += facts.target.length + CRAWL_BYTES_PER_TARGET;
    }
  }

  /** `crawl-table-full` when the byte cap left rows out: from which line, and how many. */
  fullProblem(): Problem | undefined {
    if (this.rowsNotKept === 0) return undefined;
    return createProblem('crawl-table-full', this.firstLineNotKept, 0, {
      count: this.rowsNotKept,
      limitBytes: this.maxBytes,
    });
  }

  private readHeader(cells: string[]): void {
    this.header = cells.map((cell) => cell.replace(/^\uFEFF/, '').trim());
    const mapped = this.mapping ? mappedColumns(cells, this.mapping) : undefined;
    if (mapped) {
      this.shape = 'mapped';
      this.columns = mapped;
      return;
    }
    const known = recogniseHeader(cells);
    if (known && known.columns.url !== undefined) {
      this.shape = known.shape;
      this.columns = known.columns;
      return;
    }
    this.needsMapping = true;
    this.problems.push(
      createProblem('crawl-unknown-columns', 1, 0, {
        columns: this.header.slice(0, 12).join(', ').slice(0, 300),
      }),
    );
  }

  private grow(): void {
    const length = this.status.length * 2;
    const grown = <T extends Uint8Array | Uint16Array | Uint32Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    this.status = grown(this.status, new Uint16Array(length));
    this.verdict = grown(this.verdict, new Uint8Array(length));
    this.isHtml = grown(this.isHtml, new Uint8Array(length));
    this.line = grown(this.line, new Uint32Array(length));
  }

  /** Crawled, indexable HTML answering 200 (or with no status in the file). */
  isIndexablePage(index: number): boolean {
    return (
      this.verdict[index] === 0 &&
      this.isHtml[index] === 1 &&
      (this.status[index] === 200 ||
        (this.status[index] === 0 && this.columns?.status === undefined))
    );
  }
}
