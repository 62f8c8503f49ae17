/**
 * Per-file lastmod coverage: how many entries carry a lastmod, and how many distinct values
 * there are (the Lastmod view's coverage and distinct values, docs/lastmod.md).
 *
 * Values are kept as numbers in a typed array and counted distinct once at the end (a
 * sort): a Set of the strings cut from the chunk cost 11% of the 1M-URL ingest (profiled
 * 2026-11-30). The key is the instant, the precision and the length of the text, so the
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

  distinct(): number {
    const sorted = this.keys.subarray(0, this.keyCount).sort();
    let distinct = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) distinct++;
    return distinct + this.texts.size;
  }
}
