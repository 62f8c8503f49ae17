/**
 * The htmlparser2 handler of the page reader: it follows the open elements (a flag word per
 * element from element-flags.ts, which descendants inherit) and hands each piece to the
 * module that decides about it: markup-dates.ts for element dates, json-ld-dates.ts for
 * JSON-LD, text-date-scan.ts for visible labelled dates and content-text.ts for the
 * fingerprint's text. It never builds a tree; every callback does
 * bounded work, so reading is linear in the page's size.
 *
 * Attributes are taken from `onattribute` rather than `onopentag`'s object, so that a tag
 * with a million attributes costs a million callbacks but keeps only MAX_ATTRIBUTES.
 */
import type { Handler } from 'htmlparser2';
import { ContentText } from './content-text';
import { type JsonLdDate, jsonLdDates } from './json-ld-dates';
import {
  BOILERPLATE,
  dateHint,
  elementFlags,
  FOREIGN,
  INVISIBLE,
  isBlockElement,
  MAIN,
} from './element-flags';
import { type MarkupDate, markupDates } from './markup-dates';
import type { DateFact, DateRole, DateSource, PageNote } from './page-facts';
import {
  MAX_ATTRIBUTE_CHARS,
  MAX_ATTRIBUTES,
  MAX_DATE_TEXT_CHARS,
  MAX_JSON_LD_CHARS,
  MAX_OPEN_ELEMENTS,
  MAX_TITLE_CHARS,
} from './page-limits';
import { hasNoindex } from './robots-directives';
import { TextDateScanner } from './text-date-scan';

/** A date as written in markup, before it is read as an instant. */
export interface StatedDate {
  text: string;
  role: DateRole;
  source: DateSource;
}

/** What the markup of a page says (read-page.ts turns it into PageFacts). */
export interface PageMarkup {
  lang: string | null;
  title: string | null;
  canonicalHref: string | null;
  isRobotsNoindex: boolean;
  statedDates: StatedDate[];
  jsonLdDates: JsonLdDate[];
  textDates: DateFact[];
  content: { text: string; scope: 'main' | 'body' };
  notes: Set<PageNote>;
}

/** Reads one page's markup; pass it to htmlparser2's Parser, then call `result()`. */
export class PageMarkupReader implements Partial<Handler> {
  /** Set when the page nests deeper than MAX_OPEN_ELEMENTS: the caller stops feeding the parser. */
  isStopped = false;

  /** `onStop`: called once when reading stops early, to pause the parser at once. */
  constructor(private readonly onStop: () => void = () => {}) {}

  private readonly flags: number[] = [];
  private pendingName: string | null = null;
  private pendingAttributes = new Map<string, string>();
  private lang: string | null = null;
  private title: string | null = null;
  private isInTitle = false;
  private canonicalHref: string | null = null;
  private isRobotsNoindex = false;
  private readonly statedDates: StatedDate[] = [];
  private readonly jsonLd: JsonLdDate[] = [];
  private jsonLdText: string[] | null = null;
  private jsonLdChars = 0;
  /** An element whose date is its text, collected until it closes. */
  private capture: { depth: number; dates: MarkupDate[]; text: string } | null = null;
  private readonly textDates = new TextDateScanner();
  private readonly content = new ContentText();
  private readonly notes = new Set<PageNote>();

  onopentagname(name: string): void {
    this.openPending();
    this.pendingName = name;
  }

  onattribute(name: string, value: string): void {
    const attributes = this.pendingAttributes;
    if (this.pendingName === null || attributes.size >= MAX_ATTRIBUTES || attributes.has(name))
      return;
    attributes.set(
      name,
      value.length > MAX_ATTRIBUTE_CHARS ? value.slice(0, MAX_ATTRIBUTE_CHARS) : value,
    );
  }

  ontext(text: string): void {
    this.openPending();
    if (this.isStopped) return;
    if (this.jsonLdText !== null) {
      this.jsonLdChars += text.length;
      if (this.jsonLdChars <= MAX_JSON_LD_CHARS) this.jsonLdText.push(text);
      return;
    }
    if (this.isInTitle) {
      const title = (this.title ?? '') + text;
      this.title = title.length > MAX_TITLE_CHARS ? title.slice(0, MAX_TITLE_CHARS) : title;
      return;
    }
    if (this.capture !== null && this.capture.text.length < MAX_DATE_TEXT_CHARS)
      this.capture.text = (this.capture.text + text).slice(0, MAX_DATE_TEXT_CHARS);
    const flags = this.top();
    if (flags & INVISIBLE) return;
    this.textDates.push(text);
    if (!(flags & BOILERPLATE)) this.content.push(text, (flags & MAIN) !== 0);
  }

