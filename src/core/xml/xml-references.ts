/**
 * Replaces XML references in text and attribute values: the five predefined entities and
 * numeric character references (XML 1.0 §4.1, §4.6). Nothing else is ever expanded: a
 * DOCTYPE's own entities are reported, not resolved (that is how "billion laughs" and
 * external-entity attacks work).
 *
 * Recovery: a raw `&` (as in `?a=1&b=2`) and an unknown `&name;` are kept as written, so
 * the URL the author meant still reaches the user, and reported by the caller.
 */

/** What went wrong at one `&`, with the index of that `&` in the scanned string. */
export type ReferenceTrouble = 'raw-ampersand' | 'unknown-entity' | 'bad-character-reference';

export type ReferenceTroubleCallback = (
  trouble: ReferenceTrouble,
  ampersandIndex: number,
  text: string,
) => void;

/** A reference longer than this is not one: the `&` is raw. */
export const MAX_REFERENCE_LENGTH = 32;

const PREDEFINED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * Returns `source[from, to)` with references replaced. `firstAmpersand` is the index of the
 * first `&` at or after `from` (the caller has already found it).
 */
export function replaceReferences(
  source: string,
  from: number,
  to: number,
  firstAmpersand: number,
  onTrouble: ReferenceTroubleCallback,
  /**
   * Entities the DOCTYPE declared (never expanded): a reference to one is still reported,
   * but contributes no text, as with a non-validating parser that does not read external
   * entities (XML 1.0 §4.4.3), rather than being kept as written.
   */
  declared?: ReadonlySet<string>,
): string {
  let out = '';
  let copied = from;
  let amp = firstAmpersand;
  while (amp >= 0 && amp < to) {
    out += source.slice(copied, amp);
    // Fast path: `&amp;` is nearly every reference in a sitemap (query strings).
    if (amp + 5 <= to && source.startsWith('amp;', amp + 1)) {
      out += '&';
      copied = amp + 5;
      amp = source.indexOf('&', copied);
      continue;
    }
    const semicolon = findSemicolon(source, amp + 1, to);
    if (semicolon < 0) {
      onTrouble('raw-ampersand', amp, source.slice(amp, Math.min(to, amp + 12)));
      out += '&';
      copied = amp + 1;
    } else {
      const name = source.slice(amp + 1, semicolon);
      const replacement = name.charCodeAt(0) === 0x23 ? characterReference(name) : PREDEFINED[name];
      if (replacement !== undefined) {
        out += replacement;
      } else {
        const isNumeric = name.charCodeAt(0) === 0x23;
        onTrouble(isNumeric ? 'bad-character-reference' : 'unknown-entity', amp, name);
        if (!declared?.has(name)) out += source.slice(amp, semicolon + 1);
      }
      copied = semicolon + 1;
    }
    amp = source.indexOf('&', copied);
  }
  return out + source.slice(copied, to);
}

/**
 * Index of the `;` ending a reference that starts after `&` at `start - 1`, or -1 when the
 * characters there cannot form a reference (a raw `&`).
 */
export function findSemicolon(source: string, start: number, to: number): number {
  const limit = Math.min(to, start + MAX_REFERENCE_LENGTH);
  for (let i = start; i < limit; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x3b) return i > start ? i : -1;
    if (!isReferenceChar(c)) return -1;
  }
  return -1;
}

/** Could `source[ampersand…to)` be the start of a reference cut off by a chunk edge? */
export function mayBePartialReference(source: string, ampersand: number, to: number): boolean {
  if (to - ampersand >= MAX_REFERENCE_LENGTH) return false;
  for (let i = ampersand + 1; i < to; i++) {
    if (!isReferenceChar(source.charCodeAt(i))) return false;
  }
  return true;
}

/** Name characters (XML §2.3, non-ASCII accepted wholesale) and `#` of `&#x…;`. */
function isReferenceChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x23 ||
    c === 0x5f ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x3a ||
    c >= 0x80
  );
}

/** A code point XML 1.0 §2.2 allows as a Char (what a character reference may name). */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** `#123` or `#x7B` → the character; undefined when not a legal XML Char (XML §2.2, §4.1). */
function characterReference(name: string): string | undefined {
  const isHex = name.charCodeAt(1) === 0x78;
  // XML §4.1 allows any number of leading zeros (&#x000000000041; is "A"); the length cap
  // applies to the significant digits only, so a long run of digits cannot overflow.
  const written = name.slice(isHex ? 2 : 1);
  const digits = written.replace(/^0+(?=.)/, '');
  if (written.length === 0 || digits.length > 8) return undefined;
  if (!(isHex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return undefined;
  const code = parseInt(digits, isHex ? 16 : 10);
  return isXmlChar(code) ? String.fromCodePoint(code) : undefined;
}
