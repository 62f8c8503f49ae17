import { describe, expect, test } from 'vitest';
import {
  comparePages,
  pageChangeRates,
  schedulingVerdict,
  type PageChangeCounts,
  type PageObservation,
} from './page-changes';

const print = (simhash: string, textHash = simhash) => ({
  textHash,
  simhash,
  scope: 'main' as const,
  tokens: 100,
});
const same = print('0000000000000000');
// Eight bits apart: a change at any threshold up to 8.
const edited = print('00000000000000ff');
const page = (url: string, lastmod: string | null, fingerprint = same): PageObservation => ({
  url,
  lastmod,
  fingerprint,
});

describe('comparePages', () => {
  test('counts each page read in both runs by what moved', () => {
    const before = ['a', 'b', 'c', 'd', 'e'].map((url) => page(url, '2026-01-01'));
    const after = [
      page('a', '2026-02-01', edited), // edited, re-dated
      page('b', '2026-01-01', edited), // edited, not re-dated
      page('c', '2026-02-01'), // re-dated only
      page('d', '2026-01-01'), // nothing
      page('new', '2026-02-01', edited), // not in the earlier run
    ];
    expect(comparePages(before, after)).toEqual({
      checked: 4,
      contentChanged: 2,
      lastmodMovedWithContent: 1,
      contentChangedWithoutLastmod: 1,
      lastmodMovedWithoutContent: 1,
    });
  });

  test('a page unread or undated in either run is not compared', () => {
    const before = [page('a', null), { url: 'b', lastmod: '2026-01-01', fingerprint: null }];
    const after = [page('a', '2026-02-01', edited), page('b', '2026-02-01', edited)];
    expect(comparePages(before, after).checked).toBe(0);
  });
});

const counts = (changed: number, movedWith: number, movedWithout: number): PageChangeCounts => ({
  checked: 100,
  contentChanged: changed,
  lastmodMovedWithContent: movedWith,
  contentChangedWithoutLastmod: changed - movedWith,
  lastmodMovedWithoutContent: movedWithout,
});

test.each([
  [counts(3, 3, 0), 'not-enough-evidence', 1, 1],
  [counts(0, 0, 0), 'not-enough-evidence', null, null],
  [counts(20, 18, 2), 'reliable', 0.9, 0.9],
  [counts(20, 5, 0), 'unreliable', 0.25, 1],
  [counts(0, 0, 30), 'unreliable', null, 0],
  [counts(20, 14, 4), 'mixed', 0.7, 14 / 18],
])('%o: %s', (observed, verdict, announced, real) => {
  expect(schedulingVerdict(observed)).toBe(verdict);
  const rates = pageChangeRates(observed);
  if (announced === null) expect(rates.announced).toBeNull();
  else expect(rates.announced).toBeCloseTo(announced);
  if (real === null) expect(rates.real).toBeNull();
  else expect(rates.real).toBeCloseTo(real);
});
