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
 */
import type { ContainerFormat } from '../core/archive/sniff-format';
import type { FileReport } from '../core/file-report';
import type { DocumentId, InputId, RowId } from '../core/ids';
import type { DocumentKind } from '../core/sitemap/sitemap-entry';
import type { EntryDetail } from '../core/sitemap/entry-detail';
import type { ChangedSinceCounts } from '../core/lastmod/changed-since';
import type { LastmodFacts } from '../core/lastmod/lastmod-facts';
import type { LastmodHistogram } from '../core/lastmod/lastmod-histogram';
import type { LastmodVerdict } from '../core/lastmod/lastmod-verdict';
import type { Severity } from '../core/problems/problem-code-info';
import type { AppliedGroup } from '../core/robots/matcher';
import type { VerdictName } from '../core/robots/crosscheck';

/** Chosen by the page, unique per worker; `cancel` and every event refer to it. */
export type RequestId = number;
/**
 * Ids (src/core/ids.ts): `InputId` is chosen by the page when an input enters the file list, so
 * it can be shown before the worker answers (the `fileId` fields carry it); `DocumentId` numbers
 * the documents read from the inputs (an archive's members too).
 */
export type { DocumentId, InputId, RowId } from '../core/ids';

// ---------------------------------------------------------------------------------------
// Requests (page → worker)

/** Where one input's bytes come from. */
export type FileSource =
  /** Pasted text or a fetched demo file; the buffer is transferred (detached on the page). */
  | { kind: 'bytes'; bytes: ArrayBuffer }
  /** An uploaded or dropped file, read by the worker in chunks. */
  | { kind: 'blob'; blob: Blob };

export interface OpenFileInput {
  fileId: InputId;
  name: string;
  source: FileSource;
}

/** Add files to what is loaded. Answered per file by `progress` then `fileReport` (or `error` with its fileId), then `done`. */
export interface OpenRequest {
  type: 'open';
  id: RequestId;
  files: OpenFileInput[];
}

/**
 * How many ingest workers read inputs in parallel (src/worker/pool/): sent by the page
 * before its first `open` when `?workers=N` is in its address (a benchmarking knob); 0 reads
 * every input in the analyzer worker itself. Without it, one per core but one, and none on two
 * cores or fewer (pool/pool-size.ts). Answered by `done`.
 */
export interface ConfigureRequest {
  type: 'configure';
  id: RequestId;
  ingestWorkers: number;
}

/** Forget files (their URLs leave every view). Answered by `done`. */
export interface RemoveRequest {
  type: 'remove';
  id: RequestId;
  fileIds: InputId[];
}

/** How to read an input again when the content-based guess was wrong (pasted text). */
export type ReadAs = 'detect' | 'robots';

/** Read a loaded input again, as `readAs` says. Answered like `open` for that one file. */
export interface ReopenRequest {
  type: 'reopen';
  id: RequestId;
  fileId: InputId;
  readAs: ReadAs;
}

/** The URL table's columns; the order of `UrlRowView`'s fields. */
export type UrlColumn =
  'loc' | 'lastmod' | 'changefreq' | 'priority' | 'file' | 'images' | 'alternates' | 'problems';