  onclosetag(name: string): void {
    this.openPending();
    if (this.isStopped) return;
    this.flags.pop();
    if (this.capture !== null && this.flags.length < this.capture.depth) this.endCapture();
    if (name === 'script' && this.jsonLdText !== null) this.endJsonLd();
    if (name === 'title') this.isInTitle = false;
    if (isBlockElement(name)) this.boundary();
  }

  onend(): void {
    this.openPending();
    this.finish();
  }

  /** What the page said; call once, after the parser's end (or after a stop). */
  result(): PageMarkup {
    return {
      lang: this.lang,
      title: this.title === null ? null : this.title.replace(/\s+/g, ' ').trim(),
      canonicalHref: this.canonicalHref,
      isRobotsNoindex: this.isRobotsNoindex,
      statedDates: this.statedDates,
      jsonLdDates: this.jsonLd,
      textDates: this.textDates.dates,
      content: this.content.text(),
      notes: this.notes,
    };
  }

  /** Ends what is open when reading stops early. */
  finish(): void {
    if (this.capture !== null) this.endCapture();
    this.textDates.end();
  }

  private top(): number {
    return this.flags.length === 0 ? 0 : this.flags[this.flags.length - 1];
  }

  /** The pending start tag is complete (its attributes all read): open it. */
  private openPending(): void {
    const name = this.pendingName;
    if (name === null) return;
    const attributes = this.pendingAttributes;
    this.pendingName = null;
    this.pendingAttributes = new Map();
    if (this.isStopped) return;
    if (this.flags.length >= MAX_OPEN_ELEMENTS) {
      this.isStopped = true;
      this.notes.add('nesting-too-deep');
      this.onStop();
      return;
    }
    this.open(name, attributes);
  }

  private open(name: string, attributes: ReadonlyMap<string, string>): void {
    if (isBlockElement(name)) this.boundary();
    const flags = elementFlags(name, attributes, this.top());
    this.flags.push(flags);

    if (name === 'html' && this.lang === null) this.lang = attributes.get('lang')?.trim() || null;
    else if (name === 'title' && this.title === null && !(flags & FOREIGN)) this.isInTitle = true;
    else if (name === 'link') this.readLink(attributes);
    else if (name === 'meta') this.readRobotsMeta(attributes);
    else if (name === 'script') this.startJsonLd(attributes);

    const dates = markupDates(name, attributes, dateHint(flags));
    const fromText: MarkupDate[] = [];
    for (const date of dates) {
      if (date.value !== null) this.addStated(date.value, date);
      else fromText.push(date);
    }
    if (fromText.length > 0 && this.capture === null)
      this.capture = { depth: this.flags.length, dates: fromText, text: '' };
  }

  private readLink(attributes: ReadonlyMap<string, string>): void {
    if (this.canonicalHref !== null) return;
    const rel = attributes.get('rel')?.toLowerCase().split(/\s+/);
    const href = attributes.get('href')?.trim();
    if (rel?.includes('canonical') && href) this.canonicalHref = href;
  }

  private readRobotsMeta(attributes: ReadonlyMap<string, string>): void {
    const name = attributes.get('name')?.trim().toLowerCase();
    const content = attributes.get('content');
    if ((name === 'robots' || name === 'googlebot') && content !== undefined && hasNoindex(content))
      this.isRobotsNoindex = true;
  }

  private startJsonLd(attributes: ReadonlyMap<string, string>): void {
    const type = attributes.get('type')?.split(';')[0].trim().toLowerCase();
    if (type !== 'application/ld+json') return;
    this.jsonLdText = [];
    this.jsonLdChars = 0;
  }

  private endJsonLd(): void {
    const parts = this.jsonLdText ?? [];
    this.jsonLdText = null;
    if (this.jsonLdChars > MAX_JSON_LD_CHARS) {
      this.notes.add('json-ld-too-large');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(parts.join(''));
    } catch {
      this.notes.add('json-ld-invalid');
      return;
    }
    this.jsonLd.push(...jsonLdDates(parsed));
  }

  private endCapture(): void {
    const capture = this.capture;
    this.capture = null;
    if (capture === null) return;
    const text = capture.text.replace(/\s+/g, ' ').trim();
    if (text !== '') for (const date of capture.dates) this.addStated(text, date);
  }

  private addStated(text: string, date: MarkupDate): void {
    const trimmed = text.trim();
    if (trimmed !== '')
      this.statedDates.push({
        text: trimmed.slice(0, MAX_DATE_TEXT_CHARS),
        role: date.role,
        source: date.source,
      });
  }

  private boundary(): void {
    this.textDates.boundary();
    this.content.boundary();
  }
}
