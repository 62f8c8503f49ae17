/**
 * The filter box finds a URL by what the table shows as well as by what the sitemap wrote:
 * the table shows `https://xn--mgbh0fb.example/%D9%85%D8%AB%D8%A7%D9%84` as
 * `https://مثال.example/مثال` (readable-url.ts), so typing `مثال` must find it, and so must
 * typing `xn--mgbh0fb` or `%D9%85`. A URL reads otherwise only where it holds a `%`-escape or
 * an `xn--` label (RFC 3492 A-label, RFC 5890 §2.3.2.1), so only those rows are decoded, and
 * for the substring search only when the needle has a non-ASCII character (what a Unicode
 * host or a decoded path reads as). An ASCII needle is not looked for in the readable form:
 * it could only meet an unreserved character a site escaped (`%7E` read as `~`), which
 * sitemaps rarely write, and the byte search stays the only pass. Matching stays linear:
 * substring search and RE2, never a backtracking pattern on the user's or the site's bytes.
 */
import { readableUrl } from './readable-url';
import type { UrlStore } from './url-store';

const PERCENT = 0x25;
const HYPHEN = 0x2d;

/** True when the bytes `[start, end)` hold a `%` or an `xn--` (any case): they may read otherwise. */
export function mayReadOtherwise(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i];
    if (byte === PERCENT) return true;
    if (
      byte === HYPHEN &&
      i + 1 < end &&
      bytes[i + 1] === HYPHEN &&
      i - 2 >= start &&
      (bytes[i - 1] | 0x20) === 0x6e && // n
      (bytes[i - 2] | 0x20) === 0x78 // x
    )
      return true;
  }
  return false;
}

/** The same test on a string (the regex path decodes rows as strings). */
export function mayReadOtherwiseText(loc: string): boolean {
  return loc.indexOf('%') >= 0 || loc.toLowerCase().indexOf('xn--') >= 0;
}

/** True when decoding for reading could make a URL contain `text` (it has non-ASCII). */
export function isReadableNeedle(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/**
 * Sets `hit[row]` for rows still in `pass`, not hit yet, whose readable form contains `text`
 * (smart-case as the byte search: `ignoreCase` folds both sides).
 */
export function markReadableSubstring(
  store: UrlStore,
  text: string,
  ignoreCase: boolean,
  pass: Uint8Array,
  hit: Uint8Array,
): void {
  const wanted = ignoreCase ? text.toLowerCase() : text;
  const bytes = store.text.bytes;
  const textStart = store.textStart;
  for (let row = 0; row < store.size; row++) {
    if (pass[row] === 0 || hit[row] === 1) continue;
    if (!mayReadOtherwise(bytes, textStart[row], textStart[row + 1])) continue;
    const readable = readableUrl(store.loc(row)).text;
    if ((ignoreCase ? readable.toLowerCase() : readable).includes(wanted)) hit[row] = 1;
  }
}
