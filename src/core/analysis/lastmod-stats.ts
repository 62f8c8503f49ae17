/**
 * lastmod figures per file and overall (docs/lastmod.md: lastmod can be trusted only if present,
 * varied and plausible): coverage, distinct values, the share of the most common value (one
 * dominant value is the "generation time" pattern) and the range. Kept small: the Lastmod
 * view's histogram and verdicts build on it later.
 */
import type { UrlStore } from './url-store';

export interface LastmodStats {
  /** Rows considered (all, or the file's). */
  rows: number;
  /** Rows with a valid lastmod. */
  present: number;
  distinct: number;
  /** The most common value (NaN when none is present) and how many rows carry it. */
  mostCommonMs: number;
  mostCommonCount: number;
  /** mostCommonCount / present (0 when none is present). */
  mostCommonShare: number;
  minMs: number;
  maxMs: number;
}

/** lastmod figures of one file, or of every row when `inputId` is omitted. */
export function lastmodStats(store: UrlStore, inputId?: number): LastmodStats {
  const n = store.size;
  const values = new Float64Array(n);
  let rows = 0;
  let present = 0;
  for (let row = 0; row < n; row++) {
    if (inputId !== undefined && store.documentOf[row] !== inputId) continue;
    rows++;
    const value = store.lastmodMs[row];
    if (!Number.isNaN(value)) values[present++] = value;
  }
  // A native numeric sort of the values (no comparator) is fast: ~70 ms for a million.
  const sorted = values.subarray(0, present).sort();
  let distinct = 0;
  let mostCommonMs = NaN;
  let mostCommonCount = 0;
  for (let i = 0; i < present;) {
    let j = i + 1;
    while (j < present && sorted[j] === sorted[i]) j++;
    distinct++;
    if (j - i > mostCommonCount) {
      mostCommonCount = j - i;
      mostCommonMs = sorted[i];
    }
    i = j;
  }
  return {
    rows,
    present,
    distinct,
    mostCommonMs,
    mostCommonCount,
    mostCommonShare: present === 0 ? 0 : mostCommonCount / present,
    minMs: present === 0 ? NaN : sorted[0],
    maxMs: present === 0 ? NaN : sorted[present - 1],
  };
}
