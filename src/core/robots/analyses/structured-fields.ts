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
  try {
    // Every member in written order (repeats kept, so a lint can name them); readers take the last.
    return { ok: true, members: new DictionaryReader(text).members() };
  } catch (error) {
    if (error instanceof Fail) return { ok: false, at: error.at, reason: error.reason };
    throw error;
  }
}

// A cursor over one field value; each method reads one production of RFC 9651 §4.2 or throws Fail.
class DictionaryReader {
  private i = 0;

  constructor(private readonly text: string) {}

  members(): DictionaryMember[] {
    const { text } = this;
    const order: DictionaryMember[] = [];
    this.skipSp();
    while (this.i < text.length) {
      const name = this.key();
      let item: StructuredItem = { type: 'other', text: '?1' };
      if (text.charCodeAt(this.i) === 0x3d) {
        this.i++;
        item = text.charCodeAt(this.i) === 0x28 ? this.innerList() : this.bareItem();
      }
      this.parameters();
      order.push({ key: name, item });
      this.skipOws();
      if (this.i >= text.length) break;
      if (text.charCodeAt(this.i) !== 0x2c) throw new Fail(this.i, 'expected-comma');
      this.i++;
      this.skipOws();
      if (this.i >= text.length) throw new Fail(this.i, 'trailing-comma');
    }
    return order;
  }

  private skipSp(): void {
    while (this.text.charCodeAt(this.i) === 0x20) this.i++;
  }

  private skipOws(): void {
    while (this.text.charCodeAt(this.i) === 0x20 || this.text.charCodeAt(this.i) === 0x09) this.i++;
  }

  private key(): string {
    const { text } = this;
    const c = text.charCodeAt(this.i);
    if (!(isLcAlpha(c) || c === 0x2a)) throw new Fail(this.i, 'bad-key');
    const start = this.i;
    while (this.i < text.length && isKeyChar(text.charCodeAt(this.i))) this.i++;
    return text.slice(start, this.i);
  }

  private bareItem(): StructuredItem {
    const { text } = this;
    const start = this.i;
    const c = text.charCodeAt(this.i);
    if (isAlpha(c) || c === 0x2a) {
      while (this.i < text.length && isTokenChar(text.charCodeAt(this.i))) this.i++;
      return { type: 'token', value: text.slice(start, this.i) };
    }
    if (c === 0x22) return this.string();
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
    if (pattern === null) throw new Fail(this.i, 'bad-item');
    pattern.lastIndex = this.i;
    const match = pattern.exec(text);
    if (match === null) throw new Fail(this.i, 'bad-item');
    this.i += match[0].length;
    return { type: 'other', text: match[0] };
  }

  // §4.2.5: a String; only \" and \\ may be escaped, only printable ASCII inside.
  private string(): StructuredItem {
    const { text } = this;
    const start = this.i;
    for (this.i++; this.i < text.length; this.i++) {
      const d = text.charCodeAt(this.i);
      if (d === 0x5c) {
        const next = text.charCodeAt(++this.i);
        if (next !== 0x22 && next !== 0x5c) throw new Fail(this.i, 'bad-string');
      } else if (d === 0x22) {
        this.i++;
        return { type: 'other', text: text.slice(start, this.i) };
      } else if (d < 0x20 || d > 0x7e) throw new Fail(this.i, 'bad-string');
    }
    throw new Fail(this.i, 'bad-string');
  }

  private parameters(): void {
    while (this.text.charCodeAt(this.i) === 0x3b) {
      this.i++;
      this.skipSp();
      this.key();
      if (this.text.charCodeAt(this.i) === 0x3d) {
        this.i++;
        this.bareItem();
      }
    }
  }

  private innerList(): StructuredItem {
    const { text } = this;
    const start = this.i++;
    for (;;) {
      this.skipSp();
      if (this.i >= text.length) throw new Fail(this.i, 'bad-inner-list');
      if (text.charCodeAt(this.i) === 0x29) {
        this.i++;
        this.parameters();
        return { type: 'other', text: text.slice(start, this.i) };
      }
      this.bareItem();
      this.parameters();
      const c = text.charCodeAt(this.i);
      if (c !== 0x20 && c !== 0x29) throw new Fail(this.i, 'bad-inner-list');
    }
  }
}
