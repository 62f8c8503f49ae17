/**
 * Line and column of positions in text that arrives chunk by chunk, counted lazily: only up
 * to the position asked for, and each character once (positions are asked for in nearly
 * increasing order). Lines end as a reader sees them (XML 1.0 §2.11 normalises CR and
 * CRLF to LF): at CR, at LF, and at CRLF once; CR CR LF ends two lines. A CR at the end of
 * one chunk and the LF at the start of the next are one line end.
 * Columns are 1-based and count UTF-16 code units.
 */
const CR = 0x0d;

export class LineCounter {
  /** Line of {@link countedTo} (1-based). */
  line = 1;
  /**
   * Index just after the last line end before {@link countedTo}, in the current chunk's
   * coordinates (negative when that line end lies in an earlier chunk).
   */
  lineStart = 0;
  /** The current chunk (with what was carried over in front). */
  private source = '';
  private countedTo = 0;
  /** Cached index of the first CR / LF at or after `countedTo` (-1: not yet searched). */
  private nextCr = -1;
  private nextLf = -1;
  /** `lineStart` at the start of the current chunk (for counting backwards). */
  private chunkLineStart = 0;
  /** True when the character just before the current chunk is a CR (its LF is no new line). */
  private isAfterCr = false;

  /** Makes `source` the current chunk; index 0 is where counting stands. */
  setSource(source: string): void {
    this.source = source;
    this.nextCr = -1;
    this.nextLf = -1;
  }

  /** Counts up to `index` of the current chunk; then `line` and {@link column} apply. */
  countTo(index: number): void {
    if (index === this.countedTo) return;
    const source = this.source;
    if (index < this.countedTo) {
      // Rare: a position before the counted point (a tag's start after an error inside it).
      // `lineStart` marks the last line end counted; only line ends after `index` are undone.
      if (this.lineStart > index) {
        for (let k = index; k < this.lineStart; k++) {
          if (this.isLineEnd(source, k)) this.line--;
        }
        const previous = Math.max(
          index > 0 ? source.lastIndexOf('\n', index - 1) : -1,
          index > 0 ? source.lastIndexOf('\r', index - 1) : -1,
        );
        this.lineStart = previous >= 0 ? previous + 1 : this.chunkLineStart;
      }
      this.countedTo = index;
      this.nextCr = -1;
      this.nextLf = -1;
      return;
    }
    let cr = this.nextCr < this.countedTo ? this.find('\r', this.countedTo) : this.nextCr;
    let lf = this.nextLf < this.countedTo ? this.find('\n', this.countedTo) : this.nextLf;
    for (;;) {
      const end = cr < lf ? cr : lf;
      if (end >= index) break;
      // An LF right after a CR belongs to the CR's line end: no new line, but the next
      // line starts after it.
      if (this.isLineEnd(source, end)) this.line++;
      this.lineStart = end + 1;
      if (end === cr) cr = this.find('\r', end + 1);
      else lf = this.find('\n', end + 1);
    }
    this.nextCr = cr;
    this.nextLf = lf;
    this.countedTo = index;
  }

  /** Column of `index`, which must be on the counted line (call {@link countTo} first). */
  column(index: number): number {
    return index - this.lineStart + 1;
  }

  /** Moves counting to the next chunk, which starts at `index` of the current one. */
  rebase(index: number): void {
    this.countTo(index);
    if (index > 0) this.isAfterCr = this.source.charCodeAt(index - 1) === CR;
    this.lineStart -= index;
    this.chunkLineStart = this.lineStart;
    this.countedTo = 0;
    this.nextCr = -1;
    this.nextLf = -1;
  }

  /**
   * Where `text[index]` will be once `ahead + text` is the next chunk (`ahead`: what is
   * carried over). Costs a scan of what lies before it.
   */
  positionInNext(ahead: string, text: string, index: number): { line: number; column: number } {
    const before = ahead + text.slice(0, index);
    let line = this.line;
    let lineStart = this.lineStart;
    let isAfterCr = this.isAfterCr;
    for (let k = 0; k < before.length; k++) {
      const c = before.charCodeAt(k);
      if (c === CR || (c === 0x0a && !isAfterCr)) line++;
      if (c === CR || c === 0x0a) lineStart = k + 1;
      isAfterCr = c === CR;
    }
    return { line, column: before.length - lineStart + 1 };
  }

  /** A CR, or an LF not right after a CR. */
  private isLineEnd(source: string, k: number): boolean {
    const c = source.charCodeAt(k);
    if (c === CR) return true;
    if (c !== 0x0a) return false;
    return k > 0 ? source.charCodeAt(k - 1) !== CR : !this.isAfterCr;
  }

  private find(character: string, from: number): number {
    const at = this.source.indexOf(character, from);
    return at < 0 ? this.source.length : at;
  }
}
