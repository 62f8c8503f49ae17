import { describe, expect, test } from 'vitest';
import { ChildChooser, childNotChosen, matchesGlob } from './child-choice';
import { CHILD_PATTERN_CASES } from '../../../test/site/child-pattern-cases';

describe('matchesGlob: * is any run, everything else itself', () => {
  test.each([
    ['https://a.com/sitemap-products-1.xml', '*products*', true],
    ['https://a.com/sitemap-news.xml', '*products*', false],
    ['https://a.com/news.xml', 'https://a.com/*.xml', true],
    ['https://a.com/news.xml.gz', 'https://a.com/*.xml', false],
    ['https://a.com/a.xml', 'https://a.com/a.xml', true],
    ['https://a.com/a.xml', 'https://a.com/a.xm', false],
    ['abcabc', 'a*c*c', true],
    ['abc', 'a*bc*c', false],
    ['ab', 'a*b*', true],
    ['ab', '*', true],
    ['', '*', true],
    ['https://a.com/s.xml?x=(1)', '*(1)', true],
    ['https://a.com/s.xml', '*.XML', false],
    ['https://a.com/s1xml', '*.xml', false],
  ])('%s against %s: %s', (text, pattern, isMatch) => {
    expect(matchesGlob(text, pattern)).toBe(isMatch);
  });

  test('a hostile URL and pattern stay fast', () => {
    const text = 'a'.repeat(200_000);
    const started = performance.now();
    expect(matchesGlob(text, '*a*a*a*a*a*a*a*a*b')).toBe(false);
    expect(matchesGlob(text, `*${'a'.repeat(1000)}*b*`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('childNotChosen', () => {
  const url = 'https://a.com/sitemap-products-3.xml';
  test.each([
    [{ follow: [], skip: [] }, undefined],
    [{ follow: ['*news*'], skip: [] }, { reason: 'no-follow-pattern' }],
    [{ follow: ['*news*', '*products*'], skip: [] }, undefined],
    [
      { follow: ['*products*'], skip: ['*-3.xml'] },
      { reason: 'skip-pattern', pattern: '*-3.xml' },
    ],
    [
      { follow: [], skip: ['*news*', '*products*'] },
      { reason: 'skip-pattern', pattern: '*products*' },
    ],
  ] as const)('%j: %j', (choice, leftOut) => {
    expect(childNotChosen(url, choice)).toEqual(leftOut);
  });
});

describe('ChildChooser: the patterns that matched no child', () => {
  test.each(CHILD_PATTERN_CASES)('%s', (_name, choice, children, unmatched) => {
    const chooser = new ChildChooser(choice);
    for (const child of children) chooser.choose(child);
    expect(chooser.unmatchedPatterns()).toEqual(unmatched);
  });
});
