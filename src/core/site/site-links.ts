/**
 * Where a site's sitemaps are, read the cheap way, to know what to fetch next: the
 * `Sitemap:` lines of a robots.txt (RFC 9309 §2.4; sitemaps.org "Specifying the Sitemap
 * location in your robots.txt file") and the `<sitemap><loc>` entries of a sitemap index.
 * What the files say and what is wrong with them is the full engine's job, once they are
 * fetched; this reads only addresses, so the bookmarklet can carry it.
 *
 * The bytes come from the site, so every reader here is a forward scan with `indexOf`: no
 * regular expression, nothing that looks back, linear time on any input (a backtracking
 * pattern here once kept a 169-byte body busy for minutes, with no timeout able to fire).
 */
import { robotsSizeLimitBytes } from '../robots/engine/parse-robots';
import { tokenizeRobots } from '../robots/engine/tokenize';

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f;
const COLON = 0x3a;
const LF = 0x0a;
const CR = 0x0d;

const isSpace = (byte: number): boolean =>
  byte === 0x20 || byte === 0x09 || byte === LF || byte === CR;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An address from the site's bytes. Valid UTF-8 is decoded (the URL parser encodes it back
 * as UTF-8); other bytes are percent-encoded one by one, as a crawler sends them, rather
 * than turned into U+FFFD (which would ask for `%EF%BF%BD`, an address nobody wrote).
 */
export function addressFromBytes(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    let text = '';
    for (const byte of bytes)
      text +=
        byte < 0x80
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    return text;
  }
}

