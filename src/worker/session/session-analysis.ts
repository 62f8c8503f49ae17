/**
 * The one shape of a derived analysis: what the session knows of the robots.txt cross-check,
 * the lastmod verdicts, hreflang, crawl coverage, the snapshot change and whatever comes next.
 * Each answers for itself the questions every view asks (its part of the data version, its
 * problem groups and their pages, its URL filters, its per-row columns, what it does when
 * inputs come and go), and the session asks them through the registry (analysis-registry.ts)
 * alone, with no branch per analysis: a figure cannot depend on which analysis was added last
 * or on what was loaded before.
 *
 * Every member is optional but `version`: an analysis says only what it has.
 */
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import type { ProblemGroup, ProblemOccurrence } from '../protocol/problems';
import type { BoundColumn } from './bound-column';
import type { ExportFormat, RowsAnswer, ViewQuery } from '../protocol/rows';
import type { SessionProblem } from './problem-groups';
import type { Cancellable } from './session-context';
import type { SessionTree } from './session-tree';
import type { DocumentId } from '../../core/ids';
import type { UrlBatch } from '../../core/sitemap/url-batch';
import type { RowCodes } from '../../core/analysis/row-problem-codes';

/** Hears the rows as they join the store (the analysis registry). */
export interface RowsListener {
  onRowsRead(documentId: DocumentId, batch: UrlBatch): void;
}

/**
 * The columns analyses add to each stored row, beside the store's own: the URL table's window
 * and every export read them from here (view-export.ts, `rows`). Keyed by the column ids the
 * analyses' descriptors declare (core/analyses/row-column.ts): no analysis is named here.
 */
export interface DerivedColumns {
  /** Each analysis's columns for this reader, by column id (none while it has nothing to add). */
  readonly cells: ReadonlyMap<string, BoundColumn>;
  /** The problem codes the analyses attach to the row, after the store's own (`rowProblems`). */
  readonly problems?: RowCodes;
}

/** Who reads the derived columns: the table's window, or an export in its format. */
export type ColumnReader = 'table' | ExportFormat;

/**
 * What must be ready before an answer: a view (and its export) for a reader, or an answer an
 * analysis declares a step for, by its name (`problems`: the Problems answer; an analysis's
 * own view, as `hreflang`). Each analysis prepares the steps it knows and passes the others.
 */
export type Preparation =
  { readonly query: ViewQuery; readonly reader: ColumnReader } | { readonly step: string };

/** The Problems answer's step: every analysis's groups complete (the tree, Problems, report). */
export const PROBLEMS_STEP = 'problems';

/** Occurrences `offset …` of one code, and how many there are in all. */
export interface OccurrencePage {
  count: number;
  occurrences: ProblemOccurrence[];
}

/** A view's problem codes split into code columns (an analysis's) and the store's codes left. */
export interface ViewFilters {
  codeColumns: CodeColumnFilter[];
  problemCodes: string[] | undefined;
}

export interface SessionAnalysis {
  /** Changes whenever any answer of the analysis may have (part of the session's data version). */
  readonly version: number;
  /**
   * Fills, in slices between messages, what an answer needs complete (a verdict column);
   * false when cancelled first.
   */
  prepare?(preparation: Preparation, context: Cancellable): Promise<boolean>;
  /** Problems it finds in documents, each attributed to one: they count in the tree and file list. */
  documentProblems?(tree: SessionTree): readonly SessionProblem[];
  /** Problem groups of its own, with their first occurrences (no document's report holds them). */
  problemGroups?(): readonly ProblemGroup[];
  /** Whether a code is its own: its pages come from `occurrences`. */
  ownsCode?(code: string): boolean;
  /** One page of one of its codes' occurrences. */
  occurrences?(code: string, offset: number, limit: number): OccurrencePage;
  /** How many URL-table rows a document problem group of `code` selects (undefined: not its code). */
  urlCount?(code: string): number | undefined;
  /** Takes the codes and query fields it answers out of a view's filter, as code columns. */
  filters?(query: ViewQuery, problemCodes: string[] | undefined): ViewFilters;
  /**
   * Its per-row columns for `reader` (after `prepare`), each a column its descriptor declares
   * bound to its reader (bound-column.ts); none while it has nothing to add.
   */
  columns?(query: ViewQuery, reader: ColumnReader): readonly BoundColumn[];
  /**
   * The codes of its own that it attaches to each stored row, for `reader` (after `prepare`):
   * a row has a code when the URL table's filter by that code keeps it, so a group's
   * `urlCount` is the number of rows that carry its code. Undefined while it has none.
   */
  rowProblems?(reader: ColumnReader): RowCodes | undefined;
  /**
   * How many problems of its own groups (`problemGroups`) each document has: they count in
   * the tree, the file list and the report's files, as `documentProblems` do.
   */
  problemCounts?(): ReadonlyMap<DocumentId, number>;
  /** A view it answers itself, with rows of its own (the earlier snapshot's removed URLs). */
  ownRows?(query: ViewQuery, start: number, end: number): RowsAnswer | undefined;
  /**
   * Rows joined the store (input-documents.ts): what the analysis takes from them as they
   * pass, so that no file is read again for it (the hreflang links beside the rows).
   */
  onRowsRead?(documentId: DocumentId, batch: UrlBatch): void;
  /** An `open` finished reading its inputs: what was derived from the rows is asked again. */
  onInputsRead?(): void;
  /** Inputs were removed: rows were renumbered, drop what was derived from them. */
  onInputsRemoved?(): void;
}
