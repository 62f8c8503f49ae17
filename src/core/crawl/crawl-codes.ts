/**
 * Problems of a crawl export and of the join of the sitemaps against it, with their
 * severity; their words are the catalog's (src/messages/problems-*-crawl.ts). The coverage
 * codes are reported on the sitemap URL's own line (`crawl-not-in-sitemaps` on the crawl
 * file's row): the fix of each is the same, a sitemap lists only canonical, indexable URLs
 * that answer 200 (Google Search Central, "Build and submit a sitemap").
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';
import { crawlRowColumn } from './crawl-row-column';

export const crawlProblemCodes = {
  // Reading the export.
  'crawl-binary': { severity: 'error' },
  'crawl-empty': { severity: 'error' },
  'crawl-not-utf8': { severity: 'warning' },
  'crawl-bad-quotes': { severity: 'warning' },
  'crawl-malformed': { severity: 'error' },
  'crawl-record-too-long': { severity: 'error' },
  'crawl-unknown-columns': { severity: 'warning' },
  'crawl-too-many-rows': { severity: 'error' },
  'crawl-table-full': { severity: 'error' },
  'crawl-bad-url': { severity: 'warning' },
  // The join.
  'crawl-sitemap-not-crawled': { severity: 'warning' },
  'crawl-not-in-sitemaps': { severity: 'warning' },
  'crawl-sitemap-client-error': { severity: 'error' },
  'crawl-sitemap-server-error': { severity: 'error' },
  'crawl-sitemap-redirect': { severity: 'warning' },
  'crawl-sitemap-redirect-listed': { severity: 'warning' },
  'crawl-sitemap-noindex': { severity: 'error' },
  'crawl-sitemap-canonicalised': { severity: 'warning' },
  'crawl-sitemap-canonicalised-listed': { severity: 'warning' },
  'crawl-sitemap-robots-blocked': { severity: 'error' },
  'crawl-sitemap-not-indexable': { severity: 'warning' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type CrawlProblemCode = keyof typeof crawlProblemCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const crawlDescriptor = describeAnalysis({
  id: 'crawl',
  problemCodes: crawlProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'Sitemaps against a crawl export' },
  rowColumns: [crawlRowColumn],
  // The join's codes of a sitemap row, each the rows of its crawl verdict.
  filters: [
    'crawl-sitemap-not-crawled',
    'crawl-sitemap-client-error',
    'crawl-sitemap-server-error',
    'crawl-sitemap-redirect',
    'crawl-sitemap-redirect-listed',
    'crawl-sitemap-noindex',
    'crawl-sitemap-canonicalised',
    'crawl-sitemap-canonicalised-listed',
    'crawl-sitemap-robots-blocked',
    'crawl-sitemap-not-indexable',
  ],
});
