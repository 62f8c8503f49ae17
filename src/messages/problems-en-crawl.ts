/**
 * The English texts of the crawl codes (src/core/crawl/crawl-codes.ts): reading a crawl
 * export, and the sitemaps joined against it. Sources: Google Search Central, "Build and
 * submit a sitemap" (list canonical URLs you want in search results); Search Console Help,
 * "Page indexing report"; Screaming Frog SEO Spider user guide, "Indexability".
 */
import type { CrawlProblemCode } from '../core/crawl/crawl-codes';
import type { ProblemTexts } from './text-types';

const SITEMAP_FIX =
  'A sitemap should list only canonical, indexable URLs that answer 200: fix the page, or take the URL out of the sitemap (or put the URL it should be in its place).';

export const problemsEnCrawl: Record<CrawlProblemCode, ProblemTexts> = {
  'crawl-binary': {
    message: 'This is not a CSV or TSV crawl export: it holds binary data (from line {line})',
    explanation:
      'A crawl export is text: a header row, then one row per URL. This file has NUL bytes or mostly control characters, so it is an archive, a spreadsheet (.xlsx) or another binary file.',
    fix: 'Export the crawl as CSV (Screaming Frog: Export › CSV; Search Console: Export › Download CSV) and add that file.',
  },
  'crawl-record-too-long': {
    message: 'A row longer than {max} characters was skipped, to the next line break',
    explanation:
      'No crawl row is that long; the file is broken (a quote left open) or not a crawl export. The row is skipped, so the file is never held whole.',
    fix: 'Export the crawl again, or check the row in a text editor.',
  },
  'crawl-unknown-columns': {
    message: 'Which column holds the URL? The header is not a known crawl export: {columns}',
    explanation:
      'Screaming Frog, Sitebulb and Search Console exports are recognised by their header. For any other CSV, pick the URL column (and, if the file has them, the status, indexability and canonical columns).',
    fix: 'Choose the columns in the dialog; the choice is remembered for the next file with the same header.',
  },
  'crawl-too-many-rows': {
    message: 'Only the first {max} rows of the crawl were read',
    explanation:
      'Past this many rows the page would run out of memory; the rest of the file is not joined.',
    fix: 'Split the export (by host or section) and read the parts one at a time.',
  },
  'crawl-bad-url': {
    message: 'Not an absolute URL in the URL column: "{value}"',
    explanation:
      'The row is left out of the join: only absolute http(s) URLs can be compared with a sitemap.',
    fix: 'Check that the right column is the URL column.',
  },
  'crawl-sitemap-not-crawled': {
    message: 'Listed in a sitemap, but the crawl never reached it',
    explanation:
      'The crawler found no link to this URL: an orphan page, a page linked only from pages the crawl did not reach, or a URL that no longer exists. Search engines may still find it through the sitemap, but nothing on the site points to it.',
    fix: 'Link to the page from the site, or remove it from the sitemap if it should not be there. Check the crawl’s limits (depth, excluded folders) first.',
  },
  'crawl-not-in-sitemaps': {
    message: 'An indexable page (200) that no sitemap lists',
    explanation:
      'The crawl found this HTML page, answering 200 and indexable, but no sitemap lists it, so search engines learn of it only through links.',
    fix: 'Add the page to a sitemap, or make it non-indexable if it should not be found.',
  },
  'crawl-sitemap-client-error': {
    message: 'Listed in a sitemap, but the crawl got {status} for it',
    explanation:
      'The URL answers a 4xx status (404 Not Found, 410 Gone, …): the sitemap lists a page that does not exist. Search Console reports it as "Not found (404)".',
    fix: SITEMAP_FIX,
  },
  'crawl-sitemap-server-error': {
    message: 'Listed in a sitemap, but the server answered {status}',
    explanation:
      'The URL answered a 5xx status when it was crawled. Repeated server errors make search engines crawl the site more slowly.',
    fix: 'Fix the server error; if the page is gone for good, take it out of the sitemap.',
  },
  'crawl-sitemap-redirect': {
    message: 'Listed in a sitemap, but it redirects ({status}) to {target}, which no sitemap lists',
    explanation:
      'A sitemap URL that redirects wastes a crawl and tells search engines two different URLs for one page (Search Console: "Page with redirect").',
    fix: 'List the redirect’s target instead of this URL.',
  },
  'crawl-sitemap-redirect-listed': {
    message: 'Listed in a sitemap, but it redirects ({status}) to {target}, which is listed too',
    explanation:
      'The target is already in a sitemap, so this URL is a redirecting duplicate of it.',
    fix: 'Remove this URL from the sitemap.',
  },
  'crawl-sitemap-noindex': {
    message: 'Listed in a sitemap, but the page says noindex (meta robots or X-Robots-Tag)',
    explanation:
      'The sitemap asks for the page to be indexed while the page forbids it (Search Console: "Excluded by ‘noindex’ tag"). The noindex wins, and the contradiction hides real problems in the report.',
    fix: 'Remove the URL from the sitemap, or remove the noindex if the page should be found.',
  },
  'crawl-sitemap-canonicalised': {
    message: 'Listed in a sitemap, but its canonical is another URL: {target}',
    explanation:
      'The page names another URL as its canonical, so search engines index that one instead (Search Console: "Alternate page with proper canonical tag").',
    fix: 'List the canonical URL instead of this one.',
  },
  'crawl-sitemap-canonicalised-listed': {
    message: 'Listed in a sitemap, but its canonical is another listed URL: {target}',
    explanation: 'The canonical is already in a sitemap, so this URL is a duplicate of it.',
    fix: 'Remove this URL from the sitemap.',
  },
  'crawl-sitemap-robots-blocked': {
    message: 'Listed in a sitemap, but the crawler was blocked by robots.txt',
    explanation:
      'The crawl could not fetch the URL because robots.txt disallows it (Search Console: "Blocked by robots.txt"). A sitemap should not ask for pages the site forbids.',
    fix: 'Remove the URL from the sitemap, or allow it in robots.txt.',
  },
  'crawl-sitemap-not-indexable': {
    message: 'Listed in a sitemap, but the crawl found it not indexable',
    explanation:
      'The crawl marks this URL as not indexable for another reason (a timeout, no response, "Crawled – currently not indexed", …).',
    fix: SITEMAP_FIX,
  },
};