/** Sorting and filtering run in the worker, which owns the rows (manual sorting). */
export interface ViewQuery {
  sort?: { column: UrlColumn; descending: boolean };
  /** Substring, or a regular expression when wrapped in `/…/`. */
  text?: string;
  fileIds?: InputId[];
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
  documentIds?: DocumentId[];
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
  | { kind: 'document'; documentId: DocumentId }
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

/**
 * Every field of one row that the store keeps only as counts (images, alternates, news,
 * videos), read again from the row's document, and its robots.txt verdict. `loc` is the row's
 * URL as the table showed it: a removal moves rows, so the worker checks it is still there.
 * Answered by `rowDetail`, then `done`; cancellable (the re-read stops between slices).
 */
export interface RowDetailRequest {
  type: 'rowDetail';
  id: RequestId;
  row: RowId;
  loc: string;
  /** The check whose verdict the table shows (absent: no verdict). */
  robotsCheck?: RobotsCheck;
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

/**
 * Assign a supplied document to a listed loc the tree could not match (a renamed download),
 * or with `documentId: null` undo that. Answered by `done`; the data version changes.
 */
export interface AssignTreeFileRequest {
  type: 'assignTreeFile';
  id: RequestId;
  loc: string;
  documentId: DocumentId | null;
}

/**
 * One page of a problem code's occurrences, from `offset` (the `problems` answer carries only
 * the first PROBLEM_OCCURRENCES_SHOWN). Answered by `problemOccurrences`, then `done`.
 */
export interface ProblemOccurrencesRequest {
  type: 'problemOccurrences';
  id: RequestId;
  code: string;
  offset: number;
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

export type ExportFormat = 'csv' | 'tsv' | 'urls' | 'parquet';

/**
 * The filtered, sorted view as a file. Answered by `exportChunk` events, then `done`.
 * Parquet (docs/parquet.md) adds a `robots` column when the query has a `robotsCheck`.
 */
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
  documentId: DocumentId;
  line: number;
  context: number;
}

/** Which URLs the Lastmod view describes. */
export type LastmodScope =
  /** Every URL loaded. */
  | { kind: 'all' }
  /** The URLs of one input (every document read from it: an archive's members too). */
  | { kind: 'file'; fileId: InputId }
  /** The URL table's current filter (`LastmodRequest.query`). */
  | { kind: 'filter' };

/**
 * The lastmod histogram, coverage and verdicts of a scope, and the trust verdict of every
 * file and of all files. Answered by one `lastmod`, then `done`. Linear in the scope's rows
 * (the verdicts sort each file's values once; they are kept until the data changes).
 */
export interface LastmodRequest {
  type: 'lastmod';
  id: RequestId;
  scope: LastmodScope;
  /** The URL table's query: the rows of scope `filter`, and those "changed since" counts. */
  query: ViewQuery;
  /** "Changed since T", ms since the epoch (exclusive): count the query's rows around T. */
  changedSinceMs?: number;
  /** At most this many bars (default and ceiling: the core's MAX_HISTOGRAM_BINS). */
  maxBins?: number;
}

/**
 * The robots.txt workbench: everything its tab shows for one state of its inputs. Sent as
 * one types (debounced); the page cancels the previous one. Answered by `robotsWorkbench`,
 * then `done`.
 */
export interface RobotsWorkbenchRequest {
  type: 'robotsWorkbench';
  id: RequestId;
  /** The editor's text ("after" when comparing). */
  robotsText: string;
  /** The version to compare with; absent: no comparison. */
  beforeText?: string;
  /** The site field as typed; blank: inferred (Sitemap: lines, else the loaded sitemaps). */
  siteText: string;
  /** The "URLs to test" box, as typed. */
  testLinesText: string;
  /** Crawler tokens as chosen or typed (checked by the worker). */
  agents: string[];
  /** An expectations file (core format: `allow|block TOKEN PATH-OR-URL` per line). */
  expectationsText: string;
}

/** The text of a loaded robots.txt document, to open it in the workbench. Answered by `robotsText`, then `done`. */
export interface RobotsTextRequest {
  type: 'robotsText';
  id: RequestId;
  documentId: DocumentId;
}

export type AnalyzerRequest =
  | RobotsWorkbenchRequest
  | RobotsTextRequest
  | OpenRequest
  | RemoveRequest
  | ReopenRequest
  | RowsRequest
  | RowDetailRequest
  | CancelRequest
  | TreeRequest
  | AssignTreeFileRequest
  | ProblemOccurrencesRequest
  | ProblemsRequest
  | SectionsRequest
  | ExportRequest
  | SourceLinesRequest
  | LastmodRequest
  | RobotsCheckRequest
  | AiAccessRequest
  | SitemapLinesRequest
  | ConfigureRequest;

// ---------------------------------------------------------------------------------------
// Events (worker → page)

/** How far one file's reading got: bytes read, bytes inflated and URLs found so far. */
export interface FileProgressEvent {
  type: 'progress';
  id: RequestId;
  fileId: InputId;
  bytesRead: number;
  totalBytes: number;
  /** Known from the first chunk on, so a big file says what it is long before it is read. */
  format?: ContainerFormat;
  inflatedBytes?: number;
  urls?: number;
}

/** What one opened file is. `format` comes from its bytes (magic numbers, content), never its name. */
export interface OpenedFile {
  fileId: InputId;
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
 * views can filter by document (a node of the index tree).
 */
export interface DocumentReport extends FileReport {
  documentId: DocumentId;
  /** The archive this document was read from. */
  parentDocumentId?: DocumentId;
  fileId: InputId;
}

export interface FileReportEvent {
  type: 'fileReport';
  id: RequestId;
  file: OpenedFile;
}

/** One row of the URL table; times are ms since the epoch, NaN when absent. */
export interface UrlRowView {
  loc: string;
  lastmodMs: number;
  lastmodText?: string;
  changefreq?: string;
  priority: number;
  fileId: InputId;
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
}

export interface RowsEvent {
  type: 'rows';
  id: RequestId;
  start: number;
  rows: UrlRowView[];
  /** Rows in the filtered view, and in the whole store (for "12,345 of 1,000,000 URLs"). */
  matching: number;
  total: number;
  /** Why the text filter could not run as asked (invalid, unsafe or stopped regex). */
  queryError?: { code: string; message: string; params: Readonly<Record<string, string | number>> };
}

/**
 * How the row detail's extension fields were found: `read` (the document was read again up
 * to the entry: `extensions` is set), `none` (a text sitemap, RSS or Atom: no extensions),
 * `gone` (the row's file was removed), `not-found` (the bytes no longer hold the entry).
 */
export type RowDetailStatus = 'read' | 'none' | 'gone' | 'not-found';

export interface RowDetailEvent {
  type: 'rowDetail';
  id: RequestId;
  status: RowDetailStatus;
  extensions?: EntryDetail;
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

export type TreeNodeState = 'supplied' | 'missing' | 'failed';

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
  /** Set when a child is one of its own ancestors (an index listing itself). */
  isCycle?: boolean;
  /** The document is listed a second time: its children are shown under its first node. */
  isRepeat?: boolean;
  /** Some children are not shown: the tree's depth or size limit was reached. */
  isTruncated?: boolean;
  children: TreeNodeView[];
}

export interface TreeEvent {
  type: 'tree';
  id: RequestId;
  /** robots.txt files and indexes no other document lists. */
  roots: TreeNodeView[];
  /** Sitemaps supplied but listed by no index or robots.txt. */
  unlisted: TreeNodeView[];
}

export interface ProblemOccurrence {
  documentId: DocumentId;
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

/** Occurrences `offset …` of one code, at most PROBLEM_OCCURRENCES_PAGE; `count` is all of them. */
export interface ProblemOccurrencesEvent {
  type: 'problemOccurrences';
  id: RequestId;
  code: string;
  offset: number;
  count: number;
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
  problemsByFile: Record<InputId, number>;
}

export interface SectionsEvent {
  type: 'sections';
  id: RequestId;
  hosts: { host: string; count: number }[];
  sections: { key: string; host: string; section: string; count: number }[];
}

/** A part of the file: text for CSV, TSV and URL lists, bytes (transferred) for Parquet. */
export type ExportChunkEvent = {
  type: 'exportChunk';
  id: RequestId;
  rowsDone: number;
  rowsTotal: number;
} & ({ text: string } | { bytes: ArrayBuffer });

export interface SourceLinesEvent {
  type: 'sourceLines';
  id: RequestId;
  /** The first line's number (1-based) and the lines; empty when the source cannot be re-read. */
  firstLine: number;
  lines: string[];
}

/** The lastmod figures and verdict of one document (a sitemap, an index, a feed). */
export interface LastmodFileRow {
  documentId: DocumentId;
  fileId: InputId;
  /** The document's name (`ARCHIVE/PATH` for an archive's member). */
  name: string;
  kind: DocumentKind;
  facts: LastmodFacts;
  verdict: LastmodVerdict;
}

export interface LastmodEvent {
  type: 'lastmod';
  id: RequestId;
  /** The time the answer was judged at ("future" is after it). */
  nowMs: number;
  /** The scope's histogram: absent, invalid and future counted beside the bins. */
  histogram: LastmodHistogram;
  /** The scope's coverage figures and their verdict (`judgeLastmod`, or a file's own). */
  facts: LastmodFacts;
  verdict: LastmodVerdict;
  /** Every document that can carry lastmod, in reading order (one input's, for scope `file`). */
  files: LastmodFileRow[];
  /** All files together (site-verdict.ts), whatever the scope. */
  total: { facts: LastmodFacts; verdict: LastmodVerdict };
  /** With `changedSinceMs`: the query's rows (its lastmod bounds left out) around T. */
  changedSince?: ChangedSinceCounts;
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
  fileId?: InputId;
}

/** One lint diagnostic of the workbench's robots.txt (line 0: the whole file). */
export interface RobotsDiagnostic {
  line: number;
  column: number;
  severity: Severity;
  code: string;
  message: string;
  /** The message's values, so the page can word it in its own language. */
  params?: Readonly<Record<string, string | number>>;
  /** What to do (the lint code's fix), when the code has one. */
  fix?: string;
}

/** One crawler column of the matrix: its group, and per shown row a verdict and a line. */
export interface RobotsMatrixColumn {
  agent: string;
  /** The groups that applied (the same for every row). */
  group: AppliedGroup;
  /** Why the `*` group did not apply, when a specific group did and the file has one. */
  globalGroupNote: string | null;
  /** Per shown row: a `VerdictCode` (0 allowed, 1 blocked, 2 not covered, 3 invalid). */
  verdicts: Uint8Array;
  /** Per shown row: the deciding line; 0 when no rule matched (or not covered / invalid). */
  lines: Uint32Array;
  /** Over every tested row, not only the shown ones. */
  counts: { allowed: number; blocked: number; notCovered: number; invalid: number };
}

/** A tested line of the box as the matrix shows it. */
export interface RobotsMatrixRow {
  /** 1-based line in the box. */
  line: number;
  input: string;
  kind: 'path' | 'url' | 'other-site' | 'invalid';
  /** For `invalid`: why; for `other-site`: the other origin. */
  detail?: string;
}

export interface RobotsExpectationResult {
  expect: 'allow' | 'block';
  agent: string;
  url: string;
  /** 1-based line in the expectations text. */
  line: number;
  actual: VerdictName;
  /** Deciding line (0: no rule matched, not covered or invalid). */
  robotsLine: number;
  pass: boolean;
}

export interface RobotsCellChange {
  url: string;
  agent: string;
  before: { verdict: VerdictName; line: number };
  after: { verdict: VerdictName; line: number };
}

export interface RobotsWorkbenchEvent {
  type: 'robotsWorkbench';
  id: RequestId;
  diagnostics: RobotsDiagnostic[];
  /** Content past Google's 500 KiB limit: the first ignored line and the message. */
  ignoredContent: { firstIgnoredLine: number; isMidLine: boolean; message: string } | null;
  /** The site used (typed, else inferred) and how it was found. */
  site: { origin: string; source: 'typed' | 'sitemap-lines' | 'sitemap-urls' } | null;
  /** The inferred site, whatever was typed (the field's suggestion). */
  inferredSite: { origin: string; source: 'sitemap-lines' | 'sitemap-urls' } | null;
  /** Why the typed site was refused (the inferred one is used meanwhile). */
  siteError?: string;
  /** The first `MATRIX_ROWS_SHOWN` tested rows; `rowCount` counts them all. */
  rows: RobotsMatrixRow[];
  rowCount: number;
  /** Lines past `testLineLimit`, not tested. */
  droppedLines: number;
  /** Lines of the box that are not URLs or paths (the first `LINE_ERRORS_SHOWN`), and how many. */
  lineErrors: { line: number; message: string }[];
  lineErrorCount: number;
  columns: RobotsMatrixColumn[];
  /** Typed tokens that are not product tokens: no column, a message instead. */
  agentErrors: { agent: string; message: string; suggestion?: string }[];
  expectations: {
    results: RobotsExpectationResult[];
    summary: { total: number; passed: number; failed: number };
    errors: { line: number; message: string }[];
  };
  /** Absent when no "before" text was sent. */
  compare?: { changes: RobotsCellChange[]; changedCells: number };
}

export interface RobotsTextEvent {
  type: 'robotsText';
  id: RequestId;
  /** The document's text (UTF-8); empty when it cannot be re-read (a member of an archive). */
  text: string;
  /** The text was cut at `ROBOTS_TEXT_MAX_BYTES` (Google reads only 500 KiB of it anyway). */
  isTruncated: boolean;
  isAvailable: boolean;
}

export type AnalyzerEvent =
  | RobotsWorkbenchEvent
  | RobotsTextEvent
  | FileProgressEvent
  | FileReportEvent
  | RowsEvent
  | RowDetailEvent
  | DoneEvent
  | AnalyzerErrorEvent
  | TreeEvent
  | ProblemsEvent
  | ProblemOccurrencesEvent
  | SectionsEvent
  | ExportChunkEvent
  | SourceLinesEvent
  | LastmodEvent
  | DataVersionEvent
  | DataVersionEvent
  | RobotsCheckEvent
  | AiAccessEvent
  | SitemapLinesEvent;

/** Requests the page may send, without the id the client assigns. */
export type AnalyzerRequestBody =
  | Omit<RobotsWorkbenchRequest, 'id'>
  | Omit<RobotsTextRequest, 'id'>
  | Omit<OpenRequest, 'id'>
  | Omit<RemoveRequest, 'id'>
  | Omit<ReopenRequest, 'id'>
  | Omit<RowsRequest, 'id'>
  | Omit<RowDetailRequest, 'id'>
  | Omit<TreeRequest, 'id'>
  | Omit<AssignTreeFileRequest, 'id'>
  | Omit<ProblemOccurrencesRequest, 'id'>
  | Omit<ProblemsRequest, 'id'>
  | Omit<SectionsRequest, 'id'>
  | Omit<ExportRequest, 'id'>
  | Omit<SourceLinesRequest, 'id'>
  | Omit<LastmodRequest, 'id'>
  | Omit<RobotsCheckRequest, 'id'>
  | Omit<AiAccessRequest, 'id'>
  | Omit<SitemapLinesRequest, 'id'>
  | Omit<ConfigureRequest, 'id'>;

/** At most this many ingest workers (`configure`): more cores than this gain little and cost memory. */
export const MAX_INGEST_WORKERS = 8;
/** The worker reads files in slices of this size and checks for `cancel` between them. */
export const READ_CHUNK_BYTES = 1 << 20;
/** A problem group carries at most this many occurrences; its `count` says how many there are. */
export const PROBLEM_OCCURRENCES_SHOWN = 200;
/** Occurrences per page of `problemOccurrences`. */
export const PROBLEM_OCCURRENCES_PAGE = 50;
/** The workbench's matrix carries this many rows; its `rowCount` says how many were tested. */
export const MATRIX_ROWS_SHOWN = 500;
/** Per-line errors of the "URLs to test" box listed; `lineErrorCount` counts them all. */
export const LINE_ERRORS_SHOWN = 100;
/** Cells listed by the version compare; `changedCells` counts them all. */
export const COMPARE_CHANGES_SHOWN = 200;
/** A loaded robots.txt is opened in the workbench up to this size (Google reads 500 KiB). */
export const ROBOTS_TEXT_MAX_BYTES = 2 * 1024 * 1024;
/** A `robotsCheck` answer names at most this many blocking lines. */
export const ROBOTS_BLOCKING_LINES_SHOWN = 50;
