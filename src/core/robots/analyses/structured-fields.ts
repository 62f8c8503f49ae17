/**
 * The Dictionary of RFC 9651 "Structured Field Values for HTTP" (§3.2, parsed as §4.2.2 says),
 * which the IETF AI Preferences attachment (draft-ietf-aipref-attach-05 §4) uses for the value
 * of a `Content-Usage` line. Members are `key[=bare-item][;params]` or inner lists; only the
 * bare item of a member is kept (the vocabulary gives parameters no meaning). Any syntax error
 * fails the whole dictionary, as §4.2 requires: a reader then knows no preference of the line.
 * https://www.rfc-editor.org/rfc/rfc9651.html
 */

/** A member's value: a token (`y`, `n`, …) or any other bare item, kept as written. */
export type StructuredItem =
  | { readonly type: 'token'; readonly value: string }
  | { readonly type: 'other'; readonly text: string };

export interface DictionaryMember {
  readonly key: string;
  readonly item: StructuredItem;
}

export type DictionaryParse =
  | { readonly ok: true; readonly members: readonly DictionaryMember[] }
  | { readonly ok: false; readonly at: number; readonly reason: DictionaryError };

/** Why a dictionary failed, as a code (the catalogs word it). */
export type DictionaryError =
  'bad-key' | 'bad-item' | 'bad-string' | 'expected-comma' | 'trailing-comma' | 'bad-inner-list';

const isLcAlpha = (c: number): boolean => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || isLcAlpha(c);
// RFC 9651 §3.2: key = ( lcalpha / "*" ) *( lcalpha / DIGIT / "_" / "-" / "." / "*" ).
const isKeyChar = (c: number): boolean =>
  isLcAlpha(c) || isDigit(c) || c === 0x5f || c === 0x2d || c === 0x2e || c === 0x2a;
// RFC 9110 tchar, plus ":" and "/" (RFC 9651 §3.3.4 sf-token).
const isTokenChar = (c: number): boolean =>
  isAlpha(c) || isDigit(c) || "!#$%&'*+-.^_`|~:/".includes(String.fromCharCode(c));

class Fail {
  constructor(
    readonly at: number,
    readonly reason: DictionaryError,
  ) {}
}

/** Parses `text` as a Structured Fields Dictionary; duplicate keys: the last wins (§4.2.2). */
export function parseDictionary(text: string): DictionaryParse {
  let i = 0;
  const skipSp = (): void => {
    while (text.charCodeAt(i) === 0x20) i++;
  };
  const skipOws = (): void => {
    while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  };
  const key = (): string => {
    const c = text.charCodeAt(i);
    if (!(isLcAlpha(c) || c === 0x2a)) throw new Fail(i, 'bad-key');
    const start = i;
    while (i < text.length && isKeyChar(text.charCodeAt(i))) i++;
    return text.slice(start, i);
  };
  const bareItem = (): StructuredItem => {
    const start = i;
    const c = text.charCodeAt(i);
    if (isAlpha(c) || c === 0x2a) {
      while (i < text.length && isTokenChar(text.charCodeAt(i))) i++;
      return { type: 'token', value: text.slice(start, i) };
    }
    if (c === 0x22) {
      // §4.2.5: a String; only \" and \\ may be escaped, only printable ASCII inside.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) {
          const next = text.charCodeAt(++i);
          if (next !== 0x22 && next !== 0x5c) throw new Fail(i, 'bad-string');
        } else if (d === 0x22) {
          i++;
          return { type: 'other', text: text.slice(start, i) };
        } else if (d < 0x20 || d > 0x7e) throw new Fail(i, 'bad-string');
      }
      throw new Fail(i, 'bad-string');
    }
    let pattern: RegExp | null = null;
    if (c === 0x2d || isDigit(c))
      pattern = /-?\d{1,15}(\.\d{1,3})?/y; // §4.2.4 Integer / Decimal
    else if (c === 0x3f)
      pattern = /\?[01]/y; // §4.2.8 Boolean
    else if (c === 0x3a)
      pattern = /:[A-Za-z0-9+/=]*:/y; // §4.2.7 Byte Sequence
    else if (c === 0x40)
      pattern = /@-?\d{1,15}/y; // §4.2.9 Date
    else if (c === 0x25) pattern = /%"(?:[\x20-\x21\x23-\x24\x26-\x7e]|%[0-9a-f]{2})*"/y; // §4.2.10 Display String
    if (pattern === null) throw new Fail(i, 'bad-item');
    pattern.lastIndex = i;
    const match = pattern.exec(text);
    if (match === null) throw new Fail(i, 'bad-item');
    i += match[0].length;
    return { type: 'other', text: match[0] };
  };
  const parameters = (): void => {
    while (text.charCodeAt(i) === 0x3b) {
      i++;
      skipSp();
      key();
      if (text.charCodeAt(i) === 0x3d) {
        i++;
        bareItem();
      }
    }
  };
  const innerList = (): StructuredItem => {
    const start = i++;
    for (;;) {
      skipSp();
      if (i >= text.length) throw new Fail(i, 'bad-inner-list');
      if (text.charCodeAt(i) === 0x29) {
        i++;
        parameters();
        return { type: 'other', text: text.slice(start, i) };
      }
      bareItem();
      parameters();
      const c = text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x29) throw new Fail(i, 'bad-inner-list');
    }
  };
  try {
    const order: DictionaryMember[] = [];
    skipSp();
    while (i < text.length) {
      const name = key();
      let item: StructuredItem = { type: 'other', text: '?1' };
      if (text.charCodeAt(i) === 0x3d) {
        i++;
        item = text.charCodeAt(i) === 0x28 ? innerList() : bareItem();
      }
      parameters();
      const member = { key: name, item };
      order.push(member);
      skipOws();
      if (i >= text.length) break;
      if (text.charCodeAt(i) !== 0x2c) throw new Fail(i, 'expected-comma');
      i++;
      skipOws();
      if (i >= text.length) throw new Fail(i, 'trailing-comma');
    }
    // Every member in written order (repeats kept, so a lint can name them); readers take the last.
    return { ok: true, members: order };
  } catch (error) {
    if (error instanceof Fail) return { ok: false, at: error.at, reason: error.reason };
    throw error;
  }
}
