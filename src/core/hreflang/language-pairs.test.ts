import { describe, expect, test } from 'vitest';
import { LanguagePairs } from './language-pairs';

type Link = [from: number, to: number, isConfirmed: boolean];

const LINKS: Link[] = [
  [0, 1, true],
  [1, 0, false],
  [-1, 1, false],
  [0, 1, true],
  [2, 1, true],
];

/** The codes `texts` followed by enough made-up ones to leave the dense table. */
const many = (texts: string[]) => [...texts, ...Array.from({ length: 1100 }, (_, i) => `c${i}`)];

describe('language pairs', () => {
  test.each([
    ['few codes (dense)', (texts: string[]) => texts],
    ['many codes (by Map)', many],
  ])('%s: counted, most links first, ties in the order first met', (_name, codes) => {
    const pairs = new LanguagePairs(codes(['en', 'de', 'fr']));
    for (const [from, to, isConfirmed] of LINKS) pairs.add(from, to, isConfirmed);
    expect(pairs.sorted()).toEqual([
      { from: 'en', to: 'de', links: 2, confirmed: 2 },
      { from: 'de', to: 'en', links: 1, confirmed: 0 },
      { from: '?', to: 'de', links: 1, confirmed: 0 },
      { from: 'fr', to: 'de', links: 1, confirmed: 1 },
    ]);
  });

  test('a code written "?" is the same source as one that lists none', () => {
    const pairs = new LanguagePairs(['en', '?']);
    pairs.add(-1, 0, false);
    pairs.add(1, 0, true);
    expect(pairs.sorted()).toEqual([{ from: '?', to: 'en', links: 2, confirmed: 1 }]);
  });
});
