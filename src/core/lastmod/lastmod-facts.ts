/**
 * The figures the lastmod trust verdict is decided from, for one sample of values: coverage,
 * invalid and future counts, distinct values, the most common value, the largest group of
 * values within a few seconds of one instant (the "generation time" pattern), and how many
 * give only a day. One sort of the values, then linear passes; the facts of several samples
 * together come from their sorted values merged (lastmod-runs.ts), not sorted again.
 */
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { isFutureLastmod, type LastmodSample } from './lastmod-sample';
import { GENERATION_WINDOW_MS } from './lastmod-thresholds';

export interface LastmodFacts {
  rows: number;
  absent: number;
  invalid: number;
  /** Valid values. */
  dated: number;
  /** Valid values after the time of inspection (beyond the reader's slack). */
  future: number;
  /** Valid values with day precision or coarser. */
  dateOnly: number;
  distinct: number;
  /** The most common value (NaN when none) and how many carry it. */
  mostCommonMs: number;
  mostCommonCount: number;
  /** The largest group of values within GENERATION_WINDOW_MS: its size and first value. */
  clusterCount: number;
  clusterStartMs: number;
  /** Oldest and newest valid value (NaN when none). */
  oldestMs: number;
  newestMs: number;
}

/** Facts of a sample, judged at `nowMs`. */
export function lastmodFacts(sample: LastmodSample, nowMs: number): LastmodFacts {
  return lastmodFactsAndValues(sample, nowMs).facts;
}

/** What a sample's facts are counted from besides its sorted values. */
export type LastmodCounts = Pick<LastmodFacts, 'rows' | 'absent' | 'invalid' | 'future' | 'dateOnly'>;

/**
 * Facts of a sample, judged at `nowMs`, with its valid values sorted: what the facts of
 * several samples together are merged from (lastmod-runs.ts) without sorting them again.
 */
export function lastmodFactsAndValues(
  sample: LastmodSample,
  nowMs: number,
): { facts: LastmodFacts; sorted: Float64Array } {
  const { count } = sample;
  let future = 0;
  let dateOnly = 0;
  for (let i = 0; i < count; i++) {
    const precision = sample.precision[i];
    if (precision <= LastmodPrecision.day) dateOnly++;
    if (isFutureLastmod(sample.ms[i], precision, nowMs)) future++;
  }
  // A native numeric sort (no comparator): ~70 ms for a million values.
  const sorted = sample.ms.slice(0, count).sort();
  const { rows, absent, invalid } = sample;
  return { facts: factsOfSorted(sorted, { rows, absent, invalid, future, dateOnly }), sorted };
}

/** The facts of valid values sorted ascending, with the counts the values do not tell. */
export function factsOfSorted(sorted: Float64Array, counts: LastmodCounts): LastmodFacts {
  const count = sorted.length;
  let distinct = 0;
  let mostCommonMs = NaN;
  let mostCommonCount = 0;
  for (let i = 0; i < count;) {
    let j = i + 1;
    while (j < count && sorted[j] === sorted[i]) j++;
    distinct++;
    if (j - i > mostCommonCount) {
      mostCommonCount = j - i;
      mostCommonMs = sorted[i];
    }
    i = j;
  }
  // Sliding window over the sorted values: the most values within GENERATION_WINDOW_MS.
  let clusterCount = 0;
  let clusterStartMs = NaN;
  for (let start = 0, end = 0; end < count; end++) {
    while (sorted[end] - sorted[start] > GENERATION_WINDOW_MS) start++;
    if (end - start + 1 > clusterCount) {
      clusterCount = end - start + 1;
      clusterStartMs = sorted[start];
    }
  }
  return {
    rows: counts.rows,
    absent: counts.absent,
    invalid: counts.invalid,
    dated: count,
    future: counts.future,
    dateOnly: counts.dateOnly,
    distinct,
    mostCommonMs,
    mostCommonCount,
    clusterCount,
    clusterStartMs,
    oldestMs: count === 0 ? NaN : sorted[0],
    newestMs: count === 0 ? NaN : sorted[count - 1],
  };
}

/** A sample from plain values (an index's `<sitemap>` lastmods, or tests): NaN = absent. */
export function sampleOfValues(
  values: readonly { ms: number; precision: number; isInvalid?: boolean }[],
): LastmodSample {
  const ms = new Float64Array(values.length);
  const precision = new Uint8Array(values.length);
  let count = 0;
  let absent = 0;
  let invalid = 0;
  for (const value of values) {
    if (Number.isNaN(value.ms)) {
      if (value.isInvalid) invalid++;
      else absent++;
      continue;
    }
    ms[count] = value.ms;
    precision[count++] = value.precision;
  }
  return { rows: values.length, absent, invalid, ms, precision, count };
}
