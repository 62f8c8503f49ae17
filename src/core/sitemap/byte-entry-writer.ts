/**
 * Hands on an entry the byte scanner read (byte-entry-record.ts). The common case, an entry
 * every field of which passes its checks (byte-field-checks.ts), becomes a row of the URL
 * batch straight from the bytes: the loc's bytes are copied once into the batch's byte
 * column, which the URL store copies whole into its text table (`UrlBatch.locBytes`), and no
 * string or object is made for it but its lastmod text.
 *
 * Any other entry (a problem to report, a duplicate field, non-ASCII text, a sitemap index's
 * `<sitemap>`, a scope to check) is replayed, event by event in document order, through the
 * tokenizer reader's own EntryBuilder with the texts as strings: the same checks, the same
 * problems at the same positions, by construction.
 */
import {
  ABSENT,
  EntryEvent,
  isField,
  MAX_EVENTS,
  TextBit,
  type EntryRecord,
} from './byte-entry-record';
import {
  asciiText,
  changefreqOf,
  isAbsoluteHttp,
  isPlainLoc,
  isValidLanguageTag,
  trimBlanks,
  validPriority,
} from './byte-field-checks';
import { EntryBuilder, Field, MAX_IMAGES_PER_URL } from './entry-builder';
import { EARLIEST_PLAUSIBLE_MS, FUTURE_SLACK_DATE_MS, FUTURE_SLACK_TIME_MS } from './entry-checks';
import type { LocScope } from './loc-checks';
import type { ProblemSink } from './problem-sink';
import { LastmodPrecision, type SitemapHandler } from './sitemap-entry';
import { flushUrlBatch, type UrlBatch } from './url-batch';
import { copyHashing, viewOf } from '../byte-hash';
import { readW3cDatetime, type W3cInstant } from './w3c-datetime';

const utf8 = new TextDecoder('utf-8');
const ALTERNATE = Uint8Array.from('alternate', (c) => c.charCodeAt(0));
/** Longest lastmod text a row keeps (entry-builder.ts). */
const MAX_LASTMOD_TEXT = 100;

export class ByteEntryWriter {
  private readonly builder: EntryBuilder;
  /** The batch's loc bytes, row after row (see UrlBatch.locBytes). */
  private locBytes = new Uint8Array(1 << 17);
  private locView = viewOf(this.locBytes);
  private locUsed = 0;
  /** The bytes a loc was last copied from (a chunk, or the record's own), and a view of them. */
  private viewed: Uint8Array | null = null;
  private textView = viewOf(this.locBytes);
  /** The last lastmod read from bytes: sitemaps often repeat one for long runs. */
  private readonly lastLastmod = new Uint8Array(MAX_LASTMOD_TEXT);
  private lastLastmodLength = -1;
  private isLastLastmodValid = false;
  private readonly lastLastmodInstant: W3cInstant = { ms: NaN, precision: LastmodPrecision.none };

  /** A trimmed text's start and end (trimBlanks). */
  private readonly trimmed = new Int32Array(2);

  // What the fast path found in the entry being written: its lastmod as bytes
  // (`lastmodSource[lastmodFrom … lastmodTo)`, none when `lastmodSource` is null).
  private lastmodSource: Uint8Array | null = null;
  private lastmodFrom = 0;
  private lastmodTo = 0;
  private lastmodMs = NaN;
  private lastmodPrecision: LastmodPrecision = LastmodPrecision.none;
  private changefreq: string | undefined;
  private priority = NaN;
  private images = 0;
  private alternates = 0;
  /** The link events counted as alternates: each is a link the hreflang table takes. */
  private readonly alternateEvents = new Int32Array(MAX_EVENTS);
  /** Their hreflang texts, as validHreflang made them. */
  private readonly alternateHreflangs: string[] = [];
  /** The valid hreflang texts made so far: a urlset repeats a few dozen codes on every URL. */
  private readonly hreflangTexts = new Map<number, string[]>();

  constructor(
    private readonly handler: SitemapHandler,
    private readonly problems: ProblemSink,
    private readonly scope: LocScope | null,
    private readonly nowMs: number,
    private readonly batch: UrlBatch | null,
    private readonly isIndex: boolean,
  ) {
    this.builder = new EntryBuilder(handler, problems, scope, nowMs, batch);
  }

