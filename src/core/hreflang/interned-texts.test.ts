import { describe, expect, test } from 'vitest';
import { InternedTexts } from './interned-texts';

const encoder = new TextEncoder();

/** Interns each text, as a string or as its UTF-8 bytes inside a larger buffer. */
function intern(texts: readonly string[], asBytes: (index: number) => boolean): InternedTexts {
  const interned = new InternedTexts();
  texts.forEach((text, index) => {
    if (!asBytes(index)) return interned.idOfText(text);
    const bytes = encoder.encode(`<${text}>`);
    return interned.idOfBytes(bytes, 1, bytes.length - 1);
  });
  return interned;
}

const TEXTS = [
  'https://e.com/a',
  'https://e.com/b',
  'https://e.com/a',
  'https://e.com/é',
  '',
  'https://e.com/日本',
  'https://e.com/b',
  'en',
];
const DISTINCT = [...new Set(TEXTS)];

describe('interned texts', () => {
  test.each([
    ['strings', () => false],
    ['bytes', () => true],
    ['strings and bytes in turn', (index: number) => index % 2 === 0],
  ])('%s: numbered in the order first seen, read back as written', (_name, asBytes) => {
    const interned = intern(TEXTS, asBytes);
    expect(interned.size).toBe(DISTINCT.length);
    expect(DISTINCT.map((_, id) => interned.textOf(id))).toEqual(DISTINCT);
    for (const [id, text] of DISTINCT.entries()) {
      expect(interned.find(text)).toBe(id);
      const bytes = encoder.encode(text);
      expect(interned.findBytes(bytes, 0, bytes.length)).toBe(id);
    }
    expect(interned.find('https://e.com/c')).toBeUndefined();
    // A lookup adds nothing.
    expect(interned.size).toBe(DISTINCT.length);
  });

  test('a hundred thousand texts: the hash table grows and every id holds', () => {
    const interned = new InternedTexts();
    const texts = Array.from({ length: 100_000 }, (_, i) => `https://e.com/page-${i}`);
    for (const text of texts) interned.idOfText(text);
    const wrong = texts.filter((text, id) => interned.idOfText(text) !== id);
    expect(wrong).toEqual([]);
    expect(interned.size).toBe(texts.length);
    expect(interned.textOf(99_999)).toBe(texts[99_999]);
  });

  test('a subset is numbered in the order given, non-ASCII texts read back', () => {
    const interned = intern(TEXTS, () => true);
    const kept = interned.subset(Uint32Array.of(3, 0, 4), 3);
    expect([0, 1, 2].map((id) => kept.textOf(id))).toEqual([DISTINCT[3], DISTINCT[0], DISTINCT[4]]);
    expect(kept.find(DISTINCT[1]!)).toBeUndefined();
  });
});
