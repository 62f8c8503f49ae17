/**
 * Where sitemaps are often found when robots.txt names none (`--discover`): the protocol's
 * own example (sitemaps.org, `/sitemap.xml`), the names the common generators write (Yoast
 * and Rank Math: `/sitemap_index.xml`; WordPress core since 5.5: `/wp-sitemap.xml`; others:
 * `/sitemap-index.xml`, `/sitemap.xml.gz`, `/sitemap.txt`), and the feeds Google also reads
 * as sitemaps (RSS 2.0, Atom 1.0: WordPress's `/feed`, `/rss.xml`, `/atom.xml`). Tried in
 * this order, every one, each reported with what it answered.
 */
export const DISCOVER_PATHS = [
  '/sitemap.xml',
  '/sitemap_index.xml',
  '/sitemap-index.xml',
  '/wp-sitemap.xml',
  '/sitemap.xml.gz',
  '/sitemap.txt',
  '/feed',
  '/rss.xml',
  '/atom.xml',
] as const;
