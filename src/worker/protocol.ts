/**
 * The messages between the page and the analyzer worker: two discriminated unions, one per
 * direction. Both sides `import type` from here, so this file holds types and constants only.
 *
 * Every message carries the id of the request it belongs to. A request is answered by any
 * number of events with its id (`progress`, `fileReport`, `rows`, …) and ends with exactly
 * one `done` or one `error`. `cancel` names the id of the request to stop; the worker checks
 * for it between chunks (cooperatively: it keeps state, so it is never terminated) and then
 * ends that request with `error` code `cancelled`.
 *
 * Bytes cross as transferred `ArrayBuffer`s (pasted text, fetched demo files) or as `Blob`
 * handles (uploaded files: structured-cloning a File copies a reference, not its bytes, and
 * the worker reads it in chunks, so a 200 MB upload never sits whole on the main thread).
 *
 * Planned members (issue 5) fit without changing the existing ones: requests `tree`,
 * `problems`, `export`; events `sitemapNode`, `problemGroup`, `exportChunk`.
 */
import type { ContainerFormat } from '../core/archive/sniff-format';
import type { FileReport } from '../core/file-report';
import type { DocumentKind } from '../core/sitemap/sitemap-entry';
import type { Severity } from '../core/problem';

/** Chosen by the page, unique per worker; `cancel` and every event refer to it. */
export type RequestId = number;
/** Chosen by the page when a file enters the file list, so it can be shown before the worker answers. */
export type FileId = string;

// ---------------------------------------------------------------------------------------
// Requests (page → worker)

/** Where one input's bytes come from. */
export type FileSource =
  /** Pasted text or a fetched demo file; the buffer is transferred (detached on the page). */
  | { kind: 'bytes'; bytes: ArrayBuffer }
  /** An uploaded or dropped file, read by the worker in chunks. */
  | { kind: 'blob'; blob: Blob };

export interface OpenFileInput {
  fileId: FileId;
  name: string;
  source: FileSource;
}

/** Add files to what is loaded. Answered per file by `progress` then `fileReport` (or `error` with its fileId), then `done`. */
export interface OpenRequest {
  type: 'open';
  id: RequestId;
  files: OpenFileInput[];
}

/** Forget files (their URLs leave every view). Answered by `done`. */
export interface RemoveRequest {
  type: 'remove';
  id: RequestId;
  fileIds: FileId[];
}

/** How to read an input again when the content-based guess was wrong (issue 5: pasted text). */
export type ReadAs = 'detect' | 'robots';

/** Read a loaded input again, as `readAs` says. Answered like `open` for that one file. */
export interface ReopenRequest {
  type: 'reopen';
  id: RequestId;
  fileId: FileId;
  readAs: ReadAs;
}

/** The URL table's columns; the order of `UrlRow`'s fields. */
export type UrlColumn =
  'loc' | 'lastmod' | 'changefreq' | 'priority' | 'file' | 'images' | 'alternates' | 'problems';

/** Sorting and filtering run in the worker, which owns the rows (issue 5: manual sorting). */
export interface ViewQuery {
  sort?: { column: UrlColumn; descending: boolean };
  /** Substring, or a regular expression when wrapped in `/…/`. */
  text?: string;
  fileIds?: FileId[];
  hosts?: string[];
  /** First path segments. */
  sections?: string[];
  problemCodes?: string[];
  /** Inclusive range, ms since the epoch (UTC). */
  lastmodFromMs?: number;
  lastmodToMs?: number;
  /** With a lastmod bound: keep URLs without lastmod too ("changed since T", seed 000). */
  includeNoLastmod?: boolean;
  /** Documents (`DocumentReport.documentId`): a node of the index tree. */
  documentIds?: number[];
  /** The robots.txt check that fills each row's `robotsVerdict` (see `RobotsCheck`). */
  robotsCheck?: RobotsCheck;
  /** Keep only the rows with this verdict under `robotsCheck` (ignored without it). */
  robotsVerdict?: RobotsVerdictName;
}

/**
 * Which robots.txt a check uses: a loaded robots.txt document, text the page holds (the
 * workbench's edited copy), or the first robots.txt document loaded (in reading order).
 */
export type RobotsSource =
  | { kind: 'document'; documentId: number }
  | { kind: 'text'; text: string; name: string }
  | { kind: 'first-loaded' };

