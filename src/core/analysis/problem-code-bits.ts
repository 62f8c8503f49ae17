/**
 * Which problem codes each URL row has, as bits of the store's `problemBits` column: a code is
 * interned once and gets the next bit, so a row's codes cost 4 bytes and a problem filter is
 * one mask test per row. Codes past the 32nd (a file with that many different problems is
 * rare) go to an overflow map by row, consulted only when it is not empty.
 *
 * The bits themselves live in the store's column (grown and compacted with the other
 * columns); this class holds what they mean and the overflow, and takes the column as an
 * argument, since growing replaces it.
 */

/** The store interns this code first, so it is always bit 0 of `problemBits`. */
export const DUPLICATE_CODE = 'duplicate-url';
/**
 * The `problemBits` mask of {@link DUPLICATE_CODE}: the bit the duplicate lookups test
 * (`bits & DUPLICATE_BIT`), so no reader has to know it is bit 0.
 */
export const DUPLICATE_BIT = 1;

const BITS = 32;

export class ProblemCodeBits {
  /** Interned problem codes: bit i of a row's bits stands for `codes[i]`. */
  readonly codes: string[] = [DUPLICATE_CODE];
  private readonly bitOf = new Map<string, number>([[DUPLICATE_CODE, 0]]);
  /** The codes past the 32 bits, by row. */
  private extra = new Map<number, string[]>();

  /** Gives `row` the problem `code` (interned on first sight). */
  add(bits: Uint32Array, row: number, code: string): void {
    let bit = this.bitOf.get(code);
    if (bit === undefined) {
      bit = this.codes.length;
      this.codes.push(code);
      this.bitOf.set(code, bit);
    }
    if (bit < BITS) {
      bits[row] |= 1 << bit;
      return;
    }
    const extra = this.extra.get(row);
    if (!extra) this.extra.set(row, [code]);
    else if (!extra.includes(code)) extra.push(code);
  }

  /** The codes of a row whose bits are `bits`, in interning order. */
  codesOf(bits: number, row: number): string[] {
    const codes: string[] = [];
    for (let bit = 0; bits >>> bit !== 0 && bit < BITS; bit++) {
      if (bits & (1 << bit)) codes.push(this.codes[bit]);
    }
    const extra = this.extra.get(row);
    if (extra) codes.push(...extra);
    return codes;
  }

  /** How many codes a row whose bits are `bits` has. */
  countOf(bits: number, row: number): number {
    let count = 0;
    while (bits !== 0) {
      bits &= bits - 1;
      count++;
    }
    return count + (this.extra.get(row)?.length ?? 0);
  }

  /**
   * The mask to test a row's bits with for one code, or undefined when the code lives in the
   * overflow map (test it with `hasExtra`). A code never seen gives mask 0.
   */
  mask(code: string): number | undefined {
    const bit = this.bitOf.get(code);
    if (bit === undefined) return 0;
    return bit < BITS ? (1 << bit) >>> 0 : undefined;
  }

  /** True when the row has codes past the 32 bits (rare: only then is the map consulted). */
  hasExtras(row: number): boolean {
    return this.extra.size > 0 && this.extra.has(row);
  }

  hasExtra(row: number, code: string): boolean {
    return this.extra.get(row)?.includes(code) ?? false;
  }

  /** Renumbers the overflow map as the store's compaction does its rows (see UrlStoreColumns.keepRuns). */
  keepRuns(runs: readonly number[]): void {
    if (this.extra.size === 0) return;
    const old = this.extra;
    this.extra = new Map();
    let kept = 0;
    for (let run = 0; run < runs.length; run += 2) {
      const from = runs[run];
      const end = runs[run + 1];
      for (let row = from; row < end; row++) {
        const extra = old.get(row);
        if (extra) this.extra.set(kept + row - from, extra);
      }
      kept += end - from;
    }
  }
}
