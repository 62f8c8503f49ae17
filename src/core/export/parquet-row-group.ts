/**
 * The column arrays of one Parquet row group of URL rows, in the schema's order
 * (parquet-schema.ts), and the Parquet writer both exports share. Filled row by row from the
 * URL store (parquet-rows.ts) or from the reader's batches as they come (streamed-rows.ts):
 * each cell's conversion (a timestamp to whole milliseconds, a priority to what was written,
 * a code to its word) is written here once, so the two files hold the same values.
 */
import { ParquetWriter, type ColumnSource, type Writer } from 'hyparquet-writer';
import { changefreqName } from '../analysis/changefreq-codes';
import type { DeclaredRowColumn, ParquetCell } from '../analyses/row-column';
import { parquetSchema, PRECISION_NAMES } from './parquet-schema';

/** 100,000 rows: the row group size hyparquet-writer and DuckDB both default to (about). */
export const PARQUET_GROUP_ROWS = 100_000;

/**
 * A file of URL rows, Snappy-compressed (hyparquet-writer's built-in, pure JS codec), with
 * the analyses' `written` columns after the store's (parquet-schema.ts `writtenRowColumns`).
 */
export function urlRowsWriter(
  writer: Writer,
  written: readonly DeclaredRowColumn[],
  createdBy = 'sitemap-robots-inspector',
): ParquetWriter {
  return new ParquetWriter({
    writer,
    schema: parquetSchema(written),
    codec: 'SNAPPY',
    createdBy,
  });
}

/** Rounds a priority as the store keeps it (Float32) to what was written: 0.8, not 0.800000011920929. */
function priorityValue(priority: number): number | null {
  return Number.isNaN(priority) ? null : Math.round(priority * 1000) / 1000;
}

/**
 * A timestamp cell: whole milliseconds (the INT64 column; the writer's BigInt() throws on a
 * fraction, and one odd value must not fail the file), null when there is none.
 */
function instant(ms: number): number | null {
  return Number.isFinite(ms) ? Math.round(ms) : null;
}

export class ParquetRowGroup {
  /** The URL's UTF-8 bytes: views of bytes the filler keeps until the group is written. */
  readonly url: Uint8Array[];
  readonly file: string[];
  readonly line: Int32Array;
  private readonly lastmod: (number | null)[];
  private readonly precision: (string | null)[];
  private readonly changefreq: (string | null)[];
  private readonly priority: (number | null)[];
  readonly images: Int32Array;
  readonly videos: Int32Array;
  readonly alternates: Int32Array;
  private readonly news: (number | null)[];
  readonly occurrences: Int32Array;
  readonly problems: (readonly string[])[];
  /** The analyses' leaf columns, in file order: null until a row's cells are set. */
  private readonly analysisCells: ParquetCell[][];
  /** The first leaf of each written column in `analysisCells`, by column id. */
  private readonly firstLeaf = new Map<string, number>();

  constructor(
    readonly length: number,
    readonly written: readonly DeclaredRowColumn[] = [],
  ) {
    this.url = new Array(length);
    this.file = new Array(length);
    this.line = new Int32Array(length);
    this.lastmod = new Array(length);
    this.precision = new Array(length);
    this.changefreq = new Array(length);
    this.priority = new Array(length);
    this.images = new Int32Array(length);
    this.videos = new Int32Array(length);
    this.alternates = new Int32Array(length);
    this.news = new Array(length);
    this.occurrences = new Int32Array(length);
    this.problems = new Array(length);
    this.analysisCells = [];
    for (const column of written) {
      this.firstLeaf.set(column.id, this.analysisCells.length);
      for (const _ of column.parquet?.columns ?? [])
        this.analysisCells.push(new Array<ParquetCell>(length).fill(null));
    }
  }

  /** `lastmodMs` NaN: absent or invalid; the precision is written only beside a value. */
  setLastmod(i: number, ms: number, precision: number): void {
    this.lastmod[i] = instant(ms);
    this.precision[i] = Number.isNaN(ms) ? null : (PRECISION_NAMES[precision] ?? null);
  }

  /** The store's changefreq code (changefreq-codes.ts); 0: absent. */
  setChangefreq(i: number, code: number): void {
    this.changefreq[i] = code === 0 ? null : changefreqName(code);
  }

  /** The priority as the store keeps it (a Float32; NaN: absent or invalid). */
  setPriority(i: number, stored: number): void {
    this.priority[i] = priorityValue(stored);
  }

  setNewsPublication(i: number, ms: number): void {
    this.news[i] = instant(ms);
  }

  /** Row `i`'s cells of a written analysis column (its `parquet.cells`, in its order). */
  setColumnCells(i: number, columnId: string, cells: readonly ParquetCell[]): void {
    const first = this.firstLeaf.get(columnId);
    if (first === undefined) return;
    for (let leaf = 0; leaf < cells.length; leaf++)
      this.analysisCells[first + leaf][i] = cells[leaf];
  }

  /** The columns of rows `[0, rows)`, in the schema's order, for `ParquetWriter.write`. */
  columns(rows = this.length): ColumnSource[] {
    const first = <T extends { slice(start: number, end: number): T }>(data: T): T =>
      rows === this.length ? data : data.slice(0, rows);
    const columns: ColumnSource[] = [
      { name: 'url', data: first(this.url) },
      { name: 'file', data: first(this.file) },
      { name: 'line', data: first(this.line) },
      { name: 'lastmod', data: first(this.lastmod) },
      { name: 'lastmod_precision', data: first(this.precision) },
      { name: 'changefreq', data: first(this.changefreq) },
      { name: 'priority', data: first(this.priority) },
      { name: 'images', data: first(this.images) },
      { name: 'videos', data: first(this.videos) },
      { name: 'alternates', data: first(this.alternates) },
      { name: 'news_publication', data: first(this.news) },
      { name: 'occurrences', data: first(this.occurrences) },
      { name: 'problems', data: first(this.problems) },
    ];
    const leaves = this.written.flatMap((column) => column.parquet?.columns ?? []);
    leaves.forEach((leaf, index) =>
      columns.push({ name: leaf.name, data: first(this.analysisCells[index]) }),
    );
    return columns;
  }
}
