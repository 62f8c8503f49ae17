import { describe, expect, test } from 'vitest';
import { UrlStore } from '../analysis/url-store';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { entry } from '../../../test/analysis/store-fixture';
import { lastmodStore } from '../../../test/lastmod/lastmod-store';
import { chooseBins, lastmodHistogram, MAX_HISTOGRAM_BINS } from './lastmod-histogram';

const NOW = Date.UTC(2026, 10, 30, 12);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

describe('chooseBins', () => {
  test.each([
    ['10 hours', '2026-11-30T01:20:00Z', '2026-11-30T10:59:00Z', 'hour', 1, 10],
    ['one instant', '2026-11-30T01:20:00Z', '2026-11-30T01:20:00Z', 'hour', 1, 1],
    ['20 days', '2026-11-01T05:00:00Z', '2026-11-20T23:00:00Z', 'day', 1, 20],
    ['200 days', '2026-01-01T00:00:00Z', '2026-07-19T00:00:00Z', 'week', 1, 29],
    ['3 years', '2023-06-15T00:00:00Z', '2026-06-14T00:00:00Z', 'month', 1, 37],
    ['30 years', '1996-06-15T00:00:00Z', '2026-06-14T00:00:00Z', 'year', 1, 31],
    ['year 0 to 2026', '0000-01-01T00:00:00Z', '2026-06-14T00:00:00Z', 'year', 50, 41],
    ['year 0 to 9999', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'year', 200, 50],
  ])('%s', (_, from, to, unit, step, bins) => {
    const result = chooseBins(Date.parse(from), Date.parse(to));
    expect([result.unit, result.step, result.edges.length - 1]).toEqual([unit, step, bins]);
    expect(result.edges[0]).toBeLessThanOrEqual(Date.parse(from));
    expect(result.edges.at(-1)).toBeGreaterThan(Date.parse(to));
  });

  test('weeks start on Monday and months on the 1st, at midnight UTC', () => {
    const weeks = chooseBins(
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2026-07-19T00:00:00Z'),
    );
    for (const edge of weeks.edges) expect(new Date(edge).getUTCDay()).toBe(1);
    const months = chooseBins(
      Date.parse('2023-06-15T00:00:00Z'),
      Date.parse('2026-06-14T00:00:00Z'),
    );
    for (const edge of months.edges) expect(iso(edge)).toMatch(/-01T00:00:00Z$/);
  });
});

describe('lastmodHistogram', () => {
  test('absent, invalid and future are counted beside the bins and do not stretch the range', () => {
    const store = lastmodStore({
      'a.xml': [
        '2026-11-01',
        '2026-11-02',
        '2026-11-02',
        undefined,
        'not a date',
        '9999-12-31',
        '2027-01-01T00:00:00Z',
      ],
    });
    const histogram = lastmodHistogram(store, undefined, NOW);
    expect(histogram).toMatchObject({
      unit: 'hour',
      total: 7,
      binned: 3,
      absent: 1,
      invalid: 1,
      future: 2,
    });
    expect(histogram.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
    expect(histogram.bins.length).toBeLessThanOrEqual(MAX_HISTOGRAM_BINS);
    expect(histogram.bins[0]).toEqual({
      startMs: Date.UTC(2026, 10, 1),
      endMs: Date.UTC(2026, 10, 1, 1),
      count: 1,
    });
    expect(histogram.bins.at(-1)!.count).toBe(2);
  });

  test('counts only the selected rows (a view, or one file)', () => {
    const store = lastmodStore({
      'a.xml': ['2024-01-01', '2025-01-01'],
      'b.xml': ['2026-01-01', undefined],
    });
    expect(lastmodHistogram(store, Uint32Array.of(2, 3), NOW)).toMatchObject({
      total: 2,
      binned: 1,
      absent: 1,
    });
    expect(lastmodHistogram(store, [], NOW)).toMatchObject({ total: 0, bins: [] });
  });

  test('a million identical values make one bin', () => {
    const store = new UrlStore();
    const file = store.addDocument('big.xml');
    const ms = Date.UTC(2026, 10, 29, 3);
    for (let i = 0; i < 1_000_000; i++)
      store.addUrl(
        file,
        entry(`https://e.com/${i}`, { lastmodMs: ms, lastmodPrecision: LastmodPrecision.second }),
      );
    const histogram = lastmodHistogram(store, undefined, NOW);
    expect(histogram.bins).toEqual([{ startMs: ms, endMs: ms + 3_600_000, count: 1_000_000 }]);
  });

  test('year 0 and year 9999 stay readable; every bin edge is finite', () => {
    const store = lastmodStore({
      'a.xml': ['0000', '0001-06', '2026-11-29', '9999-12-31T23:59:59Z'],
    });
    const histogram = lastmodHistogram(store, undefined, NOW);
    expect(histogram).toMatchObject({ unit: 'year', step: 50, binned: 3, future: 1 });
    expect(
      histogram.bins.every((bin) => Number.isFinite(bin.startMs) && bin.endMs > bin.startMs),
    ).toBe(true);
    expect(histogram.bins[0].count).toBe(2);
  });
});
