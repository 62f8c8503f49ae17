/**
 * What the page reader finds in one HTTP response: the page's own statements of when it was
 * published and modified (each with the markup it came from), the HTTP dates beside them, and
 * the facts a lastmod check needs around them (canonical, noindex, language, content type).
 */

/** How finely a date is written: a date alone is a whole day. */
export type DatePrecision = 'day' | 'minute' | 'second' | 'millisecond';

/** What a date says about the page. */
export type DateRole = 'modified' | 'published';

/**
 * Where a date was read. The `meta:` sources are named after the `<meta>` name or property,
 * lower-cased (`meta:article:modified_time`, `meta:dcterms.modified`).
 */
export type DateSource =
  | 'http-last-modified'
  | 'http-date'
  | 'json-ld'
  | 'microdata'
  | 'rdfa'
  | `meta:${string}`
  | 'time-element'
  | 'visible-text';

/** A date as the page writes it, and the instant it names. */
export interface DateFact {
  /** The text as written (trimmed). */
  text: string;
  /** Milliseconds since the epoch, UTC; a date alone is its midnight UTC. */
  instant: number;
  precision: DatePrecision;
  /** The zone written with it, in minutes east of UTC; null when none was written (a date alone, a local time). */
  offset: number | null;
  role: DateRole;
  source: DateSource;
}

/** Codes of what the reader met and how it coped; the page and the command line word them. */
export type PageNote =
  | 'body-cut'
  | 'charset-unknown'
  | 'json-ld-invalid'
  | 'json-ld-too-large'
  | 'nesting-too-deep'
  | 'date-unzoned'
  | 'date-unreadable';

/** The visible main text's identity, for telling a changed page from a re-rendered one (fingerprint.ts). */
export interface ContentFingerprint {
  /** 64-bit hash of the normalised text, 16 hex digits. */
  textHash: string;
  /** 64-bit simhash of its shingles, 16 hex digits. */
  simhash: string;
  /** Whether the text is that of `<main>`/`<article>` or of the body without its boilerplate. */
  scope: 'main' | 'body';
  /** Tokens in the normalised text (words, and CJK characters). */
  tokens: number;
}

/** An HTTP response as the reader takes it. */
export interface PageResponse {
  url: string;
  status: number;
  headers: ReadonlyArray<readonly [string, string]> | Readonly<Record<string, string>>;
  body: Uint8Array;
}

export interface PageFacts {
  url: string;
  status: number;
  /** The Content-Type's media type, lower case, without parameters; null when absent. */
  contentType: string | null;
  isHtml: boolean;
  /** Whether the body was longer than MAX_PAGE_BYTES and read only that far. */
  cut: boolean;
  lang: string | null;
  title: string | null;
  /** `<link rel=canonical>` resolved against the URL; null when absent or unresolvable. */
  canonical: string | null;
  noindex: { robotsMeta: boolean; xRobotsTag: boolean };
  /** The page's modification date, chosen by source priority (choose-dates.ts); never the header. */
  modified: DateFact | null;
  published: DateFact | null;
  /** Every date found: JSON-LD first (the object that speaks for the page first), then the others in the order read. */
  dates: DateFact[];
  /** `Last-Modified`, kept apart: on dynamic sites it is the generation time. */
  lastModifiedHeader: DateFact | null;
  /** The response's `Date` (role `modified` by convention: it is the response's time), so that a `Last-Modified` equal to it can be told apart. */
  responseDate: DateFact | null;
  notes: PageNote[];
  fingerprint: ContentFingerprint | null;
}
