/**
 * A 64-bit keyed hash of a URL's UTF-8 bytes, for the streamed export's duplicate check
 * (url-hash-table.ts), which keeps 8 bytes a URL instead of its text. HalfSipHash-2-4 with a
 * 64-bit tag (Aumasson's reference `halfsiphash.c`, github.com/veorq/SipHash; checked against
 * its `vectors_hsip64` in loc-hash.test.ts): a pseudorandom function of a key chosen per run,
 * so a site cannot prepare two URLs that share a hash, and two different URLs do with
 * probability 2⁻⁶⁴. Among n distinct URLs, some pair does with probability about n²/2⁶⁵
 * (the birthday bound; docs/parquet.md).
 *
 * Pure 32-bit integer arithmetic: no BigInt on a path taken once per URL.
 */

/** The hash of the last call, as two unsigned 32-bit words (the tag's bytes 0–3 and 4–7, LE). */
export interface LocHash {
  low: number;
  high: number;
}

const rotl = (x: number, bits: number): number => (x << bits) | (x >>> (32 - bits));

export class LocHasher implements LocHash {
  low = 0;
  high = 0;
  private readonly k0: number;
  private readonly k1: number;
  /** UTF-8 of the last string hashed (grown as needed): the bytes the store would hold. */
  private scratch = new Uint8Array(4096);
  private readonly encoder = new TextEncoder();

  /** `key`: 8 bytes (the reference's `k`), chosen at random per run by the caller. */
  constructor(key: Uint8Array) {
    if (key.length !== 8) throw new Error('LocHasher: the key is 8 bytes');
    this.k0 = readWord(key, 0);
    this.k1 = readWord(key, 4);
  }

  /** Hashes `loc` as its UTF-8 bytes (TextEncoder's: a lone surrogate is U+FFFD, as stored). */
  hashString(loc: string): void {
    // At most 3 bytes per UTF-16 unit.
    if (loc.length * 3 > this.scratch.length) this.scratch = new Uint8Array(loc.length * 3);
    const { written } = this.encoder.encodeInto(loc, this.scratch);
    this.hashBytes(this.scratch, 0, written);
  }

  /** Hashes `bytes[start … end)`; the result is in `low` and `high`. */
  hashBytes(bytes: Uint8Array, start: number, end: number): void {
    const length = end - start;
    this.v0 = this.k0;
    this.v1 = this.k1 ^ 0xee; // a 64-bit tag
    this.v2 = 0x6c796765 ^ this.k0;
    this.v3 = 0x74656462 ^ this.k1;
    const whole = end - (length & 3);
    let at = start;
    for (; at < whole; at += 4)
      this.compress(
        bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24),
      );
    // The last 0–3 bytes, with the length's low byte on top.
    let last = (length & 0xff) << 24;
    for (let shift = 0; at < end; at++, shift += 8) last |= bytes[at] << shift;
    this.compress(last);
    this.v2 ^= 0xee;
    this.rounds(4);
    this.low = (this.v1 ^ this.v3) >>> 0;
    this.v1 ^= 0xdd;
    this.rounds(4);
    this.high = (this.v1 ^ this.v3) >>> 0;
  }

  /** The state: kept in fields between the steps of one `hashBytes`. */
  private v0 = 0;
  private v1 = 0;
  private v2 = 0;
  private v3 = 0;

  /** One message word: cROUNDS = 2. */
  private compress(word: number): void {
    this.v3 ^= word;
    this.rounds(2);
    this.v0 ^= word;
  }

  /** `count` SipRounds. */
  private rounds(count: number): void {
    let { v0, v1, v2, v3 } = this;
    for (let round = 0; round < count; round++) {
      v0 = (v0 + v1) | 0;
      v1 = rotl(v1, 5) ^ v0;
      v0 = rotl(v0, 16);
      v2 = (v2 + v3) | 0;
      v3 = rotl(v3, 8) ^ v2;
      v0 = (v0 + v3) | 0;
      v3 = rotl(v3, 7) ^ v0;
      v2 = (v2 + v1) | 0;
      v1 = rotl(v1, 13) ^ v2;
      v2 = rotl(v2, 16);
    }
    this.v0 = v0;
    this.v1 = v1;
    this.v2 = v2;
    this.v3 = v3;
  }
}

function readWord(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24);
}
