import { describe, expect, test } from 'vitest';
import { LocHasher } from './loc-hash';
import { RepeatedUrls } from './repeated-urls';

const hasher = new LocHasher(Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8));
const hashOf = (loc: string) => {
  hasher.hashString(loc);
  return { low: hasher.low, high: hasher.high };
};

/** Listings in reading order: [url, document, line]. */
const LISTINGS: readonly [string, number, number][] = [
  ['https://a.example/1', 0, 3],
  ['https://a.example/2', 0, 4],
  ['https://a.example/1', 0, 5],
  ['https://a.example/3', 1, 2],
  ['https://a.example/1', 2, 9],
  ['https://a.example/3', 2, 10],
];

describe('RepeatedUrls', () => {
  test('many repeated URLs, the table grown on the way', () => {
    const repeated = new RepeatedUrls();
    const urls = Array.from({ length: 20_000 }, (_, i) => `https://a.example/${i}`);
    for (const url of [...urls, ...urls.slice(0, 15_000), ...urls.slice(0, 5_000)])
      repeated.note(hashOf(url));
    repeated.beginSecondReading();
    expect(repeated.distinct).toBe(20_000);
    expect([0, 7_000, 17_000].map((i) => repeated.meet(hashOf(urls[i]), 0, i))).toEqual([3, 2, 1]);
  });

  test('the second reading knows, at each listing, the total, its number and the first place', () => {
    const repeated = new RepeatedUrls();
    for (const [url] of LISTINGS) repeated.note(hashOf(url));
    repeated.beginSecondReading();
    expect(repeated.distinct).toBe(3);
    const met = LISTINGS.map(([url, document, line]) => {
      const occurrences = repeated.meet(hashOf(url), document, line);
      return repeated.listing === 1
        ? [occurrences, 1]
        : [occurrences, repeated.listing, repeated.firstDocument, repeated.firstLine];
    });
    expect(met).toEqual([
      [3, 1],
      [1, 1],
      [3, 2, 0, 3],
      [2, 1],
      [3, 3, 0, 3],
      [2, 2, 1, 2],
    ]);
  });

  test('the stated limit: two URLs of one hash are one URL (odds in docs/parquet.md)', () => {
    const repeated = new RepeatedUrls();
    const shared = { low: 0x1234, high: 0x5678 };
    repeated.note(shared); // https://a.example/x
    repeated.note(shared); // https://a.example/y, another URL that hashed alike
    repeated.beginSecondReading();
    expect(repeated.meet(shared, 0, 1)).toBe(2);
    expect(repeated.meet(shared, 0, 2)).toBe(2);
    expect(repeated.listing).toBe(2);
  });

  test('the readings come in their order', () => {
    const repeated = new RepeatedUrls();
    expect(() => repeated.meet(hashOf('https://a.example/'), 0, 1)).toThrow();
    repeated.beginSecondReading();
    expect(() => repeated.note(hashOf('https://a.example/'))).toThrow();
  });
});
