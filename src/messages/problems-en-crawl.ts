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
  'crawl-empty': {
    message: 'The crawl export is empty: no header row, no rows',
    explanation:
      'A crawl export is text: a header row (Screaming Frog: Address, Status Code, Indexability; Sitebulb: URL, HTTP Status Code; Search Console, its Table.csv: URL, Last crawled), then one row per URL. This file holds nothing, so there is nothing to join with the sitemaps.',
    fix: 'Export the crawl again as CSV and add that file.',
  },
  'crawl-not-utf8': {
    message:
      '{readAs, select, windows1252 {Not UTF-8 (first at line {line}): the file was read as windows-1252 (Latin-1)} other {Bytes that are not UTF-8 at line {line}: they were read as �, so the URLs there may not match}}',
    explanation:
      "Crawl exports are read as UTF-8. A file saved in another encoding (Excel's plain CSV on Windows is windows-1252) spells accented and non-Latin URLs differently, so they would not match the sitemaps' URLs. When the start of the file is not UTF-8 it is read as windows-1252; bytes that break UTF-8 further on are replaced.",
    fix: 'Export the crawl as UTF-8 (Screaming Frog exports UTF-8; in Excel, save as "CSV UTF-8") and add it again.',
  },
  'crawl-bad-quotes': {
    message:
      'Broken quoting at line {line} (text after a closing quote, or a quote never closed): the row was read as its line alone, quotes kept',
    explanation:
      "In a CSV a quoted cell ends at a quote followed by the delimiter or the line's end (RFC 4180). Here the quote is followed by other text, or never closed, so a CSV reader runs on to the next quote, or to the end of the file, as one cell. This line was read on its own instead, so the rows after it are kept.",
    fix: 'Check the line in a text editor: a cell that holds a quote must be quoted whole, with the quote doubled (""). Exporting again from the crawler usually fixes it.',
  },
  'crawl-malformed': {
    message:
      'Reading stopped at this line: more than {max} rows with broken quoting, so this is not a CSV to trust ({rows} rows were read)',
    explanation:
      'Each row with broken quoting is read on its own and reported; past this many the file is more likely not a CSV export, or written with another quote character, and its rows are not joined.',
    fix: "Export the crawl again as CSV, or check the file's quoting in a text editor.",
  },
  'crawl-table-full': {
    message:
      'Memory budget for the crawl reached at this line: {count} rows from here on were not kept (at most {limitBytes} bytes of crawl URLs are held at once), so their URLs count as not crawled',
    explanation:
      "The crawl's table has its own share of the inspector's memory budget, so a huge export cannot take the tab down. The rows before this line are joined; those from here on are missing from the join.",
    fix: 'Split the export (by host or section) and join the parts one at a time, or on the command line raise the cap (npm run inspect -- --max-crawl-bytes=N).',
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
    message:
      'Listed in a sitemap, but it answered {hasStatus, select, yes {{status}} other {with a client error (4xx)}}',
    explanation:
      'The URL answers a 4xx status (404 Not Found, 410 Gone, …): the sitemap lists a page that does not exist. Search Console reports it as "Not found (404)".',
    fix: SITEMAP_FIX,
  },
  'crawl-sitemap-server-error': {
    message:
      'Listed in a sitemap, but the server answered {hasStatus, select, yes {{status}} other {with a server error (5xx)}}',
    explanation:
      'The URL answered a 5xx status when it was crawled. Repeated server errors make search engines crawl the site more slowly.',
    fix: 'Fix the server error; if the page is gone for good, take it out of the sitemap.',
  },
  'crawl-sitemap-redirect': {
    message:
      'Listed in a sitemap, but it redirects{hasStatus, select, yes { ({status})} other {}}{hasTarget, select, yes { to {target}, which no sitemap lists} other {; the crawl export does not give the target}}',
    explanation:
      'A sitemap URL that redirects wastes a crawl and tells search engines two different URLs for one page (Search Console: "Page with redirect").',
    fix: 'List the redirect’s target instead of this URL.',
  },
  'crawl-sitemap-redirect-listed': {
    message:
      'Listed in a sitemap, but it redirects{hasStatus, select, yes { ({status})} other {}} to {target}, which is listed too',
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
    message:
      'Listed in a sitemap, but its canonical is another URL{hasTarget, select, yes {, “{target}”} other { (the crawl export does not name it)}}',
    explanation:
      'The page names another URL as its canonical, so search engines index that one instead (Search Console: "Alternate page with proper canonical tag").',
    fix: 'List the canonical URL instead of this one.',
  },
  'crawl-sitemap-canonicalised-listed': {
    message: 'Listed in a sitemap, but its canonical is another listed URL, “{target}”',
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
