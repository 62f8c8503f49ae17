/**
 * Site shapes that other site readers' tests name, as loopback routes with what
 * `--site URL --json` reports for each: its files (kind, URL count), each file's problem
 * codes, the fetch records that show how a file came, and what was left unfetched.
 *
 * The shapes tested elsewhere are not repeated: a child sent with `Content-Encoding: gzip`
 * and a child that answers 404 (inspect-site-cli.test.ts, fake-sites.ts's healthy site), a
 * sitemap found only at a common path with `--discover` (fetch-options-cli.test.ts).
 */
import { indexOf, urlsetOf, type TableRoutes } from './option-sites';

/** The named site's origin and another port's, both on 127.0.0.1. */
export interface PeerOrigins {
  readonly site: string;
  readonly other: string;
}

export interface PeerSiteCase {
  readonly name: string;
  /** Options besides `--json --site SITE`. */
  readonly args: readonly string[];
  readonly routes: (o: PeerOrigins) => { site: TableRoutes; other?: TableRoutes };
  /** Every file of the report, in order: URL, kind, URLs, its problem codes (sorted). */
  readonly files: (o: PeerOrigins) => [url: string, kind: string, urls: number, codes: string[]][];
  /** Fields of fetch records, by URL. */
  readonly fetches?: (o: PeerOrigins) => Record<string, Record<string, unknown>>;
  /** What was listed but not fetched, and why. */
  readonly notFetched?: (o: PeerOrigins) => { url: string; reason: string }[];
}

const LASTMOD = '2026-11-01T08:00:00Z';
const urlset = (locs: readonly string[]) => urlsetOf(locs.map((loc) => [loc, LASTMOD]));
const ROBOTS_RULES = 'User-agent: *\nDisallow: /private/\n\n';

/** The site's index lists its own child and one on the other port, read or not by `args`. */
const otherPortChild = (o: PeerOrigins) => ({
  site: {
    '/robots.txt': `${ROBOTS_RULES}Sitemap: ${o.site}/sitemap_index.xml\n`,
    '/sitemap_index.xml': indexOf([`${o.site}/sitemap-pages.xml`, `${o.other}/sitemap-images.xml`]),
    '/sitemap-pages.xml': urlset([`${o.site}/about`]),
  },
  other: { '/sitemap-images.xml': urlset([`${o.other}/images/1`, `${o.other}/images/2`]) },
});

export const PEER_SITE_CASES: readonly PeerSiteCase[] = [
  {
    name: 'a Site-map: line names a sitemap, read as Sitemap: is (as Google’s parser reads it), with key-typo',
    args: [],
    routes: (o) => ({
      site: {
        // Not at /sitemap.xml: only the Site-map: line can bring it in.
        '/robots.txt': `${ROBOTS_RULES}Site-map: ${o.site}/sitemap-pages.xml\n`,
        '/sitemap-pages.xml': urlset([`${o.site}/about`, `${o.site}/contact`]),
      },
    }),
    files: (o) => [
      [`${o.site}/robots.txt`, 'robots', 0, ['key-typo']],
      [`${o.site}/sitemap-pages.xml`, 'urlset', 2, []],
    ],
    fetches: (o) => ({ [`${o.site}/sitemap-pages.xml`]: { purpose: 'sitemap', status: 200 } }),
    notFetched: () => [],
  },
  {
    name: 'an index behind a redirect is read where it lands, under the URL robots.txt gave, children and all',
    args: [],
    routes: (o) => ({
      site: {
        '/robots.txt': `${ROBOTS_RULES}Sitemap: ${o.site}/sitemap_index.xml\n`,
        '/sitemap_index.xml': { location: '/sitemap-index-2026.xml' },
        '/sitemap-index-2026.xml': indexOf([
          `${o.site}/sitemap-pages.xml`,
          `${o.site}/sitemap-posts.xml`,
        ]),
        '/sitemap-pages.xml': urlset([`${o.site}/about`]),
        '/sitemap-posts.xml': urlset([`${o.site}/posts/1`, `${o.site}/posts/2`]),
      },
    }),
    files: (o) => [
      [`${o.site}/robots.txt`, 'robots', 0, []],
      [`${o.site}/sitemap_index.xml`, 'sitemapindex', 0, ['lastmod-absent']],
      [`${o.site}/sitemap-pages.xml`, 'urlset', 1, []],
      [`${o.site}/sitemap-posts.xml`, 'urlset', 2, []],
    ],
    fetches: (o) => ({
      [`${o.site}/sitemap_index.xml`]: {
        status: 200,
        redirects: [`${o.site}/sitemap-index-2026.xml`],
      },
    }),
    notFetched: () => [],
  },
  {
    name: 'a child on another port, without --follow-hosts, is listed as not fetched (other-host), and the index is told of a missing child off its site',
    args: [],
    routes: otherPortChild,
    files: (o) => [
      [`${o.site}/robots.txt`, 'robots', 0, []],
      [
        `${o.site}/sitemap_index.xml`,
        'sitemapindex',
        0,
        ['index-child-missing', 'index-child-out-of-scope', 'lastmod-absent'],
      ],
      [`${o.site}/sitemap-pages.xml`, 'urlset', 1, []],
    ],
    notFetched: (o) => [{ url: `${o.other}/sitemap-images.xml`, reason: 'other-host' }],
  },
  {
    name: 'a child on another port, with --follow-hosts, is read, and the index is told it lists a child off its site',
    args: ['--follow-hosts'],
    routes: otherPortChild,
    files: (o) => [
      [`${o.site}/robots.txt`, 'robots', 0, []],
      [
        `${o.site}/sitemap_index.xml`,
        'sitemapindex',
        0,
        ['index-child-out-of-scope', 'lastmod-absent'],
      ],
      [`${o.site}/sitemap-pages.xml`, 'urlset', 1, []],
      [`${o.other}/sitemap-images.xml`, 'urlset', 2, []],
    ],
    fetches: (o) => ({ [`${o.other}/sitemap-images.xml`]: { status: 200 } }),
    notFetched: () => [],
  },
];
