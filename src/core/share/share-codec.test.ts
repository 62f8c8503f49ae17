import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { decodeBase64url, encodeBase64url } from './base64url';
import { inflateCapped } from './capped-inflate';
import {
  decodeShareFragment,
  encodeShareFragment,
  MAX_INFLATED_BYTES,
  SHARE_FRAGMENT_PREFIX,
} from './share-codec';
import { buildShareLink, DEFAULT_LINK_BUDGET } from './share-link';
import type { ShareState } from './share-state';

const typicalRobots = readFileSync(
  new URL('../../../test/share/typical-robots.txt', import.meta.url),
  'utf8',
);

/** A fragment holding any JSON value, as a hand-made (or hostile) link would. */
const fragmentOf = (value: unknown) =>
  SHARE_FRAGMENT_PREFIX +
  encodeBase64url(deflateSync(new TextEncoder().encode(JSON.stringify(value))));

const fullState: ShareState = {
  v: 1,
  tab: 'urls',
  urls: { text: 'blog', sort: { column: 'lastmod', descending: true }, host: 'www.example.com' },
  lastmod: {
    from: '2026-01-01',
    to: '2026-06-30',
    includeNoLastmod: true,
    period: { fromMs: Date.UTC(2026, 2, 1), toMs: Date.UTC(2026, 3, 1) - 1 },
    changedSince: '2026-05-01T08:30',
    changedSinceKeepsNoLastmod: false,
  },
  workbench: {
    robots: typicalRobots,
    before: 'User-agent: *\nDisallow: /old/\n',
    site: 'https://shop.example.net',
    testUrls: ['/cart/', '/search?q=shoes', '/media/catalog/product/a.jpg'],
    crawlers: ['Googlebot', 'GPTBot'],
    expectations: 'Googlebot /cart/ disallowed\n',
  },
  files: [
    { name: 'sitemap.xml', sizeBytes: 10, text: '<urlset/>' },
    { name: 'big.xml.gz', sizeBytes: 9_000_000 },
  ],
};

describe('base64url', () => {
  test.each([0, 1, 2, 3, 4, 5, 255, 256])('round-trips %i bytes', (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 37) & 255);
    expect(decodeBase64url(encodeBase64url(bytes))).toEqual(bytes);
  });
  test.each(['a', 'ab+c', 'ab/c', 'ab=c', 'ab c', 'añb', 'abcde'])('refuses %j', (text) => {
    expect(decodeBase64url(text)).toBeUndefined();
  });
});

describe('share fragment', () => {
  test('round trip keeps every field', () => {
    const decoded = decodeShareFragment(encodeShareFragment(fullState));
    expect(decoded).toEqual({ ok: true, state: fullState });
  });

  test('a typical 4–5 KB robots.txt with ten test URLs stays under the 2,000 characters chat tools keep', () => {
    const testUrls = [
      '/',
      '/cart/',
      '/checkout/step-2',
      '/search?q=red+shoes',
      '/products/red-shoe?sort=price',
      '/media/catalog/product/cache/1/a.jpg',
      '/wp-admin/admin-ajax.php',
      '/fr-fr/panier/',
      '/stores/paris/reserve',
      '/assets/app.js',
    ];
    const state: ShareState = {
      v: 1,
      tab: 'robots',
      workbench: {
        robots: typicalRobots,
        before: '',
        site: 'https://shop.example.net',
        testUrls,
        crawlers: ['Googlebot', 'Bingbot', 'GPTBot'],
        expectations: '',
      },
    };
    const link = buildShareLink('https://tools.example.org/inspector/', state, []);
    expect(typicalRobots.length).toBeGreaterThan(4000);
    // Measured 2026-11-30: 1,878 characters for the 4,351-byte fixture (raw deflate level 9,
    // 3.2:1 on the JSON). A preset deflate dictionary of robots.txt words saved 17% more in a
    // trial; "about 1,000" would need 4.7:1, which real robots.txt files do not give.
    expect(link.url.length).toBeGreaterThan(1000);
    expect(link.url.length).toBeLessThan(2000);
    expect(decodeShareFragment(new URL(link.url).hash)).toMatchObject({
      ok: true,
      state: { ...state, files: [] },
    });
  });

  test('a version-1 link from before the histogram period and the flag still opens', () => {
    const older = fragmentOf({ v: 1, tab: 'lastmod', lastmod: { changedSince: '2026-05-01' } });
    expect(decodeShareFragment(older)).toEqual({
      ok: true,
      state: { v: 1, tab: 'lastmod', lastmod: { changedSince: '2026-05-01' } },
    });
  });

  test('unknown keys are dropped, not passed on', () => {
    const decoded = decodeShareFragment(fragmentOf({ v: 1, tab: 'urls', evil: '<script>' }));
    expect(decoded).toEqual({ ok: true, state: { v: 1, tab: 'urls' } });
  });
});

