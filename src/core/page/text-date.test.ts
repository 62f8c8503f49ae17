import { expect, test } from 'vitest';
import { readTextDate } from './text-date';

// The forms text-date.ts reads, in lower case as the scanner gives them.
test.each([
  ['2026-03-03', [2026, 3, 3]],
  ['2026/3/3', null],
  ['2026/03/03', [2026, 3, 3]],
  ['2026年3月3日', [2026, 3, 3]],
  ['2026 年 3 月 3 日', null],
  ['3.3.2026', [2026, 3, 3]],
  ['03.03.2026', [2026, 3, 3]],
  ['3. märz 2026', [2026, 3, 3]],
  ['3 march 2026', [2026, 3, 3]],
  ['3 mars 2026', [2026, 3, 3]],
  ['1er mars 2026', [2026, 3, 1]],
  ['20 novembre 2025', [2025, 11, 20]],
  ['march 3, 2026', [2026, 3, 3]],
  ['mar. 3 2026', [2026, 3, 3]],
  ['sept 30, 2026', [2026, 9, 30]],
  ['3 août 2026', [2026, 8, 3]],
  ['03/04/2026', null],
  ['february 30, 2026', null],
  ['3 smarch 2026', null],
  ['march 2026', null],
  ['12345-01-01', null],
])('%j → %j', (text, expected) => {
  const date = readTextDate(text, 0);
  expect(date === null ? null : [date.year, date.month, date.day]).toEqual(expected);
  if (date !== null) expect(date.end).toBe(text.length);
});
