/**
 * From a URL (or a bare path) to the part robots.txt rules are matched against: path,
 * params and query, without scheme, authority or fragment (google/robotstxt
 * GetPathParamsQuery; RFC 9309 §2.2.2 matches "the path" of the URI), and the RFC 9309
 * percent-normalisation used by the RFC reading.
 */
import { encodeUtf8 } from './bytes';

/** Index of the first of `/`, `?`, `;` at or after `from`, or -1. */
function findPathStart(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x3b) return i;
  }
  return -1;
}

/**
 * google/robotstxt GetPathParamsQuery: always starts with "/". The URL is not normalised:
 * "the user is asked to provide it in escaped form already" (robots.cc AllowedByRobots).
 */
export function getPathParamsQuery(url: string): string {
  // Initial two slashes are ignored (a scheme-relative URL).
  const searchStart = url.length >= 2 && url[0] === '/' && url[1] === '/' ? 2 : 0;
  const earlyPath = findPathStart(url, searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  // If path, params or query start before "://", the "://" is not a scheme separator.
  if (earlyPath >= 0 && (protocolEnd < 0 || earlyPath < protocolEnd)) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = findPathStart(url, protocolEnd);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  let path = hash < 0 ? url.slice(pathStart) : url.slice(pathStart, hash);
  if (url.charCodeAt(pathStart) !== 0x2f) path = '/' + path;
  // google/robotstxt keeps the path as a C string: matching stops at a NUL.
  const nul = path.indexOf('\0');
  return nul < 0 ? path : path.slice(0, nul);
}

const hexDigits = '0123456789ABCDEF';
const hexValue = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/** RFC 3986 §2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
const isUnreserved = (c: number): boolean =>
  (c >= 65 && c <= 90) ||
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  c === 45 ||
  c === 46 ||
  c === 95 ||
  c === 126;

/**
 * RFC 9309 §2.2.2: %-encoded unreserved characters are decoded, other %-escapes get upper-case
 * hex, and octets outside ASCII are %-encoded, before comparing. Used for the URL path and for
 * rules in the RFC reading (google/robotstxt does none of this to the URL).
 */
export function normalizeRfcPath(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 && i + 2 < text.length) {
      const high = hexValue(text.charCodeAt(i + 1));
      const low = hexValue(text.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        const octet = high * 16 + low;
        out += isUnreserved(octet)
          ? String.fromCharCode(octet)
          : '%' + hexDigits[high] + hexDigits[low];
        i += 2;
        continue;
      }
    }
    if (c < 0x80) {
      out += text[i];
      continue;
    }
    // Take a whole code point (surrogate pair) and %-encode its UTF-8 octets.
    const isPair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length;
    const bytes = encodeUtf8(isPair ? text.slice(i, i + 2) : text[i]);
    if (isPair) i++;
    for (const b of bytes) out += '%' + hexDigits[b >> 4] + hexDigits[b & 15];
  }
  return out;
}

/** True when RFC normalisation could change the text (it has `%` or non-ASCII). */
export function mayNeedRfcNormalization(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 || c >= 0x80) return true;
  }
  return false;
}
