/**
 * A streaming XML tokenizer for sitemaps and feeds: `push(chunk)` any number of times, then
 * `end()`. It checks well-formedness as it goes (XML 1.0), reports trouble with line and
 * column, and recovers where it safely can so the URLs still reach the user. It never expands
 * DTD entities and never fetches anything.
 *
 * Written as a named-state machine after saxes, but scanning with `indexOf` instead of one
 * character at a time: sitemap text is long runs without markup, and the native search runs
 * far faster than a JavaScript loop (2.5–3× saxes on a 50 MB urlset; the measurements are in
 * docs/benchmarks.md, "XML tokenizer: history of measured choices").
 *
 * Chunk edges: a token cut by an edge (a tag, a reference, a comment's `-->`) is carried
 * over and re-read with the next chunk. Text is passed on in pieces instead, so a 1 MB
 * text node is never held. A tag may not exceed {@link MAX_TAG_LENGTH} characters (a 10 MB
 * attribute is reported and skipped), and nesting may not exceed `maxDepth`, so memory
 * stays bounded whatever the input.
 *
 * Positions: 1-based line and column, columns counted in UTF-16 code units. Lines are
 * counted lazily, only up to where a position is asked for, and each character is counted
 * once.
 */
import { DoctypeScanner, reportDoctypeFacts } from './doctype-scanner';
import { withoutControls } from './search-cache';
import { NEED_MORE, XmlChunkCursor } from './xml-chunk-cursor';
import type { XmlErrorReason, XmlTokenHandler } from './xml-events';
import { isBlank, isNameChar, isNameStart } from './xml-names';
import { mayBePartialReference, replaceReferences } from './xml-references';

/** A start tag longer than this (in characters) is reported and skipped. */
export const MAX_TAG_LENGTH = 262_144;
export const DEFAULT_MAX_DEPTH = 256;

// States. Each names where the tokenizer is when a chunk runs out.
const S_TEXT = 0; // `…` between tags (also before and after the root)
const S_COMMENT = 1; // `<!-- …`
const S_CDATA = 2; // `<![CDATA[ …`
const S_DOCTYPE = 3; // `<!DOCTYPE …`
const S_SKIP_TAG = 4; // an oversize tag, skipped up to its `>`
const S_STOPPED = 5; // after end()

/** What the input was cut in, when it ends in a state that needed more. */
const UNFINISHED_IN: Readonly<Partial<Record<number, XmlErrorReason>>> = {
  [S_COMMENT]: 'cut-in-comment',
  [S_CDATA]: 'cut-in-cdata',
  [S_DOCTYPE]: 'cut-in-doctype',
  [S_SKIP_TAG]: 'cut-in-skipped-markup',
};

export interface XmlTokenizerOptions {
  maxDepth?: number;
}

export class XmlTokenizer extends XmlChunkCursor {
  /** Set by the handler: deliver text (`onText`) only while it is interested. */
  wantText = false;

  private readonly maxDepth: number;
  private state = S_TEXT;
  /** The current text node's forbidden control character was reported (findControl). */
  private isControlReportedInText = false;
  /** `]` characters (0–2) that ended the text read so far: `]]>` may straddle a chunk edge. */
  private trailingBrackets = 0;
  /** The current comment's `--` was reported (once per comment, whatever the chunking). */
  private isDashReportedInComment = false;
  private readonly stack: string[] = [];
  private hasRoot = false;
  private isRootClosed = false;
  /** Nothing but blanks seen yet (for the XML declaration's place). */
  private isAtStart = true;
  private hasLeadingBlank = false;

  private readonly doctype = new DoctypeScanner();
  /** Entity names the DOCTYPE declared: never expanded, they contribute no text. */
  private readonly declaredEntities = new Set<string>();
  /** The input ended inside a tag (already reported). */
  private isCutInToken = false;
  private isInStrayText = false;
  private isTooDeep = false;
  /** Open elements below the nesting limit, skipped. */
  private skippedDepth = 0;
  private doctypeLine = 0;
  private doctypeColumn = 0;

  constructor(handler: XmlTokenHandler, options: XmlTokenizerOptions = {}) {
    super(handler);
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  }