/** Every stored URL checked against one robots.txt for one crawler product token. */
export interface RobotsCheck {
  source: RobotsSource;
  agent: string;
  /** The origin the file governs (`https://www.example.com`); inferred when absent. */
  site?: string;
}

/** The default check: the first loaded robots.txt, for Googlebot (as Search Console reports). */
export const DEFAULT_ROBOTS_CHECK: RobotsCheck = {
  source: { kind: 'first-loaded' },
  agent: 'Googlebot',
};

/** A URL's verdict: `not-covered` is a URL of another site than the one the file governs. */
export type RobotsVerdictName = 'allowed' | 'blocked' | 'not-covered';

/** Check every stored URL (sliced, cancellable). Answered by `robotsCheck`, then `done`. */
export interface RobotsCheckRequest {
  type: 'robotsCheck';
  id: RequestId;
  check: RobotsCheck;
}

/** Root and top-level sections of the sitemaps for each AI crawler. Answered by `aiAccess`, then `done`. */
export interface AiAccessRequest {
  type: 'aiAccess';
  id: RequestId;
  source: RobotsSource;
  site?: string;
}

/** The robots.txt's `Sitemap:` lines, loaded or not. Answered by `sitemapLines`, then `done`. */
export interface SitemapLinesRequest {
  type: 'sitemapLines';
  id: RequestId;
  source: RobotsSource;
  site?: string;
}

/** One window `[start, end)` of the sorted, filtered URL view. Answered by `rows`, then `done`. */
export interface RowsRequest {
  type: 'rows';
  id: RequestId;
  query: ViewQuery;
  start: number;
  end: number;
}

/** Stop request `id` (the id of the request to stop, not a new one). Not answered itself. */
export interface CancelRequest {
  type: 'cancel';
  id: RequestId;
}

/** The index tree of what is loaded. Answered by `tree`, then `done`. */
export interface TreeRequest {
  type: 'tree';
  id: RequestId;
}

/** Every problem of what is loaded, grouped by code. Answered by `problems`, then `done`. */
export interface ProblemsRequest {
  type: 'problems';
  id: RequestId;
}

/** URL counts by host and section of the filtered view. Answered by `sections`, then `done`. */
export interface SectionsRequest {
  type: 'sections';
  id: RequestId;
  query: ViewQuery;
}

export type ExportFormat = 'csv' | 'tsv' | 'urls';

/** The filtered, sorted view as a file. Answered by `exportChunk` events, then `done`. */
export interface ExportRequest {
  type: 'export';
  id: RequestId;
  query: ViewQuery;
  format: ExportFormat;
}

/** Lines `line - context … line + context` of a document, to show where a problem is. */
export interface SourceLinesRequest {
  type: 'sourceLines';
  id: RequestId;
  documentId: number;
  line: number;
  context: number;
}

export type AnalyzerRequest =
  | OpenRequest
  | RemoveRequest
  | ReopenRequest
  | RowsRequest
  | CancelRequest
  | TreeRequest
  | ProblemsRequest
  | SectionsRequest
  | ExportRequest
  | SourceLinesRequest
  | RobotsCheckRequest
  | AiAccessRequest
  | SitemapLinesRequest;

// ---------------------------------------------------------------------------------------
// Events (worker → page)

/** Bytes read so far of one file (and, once the ingest pipeline lands, inflated bytes and URLs found). */
export interface FileProgressEvent {
  type: 'progress';
  id: RequestId;
  fileId: FileId;
  bytesRead: number;
  totalBytes: number;
  /** Known from the first chunk on, so a big file says what it is long before it is read. */
  format?: ContainerFormat;
  inflatedBytes?: number;
  urls?: number;
}

/** What one opened file is. `format` comes from its bytes (magic numbers, content), never its name. */
export interface OpenedFile {
  fileId: FileId;
  name: string;
  sizeBytes: number;
  format: ContainerFormat;
  /**
   * Once the ingest pipeline reads the input (sitemap engine issue): one report per
   * document in it, so one for a plain or gzip file and one per member for a zip or tar
   * (named `ARCHIVE/PATH`), followed by the archive's own.
   */
  documents?: readonly FileReport[];
}

/**
 * A FileReport as the analyzer worker sends it in `OpenedFile.documents`: numbered, so the
 * views can filter by document (issue 5: a node of the index tree).
 */
