/**
 * A small site with planted mistakes, shared by the session's unit tests and the views'
 * browser tests: a robots.txt announcing an index, the index listing three sitemaps (one
 * of them not supplied), a gzip-compressed urlset and a plain one with the mistakes the
 * Problems view must list. Built in code (no committed binaries); same bytes every time.
 */
import { gzipSync } from 'node:zlib';
import { writeZip } from '../fixtures/archive-writers';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITE = 'https://www.example.com';

export const ROBOTS_TXT = `User-agent: *\nDisallow: /cart/\n\nSitemap: ${SITE}/sitemap_index.xml\n`;

/** The index lists `missing-products.xml`, which is never supplied. */
export const INDEX_XML =
  `${DECL}<sitemapindex xmlns="${NS}">\n` +
  ['pages.xml.gz', 'blog.xml', 'missing-products.xml']
    .map((name) => `<sitemap><loc>${SITE}/${name}</loc><lastmod>2024-05-01</lastmod></sitemap>\n`)
    .join('') +
  '</sitemapindex>\n';

/** 30 pages, `/pages/page-00` … `/pages/page-29`, lastmod one day apart from 2024-01-01. */
export const PAGE_COUNT = 30;
export const PAGES_XML =
  `${DECL}<urlset xmlns="${NS}">\n` +
  Array.from({ length: PAGE_COUNT }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    return `<url><loc>${SITE}/pages/page-${String(i).padStart(2, '0')}</loc><lastmod>${day}</lastmod></url>\n`;
  }).join('') +
  '</urlset>\n';

/**
 * Planted mistakes, one per line so each has its own line number: an invalid date (Search
 * Console's own example), a priority above 1, a duplicate, hostile-looking URLs that must
 * stay text.
 */
export const BLOG_LINES = [
  `${DECL.trimEnd()}`,
  `<urlset xmlns="${NS}">`,
  `<url><loc>${SITE}/blog/first-post</loc><lastmod>2017-06-20-04:00</lastmod></url>`,
  `<url><loc>${SITE}/blog/second-post</loc><priority>1.5</priority></url>`,
  `<url><loc>${SITE}/blog/first-post</loc></url>`,
  `<url><loc>${SITE}/blog/&lt;script&gt;alert(1)&lt;/script&gt;</loc><lastmod>2024-02-02</lastmod></url>`,
  `<url><loc>javascript:alert(document.domain)</loc></url>`,
  `<url><loc>${SITE}/blog/quote-"here"</loc><lastmod>2024-03-03</lastmod></url>`,
  '</urlset>',
];
export const BLOG_XML = BLOG_LINES.join('\n') + '\n';
/** URL entries in blog.xml the store keeps (the javascript: one is not absolute http(s), but it is still a row). */
export const BLOG_URLS = 6;

export const PLANTED_CODES = [
  'lastmod-invalid',
  'priority-invalid',
  'duplicate-url',
  'loc-not-absolute',
] as const;

const text = (value: string) => new TextEncoder().encode(value);

export interface PlantedFile {
  name: string;
  bytes: Uint8Array;
}

/** The files as a user would upload them one by one. */
export function plantedFiles(): PlantedFile[] {
  return [
    { name: 'robots.txt', bytes: text(ROBOTS_TXT) },
    { name: 'sitemap_index.xml', bytes: text(INDEX_XML) },
    { name: 'pages.xml.gz', bytes: new Uint8Array(gzipSync(PAGES_XML)) },
    { name: 'blog.xml', bytes: text(BLOG_XML) },
  ];
}

/** The same sitemaps as one zip bundle (the index and both urlsets). */
export function plantedZip(): Uint8Array {
  return writeZip([
    { path: 'export/sitemap_index.xml', data: text(INDEX_XML) },
    { path: 'export/pages.xml', data: text(PAGES_XML) },
    { path: 'export/blog.xml', data: text(BLOG_XML) },
  ]);
}
