/**
 * The contract between the page and the analyzer worker, as one map: each request's name, what
 * it asks and what it answers. Every message type is derived from it, so adding a request is
 * one entry here, one handler in the worker (analyzer.worker.ts) and one call site.
 *
 * A request `{ type, id, ...ask }` is answered by at most one event `{ type, id, ...answer }` of
 * the same type (none where `answer` is null), with any `stream` events before it, and ends
 * with exactly one `done` or one `error`. `cancel` names the id of the request to stop; the
 * worker checks for it between chunks (cooperatively: it keeps state, so it is never
 * terminated) and then ends that request with `error` code `cancelled`.
 *
 * This folder holds types and constants only; both sides `import type` from it.
 */
import type { DocumentId, InputId } from '../../core/ids';
import type { FileProgress, OpenedFile, OpenFileInput, ReadAs } from './files';
import type { LastmodAnswer, LastmodAsk } from './lastmod';
import type { HreflangAnswer, HreflangAsk } from './hreflang';
import type {
  ProblemOccurrencesAnswer,
  ProblemOccurrencesAsk,
  ProblemsAnswer,
  SourceLinesAnswer,
  SourceLinesAsk,
} from './problems';
import type {
  AiAccessAnswer,
  RobotsCheck,
  RobotsCheckAnswer,
  RobotsSourceAsk,
  RobotsTextAnswer,
  SitemapLinesAnswer,
  RuleReviewAnswer,
} from './robots';
import type { RobotsWorkbenchAnswer, RobotsWorkbenchAsk } from './robots-workbench';
import type { AiPostureAnswer, AiPostureAsk } from './ai-posture';
import type {
  ExportAsk,
  ExportChunk,
  RowDetailAnswer,
  RowDetailAsk,
  RowsAnswer,
  RowsAsk,
  SectionsAnswer,
  ViewQuery,
} from './rows';
import type { AssignTreeFileAsk, TreeAnswer } from './tree';
import type { CrawlCoverageAnswer, CrawlFileView, CrawlOpenAsk, CrawlProbeKind } from './crawl';
import type { CompareAnswer, EarlierSnapshotSummary, OpenEarlierAsk } from './snapshot';
import type { ReportAnswer, ReportAsk } from './report';
import type {
  PageCheckAnswer,
  PageCheckOpenAnswer,
  PageCheckOpenAsk,
  PageSampleAnswer,
  PageSampleAsk,
} from './page-check';
import type { RobotsHistory } from '../../core/robots/robots-history';
import type { LogProbeKind, LogsAsk, LogsOpenAsk, LogsProgress, LogsView } from './logs';

/** Chosen by the page, unique per worker; `cancel` and every event refer to it. */
export type RequestId = number;

type Nothing = Record<never, never>;

/** Events a request sends before its answer: progress and parts, not one answer. */
export interface StreamEvents {
  progress: { type: 'progress'; id: RequestId } & FileProgress;
  fileReport: { type: 'fileReport'; id: RequestId; file: OpenedFile };
  exportChunk: { type: 'exportChunk'; id: RequestId } & ExportChunk;
  logsProgress: { type: 'logsProgress'; id: RequestId } & LogsProgress;
}
type Stream<K extends keyof StreamEvents> = StreamEvents[K];

