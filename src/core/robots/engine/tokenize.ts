/**
 * robots.txt tokenizer: bytes in, one callback per line and per key/value record out, in
 * file order, exactly as google/robotstxt's RobotsTxtParser::Parse (robots.cc) splits them.
 * It decides nothing; the parser (parse-robots.ts), the matcher and the line report are the
 * handlers' business (robots.h: "Handler for directives found in robots.txt").
 *
 * RFC 9309 §2.2 (https://www.rfc-editor.org/rfc/rfc9309.html#section-2.2) plus Google's
 * leniencies, each labelled below.
 */
import { parseKey, type RecordKind } from './record-key';

/** Per-line flags (google/robotstxt RobotsParseHandler::LineMetadata, plus `hasNul`). */
export const LineFlag = {
  /** Nothing but whitespace. */
  isEmpty: 1,
  /** Has a `#`. */
  hasComment: 2,
  /** Nothing but a comment. */
  isComment: 4,
  /** Has a key and a value (known or not). */
  hasDirective: 8,
  /** The key was one of the typos Google accepts. */
  isAcceptableTypo: 16,
  /** Longer than the 16,663 bytes google/robotstxt reads. */
  isLineTooLong: 32,
  /** Key and value separated by whitespace instead of `:`. */
  isMissingColonSeparator: 64,
  /** Has a NUL byte: google/robotstxt reads the line as a C string and stops there. */
  hasNul: 128,
} as const;

/** One key/value record. Offsets index the input bytes. */
export interface RobotsToken {
  readonly line: number;
  readonly kind: RecordKind;
  readonly isTypo: boolean;
  readonly keyStart: number;
  readonly keyEnd: number;
  readonly valueStart: number;
  readonly valueEnd: number;
}

export interface RobotsTokenHandler {
  onRecord(token: RobotsToken): void;
  /** Called once per line, after its record (if any). */
  onLineMetadata(line: number, flags: number, lineStart: number): void;
}

/**
 * google/robotstxt: kMaxLineLen = 2083 * 8 bytes including the terminating NUL, "Certain
 * browsers limit the URL length to 2083 bytes"; bytes past it are dropped.
 */
export const maxLineBytes = 2083 * 8 - 1;

const utf8Bom = [0xef, 0xbb, 0xbf];

/** absl::ascii_isspace: space, \t, \n, \v, \f, \r. */
const isSpace = (b: number): boolean => b === 0x20 || (b >= 0x09 && b <= 0x0d);
const isBlank = (b: number): boolean => b === 0x20 || b === 0x09;

/**
 * Splits bytes[0, end) into lines and records. Returns the number of lines (a final line
 * break starts one more, empty, line, as in google/robotstxt).
 */
export function tokenizeRobots(
  bytes: Uint8Array,
  handler: RobotsTokenHandler,
  end = bytes.length,
): number {
  let lineNumber = 0;
  let i = 0;
  // Lenient (as Googlebot): skip a full or partial UTF-8 BOM, at the very start only.
  while (i < 3 && i < end && bytes[i] === utf8Bom[i]) i++;
  let lineStart = i;
  let lastWasCr = false;
  for (; i < end; i++) {
    const b = bytes[i];
    if (b !== 0x0a && b !== 0x0d) continue;
    // LF right after CR on an empty line is the second half of CRLF, not a line of its own.
    if (!(i === lineStart && lastWasCr && b === 0x0a)) {
      emitLine(bytes, ++lineNumber, lineStart, i, handler);
    }
    lineStart = i + 1;
    lastWasCr = b === 0x0d;
  }
  emitLine(bytes, ++lineNumber, lineStart, end, handler);
  return lineNumber;
}

/** google/robotstxt GetKeyAndValueFrom + ParseAndEmitLine for one line, bytes[start, end). */
function emitLine(
  bytes: Uint8Array,
  line: number,
  start: number,
  end: number,
  handler: RobotsTokenHandler,
): void {
  let flags = 0;
  if (end - start > maxLineBytes) {
    end = start + maxLineBytes;
    flags |= LineFlag.isLineTooLong;
  }
  // One pass for the NUL (google/robotstxt reads the line as a C string) and the comment.
  for (let k = start; k < end; k++) {
    const b = bytes[k];
    if (b === 0x23) {
      end = k;
      flags |= LineFlag.hasComment;
      break;
    }
    if (b === 0) {
      end = k;
      flags |= LineFlag.hasNul;
      break;
    }
  }
  while (start < end && isSpace(bytes[start])) start++;
  while (end > start && isSpace(bytes[end - 1])) end--;
  if (start === end) {
    flags |= flags & LineFlag.hasComment ? LineFlag.isComment : LineFlag.isEmpty;
    handler.onLineMetadata(line, flags, start);
    return;
  }
  // RFC 9309 §2.2: <key> [ \t]* ":" [ \t]* <value>.
  let separator = -1;
  for (let k = start; k < end; k++) {
    if (bytes[k] === 0x3a) {
      separator = k;
      break;
    }
  }
  if (separator < 0) {
    separator = whitespaceSeparator(bytes, start, end);
    if (separator >= 0) flags |= LineFlag.isMissingColonSeparator;
  }
  if (separator < 0) {
    handler.onLineMetadata(line, flags, start);
    return;
  }
  let keyEnd = separator;
  while (keyEnd > start && isSpace(bytes[keyEnd - 1])) keyEnd--;
  if (keyEnd === start) {
    handler.onLineMetadata(line, flags & ~LineFlag.isMissingColonSeparator, start);
    return;
  }
  let valueStart = separator + 1;
  while (valueStart < end && isSpace(bytes[valueStart])) valueStart++;
  const key = parseKey(asciiKey(bytes, start, keyEnd));
  flags |= LineFlag.hasDirective;
  if (key.isTypo) flags |= LineFlag.isAcceptableTypo;
  handler.onRecord({
    line,
    kind: key.kind,
    isTypo: key.isTypo,
    keyStart: start,
    keyEnd,
    valueStart,
    valueEnd: end,
  });
  handler.onLineMetadata(line, flags, start);
}

/**
 * Lenient (as Googlebot): accept whitespace instead of the colon, but only when the line
 * holds exactly two runs of non-whitespace ("disallow /x"). The separator's index, or -1.
 */
function whitespaceSeparator(bytes: Uint8Array, start: number, end: number): number {
  let separator = -1;
  for (let k = start; k < end; k++) {
    if (isBlank(bytes[k])) {
      separator = k;
      break;
    }
  }
  if (separator < 0) return -1;
  let value = separator;
  while (value < end && isBlank(bytes[value])) value++;
  for (let k = value; k < end; k++) if (isBlank(bytes[k])) return -1;
  return separator;
}

/** The key as a string of bytes (only its ASCII letters matter for classification). */
function asciiKey(bytes: Uint8Array, start: number, end: number): string {
  // Keys longer than the longest record name plus a few letters classify the same way.
  const cut = Math.min(end, start + 16);
  let key = '';
  for (let i = start; i < cut; i++) key += String.fromCharCode(bytes[i]);
  return key;
}
