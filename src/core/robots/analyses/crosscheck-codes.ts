/**
 * Problems the cross-check of sitemap URLs against robots.txt reports, with their severity;
 * their words are the catalog's (src/messages/problems-*.ts), keyed by the same codes.
 *
 * Source: Search Console's sitemap report ("URL blocked by robots.txt") and Google Search
 * Central, "Build and submit a sitemap": list the URLs you want crawled.
 */
import type { ProblemCodeInfo } from '../../problems/problem-code-info';
import { describeAnalysis } from '../../analyses/analysis-descriptor';
import { robotsRowColumn } from './robots-row-column';

export const robotsCrossCheckCodes = {
  'url-blocked-by-robots': { severity: 'error' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type RobotsCrossCheckCode = keyof typeof robotsCrossCheckCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const robotsCrossCheckDescriptor = describeAnalysis({
  id: 'robots-crosscheck',
  problemCodes: robotsCrossCheckCodes,
  docs: { file: 'docs/problem-codes.md', title: 'Sitemap URLs against robots.txt' },
  rowColumns: [robotsRowColumn],
  // The verdict filter under the view's check; its code, as the rows Googlebot may not fetch.
  filters: ['robotsVerdict', 'url-blocked-by-robots'],
  isStreamed: true,
});
