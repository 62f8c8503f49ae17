import { expect, test } from 'vitest';
import type { LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import {
  percentOf,
  periodText,
  rangeText,
  tickFormat,
  tickLabels,
  ticksOnUnit,
  unitText,
} from './lastmod-format';

type Unit = Pick<LastmodHistogram, 'unit' | 'step'>;
const bin = (start: number, end: number) => ({ startMs: start, endMs: end, count: 1 });

test.each<[string, Unit, number, number, string]>([
  [
    'an hour',
    { unit: 'hour', step: 1 },
    Date.UTC(2024, 2, 5, 14),
    Date.UTC(2024, 2, 5, 15),
    'Mar 5, 2024, 14:00',
  ],
  ['a day', { unit: 'day', step: 1 }, Date.UTC(2024, 2, 5), Date.UTC(2024, 2, 6), 'Mar 5, 2024'],
  [
    'an ISO week',
    { unit: 'week', step: 1 },
    Date.UTC(2024, 2, 4),
    Date.UTC(2024, 2, 11),
    'week of Mar 4, 2024',
  ],
  ['a month', { unit: 'month', step: 1 }, Date.UTC(2024, 2, 1), Date.UTC(2024, 3, 1), 'March 2024'],
  ['a year', { unit: 'year', step: 1 }, Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1), '2024'],
  [
    'five years',
    { unit: 'year', step: 5 },
    Date.UTC(2020, 0, 1),
    Date.UTC(2025, 0, 1),
    '2020–2024',
  ],
])('period of %s', (_name, unit, start, end, text) => {
  expect(periodText(bin(start, end), unit)).toBe(text);
});

test.each<[Unit, string]>([
  [{ unit: 'month', step: 1 }, 'month'],
  [{ unit: 'year', step: 1 }, 'year'],
  [{ unit: 'year', step: 10 }, '10 years'],
])('unit %j', (unit, text) => {
  expect(unitText(unit)).toBe(text);
});

test('ranges are UTC days, or minutes for hour bins', () => {
  const from = Date.UTC(2024, 0, 5, 23, 30);
  const to = Date.UTC(2024, 10, 28, 1, 0);
  expect(rangeText(from, to, 'month')).toEqual({ from: 'Jan 5, 2024', to: 'Nov 28, 2024' });
  expect(rangeText(from, to, 'hour')).toEqual({
    from: 'Jan 5, 2024, 23:30',
    to: 'Nov 28, 2024, 01:00',
  });
});

test('ticks: a month axis names the year at January, an hour axis the day at midnight', () => {
  expect(tickFormat('month')(new Date(Date.UTC(2024, 0, 1)))).toBe('2024');
  expect(tickFormat('month')(new Date(Date.UTC(2024, 3, 1)))).toBe('Apr');
  expect(tickFormat('hour')(new Date(Date.UTC(2024, 3, 2)))).toBe('Apr 2');
  expect(tickFormat('hour')(new Date(Date.UTC(2024, 3, 2, 6)))).toBe('06:00');
  expect(tickFormat('year')(new Date(Date.UTC(1999, 0, 1)))).toBe('1999');
});

test.each([
  ['ja', 'day', Date.UTC(2024, 2, 5), '3月5日'],
  ['ja', 'month', Date.UTC(2024, 3, 1), '4月'],
  ['ja', 'month', Date.UTC(2024, 0, 1), '2024年'],
  ['zh-Hans', 'day', Date.UTC(2024, 2, 5), '3月5日'],
  ['zh-Hans', 'hour', Date.UTC(2024, 2, 5, 6), '06:00'],
] as const)('axis labels in %s by %s', (locale, unit, ms, label) => {
  expect(tickFormat(unit, locale)(new Date(ms))).toBe(label);
});

test.each([
  [96, 100, 96],
  [1, 3, 33.3],
  [2, 3, 66.7],
  [5, 0, 0],
])('percentOf(%i, %i) = %f', (part, whole, share) => {
  expect(percentOf(part, whole)).toBe(share);
});

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

test.each<[string, LastmodHistogram['unit'], Date[], string[]]>([
  [
    'a month axis thinned to April and October names each new year',
    'month',
    [utc(2021, 3), utc(2021, 9), utc(2022, 3), utc(2022, 9)],
    ['Apr 2021', 'Oct', 'Apr 2022', 'Oct'],
  ],
  [
    'a month axis with its Januaries keeps them as the year',
    'month',
    [utc(2023, 9), utc(2024, 0), utc(2024, 3)],
    ['Oct 2023', '2024', 'Apr'],
  ],
  [
    'a day axis names the year on the first tick and where it turns',
    'day',
    [utc(2023, 11, 20), utc(2023, 11, 27), utc(2024, 0, 3)],
    ['Dec 20, 2023', 'Dec 27', 'Jan 3, 2024'],
  ],
  ['a year axis is years', 'year', [utc(2020, 0), utc(2022, 0)], ['2020', '2022']],
])('tick labels: %s', (_name, unit, ticks, labels) => {
  expect(tickLabels(ticks, unit, 'en-US')).toEqual(labels);
});

test('tick labels in Japanese carry the year the same way', () => {
  expect(tickLabels([utc(2021, 3), utc(2021, 9), utc(2022, 3)], 'month', 'ja')).toEqual([
    '2021年4月',
    '10月',
    '2022年4月',
  ]);
});

test('ticks inside a bar go: a year axis keeps only its Januaries, so no year is named twice', () => {
  const halfYears = [utc(2020, 0), utc(2020, 6), utc(2021, 0), utc(2021, 6), utc(2022, 0)];
  const kept = ticksOnUnit(halfYears, 'year');
  expect(tickLabels(kept, 'year', 'en-US')).toEqual(['2020', '2021', '2022']);
  const days = [utc(2024, 0, 30), utc(2024, 1, 1), utc(2024, 1, 15), utc(2024, 2, 1)];
  expect(ticksOnUnit(days, 'month')).toEqual([utc(2024, 1, 1), utc(2024, 2, 1)]);
  const hours = [new Date(Date.UTC(2024, 0, 1, 0)), new Date(Date.UTC(2024, 0, 1, 12))];
  expect(ticksOnUnit(hours, 'day')).toEqual([hours[0]]);
  expect(ticksOnUnit(hours, 'hour')).toEqual(hours);
});
