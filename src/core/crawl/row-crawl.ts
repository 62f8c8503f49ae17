/**
 * A sitemap row's crawl facts as the URL table, its exports and `--rows` show them: the
 * status the crawl got, its verdict (or `not-crawled`), and the redirect's or canonical's
 * target. Codes, not words: the page words the verdict, an export writes the code.
 */
import { ROW_NOT_CRAWLED, type CrawlCoverage } from './crawl-join';
import type { CrawlTable } from './crawl-table';
import type { RowCrawlFacts } from './row-crawl-facts';

export type { RowCrawlFacts } from './row-crawl-facts';

export type RowCrawl = (row: number) => RowCrawlFacts;

export function rowCrawlOf(coverage: CrawlCoverage, crawl: CrawlTable): RowCrawl {
  return (row) => {
    if (row >= coverage.rowCrawl.length || coverage.rowCrawl[row] === ROW_NOT_CRAWLED)
      return { status: 0, verdict: 'not-crawled' };
    const entry = coverage.rowEntry[row]!;
    const target = crawl.targets.get(entry);
    return {
      status: crawl.status[entry]!,
      verdict: crawl.verdictOf(entry),
      ...(target !== undefined ? { target } : {}),
    };
  };
}
