/**
 * The crawl export's per-row column: the status the crawl got for each sitemap URL, its
 * verdict and its target (row-crawl.ts), shown while a crawl export is loaded. Like every
 * declared column it imports values from no analysis code (types only): the descriptors it
 * sits in are read by the problem registry, which that code imports.
 */
import { describeRowColumn } from '../analyses/row-column';
import { int32Element, utf8Element } from '../export/parquet-elements';
import type { RowCrawlFacts } from './row-crawl-facts';

export const crawlRowColumn = describeRowColumn<RowCrawlFacts>({
  id: 'crawl',
  table: { isHideable: true, shownWith: 'crawl-export' },
  // "404 client-error", "not-crawled": one cell.
  export: { header: 'crawl', text: crawlCellText },
  parquet: {
    columns: [
      {
        name: 'crawl_status',
        description:
          'with a crawl export only: the HTTP status the crawl got; null when not crawled or none',
        elements: [int32Element('crawl_status', 'OPTIONAL')],
      },
      {
        name: 'crawl_verdict',
        description:
          'with a crawl export only: indexable, client-error, server-error, redirect, noindex, canonicalised, robots-blocked, not-indexable or not-crawled',
        elements: [utf8Element('crawl_verdict', 'OPTIONAL')],
      },
      {
        name: 'crawl_target',
        description:
          'with a crawl export only: the redirect target or the canonical URL, when another',
        elements: [utf8Element('crawl_target', 'OPTIONAL')],
      },
    ],
    cells: (facts) => [facts.status > 0 ? facts.status : null, facts.verdict, facts.target ?? null],
  },
});

/** "404 client-error", "301 redirect https://…", "not-crawled": one CSV or TSV cell. */
export function crawlCellText(facts: RowCrawlFacts): string {
  const parts: string[] = [];
  if (facts.status > 0) parts.push(String(facts.status));
  parts.push(facts.verdict);
  if (facts.target !== undefined) parts.push(facts.target);
  return parts.join(' ');
}
