/**
 * The summary of one document read (a file, or an archive member named `ARCHIVE/PATH`): what
 * the command line prints with `--json`, what the worker sends the page for its file list
 * (numbered, as the protocol's SessionDocumentReport), and what the index tree is built from.
 */
import type { Problem } from './problems/problem';
import type { DocumentKind } from './sitemap/sitemap-entry';
import type { PageFacts } from './page/page-facts';

/** The outermost container: `xml` and `text` mean the bytes were not compressed. */
export type ReportFormat = 'xml' | 'gzip' | 'zip' | 'tar' | 'text';

export interface DocumentReport {
  /** As given (command line), as uploaded, or `ARCHIVE/PATH` for an archive member. */
  name: string;
  format: ReportFormat;
  kind: DocumentKind;
  /** Bytes as supplied (compressed size for gzip; the member's stored size in an archive). */
  bytes: number;
  /** Bytes after decompression (equal to `bytes` when not compressed). */
  inflatedBytes: number;
  /** `<url>` entries (urlset, text, feeds). */
  urls: number;
  /** `<sitemap>` entries (sitemapindex) or `Sitemap:` lines (robots.txt). */
  sitemaps: number;
  lastmod: { present: number; distinct: number };
  problems: Problem[];
  /** The sitemap URLs this file lists (index children, robots.txt `Sitemap:` lines). */
  sitemapLocs?: string[];
  /** Set when the file could not be read at all (it then has no URLs). */
  unreadable?: boolean;
  /** For a robots.txt: its groups and rules (RFC 9309 §2.1), so a summary can say what it has. */
  robots?: { groups: number; rules: number };
  /** For an HTML page: the dates it states and the facts around them (src/core/page/). */
  page?: PageFacts;
}
