/**
 * The URL store's columns: a typed array per value, indexed by row, grown by doubling. They
 * are listed once, in `URL_STORE_COLUMNS`, and growing, compaction and the byte count all
 * walk that list, so a new column is one line there plus its field below.
 *
 * `UrlStore` extends this class rather than holding one: the columns then stay own fields of
 * the store, and the query loops and sort comparators read `store.lastmodMs[row]` with no
 * getter between them and the array.
 */

const INITIAL_ROWS = 1024;

type ColumnArray = Uint8Array | Uint16Array | Uint32Array | Float32Array | Float64Array;

interface ColumnSpec {
  readonly name: string;
  readonly type: new (length: number) => ColumnArray;
  /**
   * What compaction (`keepRowRuns`) does with it. `row`: one value per row, moved with the
   * rows kept. `text-offsets`: where each row's text starts, one entry more than the rows;
   * moved with the text bytes (StringTable.keepRuns). `derived`: worked out from the other
   * columns, so dropped and rebuilt by the store.
   */
  readonly kind: 'row' | 'text-offsets' | 'derived';
  /** Allocated on first use: most sitemaps have no images, videos, alternates or news. */
  readonly lazy?: true;
  /** The value of rows never set, when not 0 (NaN: a date that is absent). */
  readonly fill?: number;
}

export const URL_STORE_COLUMNS = [
  { name: 'textStart', type: Uint32Array, kind: 'text-offsets' },
  { name: 'documentOf', type: Uint32Array, kind: 'row' },
  { name: 'lastmodMs', type: Float64Array, kind: 'row' },
  { name: 'lastmodPrecision', type: Uint8Array, kind: 'row' },
  { name: 'changefreq', type: Uint8Array, kind: 'row' },
  { name: 'priority', type: Float32Array, kind: 'row' },
  { name: 'line', type: Uint32Array, kind: 'row' },
  { name: 'column', type: Uint32Array, kind: 'row' },
  { name: 'prefixOf', type: Uint32Array, kind: 'row' },
  { name: 'problemBits', type: Uint32Array, kind: 'row' },
  { name: 'images', type: Uint16Array, kind: 'row', lazy: true },
  { name: 'videos', type: Uint16Array, kind: 'row', lazy: true },
  { name: 'alternates', type: Uint16Array, kind: 'row', lazy: true },
  { name: 'newsMs', type: Float64Array, kind: 'row', lazy: true, fill: NaN },
  { name: 'duplicateCounts', type: Uint32Array, kind: 'derived', lazy: true },
] as const satisfies readonly ColumnSpec[];

type Spec = (typeof URL_STORE_COLUMNS)[number];
export type UrlStoreColumnName = Spec['name'];
type LazyColumnName = Extract<Spec, { lazy: true }>['name'];
/** The fields the list implies: the class below must declare each (checked by `implements`). */
type ColumnFields = {
  [S in Spec as S['name']]: S extends { lazy: true }
    ? InstanceType<S['type']> | undefined
    : InstanceType<S['type']>;
};

const specs: readonly ColumnSpec[] = URL_STORE_COLUMNS;
const specOf = new Map(specs.map((spec) => [spec.name, spec]));

function lengthFor(spec: ColumnSpec, rows: number): number {
  return spec.kind === 'text-offsets' ? rows + 1 : rows;
}

function allocated(spec: ColumnSpec, rows: number): ColumnArray {
  const column = new spec.type(lengthFor(spec, rows));
  if (spec.fill !== undefined) column.fill(spec.fill);
  return column;
}

/** A column at the first rows' size, as a field initializer (typed as the list says). */
function initial<Name extends Exclude<UrlStoreColumnName, LazyColumnName>>(
  name: Name,
): ColumnFields[Name] {
  return allocated(specOf.get(name)!, INITIAL_ROWS) as ColumnFields[Name];
}

/** `column` copied into a new array of `length` (grown or trimmed); new rows get `fill`. */
function resized(column: ColumnArray, length: number, fill: number | undefined): ColumnArray {
  const next = new (column.constructor as new (length: number) => ColumnArray)(length);
  next.set(column.subarray(0, Math.min(column.length, length)));
  if (fill !== undefined && length > column.length) next.fill(fill, column.length);
  return next;
}

