/**
 * A sitemap row's crawl facts (row-crawl.ts), as a type of its own: the declared crawl
 * column (crawl-row-column.ts) names it without importing the join, which the problem
 * registry's descriptors would otherwise import back.
 */
import type { CrawlVerdict } from './crawl-verdict';

export interface RowCrawlFacts {
  /** 0 when not crawled, or when the file has no status. */
  status: number;
  verdict: CrawlVerdict | 'not-crawled';
  target?: string;
}
