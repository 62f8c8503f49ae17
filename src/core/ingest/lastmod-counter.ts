/**
 * Per-file lastmod coverage: how many entries carry a lastmod, and how many distinct values
 * there are (the Lastmod view's coverage and distinct values, docs/lastmod.md).
 *
 * Values are kept as numbers in a typed array and counted distinct once at the end: a Set
 * of the strings cut from the chunk cost 11% of the 1M-URL ingest (profiled 2026-11-30). The key is the instant, the precision and the length of the text, so the
 * same instant written as `Z` and as `+00:00` still counts twice, as a text comparison (and
 * the corpus manifests) would; only the same instant in two same-length offsets
 * (`10:00+01:00` / `11:00+02:00`) counts once. Invalid values, and instants past 2^44 ms
 * (year 2527), are kept as text.
 */
import type { UrlBatch } from '../sitemap/url-batch';

/** ms × 8 × 64 stays an exact integer in a double below this (2^53 / 512). */
const EXACT_INSTANT_LIMIT = 2 ** 44;

export interface LastmodValue {
  readonly lastmodText?: string;
  readonly lastmodMs: number;
  readonly lastmodPrecision: number;
}

export class LastmodCounter {
  /** Entries that carry a lastmod (valid or not). */
  present = 0;
  private keys = new Float64Array(1024);
  private keyCount = 0;
  private readonly texts = new Set<string>();

  add(value: LastmodValue): void {
    const text = value.lastmodText;
    if (text === undefined) return;
    if (!this.addInstant(value.lastmodMs, value.lastmodPrecision, text.length))
      this.texts.add(text);
  }

  /**
   * Every row of a reader's batch, as {@link add} one by one: the text's length is enough
   * for a valid value, so the byte reader's lastmods are never made strings here.
   */
  addBatch(batch: UrlBatch): void {
    for (let row = 0; row < batch.count; row++) {
      const length = batch.lastmodLengthAt(row);
      if (length < 0) continue;
      if (!this.addInstant(batch.lastmodMs[row], batch.lastmodPrecision[row], length))
        this.texts.add(batch.lastmodTextAt(row)!);
    }
  }

  /** Counts a present lastmod by its instant; false when it must be counted by its text. */
  private addInstant(ms: number, precision: number, length: number): boolean {
    this.present++;
    if (!Number.isFinite(ms) || Math.abs(ms) >= EXACT_INSTANT_LIMIT) return false;
    if (this.keyCount === this.keys.length) {
      const grown = new Float64Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[this.keyCount++] = (ms * 8 + precision) * 64 + (length & 63);
    return true;
  }

  /**
   * Distinct keys by an open-addressed set sized to twice their count: sorting them took
   * 4 % of the million-URL index's ingest (20 files of 50,000 lastmods, profiled 2026-12-04).
   */
  distinct(): number {
    const keys = this.keys;
    const count = this.keyCount;
    let size = 1024;
    while (size < count * 2) size *= 2;
    const mask = size - 1;
    /** Per slot: the index + 1 of the first key seen there (0: empty). */
    const slots = new Int32Array(size);
    let distinct = 0;
    for (let i = 0; i < count; i++) {
      const key = keys[i];
      // Keys are exact integers below 2^53: their low and high 32 bits, mixed.
      let hash = Math.imul(
        (key >>> 0) ^ Math.imul(Math.floor(key / 4294967296), 0x9e3779b1),
        0x85ebca6b,
      );
      hash ^= hash >>> 15;
      let slot = hash & mask;
      for (;;) {
        const held = slots[slot];
        if (held === 0) {
          slots[slot] = i + 1;
          distinct++;
          break;
        }
        if (keys[held - 1] === key) break;
        slot = (slot + 1) & mask;
      }
    }
    return distinct + this.texts.size;
  }
}
