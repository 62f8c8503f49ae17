/**
 * URL rows written to Parquet as the reader hands them on (its `UrlBatch` rows, or a text
 * sitemap's or feed's `UrlEntry`s), one row group at a time, with no URL store
 * behind them: the streamed export of `npm run inspect -- --rows OUT.parquet --stream`
 * (docs/parquet.md). The cells are the store's export's (parquet-row-group.ts), and each
 * value is first made what the store keeps of it, so both files hold the same values:
 * a priority as a Float32, a count of images, videos or alternates in 16 bits (saturated),
 * a changefreq as its code, the problem codes in the order the store interns them
 * (problem-code-bits.ts, `duplicate-url` first).
 *
 * What needs every URL — whether a URL was listed before, and how often in all — is the
 * caller's to say for each row (`endRow`); so is the row's robots.txt verdict.
 */
import type { ParquetWriter, Writer } from 'hyparquet-writer';
import { ChangefreqCoder } from '../analysis/changefreq-codes';
import { DUPLICATE_BIT, ProblemCodeBits } from '../analysis/problem-code-bits';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import type { UrlBatch } from '../sitemap/url-batch';
import type { DeclaredRowColumn, ParquetCell } from '../analyses/row-column';
import { PARQUET_GROUP_ROWS, ParquetRowGroup, urlRowsWriter } from './parquet-row-group';

/** 1 MiB: a streamed run's group of 25,000 URLs of about 80 bytes fills two. */
const SLAB_BYTES = 1 << 20;
/** The store keeps these counts in 16 bits and saturates them (url-store.ts). */
const STORED_COUNT_MAX = 0xffff;

export class StreamedRows {
  private readonly parquet: ParquetWriter;
  private readonly group: ParquetRowGroup;
  /**
   * The group's URL bytes, one after another in slabs (a longer URL gets a slab of its own):
   * `group.url` holds views of them, and the slabs are filled again group after group.
   */
  private readonly slabs: Uint8Array[] = [];
  private slab = -1;
  private slabUsed = 0;
  private readonly encoder = new TextEncoder();
  /** The problem codes of the group's rows, a bit each, interned in the run's order. */
  private readonly problemBits: Uint32Array;
  private readonly problems = new ProblemCodeBits();
  /** Rows in the group so far, and written before it. */
  private used = 0;
  private written = 0;
  private readonly changefreqs = new ChangefreqCoder();

  constructor(
    writer: Writer,
    /** The analyses' columns the file holds (parquet-schema.ts `writtenRowColumns`). */
    written: readonly DeclaredRowColumn[],
    private readonly groupRows = PARQUET_GROUP_ROWS,
  ) {
    this.parquet = urlRowsWriter(writer, written);
    this.group = new ParquetRowGroup(groupRows, written);
    this.problemBits = new Uint32Array(groupRows);
  }

  /** Rows handed on so far (written or in the group being filled). */
  get rows(): number {
    return this.written + this.used;
  }

  /**
   * Begins a row from row `row` of `batch`, listed in `file`; the caller then reads its URL's
   * bytes ({@link urlBytes}) and ends it ({@link endRow}).
   */
  beginBatchRow(file: string, batch: UrlBatch, row: number): void {
    const at = this.used;
    if (batch.locBytes)
      this.appendBytes(batch.locBytes, batch.locByteStart[row], batch.locByteStart[row + 1]);
    else this.appendText(batch.loc[row]);
    const group = this.group;
    group.file[at] = file;
    group.line[at] = batch.line[row];
    group.setLastmod(at, batch.lastmodMs[row], batch.lastmodPrecision[row]);
    group.setChangefreq(at, this.changefreqs.codeOf(batch.changefreq[row]));
    group.setPriority(at, Math.fround(batch.priority[row]));
    group.images[at] = Math.min(batch.images[row], STORED_COUNT_MAX);
    group.videos[at] = Math.min(batch.videos[row], STORED_COUNT_MAX);
    group.alternates[at] = Math.min(batch.alternates[row], STORED_COUNT_MAX);
    group.setNewsPublication(at, batch.newsPublicationMs[row]);
    this.setProblems(at, batch.problemCodes[row]);
  }

