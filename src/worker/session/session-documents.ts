/**
 * What the session remembers of each document it read: where it came from (the page's
 * input and, for archive members, the archive), what it lists (a sitemap index's `<sitemap>`
 * entries, a robots.txt's `Sitemap:` lines) and its report once it is finished. The URLs
 * themselves live in the UrlStore, under the same id (`documentId` = the store's file id).
 */
import type { RobotsTxt } from '../../core/robots/robots-txt';
import type { SitemapRef } from '../../core/sitemap/sitemap-entry';
import type { DocumentReport, FileId, FileSource, ReadAs } from '../protocol';

export interface DocumentRecord {
  readonly documentId: number;
  readonly fileId: FileId;
  readonly name: string;
  readonly parentDocumentId?: number;
  /** What this document lists, in document order (capped: see `MAX_REFS_KEPT`). */
  readonly sitemapRefs: SitemapRef[];
  /** Set when the document is finished. */
  report?: DocumentReport;
  /** A robots.txt, as parsed when it was read: what the robots.txt checks use. */
  robots?: RobotsTxt;
}

export interface InputRecord {
  readonly fileId: FileId;
  readonly name: string;
  readonly source: FileSource;
  /** Documents read from this input so far, in reading order. */
  readonly documentIds: number[];
  isRemoved: boolean;
  /** Set by the user when the content-based guess was wrong. */
  readAs?: ReadAs;
}

/** An index may list 50,000 sitemaps (sitemaps.org); keep a little more to show the excess. */
export const MAX_REFS_KEPT = 50_001;
/** As problem-sink.ts does for the reader's own problems. */
export const MAX_DUPLICATES_REPORTED = 1000;
