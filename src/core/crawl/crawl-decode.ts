/**
 * The text of a crawl export from its bytes, pushed as they are read, with its encoding
 * decided from the first 64 KiB: UTF-16 when it starts with that byte order mark (Excel's
 * "Unicode text"), or when it has none but reads as UTF-16 ({@link utf16WithoutBom}), UTF-8
 * when those bytes are valid UTF-8 (a BOM is dropped), else
 * windows-1252, what Excel's plain "CSV" writes on a western Windows (a Latin-1 file is
 * windows-1252 too: the WHATWG Encoding Standard maps the label "latin1" to it). Bytes that are
 * not UTF-8 are never read silently: `invalidAt` says where the first ones came out, so the
 * reader can report them (`crawl-not-utf8`) with their line.
 */

/** How much of the start decides the encoding (the reader guesses its delimiter from as much). */
export const ENCODING_SNIFF_BYTES = 64 * 1024;

export interface DecodedText {
  text: string;
  /** Where, in `text`, the first bytes that are not UTF-8 came out (reported once). */
  invalidAt?: number;
}

export class CrawlDecoder {
  /** Decided once the first 64 KiB (or the whole file) are in. */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | undefined;
  private decoder: TextDecoder | undefined;
  /** Checks the UTF-8 the main decoder reads with U+FFFD, until the first fault. */
  private validator: TextDecoder | undefined;
  private head: Uint8Array[] = [];
  private headBytes = 0;

  push(bytes: Uint8Array): DecodedText {
    if (this.decoder) return this.decode(bytes, true);
    this.head.push(bytes);
    this.headBytes += bytes.length;
    return this.headBytes < ENCODING_SNIFF_BYTES ? { text: '' } : this.decodeHead(true);
  }

  end(): DecodedText {
    if (!this.decoder) return this.decodeHead(false);
    return { text: this.decoder.decode() };
  }

  private decodeHead(isStreaming: boolean): DecodedText {
    const head = new Uint8Array(this.headBytes);
    let at = 0;
    for (const part of this.head) {
      head.set(part, at);
      at += part.length;
    }
    this.head = [];
    // The first 64 KiB decide, however much the first push brought.
    const isCut = head.length > ENCODING_SNIFF_BYTES;
    this.encoding = encodingOfHead(
      isCut ? head.subarray(0, ENCODING_SNIFF_BYTES) : head,
      isStreaming || isCut,
    );
    this.decoder = new TextDecoder(this.encoding);
    if (this.encoding === 'utf-8') this.validator = new TextDecoder('utf-8', { fatal: true });
    if (this.encoding !== 'windows-1252') return this.decode(head, isStreaming);
    // One byte, one character: the first fault's byte offset is its place in the text.
    return { text: this.decoder.decode(head), invalidAt: firstInvalidUtf8(head, false) };
  }

  private decode(bytes: Uint8Array, isStreaming: boolean): DecodedText {
    const text = this.decoder!.decode(bytes, { stream: isStreaming });
    if (!this.validator) return { text };
    try {
      this.validator.decode(bytes, { stream: isStreaming });
      return { text };
    } catch {
      this.validator = undefined;
      const invalidAt = text.indexOf('\ufffd');
      return invalidAt < 0 ? { text } : { text, invalidAt };
    }
  }
}

function encodingOfHead(
  head: Uint8Array,
  isStreaming: boolean,
): NonNullable<CrawlDecoder['encoding']> {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  // Before UTF-8: ASCII written as UTF-16 is valid UTF-8, with a NUL every other byte.
  const utf16 = utf16WithoutBom(head);
  if (utf16) return utf16;
  return firstInvalidUtf8(head, isStreaming) < 0 ? 'utf-8' : 'windows-1252';
}

/** Pairs of bytes looked at: 4 KiB, a header and a few rows of any export. */
const UTF16_SNIFF_PAIRS = 2048;

const isTextByte = (byte: number): boolean =>
  byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte < 0x7f);

/**
 * UTF-16 without its byte order mark (a tool's export, or one whose BOM was cut off): an
 * export is mostly ASCII (URLs, status codes, delimiters), which UTF-16 writes as the
 * character and a zero byte, `A\0` little-endian and `\0A` big-endian. When more than half of
 * the first pairs are such, the zero bytes are UTF-16's and not a binary's (whose zeros seldom
 * sit beside text characters, pair after pair).
 */
export function utf16WithoutBom(head: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.min(head.length >> 1, UTF16_SNIFF_PAIRS);
  if (pairs < 2) return undefined;
  let little = 0;
  let big = 0;
  for (let pair = 0; pair < pairs; pair++) {
    const first = head[2 * pair]!;
    const second = head[2 * pair + 1]!;
    if (second === 0 && isTextByte(first)) little++;
    else if (first === 0 && isTextByte(second)) big++;
  }
  if (little * 2 > pairs) return 'utf-16le';
  if (big * 2 > pairs) return 'utf-16be';
  return undefined;
}

/**
 * The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629 §4:
 * no overlong forms, no surrogates, nothing past U+10FFFF), or -1. A sequence cut by the end
 * is a fault only when nothing follows (`isStreaming` false).
 */
export function firstInvalidUtf8(bytes: Uint8Array, isStreaming: boolean): number {
  for (let at = 0; at < bytes.length;) {
    const lead = bytes[at]!;
    if (lead < 0x80) {
      at++;
      continue;
    }
    const length =
      lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
    if (length === 0) return at;
    // The second byte's range depends on the lead (RFC 3629 §4, UTF8-3 and UTF8-4).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let next = 1; next < length; next++) {
      if (at + next >= bytes.length) return isStreaming ? -1 : at;
      const byte = bytes[at + next]!;
      if (next === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return at;
    }
    at += length;
  }
  return -1;
}

/**
 * UTF-16 when the bytes start with its byte order mark, or read as UTF-16 without one;
 * otherwise UTF-8 (the decoder drops a BOM).
 */
export function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return utf16WithoutBom(bytes) ?? 'utf-8';
}
