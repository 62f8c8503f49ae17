/**
 * Text sitemaps (sitemaps.org "Text file"; Google Search Central "Sitemap formats"): one
 * absolute URL per line, UTF-8, nothing else, at most 50,000 lines of URLs. Lines may end
 * in LF or CRLF. Blank lines are skipped without a report (trailing newlines are common and
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

export class TextSitemapReader {
  private line = 1;
  private pending = '';
  private pendingLength = 0;
  private entries = 0;
  private tooManyLine = 0;

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
    for (
      let newline = text.indexOf('\n');
      newline >= 0 && newline < index;
      newline = text.indexOf('\n', newline + 1)
    ) {
      line++;
      column = index - newline;
    }
    return { line, column };
  }

  push(text: string): void {
    let start = 0;
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
      this.append(text, start, newline);
      this.endLine();
      start = newline + 1;
    }
    this.append(text, start, text.length);
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
    let raw = this.pending;
    let length = this.pendingLength;
    this.pending = '';
    this.pendingLength = 0;
    const line = this.line++;
    if (raw.endsWith('\r')) {
      raw = raw.slice(0, -1);
      length--;
    }
    const value = raw.trim();
    if (value === '') return;
    if (!isAbsoluteHttpUrl(value) || /\s/.test(value)) {
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