  /** Element depth (0 outside the root). */
  get depth(): number {
    return this.stack.length;
  }

  push(chunk: string): void {
    if (this.state === S_STOPPED || chunk.length === 0) return;
    if (this.waitFor !== '' && chunk.indexOf(this.waitFor) < 0) {
      // The carried tag cannot end in this chunk: keep it without re-reading (linear time).
      this.carry += chunk;
      if (this.carry.length > MAX_TAG_LENGTH) this.skipOversizeTag();
      return;
    }
    this.setSource(this.carry.length > 0 ? this.carry + chunk : chunk);
    this.carry = '';
    this.waitFor = '';
    this.run(false);
  }

  end(): void {
    if (this.state === S_STOPPED) return;
    if (this.carry.length > 0) {
      this.setSource(this.carry);
      this.carry = '';
      this.waitFor = '';
      this.run(true);
    }
    // Positions are now relative to the end of the input (index 0).
    const where = UNFINISHED_IN[this.state] ?? null;
    if (where !== null) this.errorAt('truncated', where, 0);
    else if (!this.isCutInToken && this.stack.length > 0) {
      const open = this.stack
        .slice(-3)
        .reverse()
        .map((name) => `</${name}>`)
        .join('');
      const count = this.stack.length + this.skippedDepth;
      this.errorAt('truncated', 'elements-left-open', 0, { count, missing: open });
    } else if (!this.hasRoot && !this.isCutInToken) {
      this.errorAt('xml-malformed', 'no-root', 0);
    }
    // No end tags are made up for a cut file: the entry it was in is incomplete.
    this.stack.length = 0;
    this.state = S_STOPPED;
  }

  // STATE ENGINE

  private run(isFinal: boolean): void {
    const source = this.source;
    const length = source.length;
    let i = 0;
    while (i < length) {
      switch (this.state) {
        case S_TEXT:
          i = this.sText(source, i, isFinal);
          break;
        case S_COMMENT:
          i = this.sComment(source, i, isFinal);
          break;
        case S_CDATA:
          i = this.sCData(source, i, isFinal);
          break;
        case S_DOCTYPE:
          i = this.sDoctype(source, i);
          break;
        case S_SKIP_TAG:
          i = this.sSkipTag(source, i);
          break;
        default:
          return;
      }
      if (i === NEED_MORE) {
        if (isFinal) {
          this.isCutInToken = true;
          this.errorAt('truncated', 'cut-in-tag', this.carryFrom);
          break;
        }
        this.carry = source.slice(this.carryFrom);
        this.rebase(this.carryFrom);
        if (this.carry.length > MAX_TAG_LENGTH) this.skipOversizeTag();
        return;
      }
    }
    this.rebase(length);
  }

  /** `…` up to the next `<`. */
  private sText(source: string, i: number, isFinal: boolean): number {
    const lt = source.indexOf('<', i);
    const end = lt < 0 ? source.length : lt;
    if (end > i) {
      const textEnd = this.text(source, i, end, lt < 0 && !isFinal);
      if (textEnd < end) {
        this.carryFrom = textEnd;
        return NEED_MORE;
      }
    }
    if (lt < 0) return source.length;
    this.tokenStart = lt;
    this.isControlReportedInText = false;
    this.trailingBrackets = 0;
    return this.markup(source, lt);
  }

  /**
   * Handles the text `source[from, to)`. Returns where it stopped: `to`, or earlier when a
   * reference may be cut by the chunk edge (then the rest is carried).
   */
  private text(source: string, from: number, to: number, mayBeCut: boolean): number {
    const amp = this.searches.ampersandFrom(from);
    if (mayBeCut && amp < to) {
      const last = source.lastIndexOf('&', to - 1);
      if (mayBePartialReference(source, last, to)) to = last;
    }
    if (to <= from) return to;
    if (this.stack.length === 0) {
      this.textOutsideRoot(source, from, to);
      return to;
    }
    this.findCdataEnds(source, from, to);
    const isWanted = this.wantText && this.skippedDepth === 0;
    const hasControl = isWanted && this.findControl(source, from, to);
    if (amp >= to) {
      this.reportHeld();
      if (isWanted) {
        const text = source.slice(from, to);
        this.handler.onText(hasControl ? withoutControls(text) : text);
      }
      return to;
    }
    const text = replaceReferences(
      source,
      from,
      to,
      amp,
      this.onReferenceTrouble,
      this.declaredEntities,
    );
    this.reportHeld();
    if (isWanted) this.handler.onText(withoutControls(text));
    return to;
  }

