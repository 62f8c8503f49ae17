/**
 * Views of the URL store for the **URLs** table: a sorted and filtered list of
 * row indices, and windows of display rows out of it. The table asks for the window it shows;
 * no million-element array of objects is ever built.
 *
 * A query runs three linear passes: cheap column filters in reading order, the text filter
 * (substring or regex) on the rows still in, then a walk of the column's cached sorted order.
 * The last view per store is cached until the spec or the store changes.
 */
import type { LastmodPrecision } from '../sitemap/sitemap-entry';
import { queryError, type QueryError } from './query-errors';
import { hasColumnFilters, passColumnFilters } from './column-filters';
import type { UrlFilter } from './url-filter';
import { markRegex, markSubstring, parseTextFilter } from './text-match';
import { changefreqName } from './changefreq-codes';
import type { SortColumn } from './sort-columns';
import { sortedRows } from './url-sort';
import type { UrlStore } from './url-store';
import { asDocumentId, type DocumentId, type RowId } from '../ids';

// Callers import the filter with the query that applies it.
export type { UrlFilter };

export interface ViewSpec {
  sort?: { column: SortColumn; descending?: boolean };
  filter: UrlFilter;
}

export interface QueryOptions {
  /** A clock in ms (core has no timers); with it, a regex stops after `timeBudgetMs`. */
  now?: () => number;
  timeBudgetMs?: number;
  /** URL characters a regex may be tested against before it is stopped. */
  stepBudget?: number;
}

export interface UrlView {
  readonly store: UrlStore;
  readonly spec: ViewSpec;
  /** The store version the rows belong to: re-query when `store.version` differs. */
  readonly version: number;
  /** Row indices, in display order. */
  readonly rows: Uint32Array;
  readonly matched: number;
  readonly total: number;
  /** Set when the text filter could not run (invalid or unsafe regex) or was stopped. */
  readonly error?: QueryError;
}

/** One row of the store, as the URL table shows it (the page's form: protocol `UrlRowView`). */
export interface StoredUrlRow {
  row: RowId;
  loc: string;
  lastmodMs: number;
  lastmodPrecision: LastmodPrecision;
  changefreq: string;
  priority: number;
  documentId: DocumentId;
  /** The document's name. */
  file: string;
  line: number;
  column: number;
  images: number;
  videos: number;
  alternates: number;
  newsMs: number;
  /** Occurrences of this URL in all files (1 = unique). */
  duplicates: number;
  problems: string[];
}

const DEFAULT_TIME_BUDGET_MS = 2000;
/** About 30 full passes over a million 75-character URLs. */
const DEFAULT_STEP_BUDGET = 2_500_000_000;

const lastViews = new WeakMap<UrlStore, { key: string; view: UrlView }>();

/** The rows of `store` that `spec` selects, in its order. Never throws for a bad pattern. */
export function query(store: UrlStore, spec: ViewSpec, options: QueryOptions = {}): UrlView {
  const key = JSON.stringify(spec, (_name, value: unknown) =>
    value instanceof Uint8Array ? undefined : value,
  );
  const cached = lastViews.get(store);
  if (cached && cached.key === key && cached.view.version === store.version) return cached.view;
  const view = runQuery(store, spec, options);
  // A stopped regex is not cached: asking again (with more patience) should retry.
  if (view.error?.code !== 'regex-too-slow') lastViews.set(store, { key, view });
  return view;
}

function runQuery(store: UrlStore, spec: ViewSpec, options: QueryOptions): UrlView {
  const n = store.size;
  const base = { store, spec, version: store.version, total: n };
  const text = parseTextFilter(spec.filter.text);
  if (text.kind === 'error')
    return { ...base, rows: new Uint32Array(0), matched: 0, error: text.error };
  if (text.kind === 'none' && !hasColumnFilters(spec.filter) && isReadingOrder(spec.sort))
    return { ...base, rows: allRowsInOrder(n), matched: n };
  const pass = passColumnFilters(store, spec.filter);
  let error: QueryError | undefined;
  if (text.kind === 'substring')
    markSubstring(store, text.needle, text.ignoreCase, pass, text.text);
  if (text.kind === 'regex') {
    const { tested, stopped } = markRegex(store, text.regex, pass, {
      now: options.now,
      timeBudgetMs: options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS,
      stepBudget: options.stepBudget ?? DEFAULT_STEP_BUDGET,
    });
    if (stopped) error = queryError('regex-too-slow', { tested, total: n });
  }
  const { rows, matched } = passingRowsInOrder(store, spec.sort, pass);
  return {
    ...base,
    rows: matched === n ? rows : rows.slice(0, matched),
    matched,
    ...(error ? { error } : {}),
  };
}