  /** {@link beginBatchRow} for a text sitemap's or a feed's entry. */
  beginEntry(file: string, entry: UrlEntry, problemCodes?: readonly string[]): void {
    const at = this.used;
    this.appendText(entry.loc);
    const group = this.group;
    group.file[at] = file;
    group.line[at] = entry.line;
    group.setLastmod(at, entry.lastmodMs, entry.lastmodPrecision);
    group.setChangefreq(at, this.changefreqs.codeOf(entry.changefreq));
    group.setPriority(at, Math.fround(entry.priority));
    group.images[at] = Math.min(entry.images, STORED_COUNT_MAX);
    group.videos[at] = Math.min(entry.videos, STORED_COUNT_MAX);
    group.alternates[at] = Math.min(entry.alternates, STORED_COUNT_MAX);
    group.setNewsPublication(at, entry.newsPublicationMs);
    this.setProblems(at, problemCodes);
  }

  /** The UTF-8 bytes of the row begun, as the store would hold them (valid until `endRow`). */
  urlBytes(): Uint8Array {
    return this.group.url[this.used];
  }

  /** The row begun's cells of an analysis's column the file holds (its `parquet.cells`). */
  setColumnCells(columnId: string, cells: readonly ParquetCell[]): void {
    this.group.setColumnCells(this.used, columnId, cells);
  }

  /**
   * Ends the row begun: `occurrences` is how often its URL is listed in all, `isRepeat` true
   * when it was listed before (the row then has `duplicate-url`), `derived` the codes
   * analyses attach to it (after the reader's, as row-problem-codes.ts joins them). A full
   * group is written.
   */
  endRow(occurrences: number, isRepeat: boolean, derived: readonly string[] = NO_PROBLEMS): void {
    const at = this.used;
    const group = this.group;
    group.occurrences[at] = occurrences;
    if (isRepeat) this.problemBits[at] |= DUPLICATE_BIT;
    const bits = this.problemBits[at];
    if (bits === 0 && !this.problems.hasExtras(at)) group.problems[at] = derived;
    else group.problems[at] = [...this.problems.codesOf(bits, at), ...derived];
    this.used++;
    if (this.used === this.groupRows) this.writeGroup();
  }

  /** Writes the last group and the footer. */
  finish(): void {
    if (this.used > 0) this.writeGroup();
    void this.parquet.finish();
  }

  private writeGroup(): void {
    void this.parquet.write({ columnData: this.group.columns(this.used), rowGroupSize: this.used });
    this.keepBounds();
    this.written += this.used;
    this.used = 0;
    this.slab = -1;
    this.slabUsed = 0;
    // The group's rows are written: none of their overflow codes is kept.
    this.problems.keepRuns([]);
  }

  /**
   * The writer keeps each column chunk's min and max as the values it was handed, to write
   * them in the footer at the end: the url column's are views of the slabs the next groups
   * fill again. Copied now, or the footer would bound this group by later URLs, and a reader
   * that skips groups by their bounds (DuckDB, on `WHERE url = …`) would miss its rows.
   */
  private keepBounds(): void {
    for (const chunk of this.parquet.row_groups.at(-1)?.columns ?? []) {
      const statistics = chunk.meta_data?.statistics;
      if (!statistics) continue;
      for (const bound of ['min_value', 'max_value', 'min', 'max'] as const) {
        const value = statistics[bound];
        if (value instanceof Uint8Array) statistics[bound] = value.slice();
      }
    }
  }

  private setProblems(at: number, codes: readonly string[] | undefined): void {
    this.problemBits[at] = 0;
    if (codes) for (const code of codes) this.problems.add(this.problemBits, at, code);
  }

  private appendText(loc: string): void {
    // At most 3 bytes per UTF-16 unit.
    const slab = this.roomFor(loc.length * 3);
    const start = this.slabUsed;
    this.slabUsed += this.encoder.encodeInto(loc, slab.subarray(start)).written;
    this.group.url[this.used] = slab.subarray(start, this.slabUsed);
  }

  private appendBytes(bytes: Uint8Array, from: number, to: number): void {
    const slab = this.roomFor(to - from);
    const start = this.slabUsed;
    slab.set(bytes.subarray(from, to), start);
    this.slabUsed += to - from;
    this.group.url[this.used] = slab.subarray(start, this.slabUsed);
  }

  /** The slab with room for `bytes` more: this one, the next one, or a new one. */
  private roomFor(bytes: number): Uint8Array {
    const current = this.slabs[this.slab];
    if (current !== undefined && this.slabUsed + bytes <= current.length) return current;
    this.slab++;
    this.slabUsed = 0;
    let next = this.slabs[this.slab];
    // A slab past this one holds only an earlier group's URLs, written already.
    if (next === undefined || next.length < bytes)
      this.slabs[this.slab] = next = new Uint8Array(Math.max(SLAB_BYTES, bytes));
    return next;
  }
}

const NO_PROBLEMS: string[] = [];
