import { describe, expect, test } from 'vitest';
import { query } from '../analysis/url-query';
import { lastmodStore } from '../../../test/lastmod/lastmod-store';
import { changedSinceCounts, changedSinceFilter } from './changed-since';

const T = Date.parse('2026-06-01T00:00:00Z');
const texts = ['2026-05-31', '2026-06-01', '2026-06-01T00:00:01Z', '2026-07-01', undefined, 'bad'];

describe('changed since T', () => {
  test('the URL query keeps lastmod > T plus URLs without lastmod (absent or invalid)', () => {
    const store = lastmodStore({ 'a.xml': texts });
    const view = query(store, { filter: changedSinceFilter(T) });
    expect([...view.rows]).toEqual([2, 3, 4, 5]);
  });

  test('URLs without lastmod can be excluded', () => {
    const store = lastmodStore({ 'a.xml': texts });
    const view = query(store, { filter: changedSinceFilter(T, false) });
    expect([...view.rows]).toEqual([2, 3]);
  });

  test('counts: newer, older (T itself is not newer), without lastmod, of which invalid', () => {
    const store = lastmodStore({ 'a.xml': texts });
    expect(changedSinceCounts(store, undefined, T)).toEqual({
      newer: 2,
      older: 2,
      withoutLastmod: 2,
      invalid: 1,
    });
    expect(changedSinceCounts(store, [0, 4], T)).toEqual({
      newer: 0,
      older: 1,
      withoutLastmod: 1,
      invalid: 0,
    });
  });
});
