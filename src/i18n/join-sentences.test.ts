import { expect, test } from 'vitest';
import { joinSentences } from './join-sentences';

test.each([
  ['en', ['One.', 'Two.'], 'One. Two.'],
  ['ja', ['一つ目です。', '二つ目です。'], '一つ目です。二つ目です。'],
  ['ja', ['確認してください！', '次へ。'], '確認してください！次へ。'],
  ['zh', ['第一句。', '第二句。'], '第一句。第二句。'],
  // Latin text inside Japanese ends without 。: a space keeps the words apart.
  ['ja', ['robots.txt: OK', '次へ。'], 'robots.txt: OK 次へ。'],
  ['en', ['', 'Only.', ''], 'Only.'],
  ['ja', [], ''],
] as const)('%s: %j joins as %j', (locale, sentences, joined) => {
  expect(joinSentences(locale, sentences)).toBe(joined);
});
