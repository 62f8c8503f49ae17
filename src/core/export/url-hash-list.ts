/**
 * Every URL's 64-bit hash (loc-hash.ts), 8 bytes a URL in one `Uint32Array` of `[low, high]`
 * pairs, for the first reading of a streamed export: it needs only, at the end, which hashes
 * come more than once and how often, so the hashes are appended as they come and sorted once
 * (a native sort of the same bytes seen as 64-bit integers, in place). A hash table would
 * answer "seen before?" at each URL, which this reading never asks, for 10.7 to 21 bytes a URL
 * (three quarters full at most, a power of two): for ten million URLs 134 MB where this takes
 * 80. Grown by doubling, or once ahead to what the caller expects ({@link reserve}).
 */
import type { LocHash } from './loc-hash';

export class UrlHashList {
  private words = new Uint32Array(1 << 16);
  private count = 0;

  /** Hashes held. */
  get size(): number {
    return this.count;
  }

  get byteLength(): number {
    return this.words.byteLength;
  }

  add(hash: LocHash): void {
    if (this.count * 2 === this.words.length) this.resize(this.words.length * 2);
    this.words[this.count * 2] = hash.low;
    this.words[this.count * 2 + 1] = hash.high;
    this.count++;
  }

  /** Room for `hashes` in all without growing again (never shrinks). */
  reserve(hashes: number): void {
    const words = Math.ceil(hashes) * 2;
    if (words > this.words.length) this.resize(words);
  }

  /**
   * Each hash held more than once, with how many times, in hash order; the list is sorted in
   * place first (and left so).
   */
  *repeats(): Generator<{ hash: LocHash; count: number }, void, undefined> {
    // Each pair read as one 64-bit integer: equal pairs are equal integers, so the sort puts
    // them side by side (whichever the platform's byte order).
    new BigUint64Array(this.words.buffer, 0, this.count).sort();
    const words = this.words;
    const isSame = (a: number, b: number) =>
      words[a * 2] === words[b * 2] && words[a * 2 + 1] === words[b * 2 + 1];
    for (let at = 0; at < this.count;) {
      let end = at + 1;
      while (end < this.count && isSame(end, at)) end++;
      if (end - at > 1)
        yield { hash: { low: words[at * 2], high: words[at * 2 + 1] }, count: end - at };
      at = end;
    }
  }

  private resize(words: number): void {
    const grown = new Uint32Array(words);
    grown.set(this.words.subarray(0, this.count * 2));
    this.words = grown;
  }
}
