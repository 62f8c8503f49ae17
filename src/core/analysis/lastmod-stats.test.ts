import { describe, expect, test } from 'vitest';
import { entry, storeOf } from '../../../test/analysis/store-fixture';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { formatLastmod } from './lastmod-format';
import { lastmodStats } from './lastmod-stats';

const at = (iso: string) =>
  entry(`https://a.com/${iso}-${Math.random()}`, {
    lastmodMs: Date.parse(iso),
    lastmodPrecision: LastmodPrecision.second,
  });

describe('lastmodStats', () => {
  const generated = '2024-05-01T03:00:00Z';
  const store = storeOf({
    'news.xml': [at(generated), at(generated), at(generated), at('2024-04-30T10:00:00Z')],
    'docs.xml': ['https://a.com/1', 'https://a.com/2'],
  });

  test.each([
    [
      'all files',
      undefined,
      { rows: 6, present: 4, distinct: 2, mostCommonCount: 3, mostCommonShare: 0.75 },
    ],
    [
      'the generation-time file',
      0,
      { rows: 4, present: 4, distinct: 2, mostCommonCount: 3, mostCommonShare: 0.75 },
    ],
    [
      'the file without lastmod',
      1,
      { rows: 2, present: 0, distinct: 0, mostCommonCount: 0, mostCommonShare: 0 },
    ],
  ])('%s', (_name, inputId, expected) => {
    expect(lastmodStats(store, inputId)).toMatchObject(expected);
  });

  test('most common value and range', () => {
    const stats = lastmodStats(store);
    expect(stats.mostCommonMs).toBe(Date.parse(generated));
    expect(stats.minMs).toBe(Date.parse('2024-04-30T10:00:00Z'));
    expect(stats.maxMs).toBe(Date.parse(generated));
    expect(Number.isNaN(lastmodStats(store, 1).minMs)).toBe(true);
  });
});

describe('formatLastmod', () => {
  const ms = Date.UTC(2024, 4, 1, 12, 30, 15, 250);
  test.each([
    [LastmodPrecision.none, ''],
    [LastmodPrecision.year, '2024'],
    [LastmodPrecision.month, '2024-05'],
    [LastmodPrecision.day, '2024-05-01'],
    [LastmodPrecision.minute, '2024-05-01T12:30Z'],
    [LastmodPrecision.second, '2024-05-01T12:30:15Z'],
    [LastmodPrecision.fraction, '2024-05-01T12:30:15.250Z'],
  ])('precision %i → %s', (precision, text) => {
    expect(formatLastmod(ms, precision)).toBe(text);
  });

  test('absent and out-of-range values give an empty cell', () => {
    expect(formatLastmod(NaN, LastmodPrecision.day)).toBe('');
    expect(formatLastmod(1e300, LastmodPrecision.day)).toBe('');
  });
});
