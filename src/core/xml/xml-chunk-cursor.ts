/**
 * Where the XML tokenizer is in its input, and how it reports: the current chunk and what
 * is carried over from the last one, the line and column of any index, and the problems
 * held back while a token may still be cut by a chunk edge. XmlTokenizer (xml-tokenizer.ts)
 * extends it with the states that read the markup.
 */
import { HeldReports } from './held-reports';
import { LineCounter } from './line-counter';
import { SearchCache } from './search-cache';
import type { XmlErrorKind, XmlErrorReason, XmlTokenHandler } from './xml-events';
import type { ReferenceTrouble } from './xml-references';

/** Result of a markup handler: the next index, or NEED_MORE (carry from `carryFrom`). */
export const NEED_MORE = -1;

export abstract class XmlChunkCursor {
  /** The current chunk (with what was carried over in front). */
  protected source = '';
  /** Text carried from the previous chunk, re-read in front of the next. */
  protected carry = '';
  /** When set, the carried token cannot end before this character arrives. */
  protected waitFor = '';
  protected carryFrom = 0;
  /** The current chunk's searches for `&`, `<`, `]]>` and control characters. */
  protected readonly searches = new SearchCache();
  /** Where the current token starts (for the handler's position queries). */
  protected tokenStart = 0;
  protected readonly lines = new LineCounter();
  /**
   * Problems held back, by position: a start tag's (all held at its `<`, in the order found)
   * until the tag is complete, since a chunk edge may cut it and it is read again; a text
   * piece's `]]>` and control character until its reference problems placed before them
   * are reported.
   */
  protected readonly held = new HeldReports<HeldError>();
  /** Inside a start tag: every problem is held. */
  protected isDeferring = false;

  constructor(protected readonly handler: XmlTokenHandler) {}

  /** Line of the token being reported (valid inside a handler callback). */
  get tokenLine(): number {
    this.lines.countTo(this.tokenStart);
    return this.lines.line;
  }

  /** Column of the token being reported (valid inside a handler callback). */
  get tokenColumn(): number {
    this.lines.countTo(this.tokenStart);
    return this.lines.column(this.tokenStart);
  }

  /**
   * Where `text[index]` will be once `text` is pushed next (for problems found before the
   * tokenizer reads the text, such as invalid UTF-8). Costs a scan of `text[0, index)`.
   */
  positionInNext(text: string, index: number): { line: number; column: number } {
    // After each push the counting is at the start of what is carried (index 0).
    return this.lines.positionInNext(this.carry, text, index);
  }

  /** Moves line counting to the next chunk, which starts at `index` of this one. */
  protected rebase(index: number): void {
    this.lines.rebase(index);
    this.tokenStart = 0;
  }

  /** Holds a problem of the text, placed where it is reported. */
  protected holdAt(index: number, reason: XmlErrorReason, params = NO_PARAMS): void {
    this.held.hold(index, { kind: 'xml-malformed', reason, index, params });
  }

  /** Reports the held problems placed up to `upTo`, in position order. */
  protected reportHeld(upTo = Infinity): void {
    if (this.held.length !== 0) this.held.flush(this.reportError, upTo);
  }

  protected readonly reportError = (error: HeldError): void => {
    this.errorAt(error.kind, error.reason, error.index, error.params);
  };

  protected readonly onReferenceTrouble = (
    trouble: ReferenceTrouble,
    index: number,
    text: string,
  ): void => {
    // In text the problems held before this one go first; in a tag all wait for the tag.
    if (!this.isDeferring) this.reportHeld(index);
    if (trouble === 'unknown-entity')
      this.errorAt('unknown-entity', 'unknown-entity', index, { name: text });
    else if (trouble === 'raw-ampersand') this.errorAt('xml-malformed', 'raw-ampersand', index);
    else this.errorAt('xml-malformed', 'bad-character-reference', index, { reference: text });
  };

  protected needMore(from: number, waitFor: string): number {
    // The token is read again with the next chunk: forget what it reported this time.
    this.isDeferring = false;
    this.held.discard();
    this.carryFrom = from;
    this.waitFor = waitFor;
    return NEED_MORE;
  }

  protected setSource(source: string): void {
    this.source = source;
    this.searches.reset(source);
    this.lines.setSource(source);
  }

  protected errorAt(
    kind: XmlErrorKind,
    reason: XmlErrorReason,
    index: number,
    params: Readonly<Record<string, string | number>> = NO_PARAMS,
  ): void {
    if (this.isDeferring) {
      this.held.hold(this.tokenStart, { kind, reason, index, params });
      return;
    }
    this.lines.countTo(index);
    this.handler.onError(kind, reason, params, this.lines.line, this.lines.column(index));
  }
}

const NO_PARAMS: Readonly<Record<string, string | number>> = {};

interface HeldError {
  kind: XmlErrorKind;
  reason: XmlErrorReason;
  index: number;
  params: Readonly<Record<string, string | number>>;
}
