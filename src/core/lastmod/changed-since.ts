/**
 * "Changed since T" (docs/lastmod.md): the URLs whose lastmod is
 * newer than T, plus those without one, which cannot be ruled out (the user may exclude
 * them). The URL table filters with `changedSinceFilter`; the view shows `changedSinceCounts`.
 */
import type { UrlFilter } from '../analysis/url-query';
import type { UrlStore } from '../analysis/url-store';
import { invalidLastmodTest, type RowSelection } from './lastmod-sample';

export interface ChangedSinceCounts {
  /** lastmod > T. */
  newer: number;
  /** lastmod ≤ T. */
  older: number;
  /** No usable lastmod: absent, or invalid (counted in `invalid` too). */
  withoutLastmod: number;
  invalid: number;
}

/**
 * The URL filter fields for "changed since `sinceMs`": url-query's bounds are inclusive, so
 * "newer than T" starts one millisecond after T (lastmod has at most millisecond precision).
 */
export function changedSinceFilter(
  sinceMs: number,
  includeNoLastmod = true,
): Pick<UrlFilter, 'lastmodFromMs' | 'includeNoLastmod'> {
  return { lastmodFromMs: sinceMs + 1, includeNoLastmod };
}

/** Counts of the selected rows newer than, not newer than, and without lastmod. */
export function changedSinceCounts(
  store: UrlStore,
  rows: RowSelection,
  sinceMs: number,
): ChangedSinceCounts {
  const n = rows === undefined ? store.size : rows.length;
  const lastmod = store.lastmodMs;
  const isInvalid = invalidLastmodTest(store);
  const counts: ChangedSinceCounts = { newer: 0, older: 0, withoutLastmod: 0, invalid: 0 };
  for (let i = 0; i < n; i++) {
    const row = rows === undefined ? i : rows[i];
    if (row >= store.size) continue;
    const value = lastmod[row];
    if (Number.isNaN(value)) {
      counts.withoutLastmod++;
      if (isInvalid(row)) counts.invalid++;
    } else if (value > sinceMs) counts.newer++;
    else counts.older++;
  }
  return counts;
}
