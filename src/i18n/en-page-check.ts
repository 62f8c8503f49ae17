/**
 * The page check's words (the Lastmod tab's "Checked against the pages", the Overview's
 * line and the report's section): the command line's `--pages` run, judged again in the
 * worker from a saved folder or an opened run. Verdicts are core's codes
 * (core/page/page-verdict.ts, site-page-verdict.ts).
 */
export const enPageCheck = {
  'overview.lastmodChecked':
    'lastmod: {verdict}; checked against {count, plural, one {# page} other {# pages}}: {agree} agree',

  'pageCheck.heading': 'Checked against the pages',
  'pageCheck.intro':
    '{sampled, plural, one {# URL} other {# URLs}} of {candidates, plural, one {# sitemap URL} other {# sitemap URLs}} were fetched by the command line (--pages) and each page’s own dates read: the dates its markup states (JSON-LD, microdata, RDFa, meta tags, time elements, visible text), else Last-Modified when it is not the response time.',
  'pageCheck.site': 'Site verdict: {verdict}',
  'pageCheck.site.verified': 'lastmod verified by the pages',
  'pageCheck.site.contradicted': 'lastmod contradicted by the pages',
  'pageCheck.site.unverifiable': 'lastmod cannot be verified from the pages',
  'pageCheck.comparable':
    '{comparable, plural, one {# page} other {# pages}} could be compared with {comparable, plural, one {its} other {their}} lastmod; {share} % contradict it. Verified takes 80 % agreeing, contradicted 20 % contradicting, both of at least 5 pages.',
  'pageCheck.dynamic':
    'Last-Modified is the response time on every page that sent it: not a modification date.',
  'pageCheck.counts': 'Pages by verdict',
  'pageCheck.count': '{verdict}: {count}',
  'pageCheck.verdict.agrees': 'Agrees',
  'pageCheck.verdict.lastmod-newer': 'lastmod later than the page',
  'pageCheck.verdict.lastmod-older': 'lastmod earlier than the page',
  'pageCheck.verdict.lastmod-before-published': 'lastmod before the page was published',
  'pageCheck.verdict.no-page-date': 'The page states no date',
  'pageCheck.verdict.no-lastmod': 'No lastmod to compare',
  'pageCheck.verdict.not-html': 'Not an HTML page',
  'pageCheck.verdict.not-fetched': 'Not fetched',
  'pageCheck.verdict.blocked-by-robots': 'Refused to us by robots.txt',
  'pageCheck.caption': 'The sampled URLs: each lastmod against the page’s own date',
  'pageCheck.col.url': 'URL',
  'pageCheck.col.lastmod': 'lastmod',
  'pageCheck.col.pageDate': 'The page’s date',
  'pageCheck.col.source': 'Stated in',
  'pageCheck.col.verdict': 'Verdict',
  'pageCheck.published': '{date} (published)',
  'pageCheck.noDate': 'none',
  'pageCheck.robotsLine': 'robots.txt line {line}',
  'pageCheck.empty': 'The run sampled no URL: its sitemaps listed none to check.',
  'report.pageCheck': 'lastmod checked against the pages',
} as const satisfies Record<string, string>;
