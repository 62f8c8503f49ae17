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

  test.each(['-1', '1.5', 'Thu, 01 Jan 1970 00:00:00 GMT'])(
    'Retry-After: %s says nothing: the 503 is not asked again',
    async (retryAfter) => {
      const site = fakeSite({
        [`${S}/robots.txt`]: { status: 503, headers: { 'retry-after': retryAfter } },
      });
      const read = await readSite(S, site.io, caps({ retries: 2 }));
      expect(read.fetches[0]).toMatchObject({ status: 503, retries: 0, failure: 'http-status' });
      expect(site.asked.filter((u) => u.endsWith('robots.txt'))).toHaveLength(1);
    },
  );

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

describe('readSite keeps to the site it was given', () => {
  const PUBLIC = 'https://www.example.com';
  test.each([
    ['a data: URL', 'data:text/plain,User-agent: *%0ADisallow: /', 'not-http-redirect'],
    ['a file: URL', 'file:///etc/passwd', 'not-http-redirect'],
    ['another host', 'https://evil.example/robots.txt', 'other-host-redirect'],
  ])('robots.txt redirecting to %s is not followed, and not used', async (_, location, failure) => {
    const site = fakeSite({
      [`${PUBLIC}/robots.txt`]: { status: 301, headers: { location } },
      [`${PUBLIC}/sitemap.xml`]: { body: urlset(`${PUBLIC}/p`) },
    });
    const read = await readSite(PUBLIC, site.io, caps());
    expect(read.fetches[0]).toMatchObject({ status: 301, failure });
    expect(site.asked).toEqual([`${PUBLIC}/robots.txt`, `${PUBLIC}/sitemap.xml`]);
    expect(read.files.map((f) => f.url)).toEqual([`${PUBLIC}/sitemap.xml`]);
  });

  test.each([
    ['http://10.99.99.99/s.xml'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://[::1]/s.xml'],
    ['http://localhost:8080/s.xml'],
  ])('with --follow-hosts, a public site still cannot send the reader to %s', async (target) => {
    const site = fakeSite({
      [`${PUBLIC}/robots.txt`]: { body: `Sitemap: ${PUBLIC}/a.xml\nSitemap: ${target}\n` },
      [`${PUBLIC}/a.xml`]: { status: 302, headers: { location: target } },
    });
    const read = await readSite(PUBLIC, site.io, caps({ followHosts: true }));
    expect(site.asked).not.toContain(target);
    expect(read.fetches.find((r) => r.url === `${PUBLIC}/a.xml`)).toMatchObject({
      failure: 'private-address',
    });
    expect(read.notFetched).toContainEqual({
      url: target,
      listedIn: `${PUBLIC}/robots.txt`,
      reason: 'private-address',
    });
  });

  test('a site on a private address may list others on one, with --follow-hosts', async () => {
    const site = fakeSite({
      [`${S}/robots.txt`]: { body: 'Sitemap: http://10.0.0.2/a.xml' },
      'http://10.0.0.2/a.xml': { body: urlset('http://10.0.0.2/p') },
    });
    const read = await readSite(S, site.io, caps({ followHosts: true }));
    expect(read.files.map((f) => f.url)).toContain('http://10.0.0.2/a.xml');
  });

  test('the time cap covers a file’s redirects and retries; the deadline covers the read', async () => {
    const site = fakeSite({
      [`${S}/robots.txt`]: { body: `Sitemap: ${S}/slow\nSitemap: ${S}/i.xml` },
      [`${S}/slow`]: (attempt) =>
        attempt < 10
          ? { status: 503, headers: { 'retry-after': '1' } }
          : { body: urlset(`${S}/p`) },
      [`${S}/i.xml`]: {
        chunks: [new TextEncoder().encode(index(`${S}/a.xml`, `${S}/b.xml`))],
        msPerChunk: 4000,
      },
      [`${S}/a.xml`]: { body: urlset(`${S}/a`) },
    });
    const read = await readSite(
      S,
      site.io,
      caps({ timeoutMs: 5000, deadlineMs: 3000, retries: 20, concurrency: 1 }),
    );
    const byUrl = new Map(read.fetches.map((r) => [r.url, r]));
    // No wait is begun that would end past the deadline: the 503 stands, after two retries.
    expect(byUrl.get(`${S}/slow`)).toMatchObject({
      status: 503,
      retries: 2,
      failure: 'http-status',
    });
    expect(byUrl.get(`${S}/i.xml`)).toMatchObject({ failure: 'deadline' });
    expect(site.asked).not.toContain(`${S}/a.xml`);
  });

  test('a robots.txt past the byte cap is read to the cap; Sitemap: lines past 500 KiB are not', async () => {
    const head = `User-agent: *\nDisallow: /private/\nSitemap: ${S}/early.xml\n`;
    const site = fakeSite({
      [`${S}/robots.txt`]: {
        body: head + '#'.repeat(600 * 1024) + `\nSitemap: ${S}/late.xml\n`,
      },
      [`${S}/early.xml`]: { body: urlset(`${S}/e`) },
      [`${S}/late.xml`]: { body: urlset(`${S}/l`) },
    });
    const read = await readSite(S, site.io, caps());
    expect(site.asked).not.toContain(`${S}/late.xml`);
    const small = fakeSite({ [`${S}/robots.txt`]: { body: head + '#'.repeat(10_000) } });
    const capped = await readSite(S, small.io, caps({ maxFileBytes: 1000 }));
    expect(capped.fetches[0]).toMatchObject({ status: 200, isCut: true, bytes: 1000 });
    expect(new TextDecoder().decode(capped.files[0]!.bytes)).toContain('Disallow: /private/');
    expect(read.files[0]!.url).toBe(`${S}/robots.txt`);
  });

  test('a gzip urlset is inflated only far enough to tell it is not an index', async () => {
    let inflatedAsked = 0;
    const site = fakeSite({
      [`${S}/robots.txt`]: { body: `Sitemap: ${S}/big.xml.gz` },
      [`${S}/big.xml.gz`]: {
        body: gz(urlset(...Array.from({ length: 50_000 }, (_, i) => `${S}/p/${i}`))),
      },
    });
    const io: SiteIo = {
      ...site.io,
      gunzip: (bytes, maxBytes) => {
        inflatedAsked = Math.max(inflatedAsked, maxBytes);
        return gunzipCapped(bytes, maxBytes);
      },
    };
    await readSite(S, io, caps());
    expect(inflatedAsked).toBe(64 * 1024);
  });

  test('index children are asked for as written: a query, a space, non-ASCII and %7E', async () => {
    const children = [`${S}/s.xml?page=2`, `${S}/a b.xml`, `${S}/日本.xml`, `${S}/%7Euser.xml`];
    const site = fakeSite({
      [`${S}/robots.txt`]: { body: `Sitemap: ${S}/i.xml` },
      [`${S}/i.xml`]: { body: index(...children) },
      [`${S}/s.xml?page=2`]: { body: urlset(`${S}/1`) },
      [`${S}/a%20b.xml`]: { body: urlset(`${S}/2`) },
      [`${S}/%E6%97%A5%E6%9C%AC.xml`]: { body: urlset(`${S}/3`) },
      [`${S}/%7Euser.xml`]: { body: urlset(`${S}/4`) },
    });
    const read = await readSite(S, site.io, caps());
    expect(read.fetches.filter((r) => r.failure)).toEqual([]);
    expect(read.files).toHaveLength(6);
  });
});