export interface DocumentReport extends FileReport {
  documentId: number;
  /** The archive this document was read from. */
  parentDocumentId?: number;
  fileId: FileId;
}

export interface FileReportEvent {
  type: 'fileReport';
  id: RequestId;
  file: OpenedFile;
}

/** One row of the URL table; times are ms since the epoch, NaN when absent. */
export interface UrlRow {
  loc: string;
  lastmodMs: number;
  lastmodText?: string;
  changefreq?: string;
  priority: number;
  fileId: FileId;
  images: number;
  alternates: number;
  problems: number;
  /** Position in the store (stable until a file is removed): the row's React key. */
  row: number;
  /** The document the URL was read from, its name, and the loc's position in it. */
  documentId: number;
  file: string;
  line: number;
  column: number;
  problemCodes: string[];
  /** With `ViewQuery.robotsCheck` and a robots.txt to check: the verdict and deciding line (0: none). */
  robotsVerdict?: RobotsVerdictName;
  robotsLine?: number;
}

export interface RowsEvent {
  type: 'rows';
  id: RequestId;
  start: number;
  rows: UrlRow[];
  /** Rows in the filtered view, and in the whole store (for "12,345 of 1,000,000 URLs"). */
  matching: number;
  total: number;
  /** Why the text filter could not run as asked (invalid, unsafe or stopped regex). */
  queryError?: { code: string; message: string; params: Readonly<Record<string, string | number>> };
}

export type TreeNodeState = 'supplied' | 'missing' | 'failed';

/** One node of the index tree: a robots.txt, an index, a sitemap, listed or not. */
export interface SitemapTreeNode {
  /** Unique in the tree (also across `roots` and `unlisted`). */
  key: string;
  /** The URL as listed by the parent (absent for roots that nobody lists). */
  loc?: string;
  /** The document's name, or for a missing one the file name expected. */
  name: string;
  state: TreeNodeState;
  kind?: DocumentKind;
  documentId?: number;
  /** URLs of this document and every supplied document below it, each document once. */
  urls: number;
  lastmodText?: string;
  /** Problems of this document, the index tree's own (missing child, nested index…) included. */
  problems: number;
  /** Documents this node stands for (itself and those below it): what selecting it filters to. */
  documentIds: number[];
  /** Set when a child is one of its own ancestors (an index listing itself). */
  isCycle?: boolean;
  /** The document is listed a second time: its children are shown under its first node. */
  isRepeat?: boolean;
  /** Some children are not shown: the tree's depth or size limit was reached. */
  isTruncated?: boolean;
  children: SitemapTreeNode[];
}

export interface TreeEvent {
  type: 'tree';
  id: RequestId;
  /** robots.txt files and indexes no other document lists. */
  roots: SitemapTreeNode[];
  /** Sitemaps supplied but listed by no index or robots.txt. */
  unlisted: SitemapTreeNode[];
}

export interface ProblemOccurrence {
  documentId: number;
  file: string;
  line: number;
  column: number;
  message: string;
  params?: Readonly<Record<string, string | number>>;
  url?: string;
}

export interface ProblemGroup {
  code: string;
  severity: Severity;
  count: number;
  /** URL-level problems can filter the table to the URLs they concern. */
  urlCount: number;
  /** The first occurrences (at most `PROBLEM_OCCURRENCES_SHOWN`). */
  occurrences: ProblemOccurrence[];
}

export interface ProblemsEvent {
  type: 'problems';
  id: RequestId;
  groups: ProblemGroup[];
  /**
   * Every problem of each input's documents, the index tree's included (a child listed but
   * not supplied belongs to the index that lists it): the file list's counts, which the
   * `fileReport` sent when a file finished cannot know, since the tree changes as files come.
   */
  problemsByFile: Record<FileId, number>;
}

export interface SectionsEvent {
  type: 'sections';
  id: RequestId;
  hosts: { host: string; count: number }[];
  sections: { key: string; host: string; section: string; count: number }[];
}

export interface ExportChunkEvent {
  type: 'exportChunk';
  id: RequestId;
  text: string;
  rowsDone: number;
  rowsTotal: number;
}

export interface SourceLinesEvent {
  type: 'sourceLines';
  id: RequestId;
  /** The first line's number (1-based) and the lines; empty when the source cannot be re-read. */
  firstLine: number;
  lines: string[];
}

