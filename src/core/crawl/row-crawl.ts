/**
 * A sitemap row's crawl facts as the URL table, its exports and `--rows` show them: the
 * status the crawl got, its verdict (or `not-crawled`), and the redirect's or canonical's
 * target. Codes, not words: the page words the verdict, an export writes the code.
 */
import { ROW_NOT_CRAWLED, type CrawlCoverage } from './crawl-join';
import type { CrawlTable } from './crawl-table';
import type { CrawlVerdict } from './crawl-verdict';

export interface RowCrawlFacts {
  /** 0 when not crawled, or when the file has no status. */
  status: number;
  verdict: CrawlVerdict | 'not-crawled';
  target?: string;
}

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

/** "404 client-error", "301 redirect https://…", "not-crawled": one CSV or TSV cell. */
export function crawlCellText(facts: RowCrawlFacts): string {
  const parts: string[] = [];
  if (facts.status > 0) parts.push(String(facts.status));
  parts.push(facts.verdict);
  if (facts.target !== undefined) parts.push(facts.target);
  return parts.join(' ');
}
