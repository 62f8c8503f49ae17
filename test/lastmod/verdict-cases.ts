/**
 * Each verdict threshold (src/core/lastmod/lastmod-thresholds.ts) on both sides: facts that
 * differ from a healthy file in one figure only, and the reasons and verdict they must give.
 */
import type { LastmodFacts } from '../../src/core/lastmod/lastmod-facts';
import type {
  LastmodReasonCode,
  LastmodReasonEffect,
  LastmodVerdictName,
} from '../../src/core/lastmod/lastmod-verdict';

/** 1,000 URLs, all dated, 900 distinct, no cluster, nothing future, invalid or date-only. */
export const HEALTHY: LastmodFacts = {
  rows: 1000,
  absent: 0,
  invalid: 0,
  dated: 1000,
  future: 0,
  dateOnly: 0,
  distinct: 900,
  mostCommonMs: Date.UTC(2024, 0, 1),
  mostCommonCount: 3,
  clusterCount: 3,
  clusterStartMs: Date.UTC(2024, 0, 1),
  oldestMs: Date.UTC(2020, 0, 1),
  newestMs: Date.UTC(2024, 5, 1),
};

export interface VerdictCase {
  name: string;
  facts: Partial<LastmodFacts>;
  indexMismatches?: number;
  verdict: LastmodVerdictName;
  /** The reasons expected, with their effects (none: `{}`). */
  reasons: Partial<Record<LastmodReasonCode, LastmodReasonEffect>>;
}

export const verdictCases: VerdictCase[] = [
  { name: 'a healthy file', facts: {}, verdict: 'usable', reasons: {} },
  // absent: ABSENT_UNUSABLE_COVERAGE 0.05, ABSENT_DOUBTFUL_COVERAGE 0.5
  {
    name: 'no lastmod at all',
    facts: { dated: 0, absent: 1000, distinct: 0, clusterCount: 0 },
    verdict: 'unusable',
    reasons: { absent: 'unusable' },
  },
  {
    name: 'coverage 4.9 %',
    facts: { rows: 1000, dated: 49, absent: 951, distinct: 49, clusterCount: 1 },
    verdict: 'unusable',
    reasons: { absent: 'unusable' },
  },
  {
    name: 'coverage 5 %',
    facts: { rows: 1000, dated: 50, absent: 950, distinct: 50, clusterCount: 1 },
    verdict: 'doubtful',
    reasons: { absent: 'doubtful' },
  },
  {
    name: 'coverage 49.9 %',
    facts: { rows: 1000, dated: 499, absent: 501, distinct: 499, clusterCount: 1 },
    verdict: 'doubtful',
    reasons: { absent: 'doubtful' },
  },
  {
    name: 'coverage 50 %',
    facts: { rows: 1000, dated: 500, absent: 500, distinct: 500, clusterCount: 1 },
    verdict: 'usable',
    reasons: {},
  },
  {
    name: 'an empty file',
    facts: { rows: 0, dated: 0, distinct: 0, clusterCount: 0 },
    verdict: 'unusable',
    reasons: { absent: 'unusable' },
  },
  // invalid: INVALID_DOUBTFUL_SHARE 0.01, INVALID_UNUSABLE_SHARE 0.5 (of values present)
  {
    name: 'invalid 0.9 %',
    facts: { rows: 1000, dated: 991, invalid: 9 },
    verdict: 'usable',
    reasons: {},
  },
  {
    name: 'invalid 1 %',
    facts: { rows: 1000, dated: 990, invalid: 10 },
    verdict: 'doubtful',
    reasons: { invalid: 'doubtful' },
  },
  {
    name: 'invalid 49.9 %',
    facts: { rows: 1000, dated: 501, invalid: 499, distinct: 450 },
    verdict: 'doubtful',
    reasons: { invalid: 'doubtful' },
  },
  {
    name: 'invalid 50 %',
    facts: { rows: 1000, dated: 500, invalid: 500, distinct: 450 },
    verdict: 'unusable',
    reasons: { invalid: 'unusable' },
  },
  // generation-time: GENERATION_MIN_DATED 10, GENERATION_DOUBTFUL_SHARE 0.5, GENERATION_UNUSABLE_SHARE 0.9
  {
    name: '9 dated, all one instant',
    facts: { rows: 9, dated: 9, distinct: 1, clusterCount: 9 },
    verdict: 'usable',
    reasons: {},
  },
  {
    name: '10 dated, all one instant',
    facts: { rows: 10, dated: 10, distinct: 1, clusterCount: 10 },
    verdict: 'unusable',
    reasons: { 'generation-time': 'unusable' },
  },
  { name: 'cluster 49.9 %', facts: { clusterCount: 499 }, verdict: 'usable', reasons: {} },
  {
    name: 'cluster 50 %',
    facts: { clusterCount: 500 },
    verdict: 'doubtful',
    reasons: { 'generation-time': 'doubtful' },
  },
  {
    name: 'cluster 89.9 %',
    facts: { clusterCount: 899 },
    verdict: 'doubtful',
    reasons: { 'generation-time': 'doubtful' },
  },
  {
    name: 'cluster 90 %',
    facts: { clusterCount: 900 },
    verdict: 'unusable',
    reasons: { 'generation-time': 'unusable' },
  },
  // few-distinct: FEW_DISTINCT_MIN_DATED 1000, FEW_DISTINCT_MAX_VALUES 5
  {
    name: '5 distinct across 999',
    facts: { rows: 999, dated: 999, distinct: 5, clusterCount: 200 },
    verdict: 'usable',
    reasons: {},
  },
  {
    name: '5 distinct across 1,000',
    facts: { distinct: 5, clusterCount: 200 },
    verdict: 'doubtful',
    reasons: { 'few-distinct': 'doubtful' },
  },
  {
    name: '6 distinct across 1,000',
    facts: { distinct: 6, clusterCount: 200 },
    verdict: 'usable',
    reasons: {},
  },
  // future: any → doubtful; FUTURE_UNUSABLE_SHARE 0.05
  {
    name: 'one future value',
    facts: { future: 1 },
    verdict: 'doubtful',
    reasons: { future: 'doubtful' },
  },
  {
    name: 'future 4.9 %',
    facts: { future: 49 },
    verdict: 'doubtful',
    reasons: { future: 'doubtful' },
  },
  {
    name: 'future 5 %',
    facts: { future: 50 },
    verdict: 'unusable',
    reasons: { future: 'unusable' },
  },
  // date-only: DATE_ONLY_NOTE_SHARE 0.9, a note only
  { name: 'date-only 89.9 %', facts: { dateOnly: 899 }, verdict: 'usable', reasons: {} },
  {
    name: 'date-only 90 %',
    facts: { dateOnly: 900 },
    verdict: 'usable',
    reasons: { 'date-only': 'note' },
  },
  // index-mismatch: any → doubtful
  { name: 'no index mismatch', facts: {}, indexMismatches: 0, verdict: 'usable', reasons: {} },
  {
    name: 'one index mismatch',
    facts: {},
    indexMismatches: 1,
    verdict: 'doubtful',
    reasons: { 'index-mismatch': 'doubtful' },
  },
  // The worst reason decides.
  {
    name: 'generation time and date-only',
    facts: { clusterCount: 1000, distinct: 1, dateOnly: 1000 },
    verdict: 'unusable',
    reasons: { 'generation-time': 'unusable', 'few-distinct': 'doubtful', 'date-only': 'note' },
  },
];
