/**
 * An HTML page read as a sitemap: a server that answers a sitemap's URL with an error or login
 * page. Told from the document's first characters (after any XML declaration, comments and
 * processing instructions): a `<!DOCTYPE html …>` (HTML 5, XHTML 1.x; any case) or a first
 * element `<html>`, `<head>` or `<body>` (any case or prefix, so XHTML too). Such a document
 * gets one problem, `html-page`, with its `<title>`, instead of the malformed-XML,
 * not-a-sitemap and namespace problems that reading it as XML would give.
 *
 * Sources: WHATWG HTML §13.1.3 (the DOCTYPE, case-insensitive), §4.2.2 (`title`, whose text
 * ends at `</title>`: RCDATA, so a `<` ends it here).
 */
import { LineCounter } from '../xml/line-counter';
import type { ProblemSink } from './problem-sink';
import type { SitemapHandler } from './sitemap-entry';
import type { TextSink } from './text-sink';

/**
 * Characters of the document's start looked at. A prolog longer than this (a long comment
 * before the root) is left to the XML reader; so is anything held this long undecided.
 */
export const MAX_SNIFF_CHARS = 4096;
/** Characters of the title given in the problem (the rest is cut, with "…"). */
export const MAX_TITLE_CHARS = 100;
/** Characters of raw title text kept before its references are replaced. */
const MAX_RAW_TITLE = 4096;
/** Characters kept between pushes while looking for `<title>` (longer than the tag may be). */
const TITLE_SEEK_TAIL = 256;

type Verdict = { readonly isHtml: true; readonly at: number } | 'other' | 'more';

/**
 * Whether `head` (the document's first characters) starts an HTML page: `{ isHtml, at }` (the
 * index of the DOCTYPE or element that says so), 'other', or 'more' (it cannot tell yet). A
 * verdict never changes when more characters are appended, so it does not depend on chunking.
 */
export function sniffHtml(head: string): Verdict {
  let at = 0;
  for (;;) {
    while (at < head.length && isBlank(head.charCodeAt(at))) at++;
    if (at >= head.length) return 'more';
    if (head.charCodeAt(at) !== 0x3c) return 'other';
    const rest = head.slice(at, at + 64);
    if (rest.length < 2) return 'more';
    if (rest[1] === '?' || rest.startsWith('<!--')) {
      const end = head.indexOf(rest[1] === '?' ? '?>' : '-->', at + 2);
      if (end < 0) return 'more';
      at = end + (rest[1] === '?' ? 2 : 3);
      continue;
    }
    if (rest[1] === '!') {
      if (/^<!doctype\s+html[\s>]/i.test(rest)) return { isHtml: true, at };
      // Still a prefix of `<!--` or `<!DOCTYPE html` (with blanks up to the 64th character)?
      const isPrefix =
        '<!--'.startsWith(rest) ||
        '<!doctype'.startsWith(rest.toLowerCase()) ||
        /^<!doctype\s+(h(t(ml?)?)?)?$/i.test(rest);
      return isPrefix && rest.length < 64 ? 'more' : 'other';
    }
    const name = /^<([A-Za-z_][\w.:-]*)/.exec(rest);
    if (name === null) return 'other';
    if (name[0].length === rest.length) return rest.length < 64 ? 'more' : 'other';
    const local = name[1].slice(name[1].indexOf(':') + 1).toLowerCase();
    return local === 'html' || local === 'head' || local === 'body'
      ? { isHtml: true, at }
      : 'other';
  }
}

/**
 * The first text sink of an XML-looking document: holds its start until {@link sniffHtml}
 * decides, then hands everything to the XML reader (`startXml`) or reads it as an HTML page.
 */
export class HtmlOrXmlSink implements TextSink {
  /** True once the document was told to be an HTML page. */
  isHtml = false;
  private held = '';
  private target: TextSink | null = null;
  private readonly lines = new LineCounter();

  constructor(
    private readonly handler: SitemapHandler,
    private readonly problems: ProblemSink,
    private readonly startXml: () => TextSink,
  ) {}

  positionInNext(text: string, index: number): { line: number; column: number } {
    if (this.target !== null) return this.target.positionInNext(text, index);
    return this.lines.positionInNext(this.held, text, index);
  }

  push(text: string): void {
    if (this.target !== null) {
      this.target.push(text);
      return;
    }
    this.held += text;
    const verdict = sniffHtml(this.held.slice(0, MAX_SNIFF_CHARS));
    if (verdict === 'more' && this.held.length < MAX_SNIFF_CHARS) return;
    this.decide(verdict);
  }

  end(): void {
    if (this.target === null) this.decide(sniffHtml(this.held.slice(0, MAX_SNIFF_CHARS)));
    this.target?.end();
  }

  private decide(verdict: Verdict): void {
    const held = this.held;
    this.held = '';
    if (typeof verdict === 'object') {
      this.isHtml = true;
      this.lines.setSource(held);
      this.lines.countTo(verdict.at);
      this.target = new HtmlPageSink(
        this.handler,
        this.problems,
        this.lines.line,
        this.lines.column(verdict.at),
      );
    } else {
      this.target = this.startXml();
    }
    this.target.push(held);
  }
}

/** The rest of an HTML page: only its `<title>` is read; one problem at the end. */
class HtmlPageSink implements TextSink {
  private state: 'seek' | 'title' | 'done' = 'seek';
  private text = '';

  constructor(
    handler: SitemapHandler,
    private readonly problems: ProblemSink,
    private readonly line: number,
    private readonly column: number,
  ) {
    handler.onDocumentKind('unknown');
  }

  positionInNext(): { line: number; column: number } {
    // Not asked for: an HTML page's invalid UTF-8 is not reported (sitemap-reader.ts).
    return { line: 0, column: 0 };
  }

  push(text: string): void {
    if (this.state === 'seek') {
      const seen = this.text + text;
      // The tag is shorter than TITLE_SEEK_TAIL, so one cut by a push's edge is found whole
      // in the next, and the first title found does not depend on the chunking.
      const tag = /<title(?:\s[^<>]{0,200})?>/i.exec(seen);
      if (tag === null) {
        this.text = seen.slice(-TITLE_SEEK_TAIL);
        return;
      }
      this.state = 'title';
      this.text = '';
      text = seen.slice(tag.index + tag[0].length);
    }
    if (this.state === 'title') {
      const end = text.indexOf('<');
      const room = MAX_RAW_TITLE - this.text.length;
      const piece = end < 0 ? text : text.slice(0, end);
      if (room > 0) this.text += piece.slice(0, room);
      if (end >= 0) this.state = 'done';
    }
  }

  end(): void {
    // A page cut inside its title (state 'title') keeps the title read so far.
    const title = this.state === 'seek' ? '' : titleText(this.text);
    this.problems.report('html-page', this.line, this.column, { title: title || '(none)' });
  }
}

/** The title as a reader sees it: references replaced, blanks collapsed, capped. */
function titleText(raw: string): string {
  const text = raw
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos|nbsp);/gi, replaceReference)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > MAX_TITLE_CHARS ? chars.slice(0, MAX_TITLE_CHARS).join('') + '…' : text;
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function replaceReference(whole: string, name: string): string {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
  const isHex = name[1] === 'x' || name[1] === 'X';
  const code = parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10);
  const isCharacter = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return isCharacter ? String.fromCodePoint(code) : whole;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0xfeff;
}
