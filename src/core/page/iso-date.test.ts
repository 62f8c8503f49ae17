import { expect, test } from 'vitest';
import { parseIsoDate } from './iso-date';

// W3C Datetime (sitemap/w3c-datetime.ts) plus the page leniencies named in iso-date.ts.
test.each([
  ['2026-03-03', Date.UTC(2026, 2, 3), 'day', null],
  [' 2026-03-03 ', Date.UTC(2026, 2, 3), 'day', null],
  ['2026-03-03T10:15Z', Date.UTC(2026, 2, 3, 10, 15), 'minute', 0],
  ['2026-03-03T10:15:30+09:00', Date.UTC(2026, 2, 3, 1, 15, 30), 'second', 540],
  ['2026-03-03T10:15:30.250-05:00', Date.UTC(2026, 2, 3, 15, 15, 30, 250), 'millisecond', -300],
  ['2026-03-03T10:15:30.123456Z', Date.UTC(2026, 2, 3, 10, 15, 30, 123), 'millisecond', 0],
  // Lenient: a space for T, a zone without colon or minutes, no zone (UTC, offset unknown).
  ['2026-03-03 10:15:30+00:00', Date.UTC(2026, 2, 3, 10, 15, 30), 'second', 0],
  ['2026-03-03T10:15:30+0100', Date.UTC(2026, 2, 3, 9, 15, 30), 'second', 60],
  ['2026-03-03T10:15:30+01', Date.UTC(2026, 2, 3, 9, 15, 30), 'second', 60],
  ['2026-03-03T10:15:30', Date.UTC(2026, 2, 3, 10, 15, 30), 'second', null],
])('%j → %d (%s, offset %s)', (text, instant, precision, offset) => {
  expect(parseIsoDate(text)).toEqual({ instant, precision, offset });
});

test.each([
  '2026',
  '2026-03',
  '2026-02-30',
  '2026-03-03T25:00Z',
  '03/03/2026',
  'March 3, 2026',
  '2026-03-03T10:15:30+1',
  '',
  'x'.repeat(1000),
])('%j is not an ISO page date', (text) => {
  expect(parseIsoDate(text)).toBeNull();
});
