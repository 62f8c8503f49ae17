/**
 * The fetching options of `npm run inspect -- --site URL` against loopback sites
 * (option-sites.ts): `--discover` finds a sitemap kept only at `/wp-sitemap.xml`, `--header`
 * reaches the site and no other host, `--follow` / `--skip` choose an index's children and
 * list the rest, and every usage error exits 2.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runInspectAsync } from '../cli-run';
import { FETCH_OPTION_USAGE_ERRORS } from './fetch-options-cases';
import { indexOf, startTableSite, urlsetOf, type TableSite } from './option-sites';

interface Json {
  files: {
    name: string;
    urls: number;
    problems: { code: string; message: string }[];
  }[];
  totals: { urls: number };
  site: {
    headers: string[];
    fetches: { url: string; purpose: string; status: number | null; isSitemap?: boolean }[];
    notFetched: { url: string; reason: string }[];
  };
}

const inspect = (...args: string[]) => runInspectAsync(args);

let wordpress: TableSite;
let shop: TableSite;
let cdn: TableSite;
let trio: TableSite;
beforeAll(async () => {
  [wordpress, shop, cdn, trio] = await Promise.all([
    // No Sitemap: line, no /sitemap.xml: WordPress core's own sitemap only, and a feed
    // address that answers with the home page's HTML.
    startTableSite((origin) => ({
      '/robots.txt': 'User-agent: *\nDisallow: /wp-admin/\n',
      '/wp-sitemap.xml': indexOf([
        `${origin}/wp-sitemap-posts-post-1.xml`,
        `${origin}/wp-sitemap-pages-page-1.xml`,
      ]),
      '/wp-sitemap-posts-post-1.xml': urlsetOf([[`${origin}/hello-world/`], [`${origin}/p2/`]]),
      '/wp-sitemap-pages-page-1.xml': urlsetOf([[`${origin}/about/`]]),
      '/feed': '<!doctype html><title>Home</title>',
    })),
    startTableSite(),
    startTableSite(),
    startTableSite(),
  ]);
  trio.routes = {
    '/robots.txt': `Sitemap: ${trio.origin}/sitemap_index.xml\n`,
    '/sitemap_index.xml': indexOf(
      ['posts', 'pages', 'tags'].map((name) => `${trio.origin}/sitemap-${name}.xml`),
    ),
    '/sitemap-posts.xml': urlsetOf([[`${trio.origin}/hello/`]]),
    '/sitemap-pages.xml': urlsetOf([[`${trio.origin}/about/`]]),
    '/sitemap-tags.xml': urlsetOf([[`${trio.origin}/tag/a/`]]),
  };
  shop.routes = {
    '/robots.txt': `Sitemap: ${shop.origin}/sitemap_index.xml\n`,
    '/sitemap_index.xml': indexOf([
      `${shop.origin}/sitemap-products-1.xml`,
      `${shop.origin}/sitemap-products-2.xml`,
      `${shop.origin}/sitemap-news.xml`,
      `${shop.origin}/sitemap-pages.xml`,
      `${cdn.origin}/sitemap-images.xml`,
    ]),
    '/sitemap-products-1.xml': urlsetOf([[`${shop.origin}/p/1`]]),
    '/sitemap-products-2.xml': urlsetOf([[`${shop.origin}/p/2`]]),
    '/sitemap-news.xml': urlsetOf([[`${shop.origin}/news/1`]]),
    '/sitemap-pages.xml': urlsetOf([[`${shop.origin}/about`]]),
  };
  cdn.routes = { '/sitemap-images.xml': urlsetOf([[`${shop.origin}/images/1`]]) };
});
afterAll(() => Promise.all([wordpress.close(), shop.close(), cdn.close(), trio.close()]));

describe('--discover', () => {
  test('finds the sitemap kept only at /wp-sitemap.xml, and reports every place tried', async () => {
    const result = await inspect('--site', wordpress.origin, '--discover', '--json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const doc = JSON.parse(result.stdout) as Json;
    expect(doc.totals.urls).toBe(3);
    const tried = doc.site.fetches.filter((fetch) => fetch.purpose === 'discover');
    expect(tried.map((fetch) => new URL(fetch.url).pathname)).toEqual([
      '/sitemap.xml',
      '/sitemap_index.xml',
      '/sitemap-index.xml',
      '/wp-sitemap.xml',
      '/sitemap.xml.gz',
      '/sitemap.txt',
      '/feed',
      '/rss.xml',
      '/atom.xml',
    ]);
    const at = (path: string) => tried.find((fetch) => fetch.url.endsWith(path))!;
    expect(at('/wp-sitemap.xml')).toMatchObject({ status: 200, isSitemap: true });
    expect(at('/feed')).toMatchObject({ status: 200, isSitemap: false });
    expect(at('/sitemap.xml')).toMatchObject({ status: 404 });
    // A place tried is no file the site failed to give: no fetch-failed, and the HTML is no file.
    expect(doc.files.flatMap((file) => file.problems.map((p) => p.code))).not.toContain(
      'fetch-failed',
    );
    expect(doc.files.map((file) => new URL(file.name).pathname)).toEqual([
      '/robots.txt',
      '/wp-sitemap.xml',
      '/wp-sitemap-posts-post-1.xml',
      '/wp-sitemap-pages-page-1.xml',
    ]);
  });

  test('the readable report says what each place answered', async () => {
    const { stdout, status } = await inspect('--site', wordpress.origin, '--discover');
    expect(status).toBe(0);
    expect(stdout).toMatch(/404 .*\/sitemap_index\.xml {2}tried \(--discover\): HTTP 404/);
    expect(stdout).toMatch(/200 .*\/feed {2}tried \(--discover\): not a sitemap/);
    expect(stdout).toMatch(/200 .*\/wp-sitemap\.xml {2}found \(--discover\)/);
  });

  test('without it, /sitemap.xml alone is tried, and its 404 is a sitemap not fetched', async () => {
    const { stdout, status } = await inspect('--site', wordpress.origin, '--json');
    expect(status).toBe(1);
    const doc = JSON.parse(stdout) as Json;
    expect(doc.totals.urls).toBe(0);
    expect(doc.site.fetches.map((fetch) => fetch.purpose)).toEqual(['robots', 'sitemap']);
  });
});

describe('--header', () => {
  test('reaches the site on every request, and no other host even with --follow-hosts', async () => {
    const secret = 'Bearer not-for-the-cdn';
    const before = { shop: shop.requests.length, cdn: cdn.requests.length };
    const result = await inspect(
      ...['--site', shop.origin, '--follow-hosts', '--json'],
      ...['--header', `Authorization: ${secret}`, '--header=X-Stage:  preview'],
    );
    expect(result.status).toBe(0);
    const toShop = shop.requests.slice(before.shop);
    const toCdn = cdn.requests.slice(before.cdn);
    expect(toShop).toHaveLength(6);
    for (const request of toShop)
      expect(request.headers).toMatchObject({ authorization: secret, 'x-stage': 'preview' });
    expect(toCdn.map((request) => request.path)).toEqual(['/sitemap-images.xml']);
    expect(toCdn[0]!.headers.authorization).toBeUndefined();
    expect(toCdn[0]!.headers['x-stage']).toBeUndefined();
    // The names are reported, the values never: they may be secrets.
    const doc = JSON.parse(result.stdout) as Json;
    expect(doc.site.headers).toEqual(['Authorization', 'X-Stage']);
    expect(result.stdout).not.toContain('not-for-the-cdn');
  });
});

describe('--follow and --skip', () => {
  test("choose an index's children, and list the ones left out", async () => {
    const before = shop.requests.length;
    const result = await inspect(
      ...['--site', shop.origin, '--json'],
      ...['--follow', '*news*', '--follow=*pages*', '--follow', '*products-2*'],
      ...['--skip', '*pages*'],
    );
    expect(result.status).toBe(0);
    const paths = shop.requests.slice(before).map((request) => request.path);
    expect(paths.sort()).toEqual([
      '/robots.txt',
      '/sitemap-news.xml',
      '/sitemap-products-2.xml',
      '/sitemap_index.xml',
    ]);
    const doc = JSON.parse(result.stdout) as Json;
    expect(doc.site.notFetched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          url: `${shop.origin}/sitemap-products-1.xml`,
          reason: 'no-follow-pattern',
        }),
        expect.objectContaining({
          url: `${shop.origin}/sitemap-pages.xml`,
          reason: 'skip-pattern',
          pattern: '*pages*',
        }),
      ]),
    );
    expect(doc.totals.urls).toBe(2);
    expect(result.stderr).not.toContain('matched no child');
  });

  test('the readable report says which option left each child out', async () => {
    const { stdout } = await inspect(
      ...['--site', shop.origin, '--skip', '*products-1*', '--follow', '*products*'],
    );
    expect(stdout).toContain(
      `${shop.origin}/sitemap-products-1.xml  (left out by --skip *products-1*, listed in`,
    );
    expect(stdout).toContain(
      `${shop.origin}/sitemap-news.xml  (not matched by --follow, listed in`,
    );
  });

  test.each([
    {
      option: ['--skip', '*tags*'],
      words: 'Left out by --skip *tags*',
    },
    {
      option: ['--follow', '*posts*', '--follow', '*pages*'],
      words: 'Not matched by --follow *posts* *pages*',
    },
  ])('a child left out by $option is said so, never missing', async ({ option, words }) => {
    const tags = `${trio.origin}/sitemap-tags.xml`;
    const json = await inspect('--site', trio.origin, ...option, '--json');
    // A choice of the user's is no file that could not be read: the run still succeeds.
    expect(json.status).toBe(0);
    const doc = JSON.parse(json.stdout) as Json;
    const problems = doc.files.flatMap((file) => file.problems);
    expect(problems.map((problem) => problem.code)).not.toContain('index-child-missing');
    expect(problems.filter((problem) => problem.code === 'index-child-left-out')).toEqual([
      expect.objectContaining({ message: words, severity: 'info' }),
    ]);
    const text = await inspect('--site', trio.origin, ...option);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toContain('was not supplied');
    expect(text.stdout).not.toContain('could not be read');
    expect(text.stdout).toContain(words);
    expect(text.stdout).toContain(tags);
  });

  test('a pattern that matches no child is named on stderr, one line each', async () => {
    const { status, stderr } = await inspect(
      ...[
        '--site',
        shop.origin,
        '--skip',
        '*prodcts*',
        '--follow',
        '*nothing*',
        '--skip',
        '*news*',
      ],
    );
    expect(status).toBe(0);
    expect(stderr.split('\n').filter((line) => line.includes('matched no child'))).toEqual([
      '--follow *nothing*: matched no child of any sitemap index',
      '--skip *prodcts*: matched no child of any sitemap index',
    ]);
  });
});

test.each(FETCH_OPTION_USAGE_ERRORS)('usage error %j exits 2', async (args, message) => {
  const before = shop.requests.length;
  const { status, stderr } = await inspect('--site', shop.origin, ...args);
  expect(status).toBe(2);
  expect(stderr).toContain(message);
  expect(shop.requests.length).toBe(before);
});