  /**
   * XML 1.0 §2.2: C0 controls other than TAB, LF and CR are not characters of XML. expat
   * stops there; we report them and pass the text on without them, so a URL is never stored
   * with a NUL. Checked only in the text a handler keeps (a loc, a lastmod), where it
   * matters. Reported once per text node, whatever the chunking (a node cut by chunk edges
   * arrives in pieces), and held to be reported in position order with the piece's other
   * problems. Returns whether the range has one (then the text passed on is stripped).
   */
  private findControl(source: string, from: number, to: number): boolean {
    const at = this.searches.controlFrom(from);
    if (at >= to) return false;
    if (this.isControlReportedInText) return true;
    this.isControlReportedInText = true;
    const code = source.charCodeAt(at);
    const character = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    this.holdAt(at, 'not-a-character', { character });
    return true;
  }

  /**
   * XML 1.0 §2.4: character data may not contain `]]>` (expat stops with a syntax error
   * there). Reported at its `>`, the one character always in this chunk, so the position
   * does not depend on the chunking; held, like a control character, to be reported in
   * position order with the piece's other problems. Reported whether or not a handler keeps
   * the text.
   */
  private findCdataEnds(source: string, from: number, to: number): void {
    const brackets = this.trailingBrackets;
    // A `]]>` whose brackets ended the piece before (cut by a chunk edge): text pieces in one
    // chunk are separated by markup, so only a piece at a chunk's start can continue one.
    if (brackets >= 2 && source.charCodeAt(from) === 0x3e) this.holdAt(from, 'cdata-end-in-text');
    else if (
      brackets >= 1 &&
      to - from >= 2 &&
      source.charCodeAt(from) === 0x5d &&
      source.charCodeAt(from + 1) === 0x3e
    )
      this.holdAt(from + 1, 'cdata-end-in-text');
    // Within the piece: no `<` and no `&` is in `]]>`, so one that starts here ends here.
    const searches = this.searches;
    for (let at = searches.cdataEndFrom(from); at + 2 < to; at = searches.cdataEndFrom(at + 1))
      this.holdAt(at + 2, 'cdata-end-in-text');
    // The `]` run that ends this piece (at most two matter).
    let run = 0;
    while (run < 2 && to - 1 - run >= from && source.charCodeAt(to - 1 - run) === 0x5d) run++;
    this.trailingBrackets = run === to - from ? Math.min(2, brackets + run) : run;
  }

  private textOutsideRoot(source: string, from: number, to: number): void {
    let p = from;
    while (p < to && isBlank(source.charCodeAt(p))) p++;
    if (p === to) {
      if (this.isAtStart) this.hasLeadingBlank = true;
      return;
    }
    this.isAtStart = false;
    // One report per run of stray text, however the chunks cut it.
    if (this.isInStrayText) return;
    this.isInStrayText = true;
    this.errorAt('xml-malformed', this.isRootClosed ? 'text-after-root' : 'text-before-root', p);
  }

  /** `<` at `lt`: decides what markup starts here. */
  private markup(source: string, lt: number): number {
    this.isInStrayText = false;
    if (lt + 1 >= source.length) return this.needMore(lt, '');
    const next = source.charCodeAt(lt + 1);
    if (next === 0x2f) return this.closeTag(source, lt);
    if (next === 0x21) return this.bang(source, lt);
    if (next === 0x3f) return this.processingInstruction(source, lt);
    this.isAtStart = false;
    if (!isNameStart(next)) {
      // Lenient: a lone `<` (as in "a < b") is kept as text after reporting it.
      this.errorAt('xml-malformed', 'raw-less-than', lt);
      if (this.stack.length > 0 && this.wantText) this.handler.onText('<');
      return lt + 1;
    }
    return this.startTag(source, lt);
  }

