/**
 * What the screenshots show (take-screenshots.ts): every tab of the page, each with the inputs
 * that fill it best. The demo fills the Overview, the index tree, the URLs, lastmod and the
 * problems. Real files fill the rest, copied in the repository with their sources
 * (test/robots/real/README.md, test/history/inputs/README.md): Wikipedia's robots.txt beside a
 * theatre company's Yoast page sitemap (robots.txt), a Hugo site's Chinese sitemap with its
 * hreflang alternates (hreflang). Coverage and Changes need a crawl export and an earlier
 * snapshot of that page sitemap, which no public repository holds: they are made here from
 * the sitemap itself, and docs/visual-system.md says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sfCsv, type SfRow } from '../test/crawl/make-crawl';

/** The pictures' tab names: the Overview, then the tab list's tabs in order. */
export const SHOT_TABS = [
  'overview',
  'index-tree',
  'urls',
  'lastmod',
  'hreflang',
  'robots-txt',
  'problems',
  'coverage',
  'changes',
] as const;
export type ShotTab = (typeof SHOT_TABS)[number];

/** Each tab's id on the page (`#tab-…`, src/ui/panels/panel-list.tsx); the Overview has none. */
export const TAB_IDS: Record<Exclude<ShotTab, 'overview'>, string> = {
  'index-tree': 'tree',
  urls: 'urls',
  lastmod: 'lastmod',
  hreflang: 'hreflang',
  'robots-txt': 'robots',
  problems: 'problems',
  coverage: 'coverage',
  changes: 'changes',
};

/** A file the page is given: read from the repository, or made here. */
export interface SceneFile {
  name: string;
  bytes: Uint8Array;
}

export interface Scene {
  name: 'demo' | 'hreflang' | 'site';
  /** What is loaded, for the docs' table. */
  loaded: string;
  tabs: readonly ShotTab[];
  /** Added through the header's Add files (none: the demo as it opens). */
  files: readonly SceneFile[];
  /** Read as the earlier snapshot on the Changes tab. */
  earlier?: SceneFile;
}

const root = join(import.meta.dirname, '..');
const repositoryFile = (path: string, name = path.split('/').at(-1)!): SceneFile => ({
  name,
  bytes: new Uint8Array(readFileSync(join(root, path))),
});

const PAGES_SITEMAP = 'test/history/inputs/real-yoast-pages-images.xml';

/** The page URLs of the theatre's sitemap (its `<url><loc>`s, not its images'). */
function pageUrls(sitemap: string): string[] {
  return [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/**
 * A Screaming Frog export of a crawl of that site: most listed pages answer 200 and are
 * indexable; one is 404, one redirects, one is noindex; the last listed page was not reached;
 * and the crawl found two pages no sitemap lists.
 */
export function crawlOfPages(sitemap: string): SceneFile {
  const urls = pageUrls(sitemap);
  const [first, second, third] = urls.slice(1, 4);
  const root = urls[0];
  const rows: SfRow[] = urls.slice(0, -1).map((address) => {
    if (address === first) return { address, status: 404 };
    if (address === second) return { address, status: 301, redirect: root };
    if (address === third)
      return {
        address,
        indexability: 'Non-Indexable',
        indexabilityStatus: 'noindex',
        metaRobots: 'noindex, follow',
      };
    return { address };
  });
  for (const path of ['agenda/', 'contacto/']) rows.push({ address: new URL(path, root).href });
  return { name: 'internal_all.csv', bytes: new TextEncoder().encode(sfCsv(rows)) };
}

/**
 * The same sitemap as it was before: without its last two entries (added since), with one
 * entry since removed, and with the lastmod of its first three entries a month older.
 */
export function earlierOfPages(sitemap: string): SceneFile {
  const entries = sitemap.match(/<url>[\s\S]*?<\/url>/g);
  if (!entries) throw new Error('the page sitemap has no <url> entries');
  const kept = entries
    .slice(0, -2)
    .map((entry, i) =>
      i < 3
        ? entry.replace(
            /<lastmod>(\d{4})-(\d{2})/,
            (_, year, month) => `<lastmod>${monthBefore(year, month)}`,
          )
        : entry,
    );
  const root = pageUrls(sitemap)[0];
  kept.push(`<url>\n\t\t<loc>${new URL('temporada-2023/', root).href}</loc>\n\t</url>`);
  const head = sitemap.slice(0, sitemap.indexOf(entries[0]));
  const tail = sitemap.slice(sitemap.lastIndexOf('</url>') + '</url>'.length);
  return {
    name: 'page-sitemap.xml',
    bytes: new TextEncoder().encode(head + kept.join('\n\t') + tail),
  };
}

function monthBefore(year: string, month: string): string {
  const m = Number(month) - 1;
  return m === 0 ? `${Number(year) - 1}-12` : `${year}-${String(m).padStart(2, '0')}`;
}

export function scenes(): Scene[] {
  const pages = readFileSync(join(root, PAGES_SITEMAP), 'utf8');
  return [
    {
      name: 'demo',
      loaded: 'the demo (www.example.com)',
      tabs: ['overview', 'index-tree', 'urls', 'lastmod', 'problems'],
      files: [],
    },
    {
      name: 'hreflang',
      loaded: "mosn.io's Chinese sitemap with hreflang alternates (real)",
      tabs: ['hreflang'],
      files: [repositoryFile('test/history/inputs/real-hugo-hreflang-zh.xml', 'sitemap.xml')],
    },
    {
      name: 'site',
      loaded:
        "Wikipedia's robots.txt and a theatre company's page sitemap (real); a crawl export and an earlier snapshot made from that sitemap",
      tabs: ['robots-txt', 'coverage', 'changes'],
      files: [
        repositoryFile('test/robots/real/wikipedia-robots.txt', 'robots.txt'),
        repositoryFile(PAGES_SITEMAP, 'page-sitemap.xml'),
        crawlOfPages(pages),
      ],
      earlier: earlierOfPages(pages),
    },
  ];
}
