/**
 * Line and column of positions in text that arrives chunk by chunk, counted lazily: only up
 * to the position asked for, and each character once (positions are asked for in nearly
 * increasing order). Lines end at LF (a CRLF is one break; a lone CR is not counted).
 * Columns are 1-based and count UTF-16 code units.
 */
export class LineCounter {
  /** Line of {@link countedTo} (1-based). */
  line = 1;
  /**
   * Index just after the last newline before {@link countedTo}, in the current chunk's
   * coordinates (negative when that newline lies in an earlier chunk).
   */
  lineStart = 0;
  /** The current chunk (with what was carried over in front). */
  private source = '';
  private countedTo = 0;
  /** Cached index of the first newline at or after `countedTo` (-1: not yet searched). */
  private nextNewline = -1;
  /** `lineStart` at the start of the current chunk (for counting backwards). */
  private chunkLineStart = 0;

  /** Makes `source` the current chunk; index 0 is where counting stands. */
  setSource(source: string): void {
    this.source = source;
    this.nextNewline = -1;
  }

  /** Counts up to `index` of the current chunk; then `line` and {@link column} apply. */
  countTo(index: number): void {
    if (index === this.countedTo) return;
    const source = this.source;
    if (index < this.countedTo) {
      // Rare: a position before the counted point (a tag's start after an error inside it).
      // `lineStart` marks the last newline counted; only newlines after `index` are undone.
      if (this.lineStart > index) {
        for (
          let k = source.indexOf('\n', index);
          k >= 0 && k < this.lineStart;
          k = source.indexOf('\n', k + 1)
        ) {
          this.line--;
        }
        const previous = index > 0 ? source.lastIndexOf('\n', index - 1) : -1;
        this.lineStart = previous >= 0 ? previous + 1 : this.chunkLineStart;
      }
      this.countedTo = index;
      this.nextNewline = -1;
      return;
    }
    let newline = this.nextNewline;
    if (newline < this.countedTo) {
      newline = source.indexOf('\n', this.countedTo);
      if (newline < 0) newline = source.length;
    }
    while (newline < index) {
      this.line++;
      this.lineStart = newline + 1;
      newline = source.indexOf('\n', newline + 1);
      if (newline < 0) newline = source.length;
    }
    this.nextNewline = newline;
    this.countedTo = index;
  }

  /** Column of `index`, which must be on the counted line (call {@link countTo} first). */
  column(index: number): number {
    return index - this.lineStart + 1;
  }

  /** Moves counting to the next chunk, which starts at `index` of the current one. */
  rebase(index: number): void {
    this.countTo(index);
    this.lineStart -= index;
    this.chunkLineStart = this.lineStart;
    this.countedTo = 0;
    this.nextNewline = -1;
  }

  /**
   * Where `text[index]` will be once `ahead + text` is the next chunk (`ahead`: what is
   * carried over). Costs a scan of what lies before it.
   */
  positionInNext(ahead: string, text: string, index: number): { line: number; column: number } {
    const before = ahead + text.slice(0, index);
    let line = this.line;
    let lineStart = this.lineStart;
    for (
      let newline = before.indexOf('\n');
      newline >= 0;
      newline = before.indexOf('\n', newline + 1)
    ) {
      line++;
      lineStart = newline + 1;
    }
    return { line, column: before.length - lineStart + 1 };
  }
}