  /** `<name attr="value" …>` or `…/>` */
  private startTag(source: string, lt: number): number {
    this.isDeferring = true;
    const length = source.length;
    let p = lt + 1;
    while (p < length && isNameChar(source.charCodeAt(p))) p++;
    if (p >= length) return this.needMore(lt, '>');
    const name = source.slice(lt + 1, p);
    let attributes: string[] | null = null;
    for (;;) {
      while (p < length && isBlank(source.charCodeAt(p))) p++;
      if (p >= length) return this.needMore(lt, '>');
      const c = source.charCodeAt(p);
      if (c === 0x3e) return this.openElement(name, attributes, false, p + 1);
      if (c === 0x2f) {
        if (p + 1 >= length) return this.needMore(lt, '>');
        if (source.charCodeAt(p + 1) === 0x3e)
          return this.openElement(name, attributes, true, p + 2);
        this.errorAt('xml-malformed', 'stray-slash', p, { element: name });
        p++;
        continue;
      }
      const nameStart = p;
      while (p < length && isNameChar(source.charCodeAt(p))) p++;
      if (p >= length) return this.needMore(lt, '>');
      if (p === nameStart) {
        this.errorAt('xml-malformed', 'unexpected-character', p, {
          character: source[p],
          element: name,
        });
        if (source.charCodeAt(p) === 0x3c) return this.openElement(name, attributes, false, p);
        p++;
        continue;
      }
      const attributeName = source.slice(nameStart, p);
      while (p < length && isBlank(source.charCodeAt(p))) p++;
      if (p >= length) return this.needMore(lt, '>');
      if (source.charCodeAt(p) !== 0x3d) {
        this.errorAt('xml-malformed', 'attribute-without-value', p, { attribute: attributeName });
        attributes = this.addAttribute(attributes, attributeName, '', nameStart, name);
        continue;
      }
      p++;
      while (p < length && isBlank(source.charCodeAt(p))) p++;
      if (p >= length) return this.needMore(lt, '>');
      const quote = source.charCodeAt(p);
      let valueStart = p + 1;
      let valueEnd: number;
      if (quote === 0x22 || quote === 0x27) {
        valueEnd = source.indexOf(quote === 0x22 ? '"' : "'", valueStart);
        if (valueEnd < 0) return this.needMore(lt, quote === 0x22 ? '"' : "'");
        p = valueEnd + 1;
      } else {
        // Lenient: an unquoted value runs to the next blank or `>`.
        this.errorAt('xml-malformed', 'unquoted-attribute', p, { attribute: attributeName });
        valueStart = p;
        while (p < length && !isBlank(source.charCodeAt(p)) && source.charCodeAt(p) !== 0x3e) p++;
        if (p >= length) return this.needMore(lt, '>');
        valueEnd = p;
      }
      const value = this.attributeValue(source, valueStart, valueEnd);
      attributes = this.addAttribute(attributes, attributeName, value, nameStart, name);
      if (
        p < length &&
        !isBlank(source.charCodeAt(p)) &&
        source.charCodeAt(p) !== 0x3e &&
        source.charCodeAt(p) !== 0x2f
      ) {
        this.errorAt('xml-malformed', 'attribute-without-space', p, { element: name });
      }
    }
  }

  /**
   * XML 1.0 §3.1 (Unique Att Spec): an attribute name appears once per tag; expat stops at
   * a duplicate. Lenient: the first value is kept, the duplicate reported and dropped.
   * (Two prefixes bound to one namespace URI are not compared: Namespaces in XML §6.3.)
   */
  private addAttribute(
    attributes: string[] | null,
    attribute: string,
    value: string,
    at: number,
    element: string,
  ): string[] {
    if (attributes === null) return [attribute, value];
    for (let k = 0; k < attributes.length; k += 2) {
      if (attributes[k] === attribute) {
        this.errorAt('xml-malformed', 'duplicate-attribute', at, { attribute, element });
        return attributes;
      }
    }
    attributes.push(attribute, value);
    return attributes;
  }

