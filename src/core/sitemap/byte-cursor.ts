/**
 * Where the byte reader's scanner stands in the bytes of one entry, and the steps it takes
 * there: blanks and names (XML 1.0 §2.3), references (§4.1, §4.6), UTF-8 characters with the
 * column count, and the answer when the bytes run out (MORE, or UNUSUAL when no more will
 * come). The scanner (byte-entry-scanner.ts) builds on it.
 */
import { EntryRecord } from './byte-entry-record';
import { BytePosition } from './byte-position';
import {
  CR,
  CUT,
  isNameStart,
  LF,
  NAME_BYTE,
  referenceCode,
  SPACE,
  TAB,
  utf8SequenceLength,
  writeUtf8,
} from './byte-xml-syntax';

/** The entry is not complete in the bytes given: call again with more. */
export const MORE = -1;
/** The entry is something this scanner does not read: hand it to the tokenizer reader. */
export const UNUSUAL = -2;
/** Longest entry read from bytes; a longer one is the tokenizer reader's (its memory is bounded). */
export const MAX_ENTRY_BYTES = 262_144;
/** XML 1.0 §4.1 references longer than this are raw `&` to the tokenizer (MAX_REFERENCE_LENGTH). */
const MAX_REFERENCE_NAME = 31;

export class ByteCursor {
  readonly record = new EntryRecord();
  /** The position at the end of the last entry scanned whole. */
  readonly position = new BytePosition();
  protected bytes: Uint8Array = new Uint8Array(0);
  /** A DataView of the whole of {@link bytes}, for reading four bytes at a time. */
  protected view = new DataView(this.bytes.buffer);
  /** Where the bytes of the current scan end (at most MAX_ENTRY_BYTES past its start). */
  protected end = 0;
  /** Absolute offset of `bytes[0]`. */
  protected base = 0;
  /** No more bytes will come after `end`. */
  protected isFinal = false;
  private isLast = false;

  /** The bytes the next scans read; `isLast`: no more will come after them. */
  setBytes(bytes: Uint8Array, base: number, isLast: boolean): void {
    if (bytes !== this.bytes)
      this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.bytes = bytes;
    this.base = base;
    this.isLast = isLast;
  }

  /** Starts a scan at `bytes[from]`, where the position is `start`. */
  protected begin(from: number, start: BytePosition): void {
    const available = this.bytes.length;
    this.end = Math.min(available, from + MAX_ENTRY_BYTES);
    this.isFinal = this.isLast || this.end < available;
    this.position.copyFrom(start);
  }

  /** Not complete: more bytes may complete it, unless none will come. */
  protected more(): number {
    return this.isFinal ? UNUSUAL : MORE;
  }

  /** Where {@link reference} left the kept text. */
  protected referenceEnd = 0;

  /**
   * A reference at `bytes[at]` (`&`): one of the five predefined entities or a character
   * reference to an XML Char (XML 1.0 §4.1, §4.6, §2.2); written to the record's text at
   * `writeAt` unless it is -1. Returns the index after its `;`.
   */
  protected reference(at: number, writeAt: number): number {
    const bytes = this.bytes;
    const limit = Math.min(this.end, at + 2 + MAX_REFERENCE_NAME);
    let semicolon = at + 1;
    while (semicolon < limit && bytes[semicolon] !== 0x3b) semicolon++;
    if (semicolon >= limit) return limit === this.end ? this.more() : UNUSUAL;
    const code = referenceCode(bytes, at, semicolon);
    if (code < 0) return UNUSUAL;
    if (writeAt >= 0) this.referenceEnd = writeUtf8(this.record.text, writeAt, code);
    return semicolon + 1;
  }

  /**
   * The length of the valid UTF-8 character at `bytes[at]` (a lead byte), keeping the column
   * count; {@link UNUSUAL} for invalid bytes, {@link MORE} when it is cut by the end.
   */
  protected utf8Length(at: number): number {
    const length = utf8SequenceLength(this.bytes, at, this.end);
    if (length === CUT) return this.more();
    if (length < 0) return UNUSUAL;
    // Columns count UTF-16 code units: 1 for up to three bytes, 2 for four.
    this.position.extraBytes += length === 4 ? 2 : length - 1;
    return length;
  }

  /** Skips XML blanks (§2.3 S) in a tag; returns the next index, which is in the bytes. */
  protected blanks(at: number): number {
    const bytes = this.bytes;
    for (; at < this.end; at++) {
      const byte = bytes[at];
      if (byte === SPACE || byte === TAB) continue;
      if (byte === LF) this.position.newLine(this.base + at + 1);
      else if (byte === CR) {
        if (at + 1 >= this.end) return this.more();
        if (bytes[at + 1] === LF) at++;
        this.position.newLine(this.base + at + 1);
      } else return at;
    }
    return this.more();
  }

  /** The end of the ASCII name at `at` (`at` itself when there is none); see isNameByte. */
  protected readName(at: number): number {
    const bytes = this.bytes;
    const end = this.end;
    if (at < end && !isNameStart(bytes[at])) return at;
    while (at < end && NAME_BYTE[bytes[at]] === 1) at++;
    if (at < end && bytes[at] >= 0x80) return UNUSUAL; // non-ASCII names: not read here
    return at;
  }

  protected isName(from: number, to: number, name: Uint8Array): boolean {
    return to - from === name.length && this.startsWith(from, to, name);
  }

  protected startsWith(from: number, to: number, name: Uint8Array): boolean {
    if (to - from < name.length) return false;
    for (let i = 0; i < name.length; i++) if (this.bytes[from + i] !== name[i]) return false;
    return true;
  }

  protected equalRanges(aFrom: number, aTo: number, bFrom: number, bTo: number): boolean {
    if (aTo - aFrom !== bTo - bFrom) return false;
    for (let i = 0; i < aTo - aFrom; i++)
      if (this.bytes[aFrom + i] !== this.bytes[bFrom + i]) return false;
    return true;
  }
}