  write(record: EntryRecord): void {
    const loc = this.isIndex || this.scope !== null ? -1 : this.plainLoc(record);
    if (loc >= 0) this.writeRow(record, loc);
    else this.replay(record);
  }

  /** The event of the loc when every field passes without a problem, else -1. */
  private plainLoc(record: EntryRecord): number {
    const trimmed = this.trimmed;
    let loc = -1;
    let seen = 0;
    this.lastmodSource = null;
    this.lastmodMs = NaN;
    this.lastmodPrecision = LastmodPrecision.none;
    this.changefreq = undefined;
    this.priority = NaN;
    this.images = 0;
    this.alternates = 0;
    for (let event = 0; event < record.count; event++) {
      const kind = record.kind[event];
      if (record.isAscii[event] === 0) return -1;
      if (isField(kind)) {
        // A second one of a field is the EntryBuilder's to settle.
        if (seen & (1 << kind)) return -1;
        seen |= 1 << kind;
        const text = record.bytesOf(event, TextBit.text);
        const from = record.textStart[event];
        const to = record.textEnd[event];
        if (kind === Field.loc) {
          if (record.hasBlank[event] === 1 || !isPlainLoc(text, from, to)) return -1;
          loc = event;
          continue;
        }
        trimmed[0] = from;
        trimmed[1] = to;
        if (record.hasBlank[event] === 1) trimBlanks(text, from, to, trimmed);
        if (kind === Field.lastmod) {
          if (!this.plainLastmod(text, trimmed[0], trimmed[1])) return -1;
        } else if (kind === Field.changefreq) {
          this.changefreq = changefreqOf(text, trimmed[0], trimmed[1]);
          if (this.changefreq === undefined) return -1;
        } else {
          this.priority = validPriority(text, trimmed[0], trimmed[1]);
          if (Number.isNaN(this.priority)) return -1;
        }
      } else if (kind === EntryEvent.link) {
        const counts = this.plainLinkCounts(record, event);
        if (counts < 0) return -1;
        if (counts === 1) this.alternateEvents[this.alternates++] = event;
      } else if (kind === EntryEvent.imageOpen) {
        this.images++;
      } else if (record.textStart[event] === 0) {
        return -1; // image:image without image:loc: extension-incomplete
      }
    }
    return this.images > MAX_IMAGES_PER_URL ? -1 : loc;
  }

  /** A lastmod checkLastmod passes without a word: W3C Datetime, after 1990, not in the future. */
  private plainLastmod(text: Uint8Array, from: number, to: number): boolean {
    const length = to - from;
    if (length === 0 || length > MAX_LASTMOD_TEXT) return false;
    let isSame = length === this.lastLastmodLength;
    for (let i = 0; i < length && isSame; i++) isSame = text[from + i] === this.lastLastmod[i];
    const date = this.lastLastmodInstant;
    if (!isSame) {
      // From the bytes to a number: no string, no object (w3c-datetime.ts).
      this.isLastLastmodValid = readW3cDatetime(text, from, to, date);
      for (let i = 0; i < length; i++) this.lastLastmod[i] = text[from + i];
      this.lastLastmodLength = length;
    }
    if (!this.isLastLastmodValid) return false;
    const slack =
      date.precision <= LastmodPrecision.day ? FUTURE_SLACK_DATE_MS : FUTURE_SLACK_TIME_MS;
    if (date.ms > this.nowMs + slack || date.ms < EARLIEST_PLAUSIBLE_MS) return false;
    this.lastmodSource = text;
    this.lastmodFrom = from;
    this.lastmodTo = to;
    this.lastmodMs = date.ms;
    this.lastmodPrecision = date.precision;
    return true;
  }

