/**
 * Collects one sitemap entry (a `<url>`, `<sitemap>`, RSS `<item>` or Atom `<entry>`) from
 * its fields as the XML handler meets them, checks each field (loc-checks.ts,
 * entry-checks.ts), and hands the finished entry to the sitemap handler. Which element is
 * which field is decided by the XML handler (sitemap-xml-handler.ts).
 */
import {
  checkAlternate,
  checkChangefreq,
  checkFeedDate,
  checkLastmod,
  checkNewsDate,
  checkPriority,
  readAlternate,
  type CheckedDate,
} from './entry-checks';
import { checkTrimmedLoc, storedLoc, type LocReport, type LocScope } from './loc-checks';
import type { ProblemSink } from './problem-sink';
import { LastmodPrecision, type SitemapHandler } from './sitemap-entry';
import { flushUrlBatch, type UrlBatch } from './url-batch';

/** Google Images: at most 1,000 image:image per `<url>`. */
export const MAX_IMAGES_PER_URL = 1000;

/** The text fields of an entry. */
export const Field = {
  none: 0,
  loc: 1,
  lastmod: 2,
  changefreq: 3,
  priority: 4,
  newsPublicationDate: 5,
  /** RSS `pubDate` (RFC 822). */
  rssDate: 6,
  /** Atom `updated` (RFC 3339, read as W3C Datetime). */
  atomDate: 7,
  /** `news:publication/news:name`: checked for emptiness only. */
  newsName: 8,
} as const;
export type Field = (typeof Field)[keyof typeof Field];

const ABSENT_DATE: CheckedDate = { ms: NaN, precision: LastmodPrecision.none };

export class EntryBuilder {
  private isSitemapRef = false;
  private line = 0;
  private column = 0;
  private loc: string | null = null;
  private locLine = 0;
  private locColumn = 0;
  private lastmodText: string | undefined;
  private lastmod = ABSENT_DATE;
  private changefreq: string | undefined;
  private priority = NaN;
  private images = 0;
  private videos = 0;
  private alternates = 0;
  private newsPublicationMs = NaN;
  /** The entry's alternates the hreflang table takes (url-batch.ts), for a batch row. */
  private readonly linkTexts: string[] = [];
  private readonly linkPositions: number[] = [];
  private links = 0;
  private readonly alternate: string[] = ['', ''];

  constructor(
    private readonly handler: SitemapHandler,
    private readonly problems: ProblemSink,
    private readonly scope: LocScope | null,
    private readonly nowMs: number,
    /** Where URL entries go when the handler takes batches (`onUrlBatch`); else `onUrl`. */
    private readonly batch: UrlBatch | null = null,
  ) {}

  /**
   * Starts an entry whose element is at `line`:`column`. A sitemap index's `<sitemap>` is
   * not checked against the index's scope here: the index tree reports
   * index-child-out-of-scope (src/core/analysis/sitemap-tree.ts).
   */
  begin(line: number, column: number, isSitemapRef: boolean): void {
    this.isSitemapRef = isSitemapRef;
    this.line = line;
    this.column = column;
    this.loc = null;
    this.lastmodText = undefined;
    this.lastmod = ABSENT_DATE;
    this.changefreq = undefined;
    this.priority = NaN;
    this.images = 0;
    this.videos = 0;
    this.alternates = 0;
    this.links = 0;
    this.newsPublicationMs = NaN;
  }

  /**
   * A field's text, whose element is at `line`:`column`. `fullLength` is the text's length as
   * written when only its beginning was kept.
   */
  setField(field: Field, text: string, fullLength: number, line: number, column: number): void {
    const report = this.reportAt(line, column);
    switch (field) {
      case Field.loc:
        this.setLoc(text, fullLength, line, column);
        break;
      case Field.lastmod:
      case Field.atomDate:
        text = text.trim();
        this.lastmodText = text.length > 100 ? text.slice(0, 100) : text;
        this.lastmod = checkLastmod(text, this.nowMs, report);
        break;
      case Field.rssDate:
        this.lastmodText = text.trim().slice(0, 100);
        this.lastmod = checkFeedDate(text, this.nowMs, report);
        break;
      case Field.changefreq:
        this.changefreq = checkChangefreq(text, report).slice(0, 100);
        break;
      case Field.priority:
        this.priority = checkPriority(text, report);
        break;
      case Field.newsPublicationDate:
        this.newsPublicationMs = checkNewsDate(text, report);
        break;
      case Field.newsName:
        if (text.trim() === '') report('news-name-empty', {});
        break;
      default:
        break;
    }
  }

