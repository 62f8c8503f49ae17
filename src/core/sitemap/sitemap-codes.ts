/**
 * The problem codes the sitemap reader reports (XML, text, RSS and Atom sitemaps, their
 * entries and extensions): one owner's table of the problem registry
 * (src/core/problems/registry.ts). The English texts here are the message catalog's source;
 * translations key on the same codes.
 *
 * Sources: sitemaps.org protocol; Google Search Central "Build and submit a sitemap" and
 * the Search Console sitemap report's error list.
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';

export const sitemapProblemCodes = {
  'xml-malformed': {
    severity: 'error',
    message: 'Malformed XML: {detail}',
    explanation:
      'The file is not well-formed XML (Search Console: "Invalid XML"). Search engines may reject the whole file.',
    fix: 'Escape & as &amp; and < as &lt; in text, close every element, and validate the file with an XML parser.',
  },
  'entity-declaration': {
    severity: 'error',
    message: 'DOCTYPE declares entities ({detail}); they were not expanded and nothing was fetched',
    explanation:
      'Sitemaps have no use for a DTD. Entity declarations are how "billion laughs" and external-entity attacks work, so they are never expanded here.',
    fix: 'Remove the <!DOCTYPE …> declaration; write characters directly or as numeric references.',
  },
  truncated: {
    severity: 'error',
    message: 'The file ends early: {detail}',
    explanation:
      'The data stops in the middle (an interrupted download or a cut-off file). Entries after the cut are missing.',
    fix: 'Fetch or generate the file again and check that it is complete.',
  },
  'nesting-too-deep': {
    severity: 'error',
    message: 'Elements nested deeper than {limit} levels; the deeper elements were skipped',
    explanation: 'No sitemap needs deep nesting; very deep nesting is a way to exhaust a parser.',
    fix: 'Check the generator: a sitemap is urlset > url > loc, a few levels at most.',
  },
  'too-many-urls': {
    severity: 'error',
    message: '{count} entries: more than the 50,000 a sitemap may hold',
    explanation:
      'A sitemap or sitemap index may list at most 50,000 entries (Search Console: "Too many URLs").',
    fix: 'Split the file into several sitemaps of at most 50,000 entries and list them in a sitemap index.',
  },
  'too-large': {
    severity: 'error',
    message: '{bytes} bytes uncompressed: more than the 52,428,800 (50 MiB) a sitemap may have',
    explanation:
      'The size limit applies to the uncompressed file, even when it is served gzip-compressed.',
    fix: 'Split the file into smaller sitemaps listed in a sitemap index.',
  },
  'encoding-not-utf8': {
    severity: 'warning',
    message: 'Encoded as {encoding}, not UTF-8',
    explanation:
      'The sitemap protocol requires UTF-8. The file was decoded as declared so its URLs can still be shown.',
    fix: 'Save the file as UTF-8 and declare encoding="UTF-8".',
  },
  'invalid-utf8': {
    severity: 'error',
    message: 'Bytes that are not valid UTF-8 ({count} replaced)',
    explanation:
      'The file claims UTF-8 (or declares nothing) but contains byte sequences that are not UTF-8.',
    fix: 'Re-encode the file as UTF-8; check for text pasted from Latin-1 or Windows-1252 sources.',
  },
  'namespace-missing': {
    severity: 'warning',
    message: 'The root element <{element}> has namespace "{namespace}" instead of {expected}',
    explanation:
      'The root must be in the sitemaps.org namespace (Search Console: "Incorrect namespace"). The file was read anyway.',
    fix: 'Write xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" on the root element.',
  },
  'leading-whitespace': {
    severity: 'warning',
    message: 'Text before the XML declaration',
    explanation:
      'The XML declaration must be the very first thing in the file (Search Console: "Leading whitespace").',
    fix: 'Remove the blank lines or spaces before <?xml …?>.',
  },
  'not-a-sitemap': {
    severity: 'error',
    message: 'Root element <{element}> is not a sitemap, sitemap index or feed',
    explanation:
      'The file is XML but not a urlset, sitemapindex, RSS 2.0 or Atom 1.0 document (an HTML error page, perhaps).',
    fix: 'Check the URL the file came from returns the sitemap itself.',
  },
  'empty-sitemap': {
    severity: 'warning',
    message: 'The file lists no entries',
    explanation: 'A sitemap with no URLs tells search engines nothing.',
    fix: 'Check the generator, or remove the empty file from the index.',
  },
  'loc-missing': {
    severity: 'error',
    message: 'An entry has no <loc>',
    explanation: '<loc> is required in every <url> and <sitemap> entry; the entry is ignored.',
    fix: 'Give the entry a <loc> with its absolute URL, or remove it.',
  },
  'loc-too-long': {
    severity: 'error',
    message: 'URL of {length} characters: a loc must be shorter than 2,048',
    explanation: 'The protocol limits a URL to fewer than 2,048 characters.',
    fix: 'Shorten the URL (long query strings are the usual cause).',
  },
  'loc-not-absolute': {
    severity: 'error',
    message: 'Not an absolute http(s) URL: {loc}',
    explanation:
      'Every loc must be a full URL with scheme and host (https://example.com/page), not a relative path.',
    fix: 'Write the full URL, including https:// and the host.',
  },
  'loc-whitespace': {
    severity: 'warning',
    message: 'Spaces or line breaks around or inside the URL',
    explanation:
      'Whitespace around a URL is trimmed by most readers, but spaces inside a URL make it a different URL.',
    fix: 'Remove the whitespace; encode a space inside a URL as %20.',
  },
  'loc-out-of-scope': {
    severity: 'error',
    message: "{count} of {total} URLs are outside the sitemap's location {base} (first: {loc})",
    explanation:
      'A sitemap may list only URLs on its own scheme, host and port, at or below its own directory (Search Console: "URL not allowed"), unless the other host\'s robots.txt lists the sitemap (cross-submission). Counted once per file.',
    fix: 'Move the sitemap to the site root, or list it from the robots.txt of the host its URLs belong to.',
  },
  'duplicate-url': {
    severity: 'warning',
    message: 'Listed more than once ({count} times); first at {firstFile}, line {firstLine}',
    explanation:
      'The same URL appears several times, within one file or across files. Duplicates waste the crawl budget the sitemap is meant to guide.',
    fix: 'List every URL once, in one sitemap.',
  },
  'lastmod-invalid': {
    severity: 'error',
    message: 'lastmod "{value}" is not a W3C Datetime',
    explanation:
      'lastmod must be YYYY, YYYY-MM, YYYY-MM-DD or a date and time with a time zone (Search Console: "Invalid date"). A date with an offset but no time (2017-06-20-04:00) is invalid.',
    fix: 'Write for example 2024-05-01 or 2024-05-01T12:30:00+00:00.',
  },
  'lastmod-future': {
    severity: 'warning',
    message: 'lastmod {value} is in the future',
    explanation:
      'A modification date after today cannot be true; search engines distrust lastmod values that are not accurate.',
    fix: 'Set lastmod to the time the page content last changed.',
  },
  'changefreq-invalid': {
    severity: 'warning',
    message:
      'changefreq "{value}" is not one of always, hourly, daily, weekly, monthly, yearly, never',
    explanation: "The value is not in the protocol's list (Google ignores changefreq in any case).",
    fix: 'Use one of the listed values in lower case, or drop changefreq.',
  },
  'priority-invalid': {
    severity: 'warning',
    message: 'priority "{value}" is not a number from 0.0 to 1.0',
    explanation:
      'priority must be a decimal between 0.0 and 1.0 (Google ignores priority in any case).',
    fix: 'Use a value such as 0.5, or drop priority.',
  },
  'text-line-not-url': {
    severity: 'error',
    message: 'Line is not an absolute URL: {value}',
    explanation: 'A text sitemap holds one absolute URL per line and nothing else.',
    fix: 'Remove comments, headers and blank markers; write full URLs only.',
  },
  'news-too-many': {
    severity: 'warning',
    message: '{count} news entries: a news sitemap may hold at most 1,000',
    explanation: 'Google News reads at most 1,000 news:news entries per sitemap.',
    fix: 'Split the news sitemap, and list only articles from the last two days.',
  },
  'image-too-many': {
    severity: 'warning',
    message: '{count} images on one URL: at most 1,000 are read',
    explanation: 'Google reads at most 1,000 image:image entries per <url>.',
    fix: 'List only the important images of the page.',
  },
  'hreflang-invalid': {
    severity: 'warning',
    message: 'xhtml:link alternate is incomplete or invalid: {detail}',
    explanation:
      'An hreflang alternate needs rel="alternate", a valid language code (or x-default) and an absolute href.',
    fix: 'Write <xhtml:link rel="alternate" hreflang="en-GB" href="https://…"/>.',
  },
  'external-entity': {
    severity: 'error',
    message: 'External entity or DTD reference ({detail}) was ignored; nothing was fetched',
    explanation:
      'The file refers to an outside resource through its DOCTYPE. Reading it would leak data or fetch from the network, so it is never followed.',
    fix: 'Remove the <!DOCTYPE …> declaration.',
  },
  'unknown-entity': {
    severity: 'error',
    message: 'Unknown entity &{name};',
    explanation:
      'XML knows only &amp; &lt; &gt; &quot; &apos; and numeric references. A raw & in a URL must be written &amp;.',
    fix: 'Escape & as &amp; (for example ?a=1&amp;b=2).',
  },
  'namespace-undeclared': {
    severity: 'warning',
    message: 'The prefix {prefix}: is used without a namespace declaration',
    explanation:
      'Elements are recognised by namespace, and this prefix is never declared (xmlns:{prefix}="…"), so strict readers cannot tell what <{prefix}:…> means. It was read as the usual {prefix} extension.',
    fix: 'Declare the namespace on the root element, for example xmlns:image="http://www.google.com/schemas/sitemap-image/1.1".',
  },
  'news-date-invalid': {
    severity: 'error',
    message: 'news:publication_date "{value}" is not a W3C Datetime',
    explanation: "Google News needs the article's publication date in W3C Datetime format.",
    fix: 'Write for example 2024-05-01T12:30:00+00:00.',
  },
  'news-name-empty': {
    severity: 'error',
    message: 'news:name is empty',
    explanation:
      'Google News requires the name of the publication in news:publication/news:name, exactly as it appears on news.google.com.',
    fix: 'Write the publication name, for example <news:name>The Example Times</news:name>.',
  },
  'feed-date-invalid': {
    severity: 'warning',
    message: 'Feed date "{value}" is not a valid date',
    explanation:
      'An RSS pubDate must be an RFC 822 date (Tue, 10 Jun 2003 04:00:00 GMT); an Atom date an RFC 3339 date. The entry is listed without a date.',
    fix: 'Write the date in the format the feed type requires.',
  },
  'problems-capped': {
    severity: 'info',
    message: '{count} more "{code}" problems in this file were not listed',
    explanation:
      'The same problem repeats so often that only the first occurrences are listed, to keep the report readable and memory bounded.',
    fix: 'Fix the listed occurrences; the rest are very likely the same mistake.',
  },
  'extension-incomplete': {
    severity: 'warning',
    message: '<{element}> lacks {missing}',
    explanation:
      'Google reads an image, video or news entry only when it has the tags its documentation requires.',
    fix: 'Add the missing tags, or remove the incomplete extension entry.',
  },
} as const satisfies Record<string, ProblemCodeInfo>;

export type SitemapProblemCode = keyof typeof sitemapProblemCodes;
