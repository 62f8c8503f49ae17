import { gzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { gunzipCapped } from './gunzip-capped';
import { readSite } from './read-site';
import { DEFAULT_SITE_CAPS, type SiteCaps, type SiteIo, type SiteResponse } from './site-fetch';

type Answer = {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Body chunks, each advancing the fake clock by `msPerChunk`. */
  chunks?: Uint8Array[];
  msPerChunk?: number;
  reject?: Error;
};

/** A fake site: each address answers from the table (a function may vary with the attempt). */
function fakeSite(table: Record<string, Answer | ((attempt: number) => Answer)>) {
  let clock = 0;
  const asked: string[] = [];
  const active = new Map<string, number>();
  let maxActive = 0;
  const io: SiteIo = {
    now: () => clock,
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
    gunzip: gunzipCapped,
    fetch: async (url) => {
      asked.push(url);
      const host = new URL(url).origin;
      active.set(host, (active.get(host) ?? 0) + 1);
      maxActive = Math.max(maxActive, active.get(host)!);
      await new Promise((go) => setTimeout(go, 1));
      const entry = table[url];
      const answer =
        typeof entry === 'function' ? entry(asked.filter((u) => u === url).length) : entry;
      const done = () => active.set(host, active.get(host)! - 1);
      if (answer?.reject) {
        done();
        throw answer.reject;
      }
      const { status = answer ? 200 : 404, headers = {}, body = '' } = answer ?? {};
      const chunks = answer?.chunks ?? [
        typeof body === 'string' ? new TextEncoder().encode(body) : body,
      ];
      const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
      const response: SiteResponse = {
        status,
        url,
        headers: { get: (name) => lower.get(name.toLowerCase()) ?? null },
        body: {
          getReader: () => ({
            read: () => {
              const value = chunks.shift();
              if (!value) done();
              else clock += answer?.msPerChunk ?? 0;
              return Promise.resolve(value ? { done: false, value } : { done: true });
            },
            cancel: () => {
              done();
              chunks.length = 0;
              return Promise.resolve();
            },
          }),
        },
      };
      return response;
    },
  };
  return { io, asked, maxActive: () => maxActive };
}

const S = 'http://127.0.0.1:1';
const urlset = (...locs: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
const index = (...locs: string[]) =>
  `<?xml version="1.0"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('\n')}</sitemapindex>`;
const gz = (text: string) => gzipSync(new TextEncoder().encode(text));
const caps = (more: Partial<SiteCaps> = {}): SiteCaps => ({ ...DEFAULT_SITE_CAPS, ...more });

describe('readSite', () => {
  test('robots.txt, its Sitemap: lines, a gzip index (by its bytes) and every child once', async () => {
    const site = fakeSite({
      [`${S}/robots.txt`]: {
        body: `User-agent: *\nDisallow:\nSITEMAP: ${S}/index\nSitemap: ${S}/news.xml # news\n`,
      },
      [`${S}/index`]: {
        body: gz(
          index(
            `${S}/a.xml`,
            `${S}/b.xml.gz`,
            `${S}/old.xml`,
            `${S}/gone.xml`,
            `${S}/index`,
            'https://cdn.example/c.xml',
            `${S}/a.xml#again`,
          ),
        ),
        headers: {
          'content-type': 'text/xml',
          'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
          etag: '"i1"',
        },
      },
      [`${S}/a.xml`]: { body: urlset(`${S}/p/1`) },
      // Named .gz, but plain XML: read as XML.
      [`${S}/b.xml.gz`]: { body: urlset(`${S}/p/2`) },
      [`${S}/old.xml`]: { status: 301, headers: { location: '/new.xml' } },
      [`${S}/new.xml`]: { body: urlset(`${S}/p/3`) },
      [`${S}/news.xml`]: { body: urlset(`${S}/n/1`) },
    });
    const read = await readSite(`${S}/some/page`, site.io, caps());
    expect(read.robotsStatus).toBe(200);
    expect(read.files.map((f) => f.url)).toEqual([
      `${S}/robots.txt`,
      `${S}/index`,
      `${S}/a.xml`,
      `${S}/b.xml.gz`,
      `${S}/old.xml`,
      `${S}/news.xml`,
    ]);
    const byUrl = new Map(read.fetches.map((r) => [r.url, r]));
    expect(byUrl.get(`${S}/index`)).toMatchObject({
      isGzip: true,
      status: 200,
      etag: '"i1"',
      lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT',
      contentType: 'text/xml',
      listedIn: `${S}/robots.txt`,
    });
    expect(byUrl.get(`${S}/b.xml.gz`)).toMatchObject({ isGzip: false });
    expect(byUrl.get(`${S}/old.xml`)).toMatchObject({ status: 200, redirects: [`${S}/new.xml`] });
    expect(byUrl.get(`${S}/gone.xml`)).toMatchObject({
      status: 404,
      failure: 'http-status',
      listedIn: `${S}/index`,
    });
    expect(read.notFetched).toEqual([
      { url: 'https://cdn.example/c.xml', listedIn: `${S}/index`, reason: 'other-host' },
    ]);
    // Each address once: the index listing itself and a#again end there.
    expect(site.asked.filter((u) => u === `${S}/index`)).toHaveLength(1);
    expect(site.asked.filter((u) => u === `${S}/a.xml`)).toHaveLength(1);
  });

  test.each([
    [404, 404],
    [503, 503],
  ])(
    'robots.txt answering %i: its status is kept, and /sitemap.xml is tried',
    async (status, kept) => {
      const site = fakeSite({
        [`${S}/robots.txt`]: { status },
        [`${S}/sitemap.xml`]: { body: urlset(`${S}/x`) },
      });
      const read = await readSite(S, site.io, caps());
      expect(read.robotsStatus).toBe(kept);
      expect(read.files.map((f) => f.url)).toEqual([`${S}/sitemap.xml`]);
    },
  );

  test('an unreachable robots.txt is "unreachable"', async () => {
    const site = fakeSite({ [`${S}/robots.txt`]: { reject: new TypeError('fetch failed') } });
    const read = await readSite(S, site.io, caps());
    expect(read.robotsStatus).toBe('unreachable');
    expect(read.fetches[0]).toMatchObject({ status: null, failure: 'network' });
  });

  test('429 and 503 with Retry-After are retried, a bounded number of times', async () => {
    const site = fakeSite({
      [`${S}/robots.txt`]: (attempt) =>
        attempt < 3 ? { status: 503, headers: { 'retry-after': '1' } } : { body: '' },
      [`${S}/sitemap.xml`]: { status: 429, headers: { 'retry-after': '0' } },
    });
    const read = await readSite(S, site.io, caps({ retries: 2 }));
    expect(read.fetches[0]).toMatchObject({ status: 200, retries: 2 });
    expect(read.fetches[1]).toMatchObject({ status: 429, retries: 2, failure: 'http-status' });
    expect(site.asked.filter((u) => u.endsWith('sitemap.xml'))).toHaveLength(3);
  });

  test('redirects: a loop and a chain of more than five stop; robots.txt is then missing', async () => {
    const hops: Record<string, Answer> = {};
    for (let i = 0; i < 7; i++)
      hops[`${S}/r${i}`] = { status: 302, headers: { location: `${S}/r${i + 1}` } };
    const site = fakeSite({
      ...hops,
      [`${S}/robots.txt`]: { status: 301, headers: { location: `${S}/r0` } },
      [`${S}/sitemap.xml`]: { status: 302, headers: { location: `${S}/sitemap.xml?x` } },
      [`${S}/sitemap.xml?x`]: { status: 302, headers: { location: `${S}/sitemap.xml` } },
    });
    const read = await readSite(S, site.io, caps());
    expect(read.fetches[0]).toMatchObject({ failure: 'too-many-redirects' });
    expect(read.fetches[0]!.redirects).toHaveLength(6);
    expect(read.robotsStatus).toBe(404);
    expect(read.fetches[1]).toMatchObject({ failure: 'redirect-loop' });
  });

  test('caps: a trickling body times out, a big one and a bomb are cut, and files stop at the cap', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `${S}/c${i}.xml`);
    const table: Record<string, Answer> = {
      [`${S}/robots.txt`]: {
        body: `Sitemap: ${S}/slow.xml\nSitemap: ${S}/big.xml\nSitemap: ${S}/bomb\nSitemap: ${S}/many.xml`,
      },
      [`${S}/slow.xml`]: {
        chunks: Array.from({ length: 100 }, () => new Uint8Array([0x20])),
        msPerChunk: 1000,
      },
      [`${S}/big.xml`]: { body: new Uint8Array(5000) },
      [`${S}/bomb`]: {
        body: gzipSync(
          new TextEncoder().encode(index(`${S}/bomb-child.xml`) + ' '.repeat(1_000_000)),
        ),
      },
      [`${S}/many.xml`]: { body: index(...many) },
    };
    const site = fakeSite(table);
    const read = await readSite(
      S,
      site.io,
      caps({ timeoutMs: 3000, maxFileBytes: 10_000_000, maxFiles: 10 }),
    );
    const byUrl = new Map(read.fetches.map((r) => [r.url, r]));
    expect(byUrl.get(`${S}/slow.xml`)).toMatchObject({ failure: 'timeout', bytes: 4 });
    expect(byUrl.get(`${S}/bomb`)).toMatchObject({ isGzip: true, isInflateCut: false });
    expect(site.asked.length).toBeLessThanOrEqual(11);
    // Five children fetched; the other 49,995 of the first 50,000 left at the file cap, and
    // the index named once for the 50,000 past the protocol's limit: a bounded list, counted.
    expect(read.notFetched).toHaveLength(1000);
    expect(read.notFetched).toContainEqual({
      url: `${S}/many.xml`,
      listedIn: `${S}/robots.txt`,
      reason: 'index-cap',
    });
    expect(read.notFetched.length + read.notFetchedMore).toBe(49_995 + 1 + 50_000);
    const cut = await readSite(S, fakeSite(table).io, caps({ maxFileBytes: 4000, maxFiles: 3 }));
    const cutByUrl = new Map(cut.fetches.map((r) => [r.url, r]));
    expect(cutByUrl.get(`${S}/big.xml`)).toMatchObject({ failure: 'file-bytes-cap' });
    expect(cutByUrl.get(`${S}/bomb`)).toMatchObject({ isGzip: true, isInflateCut: true });
    expect(cut.files.map((f) => f.url)).toContain(`${S}/bomb`);
  });

  test('children on another host are fetched only when asked; at most `concurrency` at a time per host', async () => {
    const children = Array.from({ length: 8 }, (_, i) => `${S}/c${i}.xml`);
    const site = fakeSite({
      [`${S}/robots.txt`]: { body: `Sitemap: ${S}/i.xml` },
      [`${S}/i.xml`]: { body: index(...children, 'http://127.0.0.2:1/o.xml') },
      ...Object.fromEntries(children.map((c) => [c, { body: urlset(`${S}/p`) }])),
      'http://127.0.0.2:1/o.xml': { body: urlset('http://127.0.0.2:1/p') },
    });
    const read = await readSite(S, site.io, caps({ followHosts: true, concurrency: 2 }));
    expect(read.files.map((f) => f.url)).toContain('http://127.0.0.2:1/o.xml');
    expect(site.maxActive()).toBe(2);
  });
});