const isReadingOrder = (sort: ViewSpec['sort']): boolean =>
  (sort?.column ?? 'row') === 'row' && !sort?.descending;

/** Every row number in order, shared by the views that show all rows in reading order. */
let rowNumbers = new Uint32Array(0);

/**
 * Rows `0 … n` in reading order: the table's default view, asked again about once a second
 * while a million URLs stream in. Made once and grown, not per query: a fresh 4 MB array
 * and pass mask per question cost 0.57 s of a million-URL ingest in Chromium (profile,
 * 2026-12-01). Views only read their rows, so one array serves them all.
 */
function allRowsInOrder(n: number): Uint32Array {
  if (rowNumbers.length < n) {
    const grown = new Uint32Array(Math.max(n, rowNumbers.length * 2));
    grown.set(rowNumbers);
    for (let row = rowNumbers.length; row < grown.length; row++) grown[row] = row;
    rowNumbers = grown;
  }
  return rowNumbers.subarray(0, n);
}

/** The rows `pass` marks, in the sort's order (`rows[0 … matched)`). */
function passingRowsInOrder(
  store: UrlStore,
  sort: ViewSpec['sort'],
  pass: Uint8Array,
): { rows: Uint32Array; matched: number } {
  const n = store.size;
  const rows = new Uint32Array(n);
  let matched = 0;
  const column = sort?.column ?? 'row';
  if (column === 'row') {
    // Reading order is the rows' own: nothing to sort or merge (the table's default, asked
    // again about once a second while a million URLs stream in).
    if (sort?.descending) {
      for (let row = n - 1; row >= 0; row--) if (pass[row]) rows[matched++] = row;
    } else {
      for (let row = 0; row < n; row++) if (pass[row]) rows[matched++] = row;
    }
    return { rows, matched };
  }
  const { rows: order, presentCount } = sortedRows(store, column);
  if (sort?.descending) {
    // Descending reverses the rows with a value; rows without one stay last.
    for (let i = presentCount - 1; i >= 0; i--) if (pass[order[i]]) rows[matched++] = order[i];
    for (let i = presentCount; i < n; i++) if (pass[order[i]]) rows[matched++] = order[i];
  } else {
    for (let i = 0; i < n; i++) if (pass[order[i]]) rows[matched++] = order[i];
  }
  return { rows, matched };
}

/** Display rows `start … end` (exclusive) of a view, clamped to it. */
export function window(view: UrlView, start: number, end: number): StoredUrlRow[] {
  const store = view.store;
  const from = Math.max(0, Math.floor(start));
  const to = Math.min(view.matched, Math.floor(end));
  const result: StoredUrlRow[] = [];
  for (let i = from; i < to; i++) {
    const row = view.rows[i];
    // A view older than a removal may point past the compacted store.
    if (row >= store.size) continue;
    result.push(displayRow(store, row));
  }
  return result;
}

/** The display form of one row. */
export function displayRow(store: UrlStore, row: number): StoredUrlRow {
  const documentId = asDocumentId(store.documentOf[row]);
  return {
    row: row as RowId,
    loc: store.loc(row),
    lastmodMs: store.lastmodMs[row],
    lastmodPrecision: store.lastmodPrecision[row] as LastmodPrecision,
    changefreq: changefreqName(store.changefreq[row]),
    priority: store.priority[row],
    documentId,
    file: store.documentName(documentId),
    line: store.line[row],
    column: store.column[row],
    images: store.images?.[row] ?? 0,
    videos: store.videos?.[row] ?? 0,
    alternates: store.alternates?.[row] ?? 0,
    newsMs: store.newsMs?.[row] ?? NaN,
    duplicates: store.duplicateCount(row),
    problems: store.problemsOf(row),
  };
}

/** The count line of the table: "1,000,000 URLs" or "12,345 of 1,000,000 URLs". */
export function viewCounts(view: UrlView): { matched: number; total: number } {
  return { matched: view.matched, total: view.total };
}
