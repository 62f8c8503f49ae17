import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { copyHashing, hashBytes, viewOf } from '../../src/core/byte-hash';

const murmur3 = JSON.parse(
  readFileSync(new URL('murmur3-vectors.json', import.meta.url), 'utf8'),
) as { vectors: { text: string; seed: number; hash: number }[] };
const encoder = new TextEncoder();

describe('hashBytes', () => {
  test.each(murmur3.vectors)('MurmurHash3_x86_32 of $text (seed $seed)', ({ text, seed, hash }) => {
    const bytes = encoder.encode(text);
    expect(hashBytes(bytes, 0, bytes.length, seed)).toBe(hash);
  });

  test('hashes the range, wherever it sits', () => {
    const bytes = encoder.encode('xxhttps://example.com/ayy');
    const alone = encoder.encode('https://example.com/a');
    expect(hashBytes(bytes, 2, 2 + alone.length)).toBe(hashBytes(alone, 0, alone.length));
  });
});

describe('copyHashing', () => {
  // Every length from 0 to 40 (each tail of one to three bytes), at each alignment of the
  // source and of the target, and within views that start part-way into their buffers.
  const text = encoder.encode('https://www.example.com/products/summer-coastal-meadow/');
  const lengths = Array.from({ length: 41 }, (_, length) => length);
  test.each(lengths)('copies and hashes %i bytes as hashBytes hashes them', (length) => {
    for (let from = 0; from < 4; from++) {
      for (let at = 0; at < 4; at++) {
        const sourceBuffer = new Uint8Array(text.length + 8);
        const source = sourceBuffer.subarray(3);
        source.set(text);
        const target = new Uint8Array(new ArrayBuffer(64), 1, 60).fill(0xee);
        const hash = copyHashing(
          source,
          viewOf(source),
          from,
          from + length,
          target,
          viewOf(target),
          at,
        );
        expect(hash).toBe(hashBytes(source, from, from + length));
        expect([...target.subarray(at, at + length)]).toEqual([
          ...source.subarray(from, from + length),
        ]);
        expect(target[at + length]).toBe(0xee);
        if (at > 0) expect(target[at - 1]).toBe(0xee);
      }
    }
  });
});