  private attributeValue(source: string, from: number, to: number): string {
    // Searched once per chunk: a fresh search from each value ran on to the next tag, about
    // 1.5 times the file in all for hreflang-heavy sitemaps.
    const lt = this.searches.lessThanFrom(from);
    if (lt < to) this.errorAt('xml-malformed', 'less-than-in-attribute', lt);
    const amp = this.searches.ampersandFrom(from);
    if (amp >= to) return source.slice(from, to);
    return replaceReferences(source, from, to, amp, this.onReferenceTrouble, this.declaredEntities);
  }

  private openElement(
    name: string,
    attributes: string[] | null,
    isSelfClosing: boolean,
    next: number,
  ): number {
    this.isDeferring = false;
    this.reportHeld();
    if (this.stack.length === 0) {
      if (this.isRootClosed)
        this.errorAt('xml-malformed', 'second-root', this.tokenStart, { element: name });
      this.hasRoot = true;
    }
    if (this.stack.length >= this.maxDepth) {
      // Elements past the limit are counted, not kept, and skipped with all they contain.
      if (!this.isTooDeep)
        this.errorAt('nesting-too-deep', 'nesting-too-deep', this.tokenStart, {
          limit: this.maxDepth,
        });
      this.isTooDeep = true;
      if (!isSelfClosing) this.skippedDepth++;
      return next;
    }
    this.handler.onOpenTag(name, attributes, isSelfClosing);
    if (isSelfClosing) this.handler.onCloseTag(name);
    else this.stack.push(name);
    if (this.stack.length === 0) this.isRootClosed = true;
    return next;
  }

  /** `</name>` */
  private closeTag(source: string, lt: number): number {
    if (this.skippedDepth > 0) return this.closeSkipped(source, lt);
    const stack = this.stack;
    const top = stack.length > 0 ? stack[stack.length - 1] : '';
    const afterName = lt + 2 + top.length;
    // Fast path: the expected end tag, written without blanks.
    if (top !== '' && source.charCodeAt(afterName) === 0x3e && source.startsWith(top, lt + 2)) {
      stack.pop();
      this.handler.onCloseTag(top);
      if (stack.length === 0) this.isRootClosed = true;
      return afterName + 1;
    }
    const gt = source.indexOf('>', lt + 2);
    if (gt < 0) return this.needMore(lt, '>');
    const name = source.slice(lt + 2, gt).trimEnd();
    const open = stack.lastIndexOf(name);
    if (open < 0) {
      // Lenient: a stray end tag is reported and ignored.
      this.errorAt('xml-malformed', 'stray-end-tag', lt, { element: name });
      return gt + 1;
    }
    const unclosed = stack.length - 1 - open;
    if (unclosed > 0) {
      this.errorAt('xml-malformed', 'unclosed-element', lt, { element: name, open: top });
    }
    for (let k = stack.length - 1; k >= open; k--) this.handler.onCloseTag(stack[k]);
    stack.length = open;
    if (open === 0) this.isRootClosed = true;
    return gt + 1;
  }

  /** An end tag below the nesting limit: only counted (names are not kept to be matched). */
  private closeSkipped(source: string, lt: number): number {
    const gt = source.indexOf('>', lt + 2);
    if (gt < 0) return this.needMore(lt, '>');
    this.skippedDepth--;
    return gt + 1;
  }

  /** `<!--`, `<![CDATA[` or `<!DOCTYPE` */
  private bang(source: string, lt: number): number {
    const head = source.slice(lt, lt + 9);
    if (head.startsWith('<!--')) {
      this.isAtStart = false;
      this.state = S_COMMENT;
      return lt + 4;
    }
    if (head === '<![CDATA[') {
      this.isAtStart = false;
      if (this.stack.length === 0) this.errorAt('xml-malformed', 'cdata-outside-root', lt);
      this.state = S_CDATA;
      return lt + 9;
    }
    if (head === '<!DOCTYPE') {
      this.isAtStart = false;
      if (this.hasRoot) this.errorAt('xml-malformed', 'doctype-after-root', lt);
      this.lines.countTo(lt);
      this.doctypeLine = this.lines.line;
      this.doctypeColumn = this.lines.column(lt);
      this.state = S_DOCTYPE;
      return lt;
    }
    if (
      head.length < 9 &&
      ('<![CDATA['.startsWith(head) || '<!DOCTYPE'.startsWith(head) || head === '<!-')
    ) {
      return this.needMore(lt, '');
    }
    this.isAtStart = false;
    this.errorAt('xml-malformed', 'unknown-markup', lt);
    this.state = S_SKIP_TAG;
    return lt + 2;
  }