/**
 * The rows `keep` accepts, as `[from, end)` pairs, ascending. Kept rows come in runs (whole
 * files), so compaction moves a run at a time.
 */
export function keptRuns(rows: number, keep: (row: number) => boolean): number[] {
  const runs: number[] = [];
  for (let row = 0; row < rows;) {
    if (!keep(row)) {
      row++;
      continue;
    }
    let end = row + 1;
    while (end < rows && keep(end)) end++;
    runs.push(row, end);
    row = end;
  }
  return runs;
}

export class UrlStoreColumns implements ColumnFields {
  /** Rows in use. */
  protected rows = 0;
  /** Rows the columns have room for. */
  protected capacity = INITIAL_ROWS;

  // Public for the query loops; replaced when they grow, so read them from the store each time
  // rather than keeping a reference across calls.
  /** Start offset of each row's text; the row ends where the next one starts (length rows+1). */
  textStart = initial('textStart');
  documentOf = initial('documentOf');
  lastmodMs = initial('lastmodMs');
  lastmodPrecision = initial('lastmodPrecision');
  changefreq = initial('changefreq');
  priority = initial('priority');
  line = initial('line');
  column = initial('column');
  /** Interned prefix of each row's text (see `urlPrefixEnd`): gives its host and section. */
  prefixOf = initial('prefixOf');
  /** The row's problem codes, a bit each (problem-code-bits.ts). */
  problemBits = initial('problemBits');
  images: ColumnFields['images'];
  videos: ColumnFields['videos'];
  alternates: ColumnFields['alternates'];
  newsMs: ColumnFields['newsMs'];
  /** Occurrences of the row's URL, kept on the first row of each text only; 0 = 1. */
  duplicateCounts: ColumnFields['duplicateCounts'];

  /** Allocates a lazy column at the present capacity (when its first value comes). */
  protected allocate<Name extends LazyColumnName>(name: Name): NonNullable<ColumnFields[Name]> {
    const column = allocated(specOf.get(name)!, this.capacity);
    this.columns()[name] = column;
    return column as NonNullable<ColumnFields[Name]>;
  }

  /** Resizes every column to `capacity` rows (grows by doubling, or trims). */
  protected resize(capacity: number): void {
    const columns = this.columns();
    for (const spec of specs) {
      const column = columns[spec.name];
      if (column) columns[spec.name] = resized(column, lengthFor(spec, capacity), spec.fill);
    }
    this.capacity = capacity;
  }

  /**
   * Keeps the rows of `runs` (see {@link keptRuns}), moved down in order; returns how many.
   * Each run moves with one `copyWithin` per column, in place: rows only move towards the
   * start. Measured 2026-11-30: a row-by-row copy took ~1.2 s for a million rows; by runs
   * ~0.4 s, most of it rebuilding the duplicate index. Derived columns are dropped (the store
   * rebuilds them), and the text offsets are left to `StringTable.keepRuns`.
   */
  protected keepRowRuns(runs: readonly number[]): number {
    const columns = this.columns();
    let kept = 0;
    for (let run = 0; run < runs.length; run += 2) {
      for (const spec of specs)
        if (spec.kind === 'row') columns[spec.name]?.copyWithin(kept, runs[run], runs[run + 1]);
      kept += runs[run + 1] - runs[run];
    }
    for (const spec of specs) if (spec.kind === 'derived') columns[spec.name] = undefined;
    // A lazy column is written only for rows that have a value (most have none), so the rows
    // left behind must read as never set again: else the next file's rows at those places
    // would show the removed file's images, videos, alternates or news dates.
    for (const spec of specs)
      if (spec.kind === 'row' && spec.lazy)
        columns[spec.name]?.fill(spec.fill ?? 0, kept, this.rows);
    this.rows = kept;
    return kept;
  }

  /** Bytes held by the columns. */
  protected get columnBytes(): number {
    const columns = this.columns();
    let total = 0;
    for (const spec of specs) total += columns[spec.name]?.byteLength ?? 0;
    return total;
  }

  /** The columns by name, for the loops over the list. */
  private columns(): Record<string, ColumnArray | undefined> {
    return this as unknown as Record<string, ColumnArray | undefined>;
  }
}
