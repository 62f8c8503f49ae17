/**
 * What the sitemap readers emit, and what the URL store, the index tree and the pipeline
 * consume. Sitemaps protocol: https://www.sitemaps.org/protocol.html
 */
import type { Problem } from '../problems/problem';
import type { ProblemCode } from '../problems/registry';
import type { UrlBatch } from './url-batch';

/** What one input turned out to be. */
export type DocumentKind =
  'urlset' | 'sitemapindex' | 'text' | 'rss' | 'atom' | 'robots' | 'page' | 'archive' | 'unknown';

/**
 * Precision of a W3C Datetime (https://www.w3.org/TR/NOTE-datetime), coarsest first.
 * Stored as a small integer in the URL store.
 */
export const LastmodPrecision = {
  none: 0,
  year: 1,
  month: 2,
  day: 3,
  minute: 4,
  second: 5,
  fraction: 6,
} as const;
export type LastmodPrecision = (typeof LastmodPrecision)[keyof typeof LastmodPrecision];

/** One `<url>` of a urlset, one line of a text sitemap, one RSS item or one Atom entry. */
export interface UrlEntry {
  loc: string;
  /** Position of the entry's `<loc>` (or the line of a text sitemap). */
  line: number;
  column: number;
  /** The lastmod text as written, when present. */
  lastmodText?: string;
  /** Milliseconds since the epoch (UTC); NaN when absent or invalid. */
  lastmodMs: number;
  lastmodPrecision: LastmodPrecision;
  changefreq?: string;
  /** 0.0–1.0; NaN when absent or invalid. */
  priority: number;
  images: number;
  videos: number;
  /** `xhtml:link rel="alternate" hreflang` links. */
  alternates: number;
  /** `news:publication_date` in ms since the epoch; NaN when absent. */
  newsPublicationMs: number;
}

/** One `<sitemap>` of a sitemapindex. */
export interface SitemapRef {
  loc: string;
  line: number;
  column: number;
  lastmodText?: string;
  lastmodMs: number;
  lastmodPrecision: LastmodPrecision;
}

/** The callbacks a sitemap reader calls, in document order. */
export interface SitemapHandler {
  /** Called once, as soon as the root element (or the text form) is known. */
  onDocumentKind(kind: DocumentKind): void;
  /** `problemCodes`: the codes of the problems found on this entry (none: undefined). */
  onUrl(entry: UrlEntry, problemCodes?: readonly ProblemCode[]): void;
  /**
   * When present, an XML sitemap's URL entries (urlset, RSS, Atom) come here in columns
   * instead of one `onUrl` each (a text sitemap's lines still come to `onUrl`): after every
   * pushed chunk, at the end, and whenever the {@link UrlBatch} fills. The batch is cleared
   * when this returns.
   */
  onUrlBatch?(batch: UrlBatch): void;
  onSitemap(ref: SitemapRef): void;
  onProblem(problem: Problem): void;
}
