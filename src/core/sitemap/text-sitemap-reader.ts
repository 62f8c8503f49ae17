/**
 * Text sitemaps (sitemaps.org "Text file"; Google Search Central "Sitemap formats"): one
 * absolute URL per line, UTF-8, nothing else, at most 50,000 lines of URLs. Lines end as a
 * reader sees them: at LF, CRLF or a lone CR (old Mac files; XML 1.0 §2.11 treats the three
 * alike), also when a CRLF is split between two pieces of text. Blank lines are skipped without a report (trailing newlines are common and
 * harmless); any other line that is not an absolute http(s) URL is reported.
 *
 * Streaming: text arrives in pieces; only the current line is held, and only its first
 * {@link MAX_KEPT_LINE} characters.
 */
import { checkLoc, isAbsoluteHttpUrl, type LocScope } from './loc-checks';
import type { SitemapProblemCode } from './sitemap-codes';
import type { ProblemSink } from './problem-sink';
import { LastmodPrecision, type SitemapHandler } from './sitemap-entry';
import { MAX_ENTRIES } from './sitemap-xml-handler';

const MAX_KEPT_LINE = 65_536;
const LF = 0x0a;
/** One line end: CRLF, a lone CR or LF. Global: used with `lastIndex`. */
const LINE_END = /\r\n?|\n/g;

export class TextSitemapReader {
  private line = 1;
  private pending = '';
  private pendingLength = 0;
  private entries = 0;
  private tooManyLine = 0;
  /** The last piece ended with a CR: an LF starting the next one ends no further line. */
  private isAfterCr = false;

  constructor(
    private readonly handler: SitemapHandler,
    private readonly problems: ProblemSink,
    private readonly scope: LocScope | null,
  ) {
    handler.onDocumentKind('text');
  }

  /** Where `text[index]` will be once `text` is pushed next. */
  positionInNext(text: string, index: number): { line: number; column: number } {
    let line = this.line;
    let column = this.pendingLength + index + 1;
    const start = this.isAfterCr && text.charCodeAt(0) === LF ? 1 : 0;
    if (start === 1) column = index;
    LINE_END.lastIndex = start;
    for (
      let match = LINE_END.exec(text);
      match && match.index < index;
      match = LINE_END.exec(text)
    ) {
      line++;
      column = index - (match.index + match[0].length) + 1;
    }
    return { line, column };
  }

  push(text: string): void {
    if (text.length === 0) return;
    let start = this.isAfterCr && text.charCodeAt(0) === LF ? 1 : 0;
    LINE_END.lastIndex = start;
    for (let match = LINE_END.exec(text); match; match = LINE_END.exec(text)) {
      this.append(text, start, match.index);
      this.endLine();
      start = match.index + match[0].length;
    }
    this.append(text, start, text.length);
    this.isAfterCr = text.endsWith('\r');
  }

  end(): void {
    if (this.pendingLength > 0) this.endLine();
    if (this.entries > MAX_ENTRIES)
      this.problems.report('too-many-urls', this.tooManyLine, 1, { count: this.entries });
    if (this.entries === 0) this.problems.report('empty-sitemap', 0, 0);
  }

  private append(text: string, from: number, to: number): void {
    if (to <= from) return;
    if (this.pending.length < MAX_KEPT_LINE)
      this.pending += text.slice(from, Math.min(to, from + MAX_KEPT_LINE - this.pending.length));
    this.pendingLength += to - from;
  }

  private endLine(): void {
    const raw = this.pending;
    const length = this.pendingLength;
    this.pending = '';
    this.pendingLength = 0;
    const line = this.line++;
    const value = raw.trim();
    if (value === '') return;
    // A control character (a NUL, say) is never part of a URL (RFC 3986 §2).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    if (!isAbsoluteHttpUrl(value) || /[\s\u0000-\u001f\u007f]/.test(value)) {
      const shown = value.length > 100 ? value.slice(0, 100) + '…' : value;
      this.problems.report('text-line-not-url', line, 1, { value: shown });
      return;
    }
    if (++this.entries === MAX_ENTRIES + 1) this.tooManyLine = line;
    const report = (code: SitemapProblemCode, params: Record<string, string | number>): void =>
      this.problems.report(code, line, 1, params, value);
    const loc = checkLoc(raw, this.scope, report, length);
    this.handler.onUrl(
      {
        loc,
        line,
        column: 1,
        lastmodMs: NaN,
        lastmodPrecision: LastmodPrecision.none,
        priority: NaN,
        images: 0,
        videos: 0,
        alternates: 0,
        newsPublicationMs: NaN,
      },
      this.problems.takeEntryCodes(loc),
    );
  }
}
