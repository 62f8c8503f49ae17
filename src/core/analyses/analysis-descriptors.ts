/**
 * Every analysis, once (analysis-descriptor.ts): the one hand-kept list. The problem
 * registry (src/core/problems/registry.ts) takes its owners and codes from here, the docs
 * generator (scripts/generate-docs.ts) its tables, the URL table, the exports and the
 * Parquet schema their columns (declared-columns.ts), and the session and a streamed run
 * their analyses (worker/session/session-analyses.ts, streamed/streamed-analyses.ts), all in
 * this order: the order the session asks its analyses in, so the codes they attach to a row
 * keep this order in its Problems cell.
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
import { snapshotDescriptor } from '../snapshot/snapshot-descriptor';

export const analysisDescriptors = [
  sitemapDescriptor,
  archiveDescriptor,
  indexTreeDescriptor,
  siteDescriptor,
  robotsCrossCheckDescriptor,
  lastmodDescriptor,
  hreflangDescriptor,
  crawlDescriptor,
  snapshotDescriptor,
  generatorLintDescriptor,
  pageCheckDescriptor,
  robotsLintDescriptor,
  logsDescriptor,
] as const;

export type AnalysisId = (typeof analysisDescriptors)[number]['id'];
