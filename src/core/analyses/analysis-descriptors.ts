/**
 * Every analysis, once (analysis-descriptor.ts): the one hand-kept list. The problem
 * registry (src/core/problems/registry.ts) takes its owners and codes from here, and the
 * docs generator (scripts/generate-docs.ts) its tables, in this order.
 */
import { indexTreeDescriptor } from '../analysis/index-tree-codes';
import { archiveDescriptor } from '../archive/archive-codes';
import { crawlDescriptor } from '../crawl/crawl-codes';
import { hreflangDescriptor } from '../hreflang/hreflang-codes';
import { lastmodDescriptor } from '../lastmod/lastmod-codes';
import { logsDescriptor } from '../logs/logs-codes';
import { pageCheckDescriptor } from '../page-check/page-check-codes';
import { robotsCrossCheckDescriptor } from '../robots/analyses/crosscheck-codes';
import { robotsLintDescriptor } from '../robots/analyses/lint-codes';
import { siteDescriptor } from '../site/fetch-codes';
import { generatorLintDescriptor } from '../sitemap/generator-lint-codes';
import { sitemapDescriptor } from '../sitemap/sitemap-codes';

export const analysisDescriptors = [
  sitemapDescriptor,
  archiveDescriptor,
  indexTreeDescriptor,
  siteDescriptor,
  lastmodDescriptor,
  pageCheckDescriptor,
  robotsCrossCheckDescriptor,
  hreflangDescriptor,
  crawlDescriptor,
  generatorLintDescriptor,
  robotsLintDescriptor,
  logsDescriptor,
] as const;

export type AnalysisId = (typeof analysisDescriptors)[number]['id'];
