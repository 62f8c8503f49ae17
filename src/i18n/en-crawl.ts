/**
 * The English words of the crawl coverage view, spread into en.ts; ja-crawl.ts
 * and zh-crawl.ts translate every key.
 */
export const enCrawl = {
  'crawl.heading': 'Crawl coverage',
  'crawl.intro':
    'Add a crawl export (Screaming Frog internal_all.csv or Internal HTML, Sitebulb URLs, Search Console page indexing, or any CSV/TSV with a URL column) to see which sitemap URLs the crawl never reached, which indexable pages no sitemap lists, and which listed URLs are not indexable. It is read in this tab only.',
  'crawl.upload': 'Upload a crawl export',
  'crawl.remove': 'Remove the crawl export',
  'crawl.reading': 'Reading the crawl export…',
  'crawl.failed': 'The crawl export could not be read: {detail}',
  'crawl.file':
    '{name}: {shape}, {rows, plural, one {# row} other {# rows}}, {urls, plural, one {# URL} other {# URLs}}.',
  'crawl.issue':
    'Search Console names one issue for every URL of this export: “{issue}” (from its Metadata.csv).',
  'crawl.noIssue':
    'This Search Console table does not say why its URLs are listed: upload it with its Metadata.csv (or the export’s zip), or its URLs are read as not indexable.',
  'crawl.shape.screaming-frog': 'Screaming Frog',
  'crawl.shape.sitebulb': 'Sitebulb',
  'crawl.shape.search-console': 'Search Console',
  'crawl.shape.mapped': 'columns picked by hand',
  'crawl.noSitemaps': 'Add sitemaps to join them against the crawl.',
  'crawl.figures': 'The three figures',
  'crawl.notCrawled': 'Sitemap URLs not crawled',
  'crawl.notInSitemaps': 'Indexable pages in no sitemap',
  'crawl.nonIndexable': 'Sitemap URLs not indexable',
  'crawl.share': '{share} of {total}',
  'crawl.distinct':
    '{total} distinct sitemap URLs from {listings} listings: a URL listed more than once (in two files, or twice in one) counts once here, though the URL table shows each listing.',
  'crawl.reasons': 'Why listed URLs are not indexable',
  'crawl.reason.client-error': '4xx (404, 410, …)',
  'crawl.reason.server-error': '5xx',
  'crawl.reason.redirect': 'Redirect',
  'crawl.reason.noindex': 'noindex',
  'crawl.reason.canonicalised': 'Canonicalised elsewhere',
  'crawl.reason.robots-blocked': 'Blocked by robots.txt',
  'crawl.reason.not-indexable': 'Other',
  'crawl.targetsListed':
    '{redirects, plural, one {# redirect goes} other {# redirects go}} to a listed URL; {canonicals, plural, one {# canonical is} other {# canonicals are}} listed.',
  'crawl.folded':
    'URLs are compared after normalisation (scheme and host case, default port, percent-encoding, fragment); trailing slashes and index.html are not folded. {count, plural, =0 {No more URLs would match if they were.} one {# more sitemap URL would match if they were.} other {# more sitemap URLs would match if they were.}}',
  'crawl.showAll': 'Show all {count}',
  'crawl.bySection': 'By section',
  'crawl.byFile': 'By sitemap file',
  'crawl.column.section': 'Section',
  'crawl.column.file': 'File',
  'crawl.column.listed': 'Listed',
  'crawl.column.notCrawled': 'Not crawled',
  'crawl.column.nonIndexable': 'Not indexable',
  'crawl.mapping.title': 'Which columns of this CSV are which?',
  'crawl.mapping.hint':
    'The header is not one of a known crawl export. Pick the URL column; the others are optional. The choice is remembered for the next file with the same header.',
  'crawl.mapping.url': 'URL column',
  'crawl.mapping.status': 'Status column',
  'crawl.mapping.indexability': 'Indexability column',
  'crawl.mapping.canonical': 'Canonical column',
  'crawl.mapping.none': '(none)',
  'crawl.mapping.read': 'Read the crawl',
  'crawl.column': 'Crawl',
  'crawl.verdict.indexable': 'indexable',
  'crawl.verdict.not-crawled': 'not crawled',
  'crawl.verdict.client-error': '4xx',
  'crawl.verdict.server-error': '5xx',
  'crawl.verdict.redirect': 'redirect',
  'crawl.verdict.noindex': 'noindex',
  'crawl.verdict.canonicalised': 'canonicalised',
  'crawl.verdict.robots-blocked': 'blocked by robots.txt',
  'crawl.verdict.not-indexable': 'not indexable',
  'crawl.showUrls': 'Show these URLs',
  'crawl.showUrlsOf': 'Show the {count, plural, one {# URL} other {# URLs}}: {what}',
  'crawl.showProblems': 'Show under Problems',
  'crawl.showProblemsOf':
    'Show the {count, plural, one {# URL} other {# URLs}} under Problems: {what}',
  'crawl.kept': 'Kept in this browser only, so a reload brings it back.',
  'crawl.mapping.cancel': 'Cancel',
} as const satisfies Record<string, string>;
