/**
 * Bytes to lines, pushed as they come from a file or a decompressor: a line may be cut across
 * any number of chunks, so its start is carried to the next chunk, but never more than
 * `maxLineBytes` of it: a longer line is reported once as too long and skipped to its end
 * without being kept (a 10 MB line costs its bytes' newline search, nothing more). Lines end
 * at LF; a CR before it is dropped (CRLF, as IIS writes). Each line is decoded as UTF-8 on its
 * own, invalid bytes replaced by U+FFFD (WHATWG Encoding: the decoder's "replacement" mode),
 * so a broken byte spoils one line at most.
 */
import { maxLineBytes } from './log-request';

export interface LineSink {
  onLine(text: string, lineNumber: number): void;
  /** A line longer than the cap: `head` is its first bytes, decoded, for a sample. */
  onLineTooLong(lineNumber: number, head: string): void;
}

/** Bytes of a too-long line kept for its sample. */
const headBytes = 200;

const newline = 10;
const carriageReturn = 13;

export class LogLineSplitter {
  private readonly decoder = new TextDecoder();
  private carry: Uint8Array[] = [];
  private carryBytes = 0;
  /** Inside a too-long line already reported: bytes are dropped until its end. */
  private isSkipping = false;
  private lineNumber = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly maxBytes: number = maxLineBytes,
  ) {}

  /** Lines ended so far. */
  get lines(): number {
    return this.lineNumber;
  }

  push(chunk: Uint8Array): void {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(newline, start);
      if (end < 0) {
        this.keep(chunk.subarray(start));
        return;
      }
      this.finishLine(chunk.subarray(start, end));
      start = end + 1;
    }
  }

  /** The last line, when the input does not end with a newline. */
  end(): void {
    if (this.carryBytes > 0 && !this.isSkipping) this.finishLine(new Uint8Array(0));
    this.carry = [];
    this.carryBytes = 0;
    this.isSkipping = false;
  }

  private keep(part: Uint8Array): void {
    if (this.isSkipping || part.length === 0) return;
    if (this.carryBytes + part.length > this.maxBytes) {
      this.reportTooLong(part);
      return;
    }
    // Copied: the caller may reuse its buffer for the next chunk (buffer-recycler.ts).
    this.carry.push(part.slice());
    this.carryBytes += part.length;
  }

  private reportTooLong(part: Uint8Array): void {
    const head = this.joined(part.subarray(0, headBytes)).subarray(0, headBytes);
    this.isSkipping = true;
    this.carry = [];
    this.carryBytes = 0;
    this.sink.onLineTooLong(this.lineNumber + 1, this.decoder.decode(head));
  }

  /** The carried bytes followed by `tail`, as one array. */
  private joined(tail: Uint8Array): Uint8Array {
    if (this.carryBytes === 0) return tail;
    const bytes = new Uint8Array(this.carryBytes + tail.length);
    let at = 0;
    for (const part of this.carry) {
      bytes.set(part, at);
      at += part.length;
    }
    bytes.set(tail, at);
    return bytes;
  }

  private finishLine(tail: Uint8Array): void {
    if (this.isSkipping) {
      this.isSkipping = false;
      this.lineNumber++;
      return;
    }
    if (this.carryBytes + tail.length > this.maxBytes) {
      this.reportTooLong(tail);
      this.isSkipping = false;
      this.lineNumber++;
      return;
    }
    let bytes = this.joined(tail);
    this.carry = [];
    this.carryBytes = 0;
    this.lineNumber++;
    if (bytes.length > 0 && bytes[bytes.length - 1] === carriageReturn)
      bytes = bytes.subarray(0, bytes.length - 1);
    this.sink.onLine(this.decoder.decode(bytes), this.lineNumber);
  }
}
