/**
 * The page check's own problems: what the sampled pages say of the site's lastmod as a whole
 * (site-page-verdict.ts), with their severity; their words are the catalogs'
 * (src/messages/problems-*.ts). What one sampled page answers that a crawl export also
 * records (a 4xx or 5xx, a redirect, a noindex, another canonical) is reported with the crawl
 * coverage's code (src/core/crawl/crawl-codes.ts): one code per fact, whichever source found
 * it (page-check-problems.ts).
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const pageCheckProblemCodes = {
  // The contradicting pages are mostly older than their lastmod: lastmod is when the sitemap ran.
  'lastmod-generation-time-by-pages': { severity: 'warning' },
  // The contradicting pages changed after their lastmod, or mix both ways.
  'lastmod-contradicted-by-pages': { severity: 'warning' },
  // Last-Modified equal to Date on every page that sent one: it says nothing of changes.
  'last-modified-is-response-time': { severity: 'info' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type PageCheckProblemCode = keyof typeof pageCheckProblemCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const pageCheckDescriptor = describeAnalysis({
  id: 'page-check',
  problemCodes: pageCheckProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'lastmod against the pages (page check)' },
});
