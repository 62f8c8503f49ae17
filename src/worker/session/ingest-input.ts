/**
 * Reads one input of the page into the session: runs the ingest pipeline over its bytes
 * with the input's documents as the sink (input-documents.ts: URLs into the UrlStore with
 * their problem codes, each document's sitemap references and report into its record), and
 * tells the page how far it got (input-progress.ts). A cancelled input leaves nothing
 * behind; the other inputs are never touched.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import type { DocumentId } from '../../core/ids';
import { defaultReaders, readersNotingRobots } from '../../core/ingest/default-readers';
import { ingestFiles } from '../../core/ingest/ingest-files';
import type { IngestResult } from '../../core/ingest/ingest-types';
import type { Problem } from '../../core/problems/problem';
import { fetchFailedProblem } from '../../core/site/fetch-failure-problem';
import { leftOutProblem } from '../../core/site/left-out-child';
import type { AnalyzerEvent, RequestId } from '../protocol/request-map';
import type { OpenedFile } from '../protocol/files';
import { InputDocuments, type DocumentRows } from './input-documents';
import { InputProgress } from './input-progress';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { RowsListener } from './session-analysis';
import type { SessionBudget, StoreCap } from './session-limits';
import type { SessionProblems } from './session-problems';
import { sourceChunks, sourceSize } from './source-chunks';

export interface IngestInputContext {
  readonly requestId: RequestId;
  emit(event: AnalyzerEvent): void;
  isCancelled(): boolean;
  /** Lets queued messages (a `cancel`, a `rows` request) be handled between chunks. */
  yieldToEvents(): Promise<void>;
  readonly nowMs: number;
  /** A monotonic clock in ms: progress is sent at most every `PROGRESS_INTERVAL_MS`. */
  monotonicMs?(): number;
  /** IngestOptions.nativeInflate (see SessionOptions). */
  readonly nativeInflate?: boolean | 'zip';
  /** The session's caps, shared by all its inputs. */
  readonly budget: SessionBudget;
  /** The session's analyses, which take what they need from the rows as they are read. */
  readonly analyses: RowsListener;
  /** Hears how far the input is read (ProgressTarget.onBytesRead). */
  onBytesRead?(bytesRead: number): void;
}

/** Returns the opened file, or null when the input was cancelled or removed part-way. */
export async function ingestInput(
  store: UrlStore,
  documents: Map<DocumentId, DocumentRecord>,
  problems: SessionProblems,
  input: InputRecord,
  context: IngestInputContext,
): Promise<OpenedFile | null> {
  const read = await readInput(
    store,
    () => context.budget.storeCapReached(store),
    documents,
    input,
    context,
  );
  if (read.result.cancelled || input.isRemoved) {
    forgetInput(store, documents, input, context.budget);
    return null;
  }
  read.progress.finish(read.result.bytesInflated, read.result.urls);
  return openedFileOf(input, read.progress, read.inputDocuments, problems);
}

/** One reading of an input: what the pipeline answered, and the documents it made. */
export interface InputRead {
  readonly result: IngestResult;
  readonly inputDocuments: InputDocuments;
  readonly progress: InputProgress;
}

/**
 * Runs the pipeline over one input, its URLs into `rows` (the session's store, or a streamed
 * run's: streamed/streamed-run.ts) and its documents into `documents`. The caller decides
 * what a cancelled reading leaves.
 */
export async function readInput(
  rows: DocumentRows,
  capReached: () => StoreCap | null,
  documents: Map<DocumentId, DocumentRecord>,
  input: InputRecord,
  context: IngestInputContext,
): Promise<InputRead> {
  const progress = new InputProgress(context, input.inputId, sourceSize(input.source));
  const inputDocuments = new InputDocuments(rows, documents, input, progress, context, capReached);
  const budget = context.budget.inflate;
  budget.beginRun();
  // Counted in `finally`: an input that fails part-way gives its bytes back when forgotten too.
  const result = await ingestFiles(
    [
      refusedInputOf(input) ?? {
        // The pipeline reads a file named robots.txt as one, whatever its content.
        name: pipelineNameOf(input),
        size: progress.totalBytes,
        chunks: () =>
          sourceChunks(input.source, {
            onSlice: (read, sniffed) => progress.onSlice(read, sniffed),
          }),
      },
    ],
    inputDocuments,
    {
      nowMs: context.nowMs,
      readers: readersNotingRobots(defaultReaders, (parsed) =>
        inputDocuments.onRobotsParsed(parsed),
      ),
      shouldStop: () => context.isCancelled() || input.isRemoved,
      yieldEvery: () => context.yieldToEvents(),
      budget,
      ...(context.nativeInflate !== undefined ? { nativeInflate: context.nativeInflate } : {}),
    },
  ).finally(() => {
    input.inflatedBytes = budget.totalInflatedBytes;
  });
  return { result, inputDocuments, progress };
}

/**
 * An input with no bytes to read, as the problem its document carries: a sitemap the site
 * did not give, or a child the user's own pattern left out.
 */
function refusedInputOf(input: InputRecord): { name: string; refused: Problem } | undefined {
  const { source } = input;
  if (source.kind === 'unfetched')
    return { name: input.name, refused: fetchFailedProblem(source.fetch) };
  if (source.kind === 'left-out')
    return { name: input.name, refused: leftOutProblem(source.leftOut) };
  return undefined;
}

/** What the page is told of an input read to its end. */
export function openedFileOf(
  input: InputRecord,
  progress: InputProgress,
  inputDocuments: InputDocuments,
  problems: SessionProblems,
): OpenedFile {
  return {
    inputId: input.inputId,
    name: input.name,
    sizeBytes: progress.totalBytes,
    format: progress.format,
    documents: inputDocuments.finished.flatMap((doc) => problems.reportOf(doc) ?? []),
  };
}

/** The name the pipeline reads an input under: a file read as robots.txt is one. */
export function pipelineNameOf(input: InputRecord): string {
  return input.readAs === 'robots' ? 'robots.txt' : input.name;
}

/** Takes every document of `input` out of the store and the session. */
export function forgetInput(
  store: UrlStore,
  documents: Map<DocumentId, DocumentRecord>,
  input: InputRecord,
  budget: SessionBudget,
): void {
  budget.inflate.release(input.inflatedBytes ?? 0);
  input.inflatedBytes = 0;
  store.removeDocuments(input.documentIds);
  for (const id of input.documentIds) documents.delete(id);
  input.documentIds.length = 0;
}