describe('hostile fragments give a reason, never an exception', () => {
  const valid = encodeShareFragment(fullState);
  const bomb = deflateSync(new Uint8Array(MAX_INFLATED_BYTES * 8), { level: 9 });
  test.each<[string, string, string]>([
    ['invalid base64', '#s=abc$%^&*', 'invalid-base64'],
    ['an empty payload', '#s=', 'invalid-base64'],
    [
      'base64 of non-deflate bytes',
      `#s=${encodeBase64url(Uint8Array.of(255, 255, 255, 1, 2))}`,
      'corrupt',
    ],
    ['a truncated link', valid.slice(0, valid.length - 40), 'truncated'],
    ['a 2 MB fragment', `#s=${'A'.repeat(2_000_000)}`, 'too-long'],
    ['a deflate bomb (16 MiB of zeros)', `#s=${encodeBase64url(bomb)}`, 'too-large'],
    [
      'deflated bytes that are not UTF-8 JSON',
      `#s=${encodeBase64url(deflateSync(Uint8Array.of(0xc3, 0x28)))}`,
      'invalid-json',
    ],
    ['JSON that is not an object', fragmentOf([1, 2]), 'invalid-state'],
    ['an unknown (newer) version', fragmentOf({ v: 99, tab: 'urls' }), 'unknown-version'],
    ['a missing version', fragmentOf({ tab: 'urls' }), 'invalid-state'],
    ['a tab that does not exist', fragmentOf({ v: 1, tab: 'admin' }), 'invalid-state'],
    ['a language the page has no words for', fragmentOf({ v: 1, lang: 'fr' }), 'invalid-state'],
    ['a filter of the wrong type', fragmentOf({ v: 1, urls: { text: 42 } }), 'invalid-state'],
    [
      'a sort column that does not exist',
      fragmentOf({ v: 1, urls: { sort: { column: 'x', descending: true } } }),
      'invalid-state',
    ],
    [
      'a day that is not a day',
      fragmentOf({ v: 1, lastmod: { from: '2026-13-45' } }),
      'invalid-state',
    ],
    [
      'a histogram period that ends before it starts',
      fragmentOf({ v: 1, lastmod: { period: { fromMs: 2000, toMs: 1000 } } }),
      'invalid-state',
    ],
    [
      'a histogram period past the last date ECMAScript can hold',
      fragmentOf({ v: 1, lastmod: { period: { fromMs: 0, toMs: 9e15 } } }),
      'invalid-state',
    ],
    [
      'a histogram period bound that is not an integer',
      fragmentOf({ v: 1, lastmod: { period: { fromMs: 0.5, toMs: 1000 } } }),
      'invalid-state',
    ],
    [
      'a "changed since" time that is not a time',
      fragmentOf({ v: 1, lastmod: { changedSince: '2026-05-01T25:99' } }),
      'invalid-state',
    ],
    [
      'a "keeps no lastmod" flag that is not a boolean',
      fragmentOf({ v: 1, lastmod: { changedSinceKeepsNoLastmod: 'no' } }),
      'invalid-state',
    ],
    [
      'a workbench missing a field',
      fragmentOf({ v: 1, workbench: { robots: '' } }),
      'invalid-state',
    ],
    [
      'a test URL list of numbers',
      fragmentOf({ v: 1, workbench: { ...fullState.workbench, testUrls: [1] } }),
      'invalid-state',
    ],
    [
      'a negative file size',
      fragmentOf({ v: 1, files: [{ name: 'a.xml', sizeBytes: -1 }] }),
      'invalid-state',
    ],
    [
      'an over-long filter',
      fragmentOf({ v: 1, urls: { text: 'x'.repeat(5000) } }),
      'invalid-state',
    ],
  ])('%s', (_name, fragment, reason) => {
    const decoded = decodeShareFragment(fragment);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reason).toBe(reason);
  });

  test('the bomb stops at the cap', () => {
    const result = inflateCapped(bomb, 1024 * 1024);
    expect(result).toEqual({ ok: false, reason: 'too-large' });
  });

  test('the field that failed is named', () => {
    expect(decodeShareFragment(fragmentOf({ v: 1, urls: { host: [] } }))).toMatchObject({
      ok: false,
      field: 'urls.host',
    });
  });
});

