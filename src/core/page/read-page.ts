/**
 * The page reader: one HTTP response in, the page's facts out (page-facts.ts). The body is cut
 * at MAX_PAGE_BYTES, decoded (page-charset.ts) and tokenized by htmlparser2's streaming
 * Parser (https://github.com/fb55/htmlparser2), whose callbacks page-markup-reader.ts
 * handles: no tree is built and no expression runs over the whole page, so the time is
 * linear in the page's size. The dates it finds are read as instants here and ranked by
 * choose-dates.ts. Pure: it runs in the worker and in Node.
 */
import { Parser } from 'htmlparser2';
import { chooseDate } from './choose-dates';
import { contentFingerprint } from './fingerprint';
import { parseHttpDate } from './http-date';
import { type ParsedDate, parseIsoDate } from './iso-date';
import type { JsonLdDate } from './json-ld-dates';
import { decodePage } from './page-charset';
import type {
  DateFact,
  DateRole,
  DateSource,
  PageFacts,
  PageNote,
  PageResponse,
} from './page-facts';
import { MAX_PAGE_BYTES, PARSE_CHUNK_CHARS } from './page-limits';
import { PageMarkupReader, type StatedDate } from './page-markup-reader';
import { hasNoindex } from './robots-directives';
import { readTextDate } from './text-date';

export interface ReadPageOptions {
  /** Bytes of the body read (default MAX_PAGE_BYTES); for tests. */
  maxBytes?: number;
}

/** Media types read as HTML (WHATWG HTML §16.1 text/html, §16.2 application/xhtml+xml). */
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Reads one response's page facts. */
export function readPage(response: PageResponse, options: ReadPageOptions = {}): PageFacts {
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const notes = new Set<PageNote>();
  const contentTypeHeader = headerValues(response.headers, 'content-type')[0] ?? null;
  const contentType = contentTypeHeader?.split(';')[0].trim().toLowerCase() || null;
  // No Content-Type: read as HTML, as a browser would sniff a page that starts with markup.
  const isHtml = contentType === null || HTML_TYPES.has(contentType);
  const cut = response.body.length > maxBytes;
  if (cut) notes.add('body-cut');
  const lastModifiedHeader = headerDate(response.headers, 'last-modified', 'http-last-modified');
  const responseDate = headerDate(response.headers, 'date', 'http-date');
  const xRobotsTag = headerValues(response.headers, 'x-robots-tag').some(hasNoindex);
  const facts: PageFacts = {
    url: response.url,
    status: response.status,
    contentType,
    isHtml,
    cut,
    lang: null,
    title: null,
    canonical: null,
    noindex: { robotsMeta: false, xRobotsTag },
    modified: null,
    published: null,
    dates: [],
    lastModifiedHeader,
    responseDate,
    notes: [],
    fingerprint: null,
  };
  if (!isHtml) {
    facts.notes = [...notes];
    return facts;
  }

  const decoded = decodePage(
    cut ? response.body.subarray(0, maxBytes) : response.body,
    contentTypeHeader,
  );
  if (decoded.isCharsetUnknown) notes.add('charset-unknown');
  const markup = parseMarkup(decoded.text);
  for (const note of markup.notes) notes.add(note);

  const dates = [
    ...jsonLdFacts(markup.jsonLdDates, notes),
    ...statedFacts(markup.statedDates, notes),
  ];
  // Visible text speaks only where the markup is silent (choose-dates.ts).
  for (const role of ['modified', 'published'] as const)
    if (!dates.some((date) => date.role === role))
      dates.push(...markup.textDates.filter((date) => date.role === role));

  facts.lang = markup.lang;
  facts.title = markup.title || null;
  facts.canonical = resolve(markup.canonicalHref, response.url);
  facts.noindex.robotsMeta = markup.isRobotsNoindex;
  facts.dates = dates;
  facts.modified = chooseDate(dates, 'modified');
  facts.published = chooseDate(dates, 'published');
  facts.fingerprint = contentFingerprint(markup.content.text, markup.content.scope);
  facts.notes = [...notes];
  return facts;
}

function parseMarkup(text: string): ReturnType<PageMarkupReader['result']> {
  const reader: PageMarkupReader = new PageMarkupReader(() => parser.pause());
  const parser = new Parser(reader, { decodeEntities: true });
  for (let at = 0; at < text.length && !reader.isStopped; at += PARSE_CHUNK_CHARS)
    parser.write(text.slice(at, at + PARSE_CHUNK_CHARS));
  if (reader.isStopped) reader.finish();
  else parser.end();
  return reader.result();
}

/** JSON-LD dates, the object that speaks best for the page first (json-ld-dates.ts), each kept in document order within its rank. */
function jsonLdFacts(found: readonly JsonLdDate[], notes: Set<PageNote>): DateFact[] {
  const ranked = [...found].sort((a, b) => b.rank - a.rank);
  return statedFacts(
    ranked.map((date) => ({ text: date.text, role: date.role, source: 'json-ld' as const })),
    notes,
  );
}

function statedFacts(stated: readonly StatedDate[], notes: Set<PageNote>): DateFact[] {
  const facts: DateFact[] = [];
  for (const date of stated) {
    const parsed = parsePageDate(date.text);
    if (parsed === null) {
      notes.add('date-unreadable');
      continue;
    }
    if (parsed.offset === null && parsed.precision !== 'day') notes.add('date-unzoned');
    facts.push({ text: date.text, ...parsed, role: date.role, source: date.source });
  }
  return facts;
}

/** An ISO date, or a date written for people ("March 3, 2026") filling the whole text. */
function parsePageDate(text: string): ParsedDate | null {
  const iso = parseIsoDate(text);
  if (iso !== null) return iso;
  const lower = text.trim().toLowerCase();
  const date = readTextDate(lower, 0);
  if (date === null || date.end !== lower.length) return null;
  return { instant: Date.UTC(date.year, date.month - 1, date.day), precision: 'day', offset: null };
}

function headerDate(
  headers: PageResponse['headers'],
  name: string,
  source: DateSource,
): DateFact | null {
  const text = headerValues(headers, name)[0];
  const parsed = parseHttpDate(text);
  if (text === undefined || parsed === null) return null;
  const role: DateRole = 'modified';
  return { text: text.trim(), ...parsed, role, source };
}

/** The values of header `name` (lower case), in order; a header may be repeated. */
export function headerValues(headers: PageResponse['headers'], name: string): string[] {
  const entries: Iterable<readonly [string, string]> = Array.isArray(headers)
    ? (headers as ReadonlyArray<readonly [string, string]>)
    : Object.entries(headers);
  const values: string[] = [];
  for (const [key, value] of entries) if (key.toLowerCase() === name) values.push(value);
  return values;
}

function resolve(href: string | null, base: string): string | null {
  if (href === null) return null;
  // A page read from a file has a name, not an address, for a base: an absolute href
  // still says where the page's canonical is.
  for (const against of [base, undefined])
    try {
      return new URL(href.trim(), against).href;
    } catch {
      // Not resolvable against this base: try the next.
    }
  return null;
}
