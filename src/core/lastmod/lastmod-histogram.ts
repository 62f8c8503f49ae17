/**
 * The lastmod histogram of any selection of URL store rows. Bin edges are calendar-aligned
 * in UTC (d3-time intervals: hours, days, ISO weeks from Monday, months, years, then 2, 5,
 * 10 … years), the finest unit that keeps the bins at most `maxBins`. URLs without lastmod,
 * with an invalid one, or with one in the future are counted beside the bins, never dropped
 * and never stretching the range (one value in the year 9999 would squash all others into
 * one bin). Two linear passes over the rows; the bin search is a binary search over ≤ 60 edges.
 */
import { utcDay, utcHour, utcMonday, utcMonth, utcYear, type TimeInterval } from 'd3-time';
import type { UrlStore } from '../analysis/url-store';
import { invalidLastmodTest, isFutureLastmod, type RowSelection } from './lastmod-sample';

export type LastmodBinUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface LastmodBin {
  /** Inclusive start and exclusive end, ms since the epoch (UTC calendar edges). */
  startMs: number;
  endMs: number;
  count: number;
}

export interface LastmodHistogram {
  unit: LastmodBinUnit;
  /** Units per bin (1, or 2, 5, 10 … for years). */
  step: number;
  bins: LastmodBin[];
  /** Rows considered: binned + absent + invalid + future. */
  total: number;
  binned: number;
  absent: number;
  invalid: number;
  /** Valid values after `nowMs` (beyond the reader's slack): outside the bins. */
  future: number;
  /** Oldest and newest binned value (NaN when none). */
  minMs: number;
  maxMs: number;
  nowMs: number;
}

/** About as many bars as a 600-pixel-wide chart can label and hover one by one. */
export const MAX_HISTOGRAM_BINS = 60;

interface Candidate {
  unit: LastmodBinUnit;
  step: number;
  interval: TimeInterval;
  /** Nominal length of one bin, to estimate the bin count before building edges. */
  approxMs: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365.2425 * DAY;
const YEAR_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

const CANDIDATES: Candidate[] = [
  { unit: 'hour', step: 1, interval: utcHour, approxMs: HOUR },
  { unit: 'day', step: 1, interval: utcDay, approxMs: DAY },
  { unit: 'week', step: 1, interval: utcMonday, approxMs: 7 * DAY },
  { unit: 'month', step: 1, interval: utcMonth, approxMs: YEAR / 12 },
  ...YEAR_STEPS.map((step) => ({
    unit: 'year' as const,
    step,
    interval: step === 1 ? utcYear : utcYear.every(step)!,
    approxMs: step * YEAR,
  })),
];

/** Calendar-aligned edges covering `minMs … maxMs` in at most `maxBins` bins. */
export function chooseBins(
  minMs: number,
  maxMs: number,
  maxBins = MAX_HISTOGRAM_BINS,
): { unit: LastmodBinUnit; step: number; edges: number[] } {
  for (const candidate of CANDIDATES) {
    // +2: partial bins at both ends. Estimating first keeps a century from being built in hours.
    if ((maxMs - minMs) / candidate.approxMs + 2 > maxBins * 1.5) continue;
    const start = candidate.interval.floor(new Date(minMs));
    const end = candidate.interval.offset(candidate.interval.floor(new Date(maxMs)), 1);
    const edges = candidate.interval.range(start, end).map((date) => date.getTime());
    edges.push(end.getTime());
    if (edges.length - 1 <= maxBins && edges.every(Number.isFinite))
      return { unit: candidate.unit, step: candidate.step, edges };
  }
  // Beyond the Date range (±275,760 years; the parser stops at year 9999): one bin.
  return { unit: 'year', step: 0, edges: [minMs, maxMs + 1] };
}

/** The histogram of the selected rows' lastmod, with future values judged at `nowMs`. */
export function lastmodHistogram(
  store: UrlStore,
  rows: RowSelection,
  nowMs: number,
  maxBins = MAX_HISTOGRAM_BINS,
): LastmodHistogram {
  const n = rows === undefined ? store.size : rows.length;
  const lastmod = store.lastmodMs;
  const precision = store.lastmodPrecision;
  const isInvalid = invalidLastmodTest(store);
  let absent = 0;
  let invalid = 0;
  let future = 0;
  let binned = 0;
  let minMs = Infinity;
  let maxMs = -Infinity;
  // First pass: classify and find the range of the values to bin.
  for (let i = 0; i < n; i++) {
    const row = rows === undefined ? i : rows[i];
    if (row >= store.size) continue;
    const value = lastmod[row];
    if (Number.isNaN(value)) {
      if (isInvalid(row)) invalid++;
      else absent++;
    } else if (isFutureLastmod(value, precision[row], nowMs)) future++;
    else {
      binned++;
      if (value < minMs) minMs = value;
      if (value > maxMs) maxMs = value;
    }
  }
  const base = {
    total: binned + absent + invalid + future,
    binned,
    absent,
    invalid,
    future,
    nowMs,
  };
  if (binned === 0) return { unit: 'day', step: 1, bins: [], minMs: NaN, maxMs: NaN, ...base };
  const { unit, step, edges } = chooseBins(minMs, maxMs, maxBins);
  const counts = new Float64Array(edges.length - 1);
  // Second pass: count. A run of equal values (one generation time) skips the search.
  let lastValue = NaN;
  let lastBin = 0;
  for (let i = 0; i < n; i++) {
    const row = rows === undefined ? i : rows[i];
    if (row >= store.size) continue;
    const value = lastmod[row];
    if (Number.isNaN(value) || isFutureLastmod(value, precision[row], nowMs)) continue;
    if (value !== lastValue) {
      lastBin = binOf(edges, value);
      lastValue = value;
    }
    counts[lastBin]++;
  }
  const bins = Array.from(counts, (count, i) => ({
    startMs: edges[i],
    endMs: edges[i + 1],
    count,
  }));
  return { unit, step, bins, minMs, maxMs, ...base };
}

/** Index of the bin `[edges[i], edges[i+1])` holding `value` (edges ascending). */
function binOf(edges: readonly number[], value: number): number {
  let low = 0;
  let high = edges.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (edges[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
