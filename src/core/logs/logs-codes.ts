/**
 * The problem codes of the access-log analysis (`inspect --logs`): what the log says about
 * the crawlers against the sitemaps and robots.txt read beside it. One owner's table of the
 * problem registry (src/core/problems/registry.ts); the words are the catalogs'
 * (src/messages/problems-*.ts).
 *
 * Sources: RFC 9309 §2.2 (a crawler obeys its group); the operators' pages on verifying their
 * crawlers by their published ranges (Google Search Central, "Verifying Googlebot and other
 * Google crawlers"; OpenAI, "Overview of OpenAI Crawlers"); sitemaps.org (a sitemap lists the
 * URLs a site wants crawled).
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const logsProblemCodes = {
  'log-malformed-lines': { severity: 'info' },
  'log-file-cut': { severity: 'warning' },
  'log-ai-crawler-disallowed': { severity: 'warning' },
  'log-crawler-unverified': { severity: 'warning' },
  'log-sitemap-url-never-fetched': { severity: 'info' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type LogsProblemCode = keyof typeof logsProblemCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const logsDescriptor = describeAnalysis({
  id: 'logs',
  problemCodes: logsProblemCodes,
  docs: {
    file: 'docs/problem-codes.md',
    title: 'Access logs (crawlers against sitemaps and robots.txt)',
  },
  // The sitemap URLs no crawler fetched, from the logs' verdict column.
  filters: ['log-sitemap-url-never-fetched'],
});
