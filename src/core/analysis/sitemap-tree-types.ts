/**
 * The shapes of the index tree (sitemap-tree.ts): what it reads of each supplied file, and
 * the nodes, problems and limits it gives back. Apart from the builder so that both the
 * function and the class it runs (tree-builder.ts) can name them.
 */
import type { DocumentReport } from '../document-report';
import type { FileProblem } from '../problems/problem';
import type { DocumentKind, SitemapRef } from '../sitemap/sitemap-entry';

/** What the tree needs of a file: a DocumentReport fits, with optional extras. */
export type TreeFile = Pick<
  DocumentReport,
  'name' | 'kind' | 'urls' | 'problems' | 'sitemapLocs' | 'unreadable'
> & {
  /** The index's `<sitemap>` entries with positions and lastmod (preferred over sitemapLocs). */
  sitemapRefs?: readonly SitemapRef[];
  /** The URL the file is known to live at, when known (scope checks need it). */
  url?: string;
  /** The caller's id of the file (a document id): what manual assignments refer to. */
  id?: number;
};

export type TreeNodeState = 'supplied' | 'missing' | 'failed' | 'cycle';

export interface IndexTreeNode {
  id: number;
  state: TreeNodeState;
  /** The URL as listed by the parent (or the robots.txt line); absent for a top-level file. */
  loc?: string;
  /** The supplied file the node stands for, by name and by position in `files`. */
  file?: string;
  fileIndex?: number;
  /**
   * The shortest end of the file's path that tells it from files of the same name; for a
   * missing child whose expected name a sibling shares, its URL.
   */
  displayPath?: string;
  /** Several supplied files fitted the loc equally; this one was picked by context. */
  isAmbiguous?: boolean;
  /** The user assigned the file to this loc by hand. */
  isAssigned?: boolean;
  kind?: DocumentKind;
  /** For a missing child: the file name that would have matched. */
  expectedName?: string;
  /** Where the parent lists this child (line 0 when positions are unknown). */
  listedAt?: { file: string; line: number; column: number };
  /** The `<lastmod>` text the parent index gives the child. */
  lastmodText?: string;
  /** URLs and problems of this node's own file. */
  urls: number;
  problems: number;
  /** Sums over the subtree, each file counted once. */
  totalUrls: number;
  totalProblems: number;
  /** This file's children are shown under node `repeatOf` already. */
  repeatOf?: number;
  /** Children not shown: the depth or node limit was reached. */
  isTruncated?: boolean;
  children: IndexTreeNode[];
}

/** A tree problem, with the position in `files` of the index it belongs to (names may repeat). */
export interface TreeProblem extends FileProblem {
  readonly fileIndex: number;
}

export interface SitemapTree {
  /** robots.txt files and Sitemap: lines, then indexes no other index lists. */
  roots: IndexTreeNode[];
  /** Supplied files no index or robots.txt lists. */
  unlisted: IndexTreeNode[];
  /** Problems the tree found, with the file they belong to. */
  problems: TreeProblem[];
}

export interface TreeLimits {
  /** Deepest level expanded (roots are level 0). Nesting is already an error at level 2. */
  maxDepth: number;
  /** Nodes created at most. */
  maxNodes: number;
}
