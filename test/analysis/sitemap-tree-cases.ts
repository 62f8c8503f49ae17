/**
 * Index tree cases: supplied files (as the pipeline reports them) and the tree drawn as text,
 * one node a line: `state kind file as displayPath ← loc (expected name) urls/total
 * problems/total [flags]` (`as …` only where file names repeat).
 */
import type { TreeFile } from '../../src/core/analysis/sitemap-tree';

const file = (name: string, kind: TreeFile['kind'], fields: Partial<TreeFile> = {}): TreeFile => ({
  name,
  kind,
  urls: 0,
  problems: [],
  ...fields,
});

export interface TreeCase {
  name: string;
  files: TreeFile[];
  robotsRoots?: string[];
  /** Listed URL → `TreeFile.id`, assigned by hand. */
  assignments?: [string, number][];
  tree: string;
  problems: string[];
}

export const treeCases: TreeCase[] = [
  {
    name: 'index with two children supplied, one missing',
    files: [
      file('sitemap_index.xml', 'sitemapindex', {
        sitemapLocs: [
          'https://a.com/sitemap-1.xml',
          'https://a.com/sitemap-2.xml.gz',
          'https://a.com/sitemap-3.xml',
        ],
      }),
      file('sitemap-1.xml', 'urlset', { urls: 10 }),
      file('sitemap-2.xml.gz', 'urlset', {
        urls: 5,
        problems: [{ code: 'lastmod-invalid', severity: 'error', line: 1, column: 1 }],
      }),
    ],
    tree: `
supplied sitemapindex sitemap_index.xml urls 0/15 problems 1/2
  supplied urlset sitemap-1.xml ← https://a.com/sitemap-1.xml urls 10/10 problems 0/0
  supplied urlset sitemap-2.xml.gz ← https://a.com/sitemap-2.xml.gz urls 5/5 problems 1/1
  missing ← https://a.com/sitemap-3.xml (sitemap-3.xml) urls 0/0 problems 0/0`,
    problems: ['sitemap_index.xml index-child-missing https://a.com/sitemap-3.xml'],
  },
  {
    name: 'robots.txt Sitemap: lines are roots; its index is held to its directory',
    files: [
      file('robots.txt', 'robots', {
        sitemapLocs: ['https://a.com/maps/index.xml', 'https://cdn.b.com/other.xml'],
      }),
      file('index.xml', 'sitemapindex', {
        sitemapLocs: [
          'https://a.com/maps/en/s.xml',
          'https://a.com/s-root.xml',
          'http://a.com/maps/x.xml',
        ],
      }),
      file('en/s.xml', 'urlset', { urls: 3 }),
      file('s-root.xml', 'urlset', { urls: 4 }),
      file('x.xml', 'urlset', { urls: 1 }),
      file('other.xml', 'urlset', { urls: 2 }),
    ],
    tree: `
supplied robots robots.txt urls 0/10 problems 0/2
  supplied sitemapindex index.xml ← https://a.com/maps/index.xml urls 0/8 problems 2/2
    supplied urlset en/s.xml ← https://a.com/maps/en/s.xml urls 3/3 problems 0/0
    supplied urlset s-root.xml ← https://a.com/s-root.xml urls 4/4 problems 0/0
    supplied urlset x.xml ← http://a.com/maps/x.xml urls 1/1 problems 0/0
  supplied urlset other.xml ← https://cdn.b.com/other.xml urls 2/2 problems 0/0`,
    problems: [
      'index.xml index-child-out-of-scope https://a.com/s-root.xml',
      'index.xml index-child-out-of-scope http://a.com/maps/x.xml',
    ],
  },
  {
    name: 'archive members matched by the longest path suffix; unlisted files apart',
    files: [
      file('export.zip', 'archive'),
      file('export.zip/index.xml', 'sitemapindex', {
        sitemapRefs: [
          {
            loc: 'https://a.com/fr/sitemap.xml',
            line: 3,
            column: 5,
            lastmodText: '2024-05-01',
            lastmodMs: 0,
            lastmodPrecision: 3,
          },
          {
            loc: 'https://a.com/en/sitemap.xml',
            line: 7,
            column: 5,
            lastmodMs: NaN,
            lastmodPrecision: 0,
          },
        ],
      }),
      file('export.zip/en/sitemap.xml', 'urlset', { urls: 7 }),
      file('export.zip/fr/sitemap.xml', 'urlset', { urls: 8 }),
      file('stray.xml', 'urlset', { urls: 9 }),
      file('broken.xml.gz', 'unknown', { unreadable: true }),
    ],
    tree: `
supplied sitemapindex export.zip/index.xml urls 0/15 problems 0/0
  supplied urlset export.zip/fr/sitemap.xml as fr/sitemap.xml ← https://a.com/fr/sitemap.xml @3 lastmod 2024-05-01 urls 8/8 problems 0/0
  supplied urlset export.zip/en/sitemap.xml as en/sitemap.xml ← https://a.com/en/sitemap.xml @7 urls 7/7 problems 0/0
--- unlisted
supplied urlset stray.xml urls 9/9 problems 0/0
failed unknown broken.xml.gz urls 0/0 problems 0/0`,
    problems: [],
  },
  {
    name: 'nested index and a cycle',
    files: [
      file('a.xml', 'sitemapindex', {
        sitemapLocs: ['https://a.com/b.xml', 'https://a.com/u.xml'],
      }),
      file('b.xml', 'sitemapindex', { sitemapLocs: ['https://a.com/a.xml'] }),
      file('u.xml', 'urlset', { urls: 2 }),
    ],
    tree: `
supplied sitemapindex a.xml urls 0/2 problems 1/2
  supplied sitemapindex b.xml ← https://a.com/b.xml urls 0/0 problems 1/1
    cycle sitemapindex a.xml ← https://a.com/a.xml urls 0/0 problems 0/0
  supplied urlset u.xml ← https://a.com/u.xml urls 2/2 problems 0/0`,
    problems: [
      'a.xml nested-index https://a.com/b.xml',
      'b.xml index-cycle https://a.com/a.xml a.xml → b.xml → a.xml',
    ],
  },
  {
    name: 'a child listed twice is expanded once; a failed child; Sitemap: URLs from elsewhere',
    files: [
      file('i.xml', 'sitemapindex', {
        sitemapLocs: ['https://a.com/s.xml', 'https://a.com/s.xml', 'https://a.com/bad.xml'],
      }),
      file('s.xml', 'urlset', { urls: 5 }),
      file('bad.xml', 'unknown', { unreadable: true }),
    ],
    robotsRoots: ['https://a.com/i.xml', 'https://a.com/gone.xml'],
    tree: `
supplied sitemapindex i.xml ← https://a.com/i.xml urls 0/5 problems 0/0
  supplied urlset s.xml ← https://a.com/s.xml urls 5/5 problems 0/0
  supplied urlset s.xml ← https://a.com/s.xml urls 5/0 problems 0/0 [repeat]
  failed unknown bad.xml ← https://a.com/bad.xml urls 0/0 problems 0/0
missing ← https://a.com/gone.xml (gone.xml) urls 0/0 problems 0/0`,
    problems: [],
  },
  // The cases below come from the worker's former tree (src/worker/session/sitemap-tree.ts).
  {
    name: 'an index listing itself is a cycle, not followed; a loop nobody enters shows as a root',
    files: [
      file('loop.xml', 'sitemapindex', {
        sitemapLocs: ['https://a.com/loop.xml', 'https://a.com/child.xml'],
      }),
      file('child.xml', 'sitemapindex', { sitemapLocs: ['https://a.com/loop.xml'] }),
    ],
    tree: `
supplied sitemapindex loop.xml urls 0/0 problems 2/3
  cycle sitemapindex loop.xml ← https://a.com/loop.xml urls 0/0 problems 0/0
  supplied sitemapindex child.xml ← https://a.com/child.xml urls 0/0 problems 1/1
    cycle sitemapindex loop.xml ← https://a.com/loop.xml urls 0/0 problems 0/0`,
    problems: [
      'loop.xml index-cycle https://a.com/loop.xml loop.xml → loop.xml',
      'loop.xml nested-index https://a.com/child.xml',
      'child.xml index-cycle https://a.com/loop.xml loop.xml → child.xml → loop.xml',
    ],
  },
  {
    name: 'robots.txt lists an unreadable file, a .gz the user unpacked, and a name in other case',
    files: [
      file('robots.txt', 'robots', {
        sitemapLocs: [
          'https://a.com/broken.xml',
          'https://a.com/one.xml.gz',
          'https://a.com/Two.XML',
        ],
      }),
      file('broken.xml', 'unknown', { unreadable: true }),
      file('one.xml', 'urlset', { urls: 10 }),
      file('bundle.zip/two.xml.gz', 'urlset', { urls: 3 }),
      file('orphan.xml', 'urlset', { urls: 1 }),
    ],
    tree: `
supplied robots robots.txt urls 0/13 problems 0/0
  failed unknown broken.xml ← https://a.com/broken.xml urls 0/0 problems 0/0
  supplied urlset one.xml ← https://a.com/one.xml.gz urls 10/10 problems 0/0
  supplied urlset bundle.zip/two.xml.gz ← https://a.com/Two.XML urls 3/3 problems 0/0
--- unlisted
supplied urlset orphan.xml urls 1/1 problems 0/0`,
    problems: [],
  },
  // Names repeat in real exports: matching goes by location, and a loop needs the same document.
  {
    name: 'Hugo folder upload: public/sitemap.xml lists /en/ and /zh/ sitemap.xml, no false loop',
    files: [
      file('public/sitemap.xml', 'sitemapindex', {
        sitemapLocs: ['https://site.example/en/sitemap.xml', 'https://site.example/zh/sitemap.xml'],
      }),
      file('public/en/sitemap.xml', 'urlset', { urls: 4 }),
      file('public/zh/sitemap.xml', 'urlset', { urls: 3 }),
    ],
    tree: `
supplied sitemapindex public/sitemap.xml as public/sitemap.xml urls 0/7 problems 0/0
  supplied urlset public/en/sitemap.xml as en/sitemap.xml ← https://site.example/en/sitemap.xml urls 4/4 problems 0/0
  supplied urlset public/zh/sitemap.xml as zh/sitemap.xml ← https://site.example/zh/sitemap.xml urls 3/3 problems 0/0`,
    problems: [],
  },
  {
    name: 'Hugo files dropped one by one (bare names): the index is not its own child; siblings differ',
    files: [
      file('sitemap.xml', 'sitemapindex', {
        sitemapLocs: ['https://site.example/en/sitemap.xml', 'https://site.example/zh/sitemap.xml'],
      }),
      file('sitemap.xml', 'urlset', { urls: 4 }),
      file('sitemap.xml', 'urlset', { urls: 3 }),
    ],
    tree: `
supplied sitemapindex sitemap.xml urls 0/7 problems 0/0
  supplied urlset sitemap.xml ← https://site.example/en/sitemap.xml urls 4/4 problems 0/0 [ambiguous]
  supplied urlset sitemap.xml ← https://site.example/zh/sitemap.xml urls 3/3 problems 0/0 [ambiguous]`,
    problems: [],
  },
  {
    // hugo-multilang-index.xml of the corpus, under Hugo's name for it: two children named
    // sitemap.xml, neither supplied. The index fits both by name, so it is neither.
    name: 'a Hugo root sitemap.xml alone: its children are missing, not loops, shown by their URL',
    files: [
      file('sitemap.xml', 'sitemapindex', {
        sitemapLocs: [
          'https://mosn.io/zh/sitemap.xml',
          'https://mosn.io/en/sitemap.xml',
          'https://mosn.io/post-sitemap.xml',
        ],
      }),
    ],
    tree: `
supplied sitemapindex sitemap.xml urls 0/0 problems 3/3
  missing as https://mosn.io/zh/sitemap.xml ← https://mosn.io/zh/sitemap.xml (sitemap.xml) urls 0/0 problems 0/0
  missing as https://mosn.io/en/sitemap.xml ← https://mosn.io/en/sitemap.xml (sitemap.xml) urls 0/0 problems 0/0
  missing ← https://mosn.io/post-sitemap.xml (post-sitemap.xml) urls 0/0 problems 0/0`,
    problems: [
      'sitemap.xml index-child-missing https://mosn.io/zh/sitemap.xml',
      'sitemap.xml index-child-missing https://mosn.io/en/sitemap.xml',
      'sitemap.xml index-child-missing https://mosn.io/post-sitemap.xml',
    ],
  },
  {
    // hugo-multilang-index.xml of the corpus as Hugo's public/sitemap.xml, in a folder with
    // zh/sitemap.xml only: the folder says the zh file is /zh/, so it cannot be /en/ too.
    name: 'Hugo folder upload with zh/sitemap.xml only: en is missing, not zh again',
    files: [
      file('mosn/sitemap.xml', 'sitemapindex', {
        sitemapLocs: ['https://mosn.io/zh/sitemap.xml', 'https://mosn.io/en/sitemap.xml'],
      }),
      file('mosn/zh/sitemap.xml', 'urlset', { urls: 3 }),
    ],
    tree: `
supplied sitemapindex mosn/sitemap.xml as mosn/sitemap.xml urls 0/3 problems 1/1
  supplied urlset mosn/zh/sitemap.xml as zh/sitemap.xml ← https://mosn.io/zh/sitemap.xml urls 3/3 problems 0/0
  missing as https://mosn.io/en/sitemap.xml ← https://mosn.io/en/sitemap.xml (sitemap.xml) urls 0/0 problems 0/0`,
    problems: ['mosn/sitemap.xml index-child-missing https://mosn.io/en/sitemap.xml'],
  },
  {
    name: 'the folders an upload shares say nothing of the site; the ones below them do',
    files: [
      file('export.zip/download/index.xml', 'sitemapindex', {
        sitemapLocs: [
          'https://a.com/maps/post.xml',
          'https://a.com/maps/news/page.xml',
          'https://a.com/maps/blog/page.xml',
        ],
      }),
      file('export.zip/download/post.xml', 'urlset', { urls: 1 }),
      file('export.zip/download/news/page.xml', 'urlset', { urls: 2 }),
    ],
    tree: `
supplied sitemapindex export.zip/download/index.xml urls 0/3 problems 1/1
  supplied urlset export.zip/download/post.xml ← https://a.com/maps/post.xml urls 1/1 problems 0/0
  supplied urlset export.zip/download/news/page.xml ← https://a.com/maps/news/page.xml urls 2/2 problems 0/0
  missing as https://a.com/maps/blog/page.xml ← https://a.com/maps/blog/page.xml (page.xml) urls 0/0 problems 0/0`,
    problems: [
      'export.zip/download/index.xml index-child-missing https://a.com/maps/blog/page.xml',
    ],
  },
  {
    name: 'an index known at another URL is not the child of the same name (robots.txt gives its URL)',
    files: [
      file('robots.txt', 'robots', { sitemapLocs: ['https://a.com/sitemap.xml'] }),
      file('sitemap.xml', 'sitemapindex', { sitemapLocs: ['https://a.com/news/sitemap.xml'] }),
      file('news-sitemap.xml', 'urlset', { urls: 2 }),
    ],
    tree: `
supplied robots robots.txt urls 0/0 problems 0/1
  supplied sitemapindex sitemap.xml ← https://a.com/sitemap.xml urls 0/0 problems 1/1
    missing ← https://a.com/news/sitemap.xml (sitemap.xml) urls 0/0 problems 0/0
--- unlisted
supplied urlset news-sitemap.xml urls 2/2 problems 0/0`,
    problems: ['sitemap.xml index-child-missing https://a.com/news/sitemap.xml'],
  },
  {
    name: 'a renamed download assigned by hand to the loc it stands for',
    files: [
      file('robots.txt', 'robots', { sitemapLocs: ['https://a.com/sitemap.xml'] }),
      file('sitemap.xml', 'sitemapindex', { sitemapLocs: ['https://a.com/news/sitemap.xml'] }),
      file('news-sitemap.xml', 'urlset', { urls: 2, id: 42 }),
    ],
    assignments: [['https://a.com/news/sitemap.xml', 42]],
    tree: `
supplied robots robots.txt urls 0/2 problems 0/0
  supplied sitemapindex sitemap.xml ← https://a.com/sitemap.xml urls 0/2 problems 0/0
    supplied urlset news-sitemap.xml ← https://a.com/news/sitemap.xml urls 2/2 problems 0/0 [assigned]`,
    problems: [],
  },
  {
    name: 'the same document listed by its descendant is still a loop',
    files: [
      file('public/sitemap.xml', 'sitemapindex', {
        sitemapLocs: ['https://site.example/en/sitemap.xml'],
      }),
      file('public/en/sitemap.xml', 'sitemapindex', {
        sitemapLocs: ['https://site.example/sitemap.xml'],
      }),
    ],
    tree: `
supplied sitemapindex public/sitemap.xml as public/sitemap.xml urls 0/0 problems 1/3
  supplied sitemapindex public/en/sitemap.xml as en/sitemap.xml ← https://site.example/en/sitemap.xml urls 0/0 problems 2/2
    cycle sitemapindex public/sitemap.xml as public/sitemap.xml ← https://site.example/sitemap.xml urls 0/0 problems 0/0`,
    problems: [
      'public/sitemap.xml nested-index https://site.example/en/sitemap.xml',
      'public/en/sitemap.xml index-child-out-of-scope https://site.example/sitemap.xml',
      'public/en/sitemap.xml index-cycle https://site.example/sitemap.xml public/sitemap.xml → public/en/sitemap.xml → public/sitemap.xml',
    ],
  },
];
