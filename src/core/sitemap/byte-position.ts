/**
 * Line and column of a byte offset in UTF-8 input, kept as the byte reader passes over the
 * bytes, in the tokenizer reader's terms (src/core/xml/line-counter.ts): lines end at LF, at CR
 * and at CRLF once (XML 1.0 §2.11); columns are 1-based and count UTF-16 code units, so a
 * character of two or three UTF-8 bytes is one column and one of four bytes is two.
 *
 * Offsets are absolute (from the start of the document), so a position survives the chunk
 * edges. The column is worked out from the offset where the line began less the bytes that
 * made no code unit of their own (`extraBytes`): no per-byte work where there is nothing but
 * ASCII.
 */
export class BytePosition {
  /** 1-based line of the scanned point. */
  line = 1;
  /** Absolute offset just after the last line end. */
  lineStart = 0;
  /** UTF-8 bytes since `lineStart` beyond one per UTF-16 code unit. */
  extraBytes = 0;

  /** The column (1-based, UTF-16 code units) of absolute offset `at` on the current line. */
  columnAt(at: number): number {
    return at - this.lineStart - this.extraBytes + 1;
  }

  /** A line ended just before absolute offset `at`. */
  newLine(at: number): void {
    this.line++;
    this.lineStart = at;
    this.extraBytes = 0;
  }

  copyFrom(other: BytePosition): void {
    this.line = other.line;
    this.lineStart = other.lineStart;
    this.extraBytes = other.extraBytes;
  }
}

/**
 * Moves `position` over `bytes[from, to)` (`base` is the absolute offset of `bytes[0]`): for
 * the parts the reader does not scan byte by byte itself (the prolog). A CR at `to - 1` whose
 * LF would come in the next chunk is not passed here: callers stop before markup only.
 */
export function advanceOver(
  position: BytePosition,
  bytes: Uint8Array,
  from: number,
  to: number,
  base: number,
): void {
  for (let i = from; i < to; i++) {
    const byte = bytes[i];
    if (byte === 0x0a) position.newLine(base + i + 1);
    else if (byte === 0x0d) {
      if (bytes[i + 1] === 0x0a && i + 1 < to) i++;
      position.newLine(base + i + 1);
    } else if (byte >= 0x80) {
      // Continuation bytes add nothing; a 4-byte lead adds two code units for its four bytes.
      if (byte < 0xc0) position.extraBytes++;
      else if (byte >= 0xf0) position.extraBytes--;
    }
  }
}
