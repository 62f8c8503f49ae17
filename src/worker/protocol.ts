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

export type AnalyzerRequest = OpenRequest | RemoveRequest | RowsRequest | CancelRequest;

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
  /** The full summary, once the ingest pipeline reads the file (sitemap engine issue). */
  report?: FileReport;
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
}

export interface RowsEvent {
  type: 'rows';
  id: RequestId;
  start: number;
  rows: UrlRow[];
  /** Rows in the filtered view, and in the whole store (for "12,345 of 1,000,000 URLs"). */
  matching: number;
  total: number;
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
  FileProgressEvent | FileReportEvent | RowsEvent | DoneEvent | AnalyzerErrorEvent;

/** Requests the page may send, without the id the client assigns. */
export type AnalyzerRequestBody =
  Omit<OpenRequest, 'id'> | Omit<RemoveRequest, 'id'> | Omit<RowsRequest, 'id'>;

/** The worker reads files in slices of this size and checks for `cancel` between them. */
export const READ_CHUNK_BYTES = 1 << 20;
