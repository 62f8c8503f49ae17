/**
 * What the history model (test/fuzz/session-history.test.ts) can load: real files copied
 * from the corpus (inputs/README.md says where each comes from) and inputs made here for the
 * seams between analyses: a sitemap with image extensions, one with hreflang alternates, a
 * robots.txt that blocks some of their URLs, a gzip, a zip of two sitemaps, an index and its
 * children; and, beside the file list, crawl exports and earlier snapshots.
 *
 * Every input has a stable `key`: the model's actions and the kept regression sequences
 * (history-regressions.json) name inputs by key, so a sequence reads the same tomorrow.
 */
import type { RobotsHistory } from '../../src/core/robots/robots-history';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { writeZip } from '../fixtures/archive-writers';
import { sfCsv, type SfRow } from '../crawl/make-crawl';
import { makeHreflangFixtures } from '../hreflang/make-hreflang-fixtures';

/** The site of the generated inputs (the hreflang fixtures' own). */
export const SITE = 'https://www.example.com';

export interface PoolFile {
  key: string;
  /** The name the page would give it (an upload's file name). */
  name: string;
  bytes: Uint8Array;
}

const here = new URL('.', import.meta.url);
const real = (key: string, file: string, folder = 'inputs/'): PoolFile => ({
  key,
  name: file.replace(/^real-(robots-)?/, ''),
  bytes: new Uint8Array(readFileSync(new URL(folder + file, here))),
});
const text = (key: string, name: string, body: string): PoolFile => ({
  key,
  name,
  bytes: new TextEncoder().encode(body),
});

const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';

/** A urlset of `paths` on SITE; `images[i]` image entries on the i-th URL (none past the list). */
function urlset(paths: readonly string[], options: { images?: number[]; lastmod?: string } = {}) {
  const entries = paths.map((path, i) => {
    const images = Array.from(
      { length: options.images?.[i] ?? 0 },
      (_, n) =>
        `    <image:image><image:loc>${SITE}/img${path}-${n}.jpg</image:loc></image:image>\n`,
    ).join('');
    const lastmod = options.lastmod ? `    <lastmod>${options.lastmod}</lastmod>\n` : '';
    return `  <url>\n    <loc>${SITE}${path}</loc>\n${lastmod}${images}  </url>\n`;
  });
  return `${URLSET_HEAD}${entries.join('')}</urlset>\n`;
}

const range = (count: number, path: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => path(i));

const PRODUCTS = range(12, (i) => `/products/p-${i}`);
const PRIVATE = range(5, (i) => `/private/doc-${i}`);
const BLOG = range(8, (i) => `/blog/post-${i}`);

