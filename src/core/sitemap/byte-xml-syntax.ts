/**
 * XML 1.0 syntax over UTF-8 bytes, for the byte reader's scanner (byte-entry-scanner.ts):
 * the bytes that matter, the byte classes its tight loops pass over, UTF-8 validation as the
 * WHATWG decoder judges it (so the byte reader takes exactly the bytes that decode without
 * replacement), and references (§4.1, §4.6) as src/core/xml/xml-references.ts resolves them.
 */
import { isXmlChar } from '../xml/xml-references';

export const LT = 0x3c;
export const GT = 0x3e;
export const SLASH = 0x2f;
export const AMP = 0x26;
export const LF = 0x0a;
export const CR = 0x0d;
export const TAB = 0x09;
export const SPACE = 0x20;
export const QUOTE = 0x22;
export const APOSTROPHE = 0x27;
export const EQUALS = 0x3d;
export const BRACKET = 0x5d;
export const HYPHEN = 0x2d;

/** utf8SequenceLength: the character is cut by the end of the bytes. */
export const CUT = -1;
/** utf8SequenceLength: invalid UTF-8. */
export const INVALID = -2;

/** Byte classes, 1 for the bytes a tight loop passes over: plain text, attribute values, names. */
const byteTable = (isIn: (byte: number) => boolean) =>
  Uint8Array.from({ length: 256 }, (_, b) => (isIn(b) ? 1 : 0));
export const TEXT_PLAIN = byteTable(
  (b) => b > SPACE && b < 0x7f && b !== LT && b !== AMP && b !== BRACKET,
);
export const VALUE_PLAIN = byteTable(
  (b) => b > SPACE && b < 0x7f && b !== LT && b !== AMP && b !== QUOTE && b !== APOSTROPHE,
);
export const NAME_BYTE = byteTable((b) => isNameByte(b));
export const COMMENT_PLAIN = byteTable(
  (b) => (b >= SPACE && b < 0x7f && b !== HYPHEN) || b === TAB,
);

/**
 * The length of the UTF-8 character whose lead byte is `bytes[at]`, {@link CUT} when `end`
 * comes first, {@link INVALID} for bytes the WHATWG decoder replaces (RFC 3629: no overlongs,
 * no surrogates, nothing past U+10FFFF).
 */
export function utf8SequenceLength(bytes: Uint8Array, at: number, end: number): number {
  const lead = bytes[at];
  let length: number;
  let lower = 0x80;
  let upper = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) lower = 0xa0;
    else if (lead === 0xed) upper = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) lower = 0x90;
    else if (lead === 0xf4) upper = 0x8f;
  } else return INVALID;
  for (let k = 1; k < length; k++) {
    if (at + k >= end) return CUT;
    const byte = bytes[at + k];
    if (byte < lower || byte > upper) return INVALID;
    lower = 0x80;
    upper = 0xbf;
  }
  return length;
}

/**
 * The character a reference `bytes[amp … semicolon]` stands for: one of the five predefined
 * entities or a character reference to an XML Char; -1 for anything else.
 */
export function referenceCode(bytes: Uint8Array, amp: number, semicolon: number): number {
  const nameLength = semicolon - amp - 1;
  if (bytes[amp + 1] === 0x23) return characterReference(bytes, amp + 2, semicolon);
  if (nameLength === 3 && isAscii3(bytes, amp + 1, 0x61, 0x6d, 0x70)) return AMP;
  if (nameLength === 2 && bytes[amp + 2] === 0x74) {
    if (bytes[amp + 1] === 0x6c) return LT;
    if (bytes[amp + 1] === 0x67) return GT;
  } else if (nameLength === 4) {
    if (isAscii3(bytes, amp + 1, 0x71, 0x75, 0x6f) && bytes[amp + 4] === 0x74) return QUOTE;
    if (isAscii3(bytes, amp + 1, 0x61, 0x70, 0x6f) && bytes[amp + 4] === 0x73) return APOSTROPHE;
  }
  return -1;
}

export function isNameStart(byte: number): boolean {
  return (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || byte === 0x5f;
}

/** ASCII name characters (XML 1.0 §2.3); others end the name. */
export function isNameByte(byte: number): boolean {
  return (
    isNameStart(byte) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x3a
  );
}

function isAscii3(bytes: Uint8Array, at: number, a: number, b: number, c: number): boolean {
  return bytes[at] === a && bytes[at + 1] === b && bytes[at + 2] === c;
}

/**
 * `#123` / `#x7B` (from after the `#` to the `;`) → the code point, or -1 when it is not a
 * legal XML Char (§2.2) or has more than 8 significant digits (as xml-references.ts).
 */
function characterReference(bytes: Uint8Array, from: number, to: number): number {
  const isHex = bytes[from] === 0x78;
  let at = isHex ? from + 1 : from;
  if (at >= to) return -1;
  while (at < to - 1 && bytes[at] === 0x30) at++;
  if (to - at > 8) return -1;
  let code = 0;
  for (; at < to; at++) {
    const byte = bytes[at];
    let digit: number;
    if (byte >= 0x30 && byte <= 0x39) digit = byte - 0x30;
    else if (isHex && (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) digit = (byte | 0x20) - 0x57;
    else return -1;
    code = code * (isHex ? 16 : 10) + digit;
  }
  return isXmlChar(code) ? code : -1;
}

/** Writes `code` as UTF-8 at `at`; returns the index after it. */
export function writeUtf8(out: Uint8Array, at: number, code: number): number {
  if (code < 0x80) {
    out[at] = code;
    return at + 1;
  }
  if (code < 0x800) {
    out[at] = 0xc0 | (code >> 6);
    out[at + 1] = 0x80 | (code & 0x3f);
    return at + 2;
  }
  if (code < 0x10000) {
    out[at] = 0xe0 | (code >> 12);
    out[at + 1] = 0x80 | ((code >> 6) & 0x3f);
    out[at + 2] = 0x80 | (code & 0x3f);
    return at + 3;
  }
  out[at] = 0xf0 | (code >> 18);
  out[at + 1] = 0x80 | ((code >> 12) & 0x3f);
  out[at + 2] = 0x80 | ((code >> 6) & 0x3f);
  out[at + 3] = 0x80 | (code & 0x3f);
  return at + 4;
}

/** Copies `source[from, to)` to `target` at `at`; returns the index after the copy. */
export function copyRange(
  source: Uint8Array,
  from: number,
  to: number,
  target: Uint8Array,
  at: number,
): number {
  for (let i = from; i < to; i++) target[at++] = source[i];
  return at;
}
