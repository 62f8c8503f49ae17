import { describe, expect, test, vi } from 'vitest';
import { storeOf } from '../../../test/analysis/store-fixture';
import { asDocumentId } from '../ids';
import { checkUrlScope, type RobotsSitemaps } from '../sitemap/url-scope';
import { checkStoredUrlScopes } from './stored-url-scope';

/** URLs of every shape the prefix can and cannot decide, in an order that mixes them. */
const urls = [
  'https://a.example/maps/x',
  'https://a.example/maps/deep/y',
  'https://a.example/maps/',
  'https://a.example/maps',
  'https://a.example/mapsx/y',
  'https://A.EXAMPLE:443/maps/z',
  'https://a.example:8443/maps/x',
  'http://a.example/maps/x',
  'https://www.a.example/maps/x',
  'https://a.example/',
  'https://a.example/top-page',
  'https://a.example/blog/post',
  'https://a.example/blog/2024/post',
  'https://a.example/blog',
  'https://a.example?q=1',
  'https://a.example#top',
  'https://a.example',
  'https://user@a.example/maps/x',
  'HTTPS://a.example/maps/upper-scheme',
  'ftp://a.example/maps/x',
  'relative/page.html',
  '/rooted/page.html',
  'https:///maps/no-host',
  'https://a.example/ünï/çødé',
  'https://b.example/maps/x',
  'https://b.example/other/x',
  ...Array.from({ length: 40 }, (_, i) => `https://a.example/blog/${i % 3}/p-${i}`),
];

const locations = [
  'https://a.example/s.xml',
  'https://a.example/maps/s.xml',
  'https://a.example/blog/2024/s.xml',
  'https://a.example/blog/s.xml',
  'https://A.Example:443/maps/s.xml',
  'http://a.example/maps/s.xml',
  'https://b.example/s.xml',
  'https://a.example/ünï/s.xml',
  'sitemap.xml',
];

const robotsCases: [string, RobotsSitemaps[]][] = [
  ['no robots.txt', []],
  [
    'b.example cross-submits',
    [{ origin: 'https://b.example', sitemaps: locations.map((location) => ` ${location} `) }],
  ],
];

describe('checkStoredUrlScopes: what checkUrlScope says of the same URLs', () => {
  test.each(robotsCases)('%s', (_name, robots) => {
    // Two documents, each checked against every location in turn.
    const store = storeOf({ 'one.xml': urls.slice(0, 30), 'two.xml': urls.slice(30) });
    store.addDocument('three.xml');
    const one = asDocumentId(0);
    const two = asDocumentId(1);
    for (const location of locations) {
      const checks = checkStoredUrlScopes(
        store,
        new Map([
          [one, location],
          [two, location],
        ]),
        robots,
      );
      expect(checks.get(one), location).toEqual(checkUrlScope(location, urls.slice(0, 30), robots));
      expect(checks.get(two), location).toEqual(checkUrlScope(location, urls.slice(30), robots));
    }
  });

  test('rows are read back only where their prefix cannot decide, and for examples', () => {
    const inside = Array.from({ length: 1000 }, (_, i) => `https://a.example/blog/p-${i}`);
    const outside = Array.from({ length: 1000 }, (_, i) => `https://b.example/blog/p-${i}`);
    const store = storeOf({ 'mixed.xml': [...inside, ...outside] });
    const read = vi.spyOn(store, 'loc');
    const at = (location: string) =>
      checkStoredUrlScopes(store, new Map([[asDocumentId(0), location]]), []).get(asDocumentId(0));
    expect(at('https://a.example/s.xml')?.outsideCount).toBe(1000);
    // The three examples only.
    expect(read).toHaveBeenCalledTimes(3);
    read.mockClear();
    // A directory below the prefix: the a.example/blog/ rows one by one, b.example's not.
    expect(at('https://a.example/blog/2024/s.xml')?.outsideCount).toBe(2000);
    expect(read).toHaveBeenCalledTimes(1000);
  });

  test('a document not asked for is not checked', () => {
    const store = storeOf({
      'one.xml': ['https://a.example/x'],
      'two.xml': ['https://c.example/y'],
    });
    const checks = checkStoredUrlScopes(
      store,
      new Map([[asDocumentId(0), 'https://a.example/s.xml']]),
      [],
    );
    expect([...checks.keys()]).toEqual([0]);
    expect(checks.get(asDocumentId(0))?.total).toBe(1);
  });
});