export interface RequestMap {
  /** Add files to what is loaded: per file `progress` then `fileReport` (or `error` with its inputId). */
  open: {
    ask: { files: OpenFileInput[] };
    answer: null;
    stream: Stream<'progress' | 'fileReport'>;
  };
  /** Read a loaded input again, as `readAs` says: streamed like `open` for that one file. */
  reopen: {
    ask: { inputId: InputId; readAs: ReadAs };
    answer: null;
    stream: Stream<'progress' | 'fileReport'>;
  };
  /**
   * How many ingest workers read inputs in parallel (src/worker/pool/): sent before the first
   * `open` when `?workers=N` is in the page's address; 0 reads every input in the analyzer
   * worker itself. Without it: one per core but one, none on two cores or fewer.
   */
  configure: { ask: { ingestWorkers: number }; answer: null };
  /** Forget files (their URLs leave every view). */
  remove: { ask: { inputIds: InputId[] }; answer: null };
  /** One window `[start, end)` of the sorted, filtered URL view. */
  rows: { ask: RowsAsk; answer: RowsAnswer };
  /** One row's images, alternates, news and videos, read again from its file (cancellable). */
  rowDetail: { ask: RowDetailAsk; answer: RowDetailAnswer };
  /** URL counts by host and section of the filtered view. */
  sections: { ask: { query: ViewQuery }; answer: SectionsAnswer };
  /** The filtered, sorted view as CSV, TSV, a URL list or Parquet, in chunks. */
  export: { ask: ExportAsk; answer: null; stream: Stream<'exportChunk'> };
  /** The index tree of what is loaded. */
  tree: { ask: Nothing; answer: TreeAnswer };
  /** Assign a supplied document to a listed loc by hand (a renamed download), or undo it. */
  assignTreeFile: { ask: AssignTreeFileAsk; answer: null };
  /** Every problem of what is loaded, grouped by code, and each input's count. */
  problems: { ask: Nothing; answer: ProblemsAnswer };
  /** One page of a problem code's occurrences past the first ones. */
  problemOccurrences: { ask: ProblemOccurrencesAsk; answer: ProblemOccurrencesAnswer };
  /** Lines around a problem's line, read again from its document. */
  sourceLines: { ask: SourceLinesAsk; answer: SourceLinesAnswer };
  /** The lastmod histogram, coverage and trust verdicts of a scope. */
  lastmod: { ask: LastmodAsk; answer: LastmodAnswer };
  /** Every stored URL checked for one crawler (sliced, cancellable). */
  robotsCheck: { ask: { check: RobotsCheck }; answer: RobotsCheckAnswer };
  /** Root and top-level sections of the sitemaps for each AI crawler. */
  aiAccess: { ask: RobotsSourceAsk; answer: AiAccessAnswer };
  /**
   * Every loaded robots.txt against every AI crawler, a column per site (the site its name
   * gives, or the one typed for it): the table `inspect posture` prints.
   */
  aiPosture: { ask: AiPostureAsk; answer: AiPostureAnswer };
  /** A robots.txt's `Sitemap:` lines, loaded or not. */
  sitemapLines: { ask: RobotsSourceAsk; answer: SitemapLinesAnswer };
  /** The rule review: each rule against the stored URLs for one crawler (sliced). */
  ruleReview: { ask: { check: RobotsCheck }; answer: RuleReviewAnswer };
  /** Everything the workbench shows; sent once per pause of typing, the previous one cancelled. */
  robotsWorkbench: { ask: RobotsWorkbenchAsk; answer: RobotsWorkbenchAnswer };
  /** The text of a loaded robots.txt, to open it in the workbench. */
  robotsText: { ask: { documentId: DocumentId }; answer: RobotsTextAnswer };
  /**
   * The hreflang view: languages, return-link shares, clusters, a selected URL's cluster (the
   * analysis made in steps, cancellable).
   */
  hreflang: { ask: HreflangAsk; answer: HreflangAnswer };
  /** Read a crawl export (CSV or TSV), in place of the one loaded; its report, or the header to map. */
  crawlOpen: { ask: CrawlOpenAsk; answer: { file: CrawlFileView } };
  /** Forget the crawl export. */
  crawlRemove: { ask: Nothing; answer: null };
  /**
   * A saved run's page check (its pages.json and page bodies), judged as the command line
   * judged it, in place of the one loaded.
   */
  pageCheckOpen: { ask: PageCheckOpenAsk; answer: PageCheckOpenAnswer };
  /**
   * The sample a bookmarklet fetches on its site: the hand-over's sitemaps read apart from the
   * inputs, sampled as `--pages` samples them.
   */
  pageSample: { ask: PageSampleAsk; answer: PageSampleAnswer };
  /** Forget the page check (the workspace removed its input). */
  pageCheckRemove: { ask: Nothing; answer: null };
  /** The page check loaded: the site's verdict and each sampled URL's. */
  pageCheck: { ask: Nothing; answer: PageCheckAnswer };
  /** What each upload is to the crawl reader: a crawl export (CSV/TSV with a header, from its first 8 KiB, or a Search Console export zip), a Search Console Metadata.csv or Chart.csv, or another file. */
  crawlProbe: { ask: { blobs: Blob[] }; answer: { kinds: CrawlProbeKind[] } };
  /** The loaded sitemaps against the crawl export: the three figures, reasons, sections, files. */
  crawlCoverage: { ask: Nothing; answer: CrawlCoverageAnswer };
  /** Read an earlier snapshot beside what is loaded, in a store of its own (replaces the last). */
  openEarlier: { ask: OpenEarlierAsk; answer: EarlierSnapshotSummary };
  /** Forget the earlier snapshot. */
  clearEarlier: { ask: Nothing; answer: null };
  /** The earlier snapshot against the current set: counts, per file and section, findings. */
  compare: { ask: Nothing; answer: CompareAnswer };
  /** What each upload is to the logs reader, from its bytes: an access log, a range file, or another file. */
  logsProbe: { ask: { blobs: Blob[] }; answer: { kinds: LogProbeKind[] } };
  /**
   * Read access logs and range files (each told by its bytes), in place of those loaded: the
   * tallies kept, the lines not. Streams the bytes read; cancellable between 1 MiB slices.
   */
  logsOpen: { ask: LogsOpenAsk; answer: LogsView; stream: Stream<'logsProgress'> };
  /** Forget the logs and range files. */
  logsRemove: { ask: Nothing; answer: null };
  /**
   * The robots.txt history kept in this browser (versions by site), sent whenever it changes:
   * the logs' robots.txt join judges each request under the version in force that day.
   */
  logsRobotsHistory: { ask: { history: RobotsHistory }; answer: null };
  /** What crawlers did: per crawler, the sitemap join for `agent`, the robots.txt join, problems. */
  logs: { ask: LogsAsk; answer: LogsView };
  /** Every figure of what is loaded, for the report a user downloads (sliced, cancellable). */
  report: { ask: ReportAsk; answer: ReportAnswer };
}

