import { describe, expect, test } from 'vitest';
import { BufferRecycler } from './buffer-recycler';
import { Utf8TextRun } from './utf8-text-run';

const ascii = (i: number) => `https://www.example.com/p/${i}`;
const encoder = new TextEncoder();
/** A text given as a string, or as ASCII bytes (a byte reader's loc). */
type Text = string | { bytes: string };
const asBytes = (text: string): Text => ({ bytes: text });

const cases: [string, Text[]][] = [
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
  ['ASCII bytes only', Array.from({ length: 3000 }, (_, i) => asBytes(ascii(i)))],
  [
    'bytes and strings in turn, a string run cut by bytes',
    Array.from({ length: 3000 }, (_, i) =>
      i % 700 < 350 ? asBytes(ascii(i)) : i % 3 ? ascii(i) : `https://例え.jp/${i}`,
    ),
  ],
];

describe('Utf8TextRun', () => {
  test.each(cases)('%s: the bytes of the joined texts, each length kept', (_name, texts) => {
    for (const recycler of [undefined, new BufferRecycler()]) {
      const run = new Utf8TextRun(recycler, 16);
      for (const text of texts) {
        if (typeof text === 'string') run.addString(text);
        else run.addAscii(encoder.encode(`__${text.bytes}__`), 2, text.bytes.length + 2);
      }
      const strings = texts.map((text) => (typeof text === 'string' ? text : text.bytes));
      const expected = encoder.encode(strings.join(''));
      const { bytes, lengths } = run.finish();
      expect(bytes.length).toBe(expected.length);
      expect(bytes.findIndex((byte, i) => byte !== expected[i])).toBe(-1);
      expect([...lengths]).toEqual(strings.map((text) => text.length));
    }
  });
});
