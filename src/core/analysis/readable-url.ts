/**
 * A URL rendered for reading: the host in Unicode (from its `xn--` labels, punycode.ts) and the
 * path, query and fragment percent-decoded where that does not change what the URL means.
 * `https://xn--bcher-kva.example/%E6%97%A5%E6%9C%AC` reads `https://bücher.example/日本`.
 * Only for showing: the original is kept beside it for copying, export and matching.
 *
 * What is decoded (RFC 3986 §2.3, §6.2.2.2): an ASCII escape only when it stands for an
 * unreserved character (letters, digits, `-_~`), since decoding those never changes meaning;
 * so `%2F`, `%3F`, `%23`, `%25`, `%26`, `%3D`, `%2B`, spaces and controls stay encoded. A
 * non-ASCII run is decoded when its bytes are valid UTF-8 (RFC 3629) and the characters are
 * visible: C1 controls, bidirectional and zero-width format characters, and no-break spaces
 * stay encoded, because they hide or reorder text (Unicode TR #36 §2).
 *
 * Every view that names a host or a section (the Host filter, the Sections list, the
 * snapshot's and the crawl's tables per section) shows it through {@link readableHost} and
 * {@link readableSectionKey}, so a host reads the same everywhere as in the URL table.
 */
import { hostToUnicode } from './punycode';

export interface ReadableUrl {
  /** The URL for reading. */
  text: string;
  /** The URL exactly as written: what to copy, export and match. */
  original: string;
  /** The host was shown in Unicode. */
  isHostDecoded: boolean;
  /** Some %-escapes of the path, query or fragment were decoded. */
  isPathDecoded: boolean;
}

// Unreserved but for ".": a decoded `%2E%2E` would read as a `..` segment (RFC 3986 §5.2.4).
const UNRESERVED = /[A-Za-z0-9\-_~]/;

/** Characters that would hide or reorder the text around them if shown raw. */
function isHidden(codePoint: number): boolean {
  return (
    codePoint < 0xa0 || // C1 controls (ASCII is handled apart)
    codePoint === 0xa0 ||
    codePoint === 0xad ||
    codePoint === 0x061c ||
    (codePoint >= 0x2000 && codePoint <= 0x200f) ||
    (codePoint >= 0x2028 && codePoint <= 0x202f) ||
    (codePoint >= 0x205f && codePoint <= 0x206f) ||
    codePoint === 0x3000 ||
    codePoint === 0xfeff ||
    (codePoint >= 0xfff0 && codePoint <= 0xffff)
  );
}

const hexByte = (text: string, at: number): number =>
  /^%[0-9A-Fa-f]{2}$/.test(text.slice(at, at + 3)) ? parseInt(text.slice(at + 1, at + 3), 16) : -1;

/** Length of the UTF-8 sequence a lead byte starts (RFC 3629 §4), 0 when it cannot lead. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Decodes one UTF-8 sequence of bytes, or -1 when it is overlong, a surrogate or too large. */
function decodeSequence(bytes: number[]): number {
  let codePoint = bytes[0] & (0xff >> (bytes.length + 1));
  for (let k = 1; k < bytes.length; k++) {
    if ((bytes[k] & 0xc0) !== 0x80) return -1;
    codePoint = (codePoint << 6) | (bytes[k] & 0x3f);
  }
  const least = [0, 0, 0x80, 0x800, 0x10000][bytes.length];
  if (codePoint < least || codePoint > 0x10ffff) return -1;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return -1;
  return codePoint;
}

/** Decodes the safe escapes of a path, query or fragment; `decoded` says whether any were. */
export function decodeForReading(text: string): { text: string; decoded: boolean } {
  if (text.indexOf('%') < 0) return { text, decoded: false };
  let out = '';
  let decoded = false;
  let at = 0;
  while (at < text.length) {
    const byte = text.charCodeAt(at) === 0x25 ? hexByte(text, at) : -1;
    if (byte < 0) {
      out += text[at++];
      continue;
    }
    if (byte < 0x80) {
      const char = String.fromCharCode(byte);
      const keep = !UNRESERVED.test(char);
      out += keep ? text.slice(at, at + 3) : char;
      decoded ||= !keep;
      at += 3;
      continue;
    }
    const length = sequenceLength(byte);
    const bytes = [byte];
    for (let k = 1; k < length; k++) bytes.push(hexByte(text, at + 3 * k));
    const codePoint = length > 0 && !bytes.includes(-1) ? decodeSequence(bytes) : -1;
    if (codePoint < 0 || isHidden(codePoint)) {
      // Not valid UTF-8, or invisible: shown as written (one escape, then on).
      out += text.slice(at, at + 3);
      at += 3;
      continue;
    }
    out += String.fromCodePoint(codePoint);
    decoded = true;
    at += 3 * length;
  }
  return { text: out, decoded };
}

/**
 * `[user@]host[:port]` for reading: the host's `xn--` labels in Unicode (an IPv6 literal,
 * RFC 3986 §3.2.2, has no labels to decode).
 */
export function readableHost(authority: string): string {
  const userEnd = authority.lastIndexOf('@') + 1;
  const hostAndPort = authority.slice(userEnd);
  const portAt = hostAndPort.startsWith('[') ? -1 : hostAndPort.lastIndexOf(':');
  const host = portAt < 0 ? hostAndPort : hostAndPort.slice(0, portAt);
  const port = portAt < 0 ? '' : hostAndPort.slice(portAt);
  const unicodeHost = host.startsWith('[') ? host : hostToUnicode(host);
  return authority.slice(0, userEnd) + unicodeHost + port;
}

/** A section's `host/section` key (url-parts.ts) for reading, as the URL table shows both. */
export function readableSectionKey(key: string): string {
  const slash = key.indexOf('/');
  if (slash < 0) return readableHost(key);
  return `${readableHost(key.slice(0, slash))}/${decodeForReading(key.slice(slash + 1)).text}`;
}

/** Renders `url` for reading; a text that is not `scheme://…` is only %-decoded. */
export function readableUrl(url: string): ReadableUrl {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/)([^/?#]*)([\s\S]*)$/.exec(url);
  if (!match) {
    const rest = decodeForReading(url);
    return { text: rest.text, original: url, isHostDecoded: false, isPathDecoded: rest.decoded };
  }
  const [, scheme, authority, tail] = match;
  const host = readableHost(authority);
  const rest = decodeForReading(tail);
  return {
    text: scheme + host + rest.text,
    original: url,
    isHostDecoded: host !== authority,
    isPathDecoded: rest.decoded,
  };
}
