import { expect, test } from 'vitest';
import { setExpectationLine } from './expectation-lines';

test.each([
  ['', 'allow', 'Googlebot', '/a', 'allow Googlebot /a\n'],
  ['# mine\nallow Googlebot /a\n', 'block', 'googlebot', '/a', '# mine\nblock googlebot /a\n'],
  ['allow Googlebot /a\n\n', 'block', 'GPTBot', '/a', 'allow Googlebot /a\nblock GPTBot /a\n'],
] as const)('setExpectationLine(%j, %s, %s, %s)', (text, expect_, agent, url, expected) => {
  expect(setExpectationLine(text, expect_, agent, url)).toBe(expected);
});
