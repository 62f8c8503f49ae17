import { describe, expect, test } from 'vitest';
import { findUnsupportedFeature } from './regex-support';

describe('findUnsupportedFeature', () => {
  test.each([
    // [pattern, feature, fragment]
    ['/blog/', undefined, undefined],
    ['(a+)+$', undefined, undefined],
    ['a*a*a*a*a*a*a*b', undefined, undefined],
    ['(?:blog|news)+\\/', undefined, undefined],
    ['(?<year>\\d{4})', undefined, undefined],
    ['[\\1]', undefined, undefined],
    ['\\(?=x', undefined, undefined],
    ['[(?=]x', undefined, undefined],
    ['(a*)\\1', 'backreference', '\\1'],
    ['(?<n>a)\\k<n>', 'backreference', '\\k<n>'],
    ['foo(?=bar)', 'lookahead', '(?='],
    ['foo(?!bar)', 'lookahead', '(?!'],
    ['(?<=shop)\\/', 'lookbehind', '(?<='],
    ['(?<!shop)\\/', 'lookbehind', '(?<!'],
  ])('%s → %s', (pattern, feature, fragment) => {
    const use = findUnsupportedFeature(pattern);
    expect(use?.feature).toBe(feature);
    expect(use?.fragment).toBe(fragment);
  });
});
