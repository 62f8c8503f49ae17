import { describe, expect, test } from 'vitest';
import { LocHasher } from './loc-hash';

/**
 * HalfSipHash-2-4, 64-bit tag: `vectors_hsip64` of the reference (github.com/veorq/SipHash,
 * vectors.h), for the key 00 01 … 07 and the message 00 01 … (length − 1).
 */
const REFERENCE: readonly [length: number, tag: string][] = [
  [0, '218d1f59b9b83cc8'],
  [1, 'be552412f8387315'],
  [2, '064f39ef7c50eb57'],
  [3, 'ce0f1a45f7060679'],
  [4, 'd5e78a175be52ea1'],
  [5, 'cb9d7c3f2f3db580'],
  [6, 'ce3e91358aa2bc25'],
  [61, '313563a4b7ed5cf3'],
  [62, 'f90b3ab572d46693'],
  [63, '2ea63c71bf326087'],
];

const counting = (length: number) => Uint8Array.from({ length }, (_, i) => i);

/** The tag's 8 bytes, little-endian words as the reference writes them. */
function tagOf(hasher: LocHasher): string {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setUint32(0, hasher.low, true);
  new DataView(bytes.buffer).setUint32(4, hasher.high, true);
  return Buffer.from(bytes).toString('hex');
}

describe('LocHasher', () => {
  test.each(REFERENCE)('the reference tag of %i bytes', (length, tag) => {
    const hasher = new LocHasher(counting(8));
    hasher.hashBytes(counting(length), 0, length);
    expect(tagOf(hasher)).toBe(tag);
  });

  test('a range of a larger array hashes as the range alone', () => {
    const hasher = new LocHasher(counting(8));
    const padded = new Uint8Array(70);
    padded.set(counting(61), 5);
    hasher.hashBytes(padded, 5, 66);
    expect(tagOf(hasher)).toBe('313563a4b7ed5cf3');
  });

  test.each([
    ['https://www.example.com/a'],
    ['https://例え.jp/パス?q=1'],
    ['https://www.example.com/\uD800lone'],
  ])('a string hashes as its UTF-8 bytes: %s', (loc) => {
    const hasher = new LocHasher(counting(8));
    hasher.hashString(loc);
    const fromString = tagOf(hasher);
    const bytes = new TextEncoder().encode(loc);
    hasher.hashBytes(bytes, 0, bytes.length);
    expect(fromString).toBe(tagOf(hasher));
  });

  test('another key gives another hash', () => {
    const a = new LocHasher(counting(8));
    const b = new LocHasher(Uint8Array.of(9, 1, 2, 3, 4, 5, 6, 7));
    a.hashString('https://www.example.com/');
    b.hashString('https://www.example.com/');
    expect(tagOf(a)).not.toBe(tagOf(b));
  });
});