/**
 * What the worker holds changed (URLs added or removed, an input read or forgotten): the
 * views ask again. Sent before the next event of whichever request comes first after the
 * change, so its `id` names that request, not the change. `dataVersion` only grows.
 */
export interface DataVersionEvent {
  type: 'dataVersion';
  id: RequestId;
  dataVersion: number;
}

/** The robots.txt a robots answer used; null when there is none (nothing loaded to use). */
export interface RobotsUsed {
  name: string;
  /** Set for a loaded document. */
  documentId?: number;
  /** The origin it governs (`https://www.example.com`); null when it could not be told. */
  site: string | null;
}

export interface RobotsCheckEvent {
  type: 'robotsCheck';
  id: RequestId;
  robots: RobotsUsed | null;
  agent: string;
  /** URLs checked (every stored URL). */
  total: number;
  counts: { allowed: number; blocked: number; notCovered: number };
  /** Lines that block URLs, most URLs first (at most `ROBOTS_BLOCKING_LINES_SHOWN`). */
  blockingLines: { line: number; count: number; rule: string }[];
}

export interface AiAccessEvent {
  type: 'aiAccess';
  id: RequestId;
  robots: RobotsUsed | null;
  /** Top-level sections of the site's sitemap URLs (`/blog/`, `/`), largest first. */
  sections: { path: string; urlCount: number }[];
  crawlers: {
    token: string;
    root: { allowed: boolean; line: number };
    sections: {
      path: string;
      level: 'allowed' | 'partly-blocked' | 'blocked';
      checked: number;
      blocked: number;
      lines: number[];
    }[];
  }[];
}

export interface SitemapLinesEvent {
  type: 'sitemapLines';
  id: RequestId;
  robots: RobotsUsed | null;
  lines: {
    line: number;
    url: string;
    status: 'loaded' | 'not-loaded' | 'invalid';
    reason?: 'relative-url' | 'not-a-url' | 'not-http' | 'other-host';
    host?: string;
  }[];
}

export interface DoneEvent {
  type: 'done';
  id: RequestId;
}

/** Error codes as data (never a lost exception); the page words them through its catalog. */
export const AnalyzerErrorCode = {
  cancelled: 'cancelled',
  readFailed: 'read-failed',
  notImplemented: 'not-implemented',
  badRequest: 'bad-request',
  internal: 'internal',
  workerCrashed: 'worker-crashed',
} as const;
export type AnalyzerErrorCode = (typeof AnalyzerErrorCode)[keyof typeof AnalyzerErrorCode];

/**
 * Ends a request, or (with `fileId`) reports one file's failure while the rest of the
 * request carries on. `message` is English detail for logs and bug reports.
 */
export interface AnalyzerErrorEvent {
  type: 'error';
  id: RequestId;
  code: AnalyzerErrorCode;
  message: string;
  fileId?: FileId;
}

export type AnalyzerEvent =
  | FileProgressEvent
  | FileReportEvent
  | RowsEvent
  | DoneEvent
  | AnalyzerErrorEvent
  | TreeEvent
  | ProblemsEvent
  | SectionsEvent
  | ExportChunkEvent
  | SourceLinesEvent
  | DataVersionEvent
  | RobotsCheckEvent
  | AiAccessEvent
  | SitemapLinesEvent;

/** Requests the page may send, without the id the client assigns. */
export type AnalyzerRequestBody =
  | Omit<OpenRequest, 'id'>
  | Omit<RemoveRequest, 'id'>
  | Omit<ReopenRequest, 'id'>
  | Omit<RowsRequest, 'id'>
  | Omit<TreeRequest, 'id'>
  | Omit<ProblemsRequest, 'id'>
  | Omit<SectionsRequest, 'id'>
  | Omit<ExportRequest, 'id'>
  | Omit<SourceLinesRequest, 'id'>
  | Omit<RobotsCheckRequest, 'id'>
  | Omit<AiAccessRequest, 'id'>
  | Omit<SitemapLinesRequest, 'id'>;

/** The worker reads files in slices of this size and checks for `cancel` between them. */
export const READ_CHUNK_BYTES = 1 << 20;
/** A problem group carries at most this many occurrences; its `count` says how many there are. */
export const PROBLEM_OCCURRENCES_SHOWN = 200;
/** A `robotsCheck` answer names at most this many blocking lines. */
export const ROBOTS_BLOCKING_LINES_SHOWN = 50;
