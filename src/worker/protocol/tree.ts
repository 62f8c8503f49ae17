/** The index tree of what is loaded (`tree`), and assigning a renamed download to a loc. */
import type { DocumentId } from '../../core/ids';
import type { DocumentKind } from '../../core/sitemap/sitemap-entry';

/**
 * `left-out`: a child the user's own `--skip` / `--follow` pattern left out (a document with
 * `index-child-left-out` and no bytes): a choice, shown apart from a child that failed.
 */
export type TreeNodeState = 'supplied' | 'missing' | 'failed' | 'left-out';

/** One node of the index tree: a robots.txt, an index, a sitemap, listed or not. */
export interface TreeNodeView {
  /** Unique in the tree (also across `roots` and `unlisted`). */
  key: string;
  /** The URL as listed by the parent (absent for roots that nobody lists). */
  loc?: string;
  /** The document's name, or for a missing one the file name expected. */
  name: string;
  state: TreeNodeState;
  kind?: DocumentKind;
  documentId?: DocumentId;
  /** Where names repeat: the end of the document's path that tells it apart (`en/sitemap.xml`). */
  displayPath?: string;
  /** Several supplied documents fitted the loc equally well; this one was picked by context. */
  isAmbiguous?: boolean;
  /** The user assigned this document to the loc by hand. */
  isAssigned?: boolean;
  /** URLs of this document and every supplied document below it, each document once. */
  urls: number;
  lastmodText?: string;
  /** Problems of this document, the index tree's own (missing child, nested index…) included. */
  problems: number;
  /** Documents this node stands for (itself and those below it): what selecting it filters to. */
  documentIds: DocumentId[];
  /**
   * A failed node's reason: its document's `fetch-failed` (a sitemap the site refused, with
   * its status) or `unreadable` problem, for the node to say instead of "failed"; a left-out
   * node's `index-child-left-out`, which names the pattern.
   */
  failedBecause?: { code: string; params?: Readonly<Record<string, string | number>> };
  /** Set when a child is one of its own ancestors (an index listing itself). */
  isCycle?: boolean;
  /** The document is listed a second time: its children are shown under its first node. */
  isRepeat?: boolean;
  /** Some children are not shown: the tree's depth or size limit was reached. */
  isTruncated?: boolean;
  children: TreeNodeView[];
}

export interface TreeAnswer {
  /** robots.txt files and indexes no other document lists. */
  roots: TreeNodeView[];
  /** Sitemaps supplied but listed by no index or robots.txt. */
  unlisted: TreeNodeView[];
}

/**
 * Assign a supplied document to a listed loc the tree could not match (a renamed download),
 * or with `documentId: null` undo that; the data version changes.
 */
export interface AssignTreeFileAsk {
  loc: string;
  documentId: DocumentId | null;
}
