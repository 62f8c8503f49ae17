/**
 * The problem codes the sitemap reader reports (XML, text, RSS and Atom sitemaps, their
 * entries and extensions): one owner's table of the problem registry
 * (src/core/problems/registry.ts): code → severity. Their words, in every language, are the
 * catalog's (src/messages/problems-*.ts), keyed by the same codes.
 *
 * Sources: sitemaps.org protocol; Google Search Central "Build and submit a sitemap" and
 * the Search Console sitemap report's error list.
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const sitemapProblemCodes = {
  'xml-malformed': { severity: 'error' },
  'entity-declaration': { severity: 'error' },
  truncated: { severity: 'error' },
  'nesting-too-deep': { severity: 'error' },
  'too-many-urls': { severity: 'error' },
  'too-large': { severity: 'error' },
  'encoding-not-utf8': { severity: 'warning' },
  'invalid-utf8': { severity: 'error' },
  'namespace-missing': { severity: 'warning' },
  'leading-whitespace': { severity: 'warning' },
  'not-a-sitemap': { severity: 'error' },
  'html-page': { severity: 'error' },
  'namespace-mixed': { severity: 'warning' },
  'empty-sitemap': { severity: 'warning' },
  'loc-missing': { severity: 'error' },
  'loc-too-long': { severity: 'error' },
  'loc-not-absolute': { severity: 'error' },
  'loc-whitespace': { severity: 'warning' },
  'loc-out-of-scope': { severity: 'error' },
  'duplicate-url': { severity: 'warning' },
  'lastmod-invalid': { severity: 'error' },
  'lastmod-future': { severity: 'warning' },
  'lastmod-implausible': { severity: 'warning' },
  'changefreq-invalid': { severity: 'warning' },
  'priority-invalid': { severity: 'warning' },
  'text-line-not-url': { severity: 'error' },
  'news-too-many': { severity: 'warning' },
  'image-too-many': { severity: 'warning' },
  'hreflang-invalid': { severity: 'warning' },
  'external-entity': { severity: 'error' },
  'unknown-entity': { severity: 'error' },
  'namespace-undeclared': { severity: 'warning' },
  'news-date-invalid': { severity: 'error' },
  'news-name-empty': { severity: 'error' },
  'feed-date-invalid': { severity: 'warning' },
  'problems-capped': { severity: 'info' },
  'extension-incomplete': { severity: 'warning' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type SitemapProblemCode = keyof typeof sitemapProblemCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const sitemapDescriptor = describeAnalysis({
  id: 'sitemap',
  problemCodes: sitemapProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'Sitemap problems' },
});
