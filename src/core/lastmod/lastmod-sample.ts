/**
 * The lastmod values of a selection of URL store rows (all rows, one document's, or the rows
 * of a `UrlView`), sorted into valid values, absent ones and invalid ones. The store keeps an
 * absent and an unparseable lastmod alike (`lastmodMs` NaN); the reader's `lastmod-invalid`
 * problem bit on the row tells them apart, so an invalid value is never counted as absent.
 */
import type { UrlStore } from '../analysis/url-store';
import { asDocumentId } from '../ids';
import { FUTURE_SLACK_DATE_MS, FUTURE_SLACK_TIME_MS } from '../sitemap/entry-checks';
import { LastmodPrecision } from '../sitemap/sitemap-entry';

/** Rows of a store: a list of row indices (a view's rows), or every row when undefined. */
export type RowSelection = ArrayLike<number> | undefined;

export interface LastmodSample {
  /** Rows considered. */
  rows: number;
  /** Rows without any lastmod element or value. */
  absent: number;
  /** Rows whose lastmod is not a W3C Datetime. */
  invalid: number;
  /** Valid values (ms since the epoch) and their precisions, in row order; `count` are used. */
  ms: Float64Array;
  precision: Uint8Array;
  count: number;
}

/**
 * True when a lastmod lies after `nowMs` by more than the reader's slack for its precision
 * (the same rule as the per-entry `lastmod-future` problem: a date-only value is midnight UTC,
 * already "today" up to UTC+14).
 */
export function isFutureLastmod(ms: number, precision: number, nowMs: number): boolean {
  const slack = precision <= LastmodPrecision.day ? FUTURE_SLACK_DATE_MS : FUTURE_SLACK_TIME_MS;
  return ms > nowMs + slack;
}

/** A predicate for "this row's lastmod was present but invalid", cheap per row. */
export function invalidLastmodTest(store: UrlStore): (row: number) => boolean {
  const mask = store.problemMask('lastmod-invalid');
  if (mask === 0) return () => false;
  const bits = store.problemBits;
  if (mask === undefined) return (row) => store.hasExtraProblem(row, 'lastmod-invalid');
  return (row) => (bits[row] & mask) !== 0;
}

/** The lastmod values of the selected rows. Linear in the rows selected. */
export function sampleLastmod(store: UrlStore, rows: RowSelection): LastmodSample {
  const n = rows === undefined ? store.size : rows.length;
  const ms = new Float64Array(n);
  const precision = new Uint8Array(n);
  const isInvalid = invalidLastmodTest(store);
  const lastmod = store.lastmodMs;
  const precisions = store.lastmodPrecision;
  let count = 0;
  let absent = 0;
  let invalid = 0;
  let considered = 0;
  for (let i = 0; i < n; i++) {
    const row = rows === undefined ? i : rows[i];
    // A view older than a removal may point past the compacted store.
    if (row >= store.size) continue;
    considered++;
    const value = lastmod[row];
    if (Number.isNaN(value)) {
      if (isInvalid(row)) invalid++;
      else absent++;
      continue;
    }
    ms[count] = value;
    precision[count++] = precisions[row];
  }
  return { rows: considered, absent, invalid, ms, precision, count };
}

/**
 * Row indices (ascending) of each of `documentIds`. The rows are searched from the newest
 * back, and the search stops once every one of them is found: the verdicts are asked for
 * as each document finishes, and a document just read sits at the end of the store. A scan
 * of every row each time had made a 20-file session quadratic (2026-12-01: 178 ms of the
 * analyzer in a million-URL ingest).
 */
export function rowsOfDocuments(
  store: UrlStore,
  documentIds: readonly number[],
): Map<number, Uint32Array> {
  const lists = new Map<number, Uint32Array>();
  // Per document id: how many of its rows are still to find (a typed array: read per row).
  const left = new Uint32Array(store.documentIdLimit);
  let rowsLeft = 0;
  for (const id of documentIds) {
    const count = store.documentUrlCount(asDocumentId(id));
    lists.set(id, new Uint32Array(count));
    left[id] = count;
    rowsLeft += count;
  }
  const documentOf = store.documentOf;
  for (let row = store.size - 1; row >= 0 && rowsLeft > 0; row--) {
    const id = documentOf[row];
    const remaining = left[id];
    if (remaining === 0) continue;
    // Filled from the end, so each list comes out ascending.
    lists.get(id)![remaining - 1] = row;
    left[id] = remaining - 1;
    rowsLeft--;
  }
  return lists;
}
