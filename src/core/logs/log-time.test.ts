import { expect, test } from 'vitest';
import { parseAnyTime, parseClfTime, parseIsoTime, parseW3cTime } from './log-time';

const at = Date.UTC(2000, 9, 10, 20, 55, 36);

test.each([
  ['10/Oct/2000:13:55:36 -0700', at],
  ['11/Oct/2000:05:55:36 +0900', at],
  ['10/oct/2000:20:55:36 +0000', at],
  ['10/Oct/2000:13:55:36', null],
  ['10/Oct/2000:24:00:00 +0000', null],
  ['30/Feb/2000:00:00:00 +0000', null],
  ['10/Oct/2000:13:55:36 -07:0', null],
])('CLF %s', (text, time) => {
  expect(parseClfTime(text)).toBe(time);
});

test.each([
  ['2000-10-10T20:55:36Z', at],
  ['2000-10-10T20:55:36.186641Z', at + 186],
  ['2000-10-11T05:55:36+09:00', at],
  ['2000-10-11T05:55:36+0900', at],
  ['2000-10-10 20:55:36', at],
  ['2000-10-10T20:55:36.Z', null],
  ['2000-10-10T20:55:36+9', null],
  ['2000-13-10T20:55:36Z', null],
])('ISO %s', (text, time) => {
  expect(parseIsoTime(text)).toBe(time);
});

test('W3C date and time are UTC', () => {
  expect(parseW3cTime('2000-10-10', '20:55:36')).toBe(at);
});

test.each([
  [971_211_336, at],
  [971_211_336_000, at],
  [971_211_336_000_000, at],
  ['971211336000000000', at],
  ['971211336.5', at + 500],
  ['2000-10-10T20:55:36Z', at],
  ['', null],
  ['soon', null],
  [-1, null],
  [true, null],
])('any time %s', (value, time) => {
  expect(parseAnyTime(value)).toBe(time);
});
