// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Global, for `lastIndex` and `replace`; each use sets `lastIndex` or resets it itself. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/**
 * The searches the tokenizer repeats over one chunk (its source): the next `&`, `<`, `]]>` and
 * forbidden control character at or after a point. Each answer is kept until the scan passes
 * it, so a chunk is searched about once per needle however many text nodes and attribute
 * values ask; {@link SearchCache.reset} starts over on a new source. Every search returns
 * source.length when there is nothing more to find.
 */
export class SearchCache {
  private source = '';
  /** The last answers (-1: not searched in this source yet). */
  private ampersand = -1;
  private lessThan = -1;
  private cdataEnd = -1;
  private control = -1;

  reset(source: string): void {
    this.source = source;
    this.ampersand = -1;
    this.lessThan = -1;
    this.cdataEnd = -1;
    this.control = -1;
  }

  ampersandFrom(from: number): number {
    if (this.ampersand < from) this.ampersand = this.find('&', from);
    return this.ampersand;
  }

  lessThanFrom(from: number): number {
    if (this.lessThan < from) this.lessThan = this.find('<', from);
    return this.lessThan;
  }

  /** Where the next `]]>` starts. */
  cdataEndFrom(from: number): number {
    if (this.cdataEnd < from) this.cdataEnd = this.find(']]>', from);
    return this.cdataEnd;
  }

  /** The next C0 control other than TAB, LF and CR (XML 1.0 §2.2: not characters of XML). */
  controlFrom(from: number): number {
    if (this.control < from) {
      NOT_XML_CHARS.lastIndex = from;
      const found = NOT_XML_CHARS.exec(this.source);
      this.control = found === null ? this.source.length : found.index;
    }
    return this.control;
  }

  private find(needle: string, from: number): number {
    const at = this.source.indexOf(needle, from);
    return at < 0 ? this.source.length : at;
  }
}

/**
 * The text without the control characters {@link SearchCache.controlFrom} finds. Both use a
 * regular expression: Irregexp scans for a character class far faster than a char-code loop
 * over each kept text, which cost 258 ms of a million-URL ingest.
 */
export function withoutControls(text: string): string {
  return NOT_XML_CHAR.test(text) ? text.replace(NOT_XML_CHARS, '') : text;
}
