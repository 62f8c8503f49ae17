/**
 * Decides what a file is from its first bytes, never from its name: real files called
 * `.xml.gz` are often plain XML, and gzip hides behind `.dat` or `.xml`.
 *
 * Magic numbers: gzip RFC 1952 §2.3.1 (1F 8B); zip PKZIP APPNOTE §4.3.7 local file header
 * (50 4B 03 04) or an empty archive's end record (50 4B 05 06); tar POSIX ustar ("ustar" at
 * offset 257), or an old v7 tar header, recognised by its checksum (a 512-byte header whose
 * checksum field matches: text never does).
 */
import { hasValidChecksum } from './tar-reader';

export type ContainerFormat = 'gzip' | 'zip' | 'tar' | 'xml' | 'text' | 'unknown';

const USTAR_MAGIC_OFFSET = 257;

export function sniffFormat(head: Uint8Array): ContainerFormat {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06))
  ) {
    return 'zip';
  }
  if (head.length >= USTAR_MAGIC_OFFSET + 5 && isAscii(head, USTAR_MAGIC_OFFSET, 'ustar'))
    return 'tar';
  if (hasValidChecksum(head)) return 'tar';
  return sniffText(head);
}

/** XML when the first non-blank character (after a BOM) is `<`; text when the bytes look like text. */
function sniffText(head: Uint8Array): ContainerFormat {
  if (head.length === 0) return 'unknown';
  // UTF-16 with BOM: the XML reader decodes it; a text sitemap must be UTF-8 anyway.
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe)) {
    const bigEndian = head[0] === 0xfe;
    for (let i = 2; i + 1 < head.length; i += 2) {
      const unit = bigEndian ? (head[i] << 8) | head[i + 1] : head[i] | (head[i + 1] << 8);
      if (unit === 0x20 || unit === 0x09 || unit === 0x0a || unit === 0x0d) continue;
      return unit === 0x3c ? 'xml' : 'text';
    }
    return 'unknown';
  }
  // Every UTF-8 BOM in front is skipped, not only the first: a file saved twice by a
  // BOM-adding editor is still XML (the XML reader reports the second as stray text).
  let i = 0;
  while (head[i] === 0xef && head[i + 1] === 0xbb && head[i + 2] === 0xbf) i += 3;
  while (i < head.length && isBlank(head[i])) i++;
  if (i < head.length && head[i] === 0x3c) return 'xml';
  return looksLikeText(head) ? 'text' : 'unknown';
}

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/**
 * Text unless control bytes (NUL included) are a real share of the head: binary junk has
 * about one in nine, while a stray NUL in a 50-byte text file is a problem of that file to
 * report, not a reason to call it binary.
 */
function looksLikeText(head: Uint8Array): boolean {
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const byte = head[i];
    if (byte < 0x20 && !isBlank(byte) && byte !== 0x0c) control++;
  }
  return control <= 2 || control * 20 <= head.length;
}

function isAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}
