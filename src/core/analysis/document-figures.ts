/**
 * The headline counts of the documents read: URL entries (a URL listed twice counts twice, as
 * in the table), sitemaps (documents that list URLs or sitemaps: urlsets, indexes, text lists,
 * feeds) and robots.txt files. One function, so the Overview, the tab badges and the report
 * say the same numbers.
 */
const SITEMAP_KINDS: ReadonlySet<string> = new Set([
  'urlset',
  'sitemapindex',
  'text',
  'rss',
  'atom',
]);

export interface DocumentFigures {
  urls: number;
  sitemaps: number;
  robotsFiles: number;
}

export function documentFigures(
  documents: Iterable<{ readonly kind: string; readonly urls: number }>,
): DocumentFigures {
  const figures = { urls: 0, sitemaps: 0, robotsFiles: 0 };
  for (const document of documents) {
    figures.urls += document.urls;
    if (SITEMAP_KINDS.has(document.kind)) figures.sitemaps++;
    if (document.kind === 'robots') figures.robotsFiles++;
  }
  return figures;
}