  /** The entry as a batch row (or an `onUrl` entry), its loc at event `loc`. */
  private writeRow(record: EntryRecord, loc: number): void {
    const from = record.textStart[loc];
    const to = record.textEnd[loc];
    const text = record.bytesOf(loc, TextBit.text);
    const line = record.eventLine[loc];
    const column = record.eventColumn[loc];
    const batch = this.batch;
    if (batch === null) {
      this.handler.onUrl({
        loc: asciiText(text, from, to),
        line,
        column,
        lastmodText: this.lastmodSource
          ? asciiText(this.lastmodSource, this.lastmodFrom, this.lastmodTo)
          : undefined,
        lastmodMs: this.lastmodMs,
        lastmodPrecision: this.lastmodPrecision,
        changefreq: this.changefreq,
        priority: this.priority,
        images: this.images,
        videos: 0,
        alternates: this.alternates,
        newsPublicationMs: NaN,
      });
      return;
    }
    // A batch holds rows of strings or rows of bytes, never both.
    if (batch.isFull || (batch.count > 0 && batch.locBytes === undefined))
      flushUrlBatch(batch, this.handler);
    if (batch.count === 0) this.locUsed = 0;
    const start = this.locUsed;
    if (start + (to - from) > this.locBytes.length) this.growLocBytes(to - from);
    if (text !== this.viewed) {
      this.viewed = text;
      this.textView = viewOf(text);
    }
    // Copied four bytes a step and hashed on the way: the store takes the hash with the bytes.
    const hash = copyHashing(text, this.textView, from, to, this.locBytes, this.locView, start);
    this.locUsed = start + (to - from);
    const row = batch.addRowOfBytes(this.locBytes, start, this.locUsed, line, column, hash);
    batch.lastmodText[row] = undefined;
    if (this.lastmodSource)
      batch.setLastmodBytes(row, this.lastmodSource, this.lastmodFrom, this.lastmodTo);
    batch.lastmodMs[row] = this.lastmodMs;
    batch.lastmodPrecision[row] = this.lastmodPrecision;
    batch.changefreq[row] = this.changefreq;
    batch.priority[row] = this.priority;
    batch.images[row] = this.images;
    batch.videos[row] = 0;
    batch.alternates[row] = this.alternates;
    batch.newsPublicationMs[row] = NaN;
    batch.problemCodes[row] = undefined;
    for (let i = 0; i < this.alternates; i++) this.addAlternate(record, i);
  }

  /**
   * How many alternates an `xhtml:link` counts for when checkAlternate (entry-checks.ts)
   * would report nothing: 1 for a valid `rel="alternate"` (its hreflang, as a string, then in
   * `alternateHreflangs`), 0 for another rel; -1 when not sure.
   */
  private plainLinkCounts(record: EntryRecord, event: number): number {
    const trimmed = this.trimmed;
    let text: Uint8Array;
    if (record.isAlternate[event] === 0) {
      text = record.bytesOf(event, TextBit.text);
      trimBlanks(text, record.textStart[event], record.textEnd[event], trimmed);
      if (!isSameBytes(text, trimmed[0], trimmed[1], ALTERNATE)) return 0;
    }
    if (record.hreflangStart[event] === ABSENT || record.hrefStart[event] === ABSENT) return -1;
    text = record.bytesOf(event, TextBit.hreflang);
    trimBlanks(text, record.hreflangStart[event], record.hreflangEnd[event], trimmed);
    const hreflang = this.validHreflang(text, trimmed[0], trimmed[1]);
    if (hreflang === undefined) return -1;
    text = record.bytesOf(event, TextBit.href);
    trimBlanks(text, record.hrefStart[event], record.hrefEnd[event], trimmed);
    if (!isAbsoluteHttp(text, trimmed[0], trimmed[1])) return -1;
    this.alternateHreflangs[this.alternates] = hreflang;
    return 1;
  }

  /**
   * Alternate `i` of the entry (counted by plainLinkCounts: ASCII, rel alternate, a valid
   * hreflang, an absolute href) to the batch's row last added, both texts trimmed as
   * readAlternate (entry-checks.ts) trims them on the tokenizer reader's path.
   */
  private addAlternate(record: EntryRecord, i: number): void {
    const event = this.alternateEvents[i];
    const trimmed = this.trimmed;
    const text = record.bytesOf(event, TextBit.href);
    trimBlanks(text, record.hrefStart[event], record.hrefEnd[event], trimmed);
    const line = record.eventLine[event];
    const column = record.eventColumn[event];
    this.batch!.addLinkOfBytes(
      this.alternateHreflangs[i],
      text,
      trimmed[0],
      trimmed[1],
      line,
      column,
    );
  }