function sitemapIndex(children: readonly string[]): string {
  const entries = children.map((child) => `  <sitemap><loc>${SITE}/${child}</loc></sitemap>\n`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`
  );
}

/** The file list's inputs; at least ten, real and generated, of every kind the page reads. */
export function poolFiles(): PoolFile[] {
  const hreflang = makeHreflangFixtures(3);
  return [
    real('posts-images', 'real-yoast-posts-201-images.xml'),
    real('pages-images', 'real-yoast-pages-images.xml'),
    real('robots-allow-all', 'real-robots-wordpress-allow-all-sitemap-index.txt'),
    real('hugo-hreflang', 'real-hugo-hreflang-zh.xml'),
    real('docusaurus', 'real-docusaurus-changefreq-priority.xml'),
    real('rss', 'real-rss-hugo-small.xml'),
    real('mkdocs-gz', 'real-mkdocs-0install.xml.gz'),
    real('index-realestate', 'real-index-realestate-2.xml'),
    real('text-99', 'real-hexo-text-99.txt'),
    real('video', 'real-video-7.xml'),
    real('identical-lastmod', 'real-identical-lastmod-108.xml'),
    real('malformed-amp', 'real-hexo-unescaped-amp-in-loc-MALFORMED.xml'),
    real('robots-python', 'real-robots-pythonorg-multi-groups.txt'),
    real('handwritten', 'real-handwritten-10.xml', '../conformance/sitemap/'),
    text(
      'gen-images',
      'images.xml',
      urlset([...PRODUCTS, ...PRIVATE], { images: [3, 1, 0, 7, 2], lastmod: '2025-06-01' }),
    ),
    text('gen-hreflang-en', 'hreflang-en.xml', hreflang.english),
    text('gen-hreflang-asian', 'hreflang-asian.xml', hreflang.asian),
    text(
      'gen-robots-blocking',
      'robots.txt',
      'User-agent: *\nDisallow: /private/\nDisallow: /en/b\n\n' +
        'User-agent: Bingbot\nDisallow: /products/\n\n' +
        `Sitemap: ${SITE}/sitemap_index.xml\n`,
    ),
    // Named by the URL it was fetched from, as a `--save` folder or the bookmarklet names it:
    // the AI posture across sites reads its site from that name.
    text(
      'gen-robots-fetched',
      `${SITE}/robots.txt`,
      'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nContent-Usage: train-ai=n\n',
    ),
    {
      key: 'gen-gzip',
      name: 'blog.xml.gz',
      bytes: new Uint8Array(gzipSync(urlset(BLOG, { lastmod: '2025-05-20' }))),
    },
    {
      key: 'gen-zip',
      name: 'bundle.zip',
      bytes: writeZip([
        { path: 'sitemaps/products.xml', data: enc(urlset(PRODUCTS)), method: 'deflate' },
        { path: 'sitemaps/private.xml', data: enc(urlset(PRIVATE, { images: [2, 2] })) },
      ]),
    },
    text(
      'gen-index',
      'sitemap_index.xml',
      sitemapIndex(['child-1.xml', 'child-2.xml', 'gone.xml']),
    ),
    text('gen-child-1', 'child-1.xml', urlset(PRODUCTS.slice(0, 6))),
    text('gen-child-2', 'child-2.xml', urlset([...PRODUCTS.slice(3, 9), ...BLOG.slice(0, 2)])),
  ];
}

function enc(body: string): Uint8Array {
  return new TextEncoder().encode(body);
}

export interface PoolCrawl {
  key: string;
  name: string;
  csv: string;
}

/** Crawl exports (Screaming Frog-shaped) over the generated site's URLs. */
export function poolCrawls(): PoolCrawl[] {
  const row = (path: string, rest: Partial<SfRow> = {}): SfRow => ({
    address: `${SITE}${path}`,
    ...rest,
  });
  return [
    {
      key: 'crawl-mixed',
      name: 'internal_all.csv',
      csv: sfCsv([
        ...PRODUCTS.slice(0, 8).map((path) => row(path)),
        row(PRODUCTS[8], { status: 404 }),
        row(PRODUCTS[9], { status: 301, redirect: `${SITE}/products/moved` }),
        row(BLOG[0], { indexability: 'Non-Indexable', metaRobots: 'noindex' }),
        row('/about/'),
        row('/contact/'),
      ]),
    },
    {
      key: 'crawl-blog',
      name: 'blog_crawl.csv',
      csv: sfCsv(BLOG.map((path) => row(path))),
    },
  ];
}

export interface PoolLog {
  key: string;
  name: string;
  text: string;
}

/** A combined-format line: who asked for `path`, when (UTC, Dec 2025) and with what answer. */
function logLine(agent: string, path: string, day: number, status = 200): string {
  const date = `${String(day).padStart(2, '0')}/Dec/2025:08:00:00 +0000`;
  return `192.0.2.${day} - - [${date}] "GET ${path} HTTP/1.1" ${status} 512 "-" "${agent}"`;
}

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)';

/** Access logs over the generated site's URLs: Googlebot's fetches, an AI crawler's, people's. */
export function poolLogs(): PoolLog[] {
  return [
    {
      key: 'log-googlebot',
      name: 'access.log',
      text: [
        ...PRODUCTS.slice(0, 6).map((path, i) => logLine(GOOGLEBOT, path, 1 + i)),
        ...BLOG.slice(0, 3).map((path, i) => logLine(GOOGLEBOT, path, 10 + i)),
        logLine(GOOGLEBOT, '/products/gone', 12, 404),
        logLine('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', '/', 12),
      ].join('\n'),
    },
    {
      key: 'log-ai',
      name: 'ai.log',
      text: [
        ...BLOG.map((path, i) => logLine(GPTBOT, path, 1 + i)),
        logLine(GOOGLEBOT, PRODUCTS[0], 20),
      ].join('\n'),
    },
  ];
}

export interface PoolRobotsHistory {
  key: string;
  history: RobotsHistory;
}

/**
 * robots.txt histories of the generated site, as the workbench keeps them: one that refused
 * GPTBot the blog until 5 December 2025 (the AI log's days fall on both sides and within the
 * day after the change), and one of another site, which the logs must not use.
 */
export function poolRobotsHistories(): PoolRobotsHistory[] {
  const version = (savedAt: string, text: string) => ({
    savedAtMs: Date.parse(savedAt),
    note: '',
    text,
  });
  return [
    {
      key: 'history-blog-refused-then-allowed',
      history: {
        [SITE]: [
          version('2025-12-05T12:00:00Z', 'User-agent: *\nAllow: /\n'),
          version('2025-11-01T00:00:00Z', 'User-agent: GPTBot\nDisallow: /blog/\n'),
        ],
      },
    },
    {
      key: 'history-other-site',
      history: {
        'https://shop.example.org': [
          version('2025-11-01T00:00:00Z', 'User-agent: *\nDisallow: /\n'),
        ],
      },
    },
  ];
}

export interface PoolSnapshot {
  key: string;
  files: PoolFile[];
}

/** Earlier snapshots: older versions of the generated sitemaps (some URLs gone, some new). */
export function poolSnapshots(): PoolSnapshot[] {
  return [
    {
      key: 'earlier-products',
      files: [
        text(
          'earlier-products',
          'images.xml',
          urlset([...PRODUCTS.slice(2), '/products/retired'], { lastmod: '2025-01-01' }),
        ),
      ],
    },
    {
      key: 'earlier-blog',
      files: [
        text('earlier-blog-1', 'blog.xml', urlset(BLOG.slice(0, 5), { lastmod: '2025-05-20' })),
        text('earlier-blog-2', 'child-1.xml', urlset(PRODUCTS.slice(0, 6))),
      ],
    },
  ];
}
