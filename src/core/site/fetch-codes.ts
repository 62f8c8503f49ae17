/**
 * The problem code of a sitemap read from a live site that could not be fetched: the server
 * answered 4xx or 5xx, did not answer in time, redirected off the site, or a cap stopped it.
 * Search Console reports such a sitemap as "Couldn't fetch": it is a finding about the site,
 * never a file the user forgot to supply. A child the user's own --skip or --follow pattern
 * left out is not fetched either, and says so. One owner's table of the problem registry
 * (src/core/problems/registry.ts).
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const siteProblemCodes = {
  'fetch-failed': { severity: 'error' },
  // The user's --skip or --follow left the child out: a choice, not a fault of the site.
  'index-child-left-out': { severity: 'info' },
} as const satisfies Record<string, ProblemCodeInfo>;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const siteDescriptor = describeAnalysis({
  id: 'site',
  problemCodes: siteProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'A live site (the command line, the bookmarklet)' },
});