  /**
   * An ASCII hreflang as a string when it is a valid language tag (isValidLanguageTag), else
   * undefined; made and checked once per distinct code (up to 1,000 kept).
   */
  private validHreflang(bytes: Uint8Array, from: number, to: number): string | undefined {
    if (from === to) return undefined;
    // Keyed by length and first and last bytes; the few codes under one key compared whole.
    const key = ((to - from) << 16) | (bytes[from] << 8) | bytes[to - 1];
    let texts = this.hreflangTexts.get(key);
    if (texts !== undefined) {
      for (const known of texts) {
        let isSame = true;
        for (let i = 0; i < known.length && isSame; i++)
          isSame = known.charCodeAt(i) === bytes[from + i];
        if (isSame) return known;
      }
    }
    if (!isValidLanguageTag(bytes, from, to)) return undefined;
    const text = asciiText(bytes, from, to);
    if (this.hreflangTexts.size < 1000) {
      if (texts === undefined) this.hreflangTexts.set(key, (texts = []));
      if (texts.length < 8) texts.push(text);
    }
    return text;
  }

  private growLocBytes(extra: number): void {
    let size = this.locBytes.length * 2;
    while (size < this.locUsed + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.locBytes.subarray(0, this.locUsed));
    this.locBytes = grown;
    this.locView = viewOf(grown);
  }

  /** The entry through EntryBuilder, as the tokenizer reader's handler drives it. */
  private replay(record: EntryRecord): void {
    const batch = this.batch;
    if (batch !== null && batch.count > 0 && batch.locBytes !== undefined)
      flushUrlBatch(batch, this.handler);
    const builder = this.builder;
    builder.begin(record.line, record.column, this.isIndex);
    let imageLine = 0;
    let imageColumn = 0;
    for (let event = 0; event < record.count; event++) {
      const kind = record.kind[event];
      const line = record.eventLine[event];
      const column = record.eventColumn[event];
      if (isField(kind)) {
        const text = textOf(record, event, TextBit.text);
        builder.setField(kind as Field, text, text.length, line, column);
      } else if (kind === EntryEvent.link) {
        builder.addLink(linkAttributes(record, event), line, column);
      } else if (kind === EntryEvent.imageOpen) {
        builder.addImage();
        imageLine = line;
        imageColumn = column;
      } else if (record.textStart[event] === 0) {
        // As SitemapXmlHandler.closeExtension reports it (extension-checks.ts).
        this.problems.report('extension-incomplete', imageLine, imageColumn, {
          element: 'image:image',
          missing: 'image:loc',
        });
      }
    }
    builder.finish();
  }
}

/** The link's rel, hreflang and href, as the tokenizer's attribute list would hold them. */
function linkAttributes(record: EntryRecord, event: number): string[] {
  const attributes: string[] = [];
  const relStart = record.textStart[event];
  const relEnd = record.textEnd[event];
  // An absent rel and an empty one read the same to checkAlternate: not an alternate.
  if (relEnd > relStart) attributes.push('rel', textOf(record, event, TextBit.text));
  if (record.hreflangStart[event] !== ABSENT)
    attributes.push('hreflang', textOf(record, event, TextBit.hreflang));
  if (record.hrefStart[event] !== ABSENT)
    attributes.push('href', textOf(record, event, TextBit.href));
  return attributes;
}

/** Text `bit` of `event` as a string (the slow path's). */
function textOf(record: EntryRecord, event: number, bit: TextBit): string {
  const from =
    bit === TextBit.text
      ? record.textStart[event]
      : bit === TextBit.hreflang
        ? record.hreflangStart[event]
        : record.hrefStart[event];
  const to =
    bit === TextBit.text
      ? record.textEnd[event]
      : bit === TextBit.hreflang
        ? record.hreflangEnd[event]
        : record.hrefEnd[event];
  return utf8.decode(record.bytesOf(event, bit).subarray(from, to));
}

function isSameBytes(bytes: Uint8Array, from: number, to: number, word: Uint8Array): boolean {
  if (to - from !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[from + i] !== word[i]) return false;
  return true;
}
