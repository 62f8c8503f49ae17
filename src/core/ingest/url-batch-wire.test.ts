import { describe, expect, test } from 'vitest';
import { encodeTexts } from './url-batch-wire';

const ascii = (i: number) => `https://www.example.com/p/${i}`;
const cases: [string, string[]][] = [
  ['nothing', []],
  ['ASCII over several calls', Array.from({ length: 2500 }, (_, i) => ascii(i))],
  [
    'non-ASCII first, then ASCII (the buffer grows once)',
    ['https://bücher.example/ä', ...Array.from({ length: 1500 }, (_, i) => ascii(i))],
  ],
  [
    'non-ASCII late, in a later call: two and three bytes, and surrogate pairs',
    [
      ...Array.from({ length: 1100 }, (_, i) => ascii(i)),
      'https://例え.jp/日本語',
      'https://emoji.example/😀/🎉',
      'é',
    ],
  ],
  ['every text non-ASCII', Array.from({ length: 3000 }, (_, i) => `日本${i}😀`)],
];

describe('encodeTexts', () => {
  test.each(cases)('%s: the same bytes as encoding the joined texts', (_name, texts) => {
    const expected = new TextEncoder().encode(texts.join(''));
    const bytes = encodeTexts(texts);
    expect(bytes.length).toBe(expected.length);
    expect(bytes.findIndex((byte, i) => byte !== expected[i])).toBe(-1);
  });
});