/** Does `bytes` hold `word` (lower-case ASCII; letters compared without case) at `at`? */
function hasWordAt(bytes: Uint8Array, at: number, word: string): boolean {
  if (at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) {
    const byte = bytes[at + i]!;
    const lower = byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte;
    if (lower !== word.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * The `Sitemap:` values of a robots.txt, in order, as the robots.txt engine reads them
 * (engine/tokenize.ts, after google/robotstxt: the key without case, `site-map` and
 * `sitemaps` too, `#` starts a comment). Only the first 500 KiB count, as for the rules:
 * Google ignores the rest of the file (RFC 9309 §2.5), so a line past there is none of it.
 */
export function robotsSitemapUrls(bytes: Uint8Array): string[] {
  const urls: string[] = [];
  tokenizeRobots(
    bytes,
    {
      onRecord(token) {
        if (token.kind === 'sitemap' && token.valueEnd > token.valueStart)
          urls.push(addressFromBytes(bytes.subarray(token.valueStart, token.valueEnd)));
      },
      onLineMetadata() {},
    },
    Math.min(bytes.length, robotsSizeLimitBytes),
  );
  return urls;
}

/** Where the markup `<!--`, `<?`, `<![CDATA[` or `<!…` opening at `at` ends (past its close), or -1. */
function endOfMarkup(bytes: Uint8Array, at: number): number {
  const close = hasWordAt(bytes, at, '<!--')
    ? '-->'
    : bytes[at + 1] === 0x3f
      ? '?>'
      : hasWordAt(bytes, at, '<![cdata[')
        ? ']]>'
        : '>';
  const found = indexOfText(bytes, close, at + 2);
  return found < 0 ? -1 : found + close.length;
}

function indexOfText(bytes: Uint8Array, text: string, from: number): number {
  const first = text.charCodeAt(0);
  for (let at = bytes.indexOf(first, from); at >= 0; at = bytes.indexOf(first, at + 1)) {
    let i = 1;
    while (i < text.length && bytes[at + i] === text.charCodeAt(i)) i++;
    if (i === text.length) return at;
  }
  return -1;
}

interface Tag {
  /** The local name, lower-case, without a namespace prefix. */
  readonly name: string;
  readonly isClosing: boolean;
  /** Just past the tag's `>`. */
  readonly end: number;
}

/** The tag opening at `at` (a `<` that is not `<!` or `<?`), or undefined when it never ends. */
function tagAt(bytes: Uint8Array, at: number): Tag | undefined {
  const isClosing = bytes[at + 1] === SLASH;
  let nameStart = at + (isClosing ? 2 : 1);
  let nameEnd = nameStart;
  while (
    nameEnd < bytes.length &&
    !isSpace(bytes[nameEnd]!) &&
    bytes[nameEnd] !== GT &&
    bytes[nameEnd] !== SLASH
  ) {
    if (bytes[nameEnd] === COLON) nameStart = nameEnd + 1;
    nameEnd++;
  }
  const end = bytes.indexOf(GT, nameEnd);
  if (end < 0) return undefined;
  // Element names are ASCII here (sitemap, loc): longer names cannot be one of ours.
  const name =
    nameEnd - nameStart <= 16
      ? String.fromCharCode(...bytes.subarray(nameStart, nameEnd)).toLowerCase()
      : '';
  return { name, isClosing, end: end + 1 };
}

/** Is this sitemap an index? Its root element, after a prolog, comments and a doctype, is `sitemapindex`. */
export function isSitemapIndex(bytes: Uint8Array): boolean {
  return rootElementName(bytes) === 'sitemapindex';
}

/**
 * The root element's local name, lower-case, after a prolog, comments and a doctype within
 * the first 64 KiB; undefined when the bytes start with text (or no tag ends in time).
 */
function rootElementName(bytes: Uint8Array): string | undefined {
  const end = Math.min(bytes.length, 64 * 1024);
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < end) {
    if (isSpace(bytes[at]!)) at++;
    else if (bytes[at] !== LT) return undefined;
    else if (bytes[at + 1] === 0x21 || bytes[at + 1] === 0x3f) {
      at = endOfMarkup(bytes, at);
      if (at < 0) return undefined;
    } else return tagAt(bytes.subarray(0, end), at)?.name;
  }
  return undefined;
}

/** The roots of the sitemap formats Google reads (sitemaps.org XML, RSS 2.0, Atom 1.0). */
const SITEMAP_ROOTS = new Set(['urlset', 'sitemapindex', 'rss', 'feed']);

/**
 * Could these bytes (inflated, when gzip) be a sitemap a guessed address answered with? An
 * XML sitemap, index or feed by its root element, or a text sitemap by its first line being
 * an http(s) URL (sitemaps.org "Text file"). A site that answers every address with its
 * HTML home page gives none of these, so a guess it "found" is not taken for a sitemap.
 */
export function isSitemapLike(bytes: Uint8Array): boolean {
  const root = rootElementName(bytes);
  if (root !== undefined) return SITEMAP_ROOTS.has(root);
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && isSpace(bytes[at]!)) at++;
  return hasWordAt(bytes, at, 'http://') || hasWordAt(bytes, at, 'https://');
}

/** The `<loc>` of each `<sitemap>` of an index, entity references resolved, at most `max`. */
export function indexChildUrls(bytes: Uint8Array, max: number): { urls: string[]; more: number } {
  const urls: string[] = [];
  let more = 0;
  let isInSitemap = false;
  for (let at = bytes.indexOf(LT); at >= 0;) {
    if (bytes[at + 1] === 0x21 || bytes[at + 1] === 0x3f) {
      const next = endOfMarkup(bytes, at);
      if (next < 0) break;
      at = bytes.indexOf(LT, next);
      continue;
    }
    const tag = tagAt(bytes, at);
    if (!tag) break;
    let next = tag.end;
    if (tag.name === 'sitemap') isInSitemap = !tag.isClosing;
    else if (tag.name === 'loc' && !tag.isClosing && isInSitemap) {
      const content = locContent(bytes, tag.end);
      if (!content) break;
      const url = resolveReferences(addressFromBytes(content.bytes)).trim();
      if (url && urls.length < max) urls.push(url);
      else if (url) more++;
      // One address a sitemap: a second <loc> in the same entry is not followed.
      isInSitemap = false;
      next = content.end;
    }
    at = bytes.indexOf(LT, next);
  }
  return { urls, more };
}

/** The text of a `<loc>` from `start`, CDATA unwrapped, up to the next end tag. */
function locContent(
  bytes: Uint8Array,
  start: number,
): { bytes: Uint8Array; end: number } | undefined {
  let at = start;
  while (at < bytes.length && isSpace(bytes[at]!)) at++;
  if (hasWordAt(bytes, at, '<![cdata[')) {
    const close = indexOfText(bytes, ']]>', at + 9);
    if (close < 0) return undefined;
    return { bytes: bytes.subarray(at + 9, close), end: close + 3 };
  }
  const close = indexOfText(bytes, '</', start);
  if (close < 0) return undefined;
  return { bytes: bytes.subarray(start, close), end: close };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML 1.0 §4.1 character and predefined entity references; anything else is kept as written. */
function resolveReferences(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let at = 0;
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', amp + 1)) {
    // A reference is short: look for its `;` nearby only, so a long run of `&` stays linear.
    const semicolon = text.slice(amp, amp + 12).indexOf(';');
    if (semicolon < 0) continue;
    const value = referenceValue(text.slice(amp + 1, amp + semicolon));
    if (value === undefined) continue;
    out += text.slice(at, amp) + value;
    at = amp + semicolon + 1;
  }
  return out + text.slice(at);
}

function referenceValue(name: string): string | undefined {
  if (name[0] !== '#') return NAMED[name.toLowerCase()];
  const isHex = name[1] === 'x' || name[1] === 'X';
  const digits = name.slice(isHex ? 2 : 1);
  if (!(isHex ? /^[0-9a-f]{1,6}$/i : /^[0-9]{1,7}$/).test(digits)) return undefined;
  const code = parseInt(digits, isHex ? 16 : 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