  /** `<?target body?>` */
  private processingInstruction(source: string, lt: number): number {
    const end = source.indexOf('?>', lt + 2);
    if (end < 0) return this.needMore(lt, '>');
    let p = lt + 2;
    while (p < end && !isBlank(source.charCodeAt(p))) p++;
    const target = source.slice(lt + 2, p);
    const body = source.slice(p, end).trim();
    if (target.toLowerCase() === 'xml') {
      if (!this.isAtStart) this.errorAt('xml-malformed', 'misplaced-declaration', lt);
      else if (this.hasLeadingBlank) this.errorAt('leading-whitespace', 'leading-whitespace', lt);
      this.isAtStart = false;
      this.handler.onXmlDeclaration(body);
    } else {
      this.isAtStart = false;
      this.handler.onProcessingInstruction(target, body);
    }
    return end + 2;
  }

  /**
   * XML 1.0 §2.5: a comment may not contain `--` (so `--->` is wrong too); expat stops
   * there. Reported once per comment at the first `--` not followed by `>`.
   */
  private sComment(source: string, i: number, isFinal: boolean): number {
    let dashes = source.indexOf('--', i);
    while (dashes >= 0) {
      if (dashes + 2 >= source.length) {
        if (isFinal) return source.length;
        // `--` + `>` may straddle the edge: read the dashes again with the next chunk.
        return this.needMore(dashes, '');
      }
      if (source.charCodeAt(dashes + 2) === 0x3e) {
        this.state = S_TEXT;
        this.isDashReportedInComment = false;
        return dashes + 3;
      }
      if (!this.isDashReportedInComment) {
        this.isDashReportedInComment = true;
        this.errorAt('xml-malformed', 'double-hyphen-in-comment', dashes);
      }
      dashes = source.indexOf('--', dashes + 1);
    }
    if (isFinal) return source.length;
    // Keep the last character: it may be the first `-` of `--`.
    return this.needMore(Math.max(i, source.length - 1), '');
  }

  private sCData(source: string, i: number, isFinal: boolean): number {
    const end = source.indexOf(']]>', i);
    const textEnd = end >= 0 ? end : isFinal ? source.length : Math.max(i, source.length - 2);
    if (textEnd > i && this.wantText && this.stack.length > 0 && this.skippedDepth === 0)
      this.handler.onText(source.slice(i, textEnd));
    if (end >= 0) {
      this.state = S_TEXT;
      return end + 3;
    }
    if (isFinal) return source.length;
    return this.needMore(textEnd, '');
  }

  private sDoctype(source: string, i: number): number {
    const end = this.doctype.scan(source, i, source.length);
    if (end < 0) return source.length;
    this.state = S_TEXT;
    const facts = this.doctype.facts();
    for (const name of facts.entityNames) this.declaredEntities.add(name);
    reportDoctypeFacts(facts, this.handler, this.doctypeLine, this.doctypeColumn);
    return end;
  }

  private sSkipTag(source: string, i: number): number {
    const gt = source.indexOf('>', i);
    if (gt < 0) return source.length;
    this.state = S_TEXT;
    return gt + 1;
  }

  /**
   * The carried token passed {@link MAX_TAG_LENGTH}: report it, drop it, and skip the next
   * chunks up to a `>`. Called right after a rebase, so index 0 is where the token starts.
   */
  private skipOversizeTag(): void {
    const carried = this.carry;
    this.carry = '';
    this.waitFor = '';
    this.setSource(carried);
    this.errorAt('xml-malformed', 'markup-too-long', 0, { limit: MAX_TAG_LENGTH });
    this.state = S_SKIP_TAG;
    this.rebase(carried.length);
  }
}