describe('migrations', () => {
  test('a version-0 link (the draft shape) opens as version 1', () => {
    const old = fragmentOf({
      v: 0,
      view: 'urls',
      filter: '/blog/',
      robotsTxt: 'User-agent: *\nDisallow: /x\n',
    });
    expect(decodeShareFragment(old)).toEqual({
      ok: true,
      state: {
        v: 1,
        tab: 'urls',
        urls: { text: '/blog/' },
        workbench: {
          robots: 'User-agent: *\nDisallow: /x\n',
          before: '',
          site: '',
          testUrls: [],
          crawlers: [],
          expectations: '',
        },
      },
    });
  });
  test('a version-0 link with a bad field still fails validation after migrating', () => {
    expect(decodeShareFragment(fragmentOf({ v: 0, view: 'nope' }))).toMatchObject({
      ok: false,
      reason: 'invalid-state',
    });
  });
});

describe('link budget', () => {
  const base = 'https://tools.example.org/inspector/';
  const sitemap = (count: number, seed: number) =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
      { length: count },
      (_, index) =>
        `<url><loc>https://www.example.com/p/${(index * 7919 + seed) % 100_003}-${((index * 104_729) ^ seed).toString(36)}</loc></url>`,
    ).join('')}</urlset>`;

  test('small sitemaps go in while the link stays within the budget; the rest are named', () => {
    const small = sitemap(5, 1);
    const large = sitemap(3000, 2);
    const link = buildShareLink(base, { v: 1, tab: 'urls' }, [
      { name: 'large.xml', sizeBytes: large.length, text: large },
      { name: 'small.xml', sizeBytes: small.length, text: small },
      { name: 'archive.zip', sizeBytes: 4000 },
    ]);
    expect(link.url.length).toBeLessThanOrEqual(DEFAULT_LINK_BUDGET);
    expect(link.included).toEqual(['small.xml']);
    expect(link.omitted).toEqual(['large.xml', 'archive.zip']);
    const decoded = decodeShareFragment(new URL(link.url).hash);
    expect(decoded.ok && decoded.state.files).toEqual([
      { name: 'large.xml', sizeBytes: large.length },
      { name: 'small.xml', sizeBytes: small.length, text: small },
      { name: 'archive.zip', sizeBytes: 4000 },
    ]);
  });

  test('a smaller budget keeps every file out but still names them', () => {
    const small = sitemap(40, 3);
    const link = buildShareLink(
      base,
      { v: 1 },
      [{ name: 'a.xml', sizeBytes: small.length, text: small }],
      200,
    );
    expect(link.included).toEqual([]);
    expect(link.omitted).toEqual(['a.xml']);
  });
});
