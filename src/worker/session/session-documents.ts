/**
 * What the session remembers of each document it read: where it came from (the page's
 * input and, for archive members, the archive), what it lists (a sitemap index's `<sitemap>`
 * entries, a robots.txt's `Sitemap:` lines), its own report once it is finished, and the
 * URLs it repeated from documents read before it. The URLs themselves live in the UrlStore,
 * under the same `DocumentId`.
 */
import type { DocumentId, InputId } from '../../core/ids';
import type { Problem } from '../../core/problems/problem';
import { cappedProblem } from '../../core/problems/problem-cap';
import type { RobotsTxt } from '../../core/robots/engine/robots-txt';
import type { SitemapRef } from '../../core/sitemap/sitemap-entry';
import type { SessionDocumentReport, FileSource, ReadAs } from '../protocol/files';

export interface DocumentRecord {
  readonly documentId: DocumentId;
  readonly inputId: InputId;
  readonly name: string;
  /** The pipeline's number for it in its input's run: the same when the input is read again. */
  readonly ingestId: number;
  readonly parentDocumentId?: DocumentId;
  /** What this document lists, in document order (capped: see `MAX_REFS_KEPT`). */
  readonly sitemapRefs: SitemapRef[];
  /**
   * The document's own report, set once when it is finished and never changed: the problems
   * found across documents (duplicates, the index tree's) are derived by session-problems.ts.
   */
  report?: SessionDocumentReport;
  /** The `duplicate-url` problems found while reading it (capped as the reader caps). */
  duplicatesWhenRead: readonly Problem[];
  /** A robots.txt, as parsed when it was read: what the robots.txt checks use. */
  robots?: RobotsTxt;
}

export interface InputRecord {
  readonly inputId: InputId;
  readonly name: string;
  readonly source: FileSource;
  /** Documents read from this input so far, in reading order. */
  readonly documentIds: DocumentId[];
  isRemoved: boolean;
  /** Set by the user when the content-based guess was wrong. */
  readAs?: ReadAs;
  /** Inflated bytes its reading took from the session's budget (given back when forgotten). */
  inflatedBytes?: number;
}

/** An index may list 50,000 sitemaps (sitemaps.org); keep a little more to show the excess. */
export const MAX_REFS_KEPT = 50_001;
/** As problem-sink.ts does for the reader's own problems. */
/**
 * A document's `duplicate-url` problems as its report keeps them: the first ones kept
 * (PROBLEMS_KEPT_PER_CODE at most, problem-cap.ts), then, when `overflow` more were found, one
 * `problems-capped` saying how many.
 */
export function cappedDuplicates(kept: Problem[], overflow: number): Problem[] {
  if (overflow === 0) return kept;
  return [...kept, cappedProblem('duplicate-url', overflow)];
}
