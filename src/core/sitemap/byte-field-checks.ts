/**
 * The field checks of entry-builder.ts, answered from UTF-8 bytes for the values that pass
 * them, so a valid entry needs no string. Each answers only "valid, with this value" or "not
 * sure": a field that fails, or that these do not decide (non-ASCII, too long, a URL whose
 * scope must be checked), is checked again by the string checks themselves on the slow path
 * (byte-entry-writer.ts), which report the problems. Where a string check is cheap to reuse,
 * its answer is remembered by the bytes instead of being written twice.
 */
import { isLanguageTag, checkPriority } from './entry-checks';
import { MAX_LOC_LENGTH } from './loc-checks';

/**
 * `bytes[from, to)` without the XML blanks around it, as `out[0]`–`out[1]`: for ASCII texts
 * (all the fast paths take) the same as `trim()`.
 */
export function trimBlanks(bytes: Uint8Array, from: number, to: number, out: Int32Array): void {
  while (from < to && isBlank(bytes[from])) from++;
  while (to > from && isBlank(bytes[to - 1])) to--;
  out[0] = from;
  out[1] = to;
}

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d;
}

/**
 * A loc that checkTrimmedLoc (loc-checks.ts) passes without a word when no scope applies,
 * given printable ASCII without blanks (as the scanner found it): shorter than
 * {@link MAX_LOC_LENGTH}, an absolute http(s) URL.
 */
export function isPlainLoc(bytes: Uint8Array, from: number, to: number): boolean {
  return to > from && to - from < MAX_LOC_LENGTH && isAbsoluteHttp(bytes, from, to);
}

/**
 * `splitUrl(url) !== null` of loc-checks.ts, over ASCII bytes without blanks: `http://` or
 * `https://` (any case), then a non-empty host after any user info, up to `/`, `?` or `#`,
 * with no blank in it.
 */
export function isAbsoluteHttp(bytes: Uint8Array, from: number, to: number): boolean {
  if (to - from < 7) return false;
  if (
    (bytes[from] | 0x20) !== 0x68 ||
    (bytes[from + 1] | 0x20) !== 0x74 ||
    (bytes[from + 2] | 0x20) !== 0x74 ||
    (bytes[from + 3] | 0x20) !== 0x70
  )
    return false;
  let at = from + 4;
  if ((bytes[at] | 0x20) === 0x73) at++;
  if (at + 3 > to || bytes[at] !== 0x3a || bytes[at + 1] !== 0x2f || bytes[at + 2] !== 0x2f)
    return false;
  at += 3;
  let userInfoEnd = at;
  let authorityEnd = at;
  for (; authorityEnd < to; authorityEnd++) {
    const byte = bytes[authorityEnd];
    if (byte === 0x2f || byte === 0x3f || byte === 0x23) break;
    if (isBlank(byte)) return false;
    if (byte === 0x40) userInfoEnd = authorityEnd + 1;
  }
  return authorityEnd > userInfoEnd && authorityEnd <= to;
}

const CHANGEFREQ_VALUES = ['daily', 'weekly', 'monthly', 'always', 'hourly', 'yearly', 'never'].map(
  (value) => ({ value, bytes: Uint8Array.from(value, (c) => c.charCodeAt(0)) }),
);

/** The sitemaps.org changefreq value `bytes[from, to)` spells (trimmed), or undefined. */
export function changefreqOf(bytes: Uint8Array, from: number, to: number): string | undefined {
  for (const { value, bytes: spelled } of CHANGEFREQ_VALUES) {
    if (spelled.length !== to - from) continue;
    let isSame = true;
    for (let i = 0; i < spelled.length && isSame; i++) isSame = bytes[from + i] === spelled[i];
    if (isSame) return value;
  }
  return undefined;
}

/** Short ASCII texts (up to 6 bytes) as one exact number: a key for the caches below. */
function shortKey(bytes: Uint8Array, from: number, to: number): number {
  if (to - from > 6) return -1;
  let key = to - from;
  for (let i = from; i < to; i++) key = key * 256 + bytes[i];
  return key;
}

/** checkPriority's value of each short text seen (priorities repeat: 0.5, 0.8, 1.0). */
const priorities = new Map<number, number>();

/** The priority ASCII `bytes[from, to)` (trimmed) gives when valid; NaN when not (or not known). */
export function validPriority(bytes: Uint8Array, from: number, to: number): number {
  const key = shortKey(bytes, from, to);
  if (key < 0) return NaN;
  let value = priorities.get(key);
  if (value === undefined) {
    value = checkPriority(asciiText(bytes, from, to), () => {});
    if (priorities.size < 1000) priorities.set(key, value);
  }
  return value;
}

/** hreflang values seen valid, as bytes (a sitemap repeats a few dozen on every URL). */
const languageTags: Uint8Array[] = [];

/** Whether ASCII `bytes[from, to)` (trimmed) is a language tag isLanguageTag accepts. */
export function isValidLanguageTag(bytes: Uint8Array, from: number, to: number): boolean {
  const length = to - from;
  for (const tag of languageTags) {
    if (tag.length !== length) continue;
    let isSame = true;
    for (let i = 0; i < length && isSame; i++) isSame = bytes[from + i] === tag[i];
    if (isSame) return true;
  }
  if (!isLanguageTag(asciiText(bytes, from, to))) return false;
  if (languageTags.length < 64) languageTags.push(bytes.slice(from, to));
  return true;
}

/** ASCII bytes as a string (short texts: lastmod values, priorities). */
export function asciiText(bytes: Uint8Array, from: number, to: number): string {
  return Reflect.apply(String.fromCharCode, null, bytes.subarray(from, to)) as string;
}
