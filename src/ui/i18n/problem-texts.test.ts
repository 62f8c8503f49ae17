import { expect, test } from 'vitest';
import { createProblem } from '../../core/problems/problem';
import { problemMessage } from './problem-texts';

// Made by core, as the worker sends them: the English message has its numbers ungrouped.
const dateOnly = createProblem('lastmod-date-only', 0, 0, { dateOnly: 21136, dated: 21242 });
const empty = createProblem('empty-sitemap', 0, 0);

test.each([
  ['en', '21,136 of 21,242 lastmod values give only a day'],
  ['ja', 'lastmod の値 21,242件のうち 21,136件が日付のみです'],
  ['zh', '21,242 个 lastmod 值中有 21,136 个只有日期'],
] as const)('numbers in a problem message are grouped (%s)', (locale, message) => {
  expect(dateOnly.message).toBe('21136 of 21242 lastmod values give only a day');
  expect(problemMessage(dateOnly, locale)).toBe(message);
});

test('a problem without params is translated as it stands', () => {
  expect(problemMessage(empty, 'en')).toBe(empty.message);
  expect(problemMessage(empty, 'ja')).toBe('ファイルにエントリが1件もありません');
});

test('an English message that is not its template filled is shown as sent', () => {
  const composed = { ...dateOnly, message: 'only a day, no time: 3 files holding 5 of 9 URLs' };
  expect(problemMessage(composed, 'en')).toBe(composed.message);
});
