import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../test/fixtures/generate-fixtures';
import { compareUtf8, storeOf } from '../../../test/analysis/store-fixture';
import { sortRowsByUrl } from './url-text-sort';

/** Sorts with the store and returns the locs in order. */
function sortedLocs(locs: string[]): string[] {
  const store = storeOf({ 'a.xml': locs });
  return Array.from(sortRowsByUrl(store), (row) => store.loc(row));
}

// URLs whose order depends on the cases the prefix buckets must get right: top-level pages
// next to sections, no slash after the host, query and fragment right after a segment,
// relative and empty locs, upper case, other schemes and ports, non-ASCII.
const tricky = [
  'https://a.com/blog/x',
  'https://a.com/blog',
  'https://a.com/blog?x=1',
  'https://a.com/blog#top',
  'https://a.com/blog/',
  'https://a.com/blo',
  'https://a.com/blogs/1',
  'https://a.com/',
  'https://a.com',
  'https://a.com?x',
  'https://a.com/?x',
  'https://a.com//double',
  'https://a.com/a',
  'https://a.com/z.html',
  'https://a.com/Blog/x',
  'https://a.com:8080/blog/x',
  'https://a.co/x',
  'https://a.comb/x',
  'http://a.com/blog/x',
  'https://b.com/blog/x',
  'https://ä.com/blog/x',
  'https://a.com/é/x',
  'https://a.com/e/x',
  'https://a.com/😀/x',
  'https://a.com/\uffff/x',
  '/blog/x',
  'blog',
  '',
  'https:/a.com/x',
  'mailto:x@a.com',
];

describe('sortRowsByUrl', () => {
  test('orders tricky URLs by UTF-8 bytes', () => {
    expect(sortedLocs(tricky)).toEqual([...tricky].sort(compareUtf8));
  });

  test.each([1, 2, 3, 4, 5])(
    'random URLs from a small alphabet (seed %i) sort like the reference',
    (seed) => {
      const random = makeRandom(seed);
      const pieces = [
        'https://',
        'http://',
        'a.com',
        'b.com',
        '/',
        '/',
        'x',
        'xy',
        '?',
        '#',
        'é',
        '',
      ];
      const locs = Array.from({ length: 3000 }, () => {
        let loc = '';
        const parts = 1 + Math.floor(random() * 7);
        for (let i = 0; i < parts; i++) loc += pieces[Math.floor(random() * pieces.length)];
        return loc;
      });
      expect(sortedLocs(locs)).toEqual([...locs].sort(compareUtf8));
    },
  );

  test('equal URLs keep their reading order', () => {
    const store = storeOf({
      'a.xml': ['https://a.com/x', 'https://a.com/b', 'https://a.com/x', 'https://a.com/x'],
    });
    expect(Array.from(sortRowsByUrl(store))).toEqual([1, 0, 2, 3]);
  });
});

describe('sortRowsByUrl with repeated URLs', () => {
  test('a long URL repeated many times is sorted once', () => {
    const long = `https://a.com/${'x'.repeat(2000)}`;
    const locs = Array.from({ length: 20000 }, (_, i) =>
      i % 4 === 0 ? `https://a.com/${i}` : long,
    );
    expect(sortedLocs(locs)).toEqual([...locs].sort(compareUtf8));
  });

  test('a subset whose repeats start inside and outside it keeps reading order', () => {
    const store = storeOf({
      'a.xml': [
        'https://a.com/b',
        'https://a.com/a',
        'https://a.com/b',
        'https://a.com/a',
        'https://a.com/b',
      ],
    });
    // Rows 1–4: "a" first at 1 (inside), "b" first at 0 (outside).
    expect(Array.from(sortRowsByUrl(store, Uint32Array.of(1, 2, 3, 4)))).toEqual([1, 3, 2, 4]);
    expect(Array.from(sortRowsByUrl(store))).toEqual([1, 3, 0, 2, 4]);
  });
});

// How long these take is measured by bench/hostile.bench.ts.
describe('sortRowsByUrl on hostile texts', () => {
  test('long shared prefixes that differ only at the end sort by their last bytes', () => {
    const stem = `https://a.com/${'y'.repeat(2000)}`;
    const random = makeRandom(9);
    const locs = Array.from({ length: 20000 }, () => `${stem}${Math.floor(random() * 1e9)}`);
    expect(sortedLocs(locs)).toEqual([...locs].sort(compareUtf8));
  });
});