  /** Atom `<link href>` with `rel` absent or `alternate` (RFC 4287 §4.2.7.2). */
  setAtomLink(attributes: readonly string[] | null, line: number, column: number): void {
    if (attributes === null || this.loc !== null) return;
    let rel = 'alternate';
    let href: string | undefined;
    for (let i = 0; i < attributes.length; i += 2) {
      if (attributes[i] === 'rel') rel = attributes[i + 1];
      else if (attributes[i] === 'href') href = attributes[i + 1];
    }
    if (rel === 'alternate' && href !== undefined) this.setLoc(href, href.length, line, column);
  }

  addImage(): void {
    this.images++;
  }

  addVideo(): void {
    this.videos++;
  }

  /** `<xhtml:link>`: counted when `rel="alternate"`, and checked. */
  addLink(attributes: readonly string[] | null, line: number, column: number): void {
    if (!checkAlternate(attributes, this.reportAt(line, column))) return;
    this.alternates++;
    if (this.batch === null || !readAlternate(attributes, this.alternate)) return;
    const at = this.links++;
    this.linkTexts[2 * at] = this.alternate[0];
    this.linkTexts[2 * at + 1] = this.alternate[1];
    this.linkPositions[2 * at] = line;
    this.linkPositions[2 * at + 1] = column;
  }

  /** Ends the entry: reports loc-missing, or hands it on. */
  finish(): void {
    const loc = this.loc;
    if (loc === null || loc === '') {
      this.problems.report('loc-missing', this.line, this.column);
      return;
    }
    if (this.images > MAX_IMAGES_PER_URL) {
      this.problems.report('image-too-many', this.line, this.column, { count: this.images }, loc);
    }
    const { lastmodText, lastmod } = this;
    if (this.isSitemapRef) {
      this.problems.takeEntryCodes(loc);
      this.handler.onSitemap({
        loc,
        line: this.locLine,
        column: this.locColumn,
        lastmodText,
        lastmodMs: lastmod.ms,
        lastmodPrecision: lastmod.precision,
      });
      return;
    }
    const problemCodes = this.problems.takeEntryCodes(loc);
    if (this.batch !== null) {
      this.addToBatch(this.batch, loc, problemCodes);
      return;
    }
    this.handler.onUrl(
      {
        loc,
        line: this.locLine,
        column: this.locColumn,
        lastmodText,
        lastmodMs: lastmod.ms,
        lastmodPrecision: lastmod.precision,
        changefreq: this.changefreq,
        priority: this.priority,
        images: this.images,
        videos: this.videos,
        alternates: this.alternates,
        newsPublicationMs: this.newsPublicationMs,
      },
      problemCodes,
    );
  }

  /** The entry as a row of the batch: no object per entry (see url-batch.ts). */
  private addToBatch(
    batch: UrlBatch,
    loc: string,
    problemCodes: UrlBatch['problemCodes'][number],
  ): void {
    if (batch.isFull) flushUrlBatch(batch, this.handler);
    const row = batch.addRow(loc, this.locLine, this.locColumn);
    batch.lastmodText[row] = this.lastmodText;
    batch.lastmodMs[row] = this.lastmod.ms;
    batch.lastmodPrecision[row] = this.lastmod.precision;
    batch.changefreq[row] = this.changefreq;
    batch.priority[row] = this.priority;
    batch.images[row] = this.images;
    batch.videos[row] = this.videos;
    batch.alternates[row] = this.alternates;
    batch.newsPublicationMs[row] = this.newsPublicationMs;
    batch.problemCodes[row] = problemCodes;
    const { linkTexts, linkPositions } = this;
    for (let i = 0; i < 2 * this.links; i += 2)
      batch.addLink(linkTexts[i], linkTexts[i + 1], linkPositions[i], linkPositions[i + 1]);
  }

  private setLoc(text: string, fullLength: number, line: number, column: number): void {
    if (this.loc !== null) return; // Lenient: a second loc in one entry is ignored.
    this.locLine = line;
    this.locColumn = column;
    const trimmed = text.trim();
    if (trimmed === '') {
      this.loc = '';
      return;
    }
    const url = storedLoc(trimmed);
    const scope = this.isSitemapRef ? null : this.scope;
    this.loc = checkTrimmedLoc(
      trimmed,
      text.length,
      scope,
      this.reportAt(line, column, url),
      fullLength,
    );
  }

  /**
   * Points {@link report} at `line`:`column` and `url` (by default the entry's loc, when
   * known yet) and returns it. One callback reused, rather than a closure per field: this
   * runs for every field of every entry.
   */
  private reportAt(line: number, column: number, url?: string): LocReport {
    this.reportLine = line;
    this.reportColumn = column;
    this.reportUrl = url;
    return this.report;
  }

  private reportLine = 0;
  private reportColumn = 0;
  private reportUrl: string | undefined;
  private readonly report: LocReport = (code, params) => {
    this.problems.report(
      code,
      this.reportLine,
      this.reportColumn,
      params,
      this.reportUrl ?? this.loc ?? undefined,
    );
  };
}
