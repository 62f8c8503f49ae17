/**
 * The hreflang summary's language pairs: links counted by the code their source gives itself
 * and the code they name, in the order each pair was first met (the order ties keep in the
 * summary). Codes are the analysis's compared (lowercase) codes, numbered from 0.
 *
 * Counted in a dense table of `(from, to)` cells while the codes are few (any real site):
 * a lookup by a `from\0to` string per link was 7 % of the cluster pass at a million URLs
 * (CPU profile, 2026-12-04). Past {@link DENSE_CELLS} cells a Map by cell number.
 */

export interface LanguagePair {
  /** The code the linking URL gives itself (`?` when it does not list itself). */
  from: string;
  to: string;
  links: number;
  confirmed: number;
}

/** Cells of the dense table at most (a 4 MB Int32Array). */
const DENSE_CELLS = 1 << 20;

export class LanguagePairs {
  private readonly pairs: LanguagePair[] = [];
  private readonly codeCount: number;
  /** The `from` of a source that lists no code for itself. */
  private readonly unknownFrom: number;
  /** Per cell `from * codeCount + to`: its pair's index + 1 (0: none yet). */
  private readonly denseIndex: Int32Array | undefined;
  private readonly sparseIndex = new Map<number, number>();

  /** `texts`: the compared codes, by number. */
  constructor(private readonly texts: readonly string[]) {
    this.codeCount = texts.length;
    // A code written `?` is the same `from` as "lists none", as the pairs are named.
    const question = texts.indexOf('?');
    this.unknownFrom = question === -1 ? texts.length : question;
    const cells = (texts.length + 1) * texts.length;
    this.denseIndex = cells <= DENSE_CELLS ? new Int32Array(cells) : undefined;
  }

  /** A link from a source whose own code is `from` (-1: none) to `to`. */
  add(from: number, to: number, isConfirmed: boolean): void {
    const fromCode = from === -1 ? this.unknownFrom : from;
    const cell = fromCode * this.codeCount + to;
    let index = this.denseIndex ? this.denseIndex[cell]! - 1 : (this.sparseIndex.get(cell) ?? -1);
    if (index === -1) {
      index = this.pairs.length;
      this.pairs.push({
        from: fromCode === this.codeCount ? '?' : this.texts[fromCode]!,
        to: this.texts[to]!,
        links: 0,
        confirmed: 0,
      });
      if (this.denseIndex) this.denseIndex[cell] = index + 1;
      else this.sparseIndex.set(cell, index);
    }
    const pair = this.pairs[index]!;
    pair.links++;
    if (isConfirmed) pair.confirmed++;
  }

  /** The pairs, most links first (ties in the order first met). */
  sorted(): LanguagePair[] {
    return [...this.pairs].sort((a, b) => b.links - a.links);
  }
}
