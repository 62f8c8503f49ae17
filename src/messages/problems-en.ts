/**
 * The English texts of every problem code but robots.txt lint's (sitemap, archive, index
 * tree, lastmod, the cross-check with robots.txt): the catalog's source, typed against core's
 * codes like problems-ja.ts and problems-zh.ts. Codes are never translated.
 */
import type { HreflangProblemCode } from '../core/hreflang/hreflang-codes';
import type { ProblemCode } from '../core/problems/registry';
import type { CrawlProblemCode } from '../core/crawl/crawl-codes';
import type { ProblemTexts, RobotsLintCode } from './text-types';

export const problemsEn: Record<
  Exclude<ProblemCode, RobotsLintCode | HreflangProblemCode | CrawlProblemCode>,
  ProblemTexts
> = {
  'xml-malformed': {
    message: 'Malformed XML: {detail}',
    explanation:
      'The file is not well-formed XML (Search Console: "Invalid XML"). Search engines may reject the whole file.',
    fix: 'Escape & as &amp; and < as &lt; in text, close every element, and validate the file with an XML parser.',
  },
  'entity-declaration': {
    message: 'DOCTYPE declares entities ({detail}); they were not expanded and nothing was fetched',
    explanation:
      'Sitemaps have no use for a DTD. Entity declarations are how "billion laughs" and external-entity attacks work, so they are never expanded here.',
    fix: 'Remove the <!DOCTYPE …> declaration; write characters directly or as numeric references.',
  },
  truncated: {
    message: 'The file ends early: {detail}',
    explanation:
      'The data stops in the middle (an interrupted download or a cut-off file). Entries after the cut are missing.',
    fix: 'Fetch or generate the file again and check that it is complete.',
  },
  'nesting-too-deep': {
    message: 'Elements nested deeper than {limit} levels; the deeper elements were skipped',
    explanation: 'No sitemap needs deep nesting; very deep nesting is a way to exhaust a parser.',
    fix: 'Check the generator: a sitemap is urlset > url > loc, a few levels at most.',
  },
  'too-many-urls': {
    message: '{count} entries: more than the 50,000 a sitemap may hold',
    explanation:
      'A sitemap or sitemap index may list at most 50,000 entries (Search Console: "Too many URLs").',
    fix: 'Split the file into several sitemaps of at most 50,000 entries and list them in a sitemap index.',
  },
  'too-large': {
    message: '{bytes} bytes uncompressed: more than the 52,428,800 (50 MiB) a sitemap may have',
    explanation:
      'The size limit applies to the uncompressed file, even when it is served gzip-compressed.',
    fix: 'Split the file into smaller sitemaps listed in a sitemap index.',
  },
  'encoding-not-utf8': {
    message: 'Encoded as {encoding}, not UTF-8',
    explanation:
      'The sitemap protocol requires UTF-8. The file was decoded as declared so its URLs can still be shown.',
    fix: 'Save the file as UTF-8 and declare encoding="UTF-8".',
  },
  'invalid-utf8': {
    message: 'Bytes that are not valid UTF-8 ({count} replaced)',
    explanation:
      'The file claims UTF-8 (or declares nothing) but contains byte sequences that are not UTF-8.',
    fix: 'Re-encode the file as UTF-8; check for text pasted from Latin-1 or Windows-1252 sources.',
  },
  'namespace-missing': {
    message: 'The root element <{element}> has namespace "{namespace}" instead of {expected}',
    explanation:
      'The root must be in the sitemaps.org namespace (Search Console: "Incorrect namespace"). The file was read anyway.',
    fix: 'Write xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" on the root element.',
  },
  'leading-whitespace': {
    message: 'Text before the XML declaration',
    explanation:
      'The XML declaration must be the very first thing in the file (Search Console: "Leading whitespace").',
    fix: 'Remove the blank lines or spaces before <?xml …?>.',
  },
  'not-a-sitemap': {
    message: 'Root element <{element}> is not a sitemap, sitemap index or feed',
    explanation:
      'The file is XML but not a urlset, sitemapindex, RSS 2.0 or Atom 1.0 document (an HTML error page, perhaps).',
    fix: 'Check the URL the file came from returns the sitemap itself.',
  },
  'html-page': {
    message: 'This is an HTML page (title: {title}), not a sitemap',
    explanation:
      'The file is a web page: it starts with an HTML DOCTYPE or an <html>, <head> or <body> element. Only this is reported, not the XML errors and missing sitemap elements that follow from it.',
    fix: 'The server sent a web page (often an error page or a login page) instead of the sitemap: check the URL and what the server answers.',
  },
  'namespace-mixed': {
    message:
      'The <{element}> entries are in no namespace, their root <{root}> in "{namespace}"; they were read as entries',
    explanation:
      'Every element of a sitemap belongs in the sitemaps.org namespace. Here xmlns="" takes the entries out of their root\'s namespace; crawlers read them anyway, and so does this report.',
    fix: 'Remove xmlns="" from the entries and write xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" on the root element.',
  },
  'empty-sitemap': {
    message: 'The file lists no entries',
    explanation: 'A sitemap with no URLs tells search engines nothing.',
    fix: 'Check the generator, or remove the empty file from the index.',
  },
  'loc-missing': {
    message: 'An entry has no <loc>',
    explanation: '<loc> is required in every <url> and <sitemap> entry; the entry is ignored.',
    fix: 'Give the entry a <loc> with its absolute URL, or remove it.',
  },
  'loc-too-long': {
    message: 'URL of {length} characters: a loc must be shorter than 2,048',
    explanation: 'The protocol limits a URL to fewer than 2,048 characters.',
    fix: 'Shorten the URL (long query strings are the usual cause).',
  },
  'loc-not-absolute': {
    message: 'Not an absolute http(s) URL: {loc}',
    explanation:
      'Every loc must be a full URL with scheme and host (https://example.com/page), not a relative path.',
    fix: 'Write the full URL, including https:// and the host.',
  },
  'loc-whitespace': {
    message: 'Spaces or line breaks around or inside the URL',
    explanation:
      'Whitespace around a URL is trimmed by most readers, but spaces inside a URL make it a different URL.',
    fix: 'Remove the whitespace; encode a space inside a URL as %20.',
  },
  'loc-out-of-scope': {
    message: "{count} of {total} URLs are outside the sitemap's location {base} (first: {loc})",
    explanation:
      'A sitemap may list only URLs on its own scheme, host and port, at or below its own directory (Search Console: "URL not allowed"), unless the other host\'s robots.txt lists the sitemap (cross-submission). Counted once per file.',
    fix: 'Move the sitemap to the site root, or list it from the robots.txt of the host its URLs belong to.',
  },
  'duplicate-url': {
    message: 'Listed more than once ({count} times); first at {firstFile}, line {firstLine}',
    explanation:
      'The same URL appears several times, within one file or across files. Duplicates waste the crawl budget the sitemap is meant to guide.',
    fix: 'List every URL once, in one sitemap.',
  },
  'lastmod-invalid': {
    message: 'lastmod "{value}" is not a W3C Datetime',
    explanation:
      'lastmod must be YYYY, YYYY-MM, YYYY-MM-DD or a date and time with a time zone (Search Console: "Invalid date"). A date with an offset but no time (2017-06-20-04:00) is invalid.',
    fix: 'Write for example 2024-05-01 or 2024-05-01T12:30:00+00:00.',
  },
  'lastmod-future': {
    message: 'lastmod {value} is in the future',
    explanation:
      'A modification date after today cannot be true; search engines distrust lastmod values that are not accurate.',
    fix: 'Set lastmod to the time the page content last changed.',
  },
  'author-archives-listed': {
    message: '{count, plural, one {# URL is an author archive} other {# URLs are author archives}}',
    explanation:
      'WordPress core lists author archives (wp-sitemap-users-N.xml, /author/NAME/), which many sites mark noindex: a sitemap should list only pages meant for the index.',
    fix: "If the author pages are noindex, leave them out of the sitemap (the wp_sitemaps_add_provider filter, or the SEO plugin's setting).",
  },
  'numbered-siblings-overlap': {
    message: '{count, plural, one {# URL is} other {# URLs are}} also listed in {sibling}',
    explanation:
      'Numbered sitemaps of one kind (post-sitemap1.xml, post-sitemap2.xml) page one list: the same URL in two pages is a paging bug of the generator, and crawlers read it twice.',
    fix: 'Regenerate the sitemaps after updating the plugin, or report the overlap to its maintainers.',
  },
  'lastmod-implausible': {
    message: 'lastmod {value} is before 1990: a placeholder, not a date',
    explanation:
      'No web page was modified before 1990. Such a value is a generator filling in a post with no date (some WordPress SEO plugins write the year 0); it is read as no lastmod.',
    fix: 'Give the entry the date its content last changed, or leave lastmod out.',
  },
  'changefreq-invalid': {
    message:
      'changefreq "{value}" is not one of always, hourly, daily, weekly, monthly, yearly, never',
    explanation: "The value is not in the protocol's list (Google ignores changefreq in any case).",
    fix: 'Use one of the listed values in lower case, or drop changefreq.',
  },
  'priority-invalid': {
    message: 'priority "{value}" is not a number from 0.0 to 1.0',
    explanation:
      'priority must be a decimal between 0.0 and 1.0 (Google ignores priority in any case).',
    fix: 'Use a value such as 0.5, or drop priority.',
  },
  'text-line-not-url': {
    message: 'Line is not an absolute URL: {value}',
    explanation: 'A text sitemap holds one absolute URL per line and nothing else.',
    fix: 'Remove comments, headers and blank markers; write full URLs only.',
  },
  'news-too-many': {
    message: '{count} news entries: a news sitemap may hold at most 1,000',
    explanation: 'Google News reads at most 1,000 news:news entries per sitemap.',
    fix: 'Split the news sitemap, and list only articles from the last two days.',
  },
  'image-too-many': {
    message: '{count} images on one URL: at most 1,000 are read',
    explanation: 'Google reads at most 1,000 image:image entries per <url>.',
    fix: 'List only the important images of the page.',
  },
  'hreflang-invalid': {
    message: 'xhtml:link alternate is incomplete or invalid: {detail}',
    explanation:
      'An hreflang alternate needs rel="alternate", a valid language code (or x-default) and an absolute href.',
    fix: 'Write <xhtml:link rel="alternate" hreflang="en-GB" href="https://…"/>.',
  },
  'external-entity': {
    message: 'External entity or DTD reference ({detail}) was ignored; nothing was fetched',
    explanation:
      'The file refers to an outside resource through its DOCTYPE. Reading it would leak data or fetch from the network, so it is never followed.',
    fix: 'Remove the <!DOCTYPE …> declaration.',
  },
  'unknown-entity': {
    message: 'Unknown entity &{name};',
    explanation:
      'XML knows only &amp; &lt; &gt; &quot; &apos; and numeric references. A raw & in a URL must be written &amp;.',
    fix: 'Escape & as &amp; (for example ?a=1&amp;b=2).',
  },
  'namespace-undeclared': {
    message: 'The prefix {prefix}: is used without a namespace declaration',
    explanation:
      'Elements are recognised by namespace, and this prefix is never declared (xmlns:{prefix}="…"), so strict readers cannot tell what <{prefix}:…> means. It was read as the usual {prefix} extension.',
    fix: 'Declare the namespace on the root element, for example xmlns:image="http://www.google.com/schemas/sitemap-image/1.1".',
  },
  'news-date-invalid': {
    message: 'news:publication_date "{value}" is not a W3C Datetime',
    explanation: "Google News needs the article's publication date in W3C Datetime format.",
    fix: 'Write for example 2024-05-01T12:30:00+00:00.',
  },
  'news-name-empty': {
    message: 'news:name is empty',
    explanation:
      'Google News requires the name of the publication in news:publication/news:name, exactly as it appears on news.google.com.',
    fix: 'Write the publication name, for example <news:name>The Example Times</news:name>.',
  },
  'feed-date-invalid': {
    message: 'Feed date "{value}" is not a valid date',
    explanation:
      'An RSS pubDate must be an RFC 822 date (Tue, 10 Jun 2003 04:00:00 GMT); an Atom date an RFC 3339 date. The entry is listed without a date.',
    fix: 'Write the date in the format the feed type requires.',
  },
  'problems-capped': {
    message: '{count} more "{code}" problems in this file were not listed',
    explanation:
      'The same problem repeats so often that only the first occurrences are listed, to keep the report readable and memory bounded.',
    fix: 'Fix the listed occurrences; the rest are very likely the same mistake.',
  },
  'extension-incomplete': {
    message: '<{element}> lacks {missing}',
    explanation:
      'Google reads an image, video or news entry only when it has the tags its documentation requires.',
    fix: 'Add the missing tags, or remove the incomplete extension entry.',
  },
  'inflate-limit': {
    message: 'Decompression stopped at {bytes} bytes (safety limit); the rest was not read',
    explanation:
      'The file inflates to far more than any valid sitemap (a compression bomb, or a huge export). Reading stopped to protect memory.',
    fix: 'Split the content into files of at most 50 MiB uncompressed each.',
  },
  'store-full': {
    message:
      'Memory budget reached in {file} at this line: {count} URLs from here on were not kept (the inspector holds at most {limitUrls} URLs and {limitBytes} bytes of URL text at once)',
    explanation:
      'Everything loaded before this line is kept and can still be browsed, so the tab does not run out of memory. The file was still read to its end for its own problems, but its URLs from this line on are missing from the views, counts and exports.',
    fix: 'Remove files you no longer need and load this one again, or inspect it with the command line (npm run inspect -- --max-urls=N).',
  },
  'decompression-failed': {
    message: 'Could not decompress: {detail}',
    explanation:
      'The compressed data is damaged or not in a supported format (Search Console: "Compression error").',
    fix: 'Compress the file again with gzip (or zip) and check it opens on your own machine.',
  },
  'zip-entries-overlap': {
    message: '{count} zip entries share their data with another entry; they were not read',
    explanation:
      'In a real zip every entry has data of its own. Entries that point into the same bytes are how a "better zip bomb" makes a small file inflate to gigabytes; Info-ZIP unzip refuses them too.',
    fix: 'Create the archive again with an ordinary zip tool.',
  },
  'fetch-failed': {
    message:
      "Could not be fetched: {failure, select, http_status {the server answered HTTP {status}} timeout {no complete answer within the time cap ({bytes} bytes received)} deadline {the read's deadline passed first} network {no answer from the server ({errorCode})} body_cut {the answer ended before its body was whole ({bytes} bytes received)} too_many_redirects {more than 5 redirects} redirect_loop {a redirect loop} other_host_redirect {redirected to another host ({landed})} not_http_redirect {redirected to an address that is not http(s) ({landed})} private_address {it points at a loopback, private or link-local address} file_bytes_cap {larger than the per-file byte cap} total_bytes_cap {the cap on all bytes fetched was reached} refused {the connection was refused} no_such_host {the host name did not resolve} headers_too_large {the answer's headers were larger than the 16 KiB accepted} not_http {the answer was not valid HTTP ({errorCode})} tls {the TLS certificate was not accepted ({errorCode})} other {{failure}}}",
    explanation:
      'The sitemap is listed, but reading the site did not give its content. Search Console reports such a sitemap as "Couldn\'t fetch": the server refused it, did not answer in time, sent it elsewhere, or a cap of the reader stopped it.',
    fix: "Open the address in a browser: a 404 or 410 means the listing names a sitemap that is gone (remove or fix the line); a 5xx or a timeout, ask the server's owner; a redirect off the site, list the final address instead.",
  },
  unreadable: {
    message: 'Not a sitemap, robots.txt or archive: {detail}',
    explanation: "The file's content matches none of the formats this tool reads.",
    fix: 'Check you picked the right file; binary files such as images or PDFs cannot be inspected.',
  },
  'nested-index': {
    message: 'This sitemap index lists another sitemap index ({loc})',
    explanation:
      'Google does not follow a sitemap index listed in another index (Search Console: "Nested indexing").',
    fix: 'List the child sitemaps directly in one top-level index.',
  },
  'index-child-left-out': {
    message:
      '{option, select, skip {Left out by --skip {patterns}} other {Not matched by --follow {patterns}}}',
    explanation:
      'The index lists this sitemap, but your own --skip or --follow pattern told the reader not to fetch it: a choice, not a fault of the site. Its URLs are not counted.',
    fix: 'Run again without the pattern (or with a --follow pattern that matches it) to inspect this sitemap too.',
  },
  'index-child-missing': {
    message: 'Listed child {loc} was not supplied (expected a file named {expected})',
    explanation:
      'The index lists a sitemap that is not among the files you gave, so its URLs are not counted.',
    fix: 'Add the file (for example by dropping the whole folder or archive) to inspect it too.',
  },
  'index-child-out-of-scope': {
    message: "Child sitemap {loc} is outside the index's directory {base}",
    explanation:
      "Google expects the sitemaps an index lists to sit on the same site, in the index's directory or below it.",
    fix: 'Move the child sitemaps next to (or below) the index, or submit them separately.',
  },
  'index-cycle': {
    message: 'Index cycle: {path}',
    explanation: 'Sitemap indexes list each other in a loop.',
    fix: 'Keep one top-level index that lists only urlset sitemaps.',
  },
  'lastmod-absent': {
    message: 'Only {withLastmod} of {rows} entries ({coverage} %) carry a lastmod',
    explanation:
      'Without lastmod on (almost) every URL, a crawler cannot tell changed pages from unchanged ones and has to re-fetch everything.',
    fix: 'Give every <url> a <lastmod> with the date its content last changed.',
  },
  'lastmod-generation-time': {
    message:
      '{clusterCount} of {dated} lastmod values ({share} %) lie within {windowSeconds} seconds of {instant}: the time the file was generated, not when pages changed',
    explanation:
      "lastmod must be the page's last modification (sitemaps.org). A value shared by most entries is the moment the generator ran, so it says nothing about which pages changed; search engines learn to ignore it.",
    fix: "Set lastmod from each page's own modification time (the CMS's \"updated\" field or the source file's commit date), not from the clock when the sitemap is built.",
  },
  'lastmod-few-distinct': {
    message: 'Only {distinct} distinct lastmod values across {dated} URLs',
    explanation:
      'Thousands of pages rarely change at only a handful of moments; the values are probably deploy or import times.',
    fix: "Derive lastmod from each page's own content changes.",
  },
  'lastmod-future-dates': {
    message: '{future} of {dated} lastmod values lie after the time of inspection',
    explanation:
      'A page cannot have changed in the future. Future dates show the generator invents or mis-converts dates, which makes all its dates doubtful.',
    fix: 'Check the time zone conversion and the source of the dates; never write a scheduled or expiry date as lastmod.',
  },
  'lastmod-date-only': {
    message: '{dateOnly} of {dated} lastmod values give only a day',
    explanation:
      'A date without time hides changes made on the same day: a page edited twice today looks unchanged to a crawler that came this morning. Bing asks for lastmod with date and time (Bing Webmaster Blog, July 2025). A note, not an error: sitemaps.org allows a date alone.',
    fix: 'Write lastmod with time and zone (2024-05-01T14:30:00+00:00) if pages change more than once a day.',
  },
  'lastmod-index-mismatch': {
    message:
      'The index gives {mismatches} of its sitemaps a lastmod older than the newest lastmod inside them',
    explanation:
      "A sitemap index's lastmod tells crawlers which child sitemaps changed. A child newer than its index entry may be skipped.",
    fix: 'Update each <sitemap> lastmod whenever the child sitemap is written (the newest lastmod of its URLs is a good value).',
  },
  'lastmod-invalid-share': {
    message: '{invalid} of {withLastmod} lastmod values ({share} %) are not W3C Datetimes',
    explanation:
      'Unreadable dates are ignored by search engines (Search Console: "Invalid date"), and show the generator does not check its output.',
    fix: 'Write lastmod as YYYY-MM-DD or YYYY-MM-DDThh:mm:ss with a zone (Z or +hh:mm).',
  },
  'lastmod-generation-time-by-pages': {
    message:
      '{contradicted} of {comparable} sampled pages ({share} %) contradict their lastmod, {newer} of them with a lastmod later than the page’s own date: lastmod is when the sitemap was written',
    explanation:
      'The page check fetched a sample of the sitemaps’ URLs and read the dates each page states. Where lastmod is later than every date the page gives, the generator wrote the time it ran, not when the page changed; Google uses lastmod only when it is "consistently and verifiably accurate" (Google Search Central, "Build and submit a sitemap"). One page in five or more is no rounding error.',
    fix: 'Write each URL’s lastmod from the page’s own modification time (the CMS’s "updated" field, the source file’s commit date), not the time the sitemap is generated.',
  },
  'lastmod-contradicted-by-pages': {
    message:
      '{contradicted} of {comparable} sampled pages ({share} %) contradict their lastmod; {older} changed after the date their lastmod gives',
    explanation:
      'The page check fetched a sample of the sitemaps’ URLs and read the dates each page states. When one page in five or more disagrees with its lastmod, search engines cannot rely on it and crawl by their own schedule (Google Search Central, "Build and submit a sitemap": lastmod is used when it is consistently and verifiably accurate).',
    fix: 'Update lastmod whenever the page’s content changes (and only then), from the same date the page shows.',
  },
  'last-modified-is-response-time': {
    message:
      'On each of the {pages} sampled pages that sent Last-Modified, it is the time of the response: the page was generated then, not changed',
    explanation:
      'A Last-Modified equal to the response’s Date is the time the server built the page. It cannot confirm or contradict lastmod, so the page check does not use it.',
    fix: 'Send Last-Modified from the content’s own modification time, or not at all.',
  },
  'url-blocked-by-robots': {
    message: 'Listed in a sitemap but blocked for {agent} by robots.txt line {line}',
    explanation:
      'The sitemap asks search engines to crawl this URL while the site’s own robots.txt forbids it (Search Console: "URL blocked by robots.txt"). The crawler will not fetch it, so its content, links and any in-page noindex are never seen.',
    fix: 'Either remove the URL from the sitemap, or change the robots.txt line so the URL is allowed (a longer Allow rule wins over a shorter Disallow).',
  },
  'log-malformed-lines': {
    message:
      '{count} of {total} log lines {count, plural, one {is not a request} other {are not requests}} of the format read, and were skipped',
    explanation:
      'Each line of an access log is one request in one format (Apache mod_log_config, W3C extended, a JSON object per line). These lines did not fit it: cut short, another format mixed in, or not a log at all. They are counted, never guessed at, so the figures leave them out.',
    fix: 'If many lines are skipped, check the format (a custom LogFormat or log_format needs a JSON map or a standard format), or that the file is one log and not several joined.',
  },
  'log-file-cut': {
    message: 'The log {file} was not read to its end: {detail}',
    explanation:
      'A compressed log that stops early, a corrupt archive, or one that inflates past the safety cap (a bomb, or simply a very large log) is read up to that point; the figures count the lines before it only.',
    fix: 'Check the file (gzip -t, tar -tzf); for a log larger than the cap, raise it (--max-inflated-bytes=N) or give the rotated files one by one.',
  },
  'log-ai-crawler-disallowed': {
    message:
      'AI crawlers made {count, plural, one {# request} other {# requests}} to URLs robots.txt disallows them ({crawlers})',
    explanation:
      'These crawlers say they obey robots.txt (RFC 9309), yet fetched URLs that their group in the current robots.txt disallows. Either the rule is newer than the requests (operators re-read robots.txt within about a day), or the crawler did not follow it.',
    fix: 'Check the rule lines shown against the dates of the requests; if the rule was in place, report it to the operator, or block the crawler at the server (by its published ranges).',
  },
  'log-crawler-unverified': {
    message:
      "{count, plural, one {# request claims} other {# requests claim}} to be a crawler but {count, plural, one {comes} other {come}} from outside its operator's published ranges ({crawlers})",
    explanation:
      "Anyone can send a crawler's User-Agent. Operators publish the address ranges their crawlers use; requests from elsewhere are not that crawler, so they are counted apart and never as it.",
    fix: 'Treat them as unknown clients: do not give them what you give the crawler, and rate-limit or block them if they cost you.',
  },
  'log-sitemap-url-never-fetched': {
    message: "{agent} never fetched {count} of the {total} sitemap URLs in the log's window",
    explanation:
      'The sitemaps list these URLs, yet the crawler did not request them while the log was written. New or deep pages wait longest; URLs never fetched over weeks may be judged not worth crawling.',
    fix: 'Link to the URLs from pages that are crawled, keep lastmod accurate, and take URLs out of the sitemaps that should not be crawled.',
  },
};