export type RequestType = keyof RequestMap;
export type AskOf<T extends RequestType> = RequestMap[T]['ask'];
export type AnswerOf<T extends RequestType> = RequestMap[T]['answer'];
/** The types of the requests that answer with an event of their own. */
export type AnsweredType = {
  [T in RequestType]: AnswerOf<T> extends null ? never : T;
}[RequestType];

/** A request as the page writes it, before the client gives it an id. */
export type RequestBodyOf<T extends RequestType> = { type: T } & AskOf<T>;
export type AnalyzerRequestBody = { [T in RequestType]: RequestBodyOf<T> }[RequestType];
export type RequestOf<T extends RequestType> = RequestBodyOf<T> & { id: RequestId };

/** Stop request `id` (the id of the request to stop, not a new one). Not answered itself. */
export interface CancelRequest {
  type: 'cancel';
  id: RequestId;
}
export type AnalyzerRequest = { [T in RequestType]: RequestOf<T> }[RequestType] | CancelRequest;

export type AnswerEventOf<T extends AnsweredType> = { type: T; id: RequestId } & AnswerOf<T>;

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
  /** A file was removed while an export read the rows: export again. */
  exportStale: 'export-stale',
} as const;
export type AnalyzerErrorCode = (typeof AnalyzerErrorCode)[keyof typeof AnalyzerErrorCode];

/**
 * Ends a request, or (with `inputId`) reports one file's failure while the rest of the
 * request carries on. `message` is English detail for logs and bug reports.
 */
export interface AnalyzerErrorEvent {
  type: 'error';
  id: RequestId;
  code: AnalyzerErrorCode;
  message: string;
  inputId?: InputId;
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

export type AnalyzerEvent =
  | { [T in AnsweredType]: AnswerEventOf<T> }[AnsweredType]
  | StreamEvents[keyof StreamEvents]
  | DoneEvent
  | AnalyzerErrorEvent
  | DataVersionEvent;

// The names the views use for the events they read.
export type FileProgressEvent = StreamEvents['progress'];
export type FileReportEvent = StreamEvents['fileReport'];
export type ExportChunkEvent = StreamEvents['exportChunk'];
export type RowsEvent = AnswerEventOf<'rows'>;
export type RowDetailEvent = AnswerEventOf<'rowDetail'>;
export type TreeEvent = AnswerEventOf<'tree'>;
export type ProblemsEvent = AnswerEventOf<'problems'>;
export type LastmodEvent = AnswerEventOf<'lastmod'>;
export type RobotsWorkbenchEvent = AnswerEventOf<'robotsWorkbench'>;
