import { describe, expect, test } from 'vitest';
import { checkRegexSafety } from './regex-safety';

describe('checkRegexSafety', () => {
  test.each([
    // [pattern, safe, reason]
    ['/blog/', true, undefined],
    ['\\d{6}\\.html$', true, undefined],
    ['^https://[^/]+/(products|blog)/', true, undefined],
    ['(ab)+', true, undefined],
    ['(a+)?', true, undefined],
    ['(a+){1}', true, undefined],
    ['[(a+)+]', true, undefined],
    ['\\(a+\\)+', true, undefined],
    ['(a+)+$', false, 'nested-quantifier'],
    ['(a*)*', false, 'nested-quantifier'],
    ['(\\w+\\s?)+$', false, 'nested-quantifier'],
    ['(?:x(a|b+))*', false, 'nested-quantifier'],
    ['((a+))+', false, 'nested-quantifier'],
    ['(a+){2,}', false, 'nested-quantifier'],
    ['([a-z]+)*x', false, 'nested-quantifier'],
    ['(a*)\\1', false, 'backreference'],
    ['(foo|bar)+', true, undefined],
    ['(?:blog|news|help)+\\/', true, undefined],
    ['^https://(www|shop)\\.', true, undefined],
    ['(a|a)*b', false, 'overlapping-alternation'],
    ['(a|ab)*c', false, 'overlapping-alternation'],
    ['(\\w|x)+', false, 'overlapping-alternation'],
    ['(x|)+', false, 'overlapping-alternation'],
    ['(Foo|foo)+', false, 'overlapping-alternation'],
    ['(?<n>a)\\k<n>', false, 'backreference'],
  ])('%s → safe %s', (pattern, safe, reason) => {
    const verdict = checkRegexSafety(pattern);
    expect(verdict.safe).toBe(safe);
    if (!verdict.safe) expect(verdict.reason).toBe(reason);
  });
});
