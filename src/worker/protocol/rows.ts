/**
 * The URL table: the view query (sorting and filtering run in the worker, which owns the
 * rows), windows of rows, one row's details, the sections list and exports of the view.
 */
import type { DocumentId, InputId, RowId } from '../../core/ids';
import type { QueryError } from '../../core/analysis/query-errors';
import type { EntryDetail } from '../../core/sitemap/entry-detail';
import type { RobotsCheck, RobotsVerdictName } from './robots';
import type { RowCrawlFacts } from '../../core/crawl/row-crawl';
import type { ChangeName } from './snapshot';
import type { TableSortColumn } from '../../core/analysis/url-table-columns';

/** The store columns the URL table sorts by (core/analysis/url-table-columns.ts). */
export type UrlColumn = TableSortColumn;

/** Sorting and filtering run in the worker, which owns the rows (manual sorting). */
export interface ViewQuery {
  sort?: { column: UrlColumn; descending: boolean };
  /** Substring, or a regular expression when wrapped in `/…/`. */
  text?: string;
  inputIds?: InputId[];
  hosts?: string[];
  /** First path segments. */
  sections?: string[];
  problemCodes?: string[];
  /** Inclusive range, ms since the epoch (UTC). */
  lastmodFromMs?: number;
  lastmodToMs?: number;
  /** With a lastmod bound: keep URLs without lastmod too ("changed since T", docs/lastmod.md). */
  includeNoLastmod?: boolean;
  /** Documents (`SessionDocumentReport.documentId`): a node of the index tree. */
  documentIds?: DocumentId[];
  /** The robots.txt check that fills each row's `robotsVerdict` (see `RobotsCheck`). */
  robotsCheck?: RobotsCheck;
  /** Keep only the rows with this verdict under `robotsCheck` (ignored without it). */
  robotsVerdict?: RobotsVerdictName;
  /**
   * With an earlier snapshot loaded: keep only the URLs with this change. `removed` shows the
   * earlier snapshot's rows that the current one lacks (ignored without an earlier snapshot).
   */
  change?: ChangeName;
}

/** One window `[start, end)` of the sorted, filtered URL view. */
export interface RowsAsk {
  query: ViewQuery;
  start: number;
  end: number;
}

/** One row of the URL table; times are ms since the epoch, NaN when absent. */
export interface UrlRowView {
  loc: string;
  lastmodMs: number;
  lastmodText?: string;
  changefreq?: string;
  priority: number;
  inputId: InputId;
  images: number;
  alternates: number;
  problems: number;
  /** Position in the store (stable until a file is removed): the row's React key. */
  row: RowId;
  /** The document the URL was read from, its name, and the loc's position in it. */
  documentId: DocumentId;
  file: string;
  line: number;
  column: number;
  problemCodes: string[];
  /** With `ViewQuery.robotsCheck` and a robots.txt to check: the verdict and deciding line (0: none). */
  robotsVerdict?: RobotsVerdictName;
  robotsLine?: number;
  /** Set when the check's assumed server answer decided the verdict, not the rules. */
  robotsByStatus?: true;
  /** With a crawl export loaded: the status the crawl got, its verdict and target. */
  crawl?: RowCrawlFacts;
  /** With an earlier snapshot loaded: what happened to the URL since (`removed`: an earlier row). */
  change?: ChangeName;
  /** With an earlier snapshot loaded: the URL's lastmod there, as written (none: absent or added). */
  earlierLastmodText?: string;
  /**
   * The text cells of the analyses' columns the page has no renderer of its own for, by
   * column id (core/analyses/row-column.ts): its generic renderer shows them.
   */
  columnTexts?: Readonly<Record<string, string>>;
}

export interface RowsAnswer {
  start: number;
  rows: UrlRowView[];
  /** Rows in the filtered view, and in the whole store (for "12,345 of 1,000,000 URLs"). */
  matching: number;
  total: number;
  /** Why the text filter could not run as asked (invalid, unsafe or stopped regex). */
  queryError?: QueryError;
}

/**
 * Every field of one row that the store keeps only as counts (images, alternates, news,
 * videos), read again from the row's document, and its robots.txt verdict. `loc` is the row's
 * URL as the table showed it: a removal moves rows, so the worker checks it is still there.
 * Cancellable (the re-read stops between slices).
 */
export interface RowDetailAsk {
  row: RowId;
  loc: string;
  /** The check whose verdict the table shows (absent: no verdict). */
  robotsCheck?: RobotsCheck;
  /** The row is the earlier snapshot's (the Removed view): it is read from the earlier files. */
  isEarlier?: boolean;
}

/**
 * How the row detail's extension fields were found: `read` (the document was read again up
 * to the entry: `extensions` is set), `none` (a text sitemap, RSS or Atom: no extensions),
 * `gone` (the row's file was removed), `not-found` (the bytes no longer hold the entry).
 */
export type RowDetailStatus = 'read' | 'none' | 'gone' | 'not-found';

import type { HreflangLinkState } from './hreflang';

export interface RowDetailAnswer {
  status: RowDetailStatus;
  extensions?: EntryDetail;
  /**
   * Each of `extensions.alternates`' state in the hreflang analysis of all loaded sitemaps
   * (protocol/hreflang.ts), in the same order; null for one the analysis does not hold (a
   * relative or incomplete link).
   */
  hreflangStates?: (HreflangLinkState | null)[];
  /** With `robotsCheck` and a robots.txt to check: the verdict and its deciding rule. */
  robots?: {
    name: string;
    agent: string;
    verdict: RobotsVerdictName;
    /** 0: no rule matched. */
    line: number;
    rule: string;
  };
}

/** URL counts by host and section of the filtered view. */
export interface SectionsAnswer {
  hosts: { host: string; count: number }[];
  sections: { key: string; host: string; section: string; count: number }[];
  /** The query's text filter was refused (the rows answer says why): the counts are empty. */
  isQueryRefused?: true;
}

export type ExportFormat = 'csv' | 'tsv' | 'urls' | 'parquet';

/**
 * The filtered, sorted view as a file, streamed as `exportChunk` events. Parquet
 * (docs/parquet.md) adds a `robots` column when the query has a `robotsCheck`.
 */
export interface ExportAsk {
  query: ViewQuery;
  format: ExportFormat;
}

/** A part of the file: text for CSV, TSV and URL lists, bytes (transferred) for Parquet. */
export type ExportChunk = { rowsDone: number; rowsTotal: number } & (
  { text: string } | { bytes: ArrayBuffer }
);
