/**
 * Reads one input of the page into the session: runs the ingest pipeline over its bytes,
 * puts every URL in the UrlStore (tagged with its problem codes), remembers each document's
 * sitemap references and report, and tells the page how far it got (bytes read, bytes
 * inflated, URLs found). A cancelled input leaves nothing behind; the other inputs are
 * never touched.
 */
import type { ContainerFormat } from '../../core/archive/sniff-format';
import { sniffFormat } from '../../core/archive/sniff-format';
import { defaultReaders } from '../../core/ingest/default-readers';
import { ingestFiles } from '../../core/ingest/ingest-files';
import type {
  DocumentReaders,
  IngestFileReport,
  IngestSink,
  RobotsSitemaps,
} from '../../core/ingest/ingest-types';
import type { RobotsTxt } from '../../core/robots/robots-txt';
import type { Problem } from '../../core/problem';
import type { UrlStore } from '../../core/analysis/url-store';
import { sitemapProblem } from '../../core/sitemap/problem-codes';
import type { AnalyzerEvent, DocumentReport, OpenedFile, RequestId } from '../protocol';
import { createTaggingReaders } from './problem-tagging';
import {
  MAX_DUPLICATES_REPORTED,
  MAX_REFS_KEPT,
  type DocumentRecord,
  type InputRecord,
} from './session-documents';
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
}

/** Measured 2026-11-30 (bench/browser.bench.ts): one event per MiB made ~16 page renders a second. */
export const PROGRESS_INTERVAL_MS = 200;

interface Duplicates {
  problems: Problem[];
  overflow: number;
}

/** Returns the opened file, or null when the input was cancelled or removed part-way. */
export async function ingestInput(
  store: UrlStore,
  documents: Map<number, DocumentRecord>,
  input: InputRecord,
  context: IngestInputContext,
): Promise<OpenedFile | null> {
  const storeIdOf = new Map<number, number>();
  const duplicatesOf = new Map<number, Duplicates>();
  /** Documents in the order they finished: an archive's members, then the archive. */
  const finished: number[] = [];
  const tagging = createTaggingReaders(defaultReaders);
  // The parsed robots.txt is kept on its document for the robots.txt checks. The pipeline
  // reports a document right after reading it, so the last parse belongs to the next robots report.
  let lastRobots: RobotsTxt | undefined;
  const readers: DocumentReaders = {
    ...tagging.readers,
    parseRobots(bytes) {
      const parsed = tagging.readers.parseRobots(bytes);
      lastRobots = isRobotsTxt(parsed) ? parsed : undefined;
      return parsed;
    },
  };
  let format: ContainerFormat = sniffFormat(new Uint8Array(0));
  let bytesRead = 0;
  let inflatedBytes = 0;
  let urls = 0;
  const totalBytes = sourceSize(input.source);
  let lastProgressAt = -Infinity;
  const progress = (isFinal = false) => {
    // Every progress event is a render of the page; a few a second are enough to watch.
    const now = context.monotonicMs?.() ?? 0;
    if (!isFinal && now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
    lastProgressAt = now;
    context.emit({
      type: 'progress',
      id: context.requestId,
      fileId: input.fileId,
      bytesRead,
      totalBytes,
      format,
      inflatedBytes,
      urls,
    });
  };

  const documentOf = (runId: number, name: string, parentRunId?: number): DocumentRecord => {
    const known = storeIdOf.get(runId);
    if (known !== undefined) return documents.get(known)!;
    const documentId = store.addFile(name);
    storeIdOf.set(runId, documentId);
    const parent = parentRunId === undefined ? undefined : storeIdOf.get(parentRunId);
    const record: DocumentRecord = {
      documentId,
      fileId: input.fileId,
      name,
      sitemapRefs: [],
      ...(parent !== undefined ? { parentDocumentId: parent } : {}),
    };
    documents.set(documentId, record);
    input.documentIds.push(documentId);
    return record;
  };

  const sink: IngestSink = {
    onFileStart: (file) => void documentOf(file.fileId, file.name, file.parentId),
    onProgress(update) {
      inflatedBytes = update.bytesInflated;
      urls = update.urls;
      progress();
    },
    onUrl(runId, entry) {
      if (input.isRemoved) return;
      const record = documentOf(runId, input.name);
      const duplicate = store.addUrl(record.documentId, entry, tagging.currentCodes());
      if (!duplicate) return;
      let found = duplicatesOf.get(record.documentId);
      if (!found) duplicatesOf.set(record.documentId, (found = { problems: [], overflow: 0 }));
      if (found.problems.length < MAX_DUPLICATES_REPORTED) found.problems.push(duplicate);
      else found.overflow++;
    },
    onSitemap(runId, ref) {
      const record = documentOf(runId, input.name);
      if (record.sitemapRefs.length < MAX_REFS_KEPT) record.sitemapRefs.push(ref);
    },
    onFileReport(report) {
      const record = documentOf(report.fileId, report.name, report.parentId);
      record.report = documentReport(record, report, duplicatesOf.get(record.documentId));
      if (report.kind === 'robots' && lastRobots) record.robots = lastRobots;
      lastRobots = undefined;
      finished.push(record.documentId);
    },
  };

  const result = await ingestFiles(
    [
      {
        // The pipeline reads a file named robots.txt as one, whatever its content.
        name: input.readAs === 'robots' ? 'robots.txt' : input.name,
        size: totalBytes,
        chunks: () =>
          sourceChunks(input.source, {
            onSlice(read, sniffed) {
              bytesRead = read;
              format = sniffed;
              progress();
            },
          }),
      },
    ],
    sink,
    {
      nowMs: context.nowMs,
      readers,
      shouldStop: () => context.isCancelled() || input.isRemoved,
      yieldEvery: () => context.yieldToEvents(),
      ...(context.nativeInflate !== undefined ? { nativeInflate: context.nativeInflate } : {}),
    },
  );
  if (result.cancelled || input.isRemoved) {
    forgetInput(store, documents, input);
    return null;
  }
  urls = result.urls;
  inflatedBytes = result.bytesInflated;
  progress(true);
  const reports = finished.flatMap((id) => documents.get(id)?.report ?? []);
  return {
    fileId: input.fileId,
    name: input.name,
    sizeBytes: totalBytes,
    format,
    documents: reports,
  };
}

/** Takes every document of `input` out of the store and the session. */
export function forgetInput(
  store: UrlStore,
  documents: Map<number, DocumentRecord>,
  input: InputRecord,
): void {
  store.removeFiles(input.documentIds);
  for (const id of input.documentIds) documents.delete(id);
  input.documentIds.length = 0;
}

function documentReport(
  record: DocumentRecord,
  report: IngestFileReport,
  duplicates: Duplicates | undefined,
): DocumentReport {
  const { fileId: _runId, parentId: _parentRunId, ...rest } = report;
  const problems = [...report.problems];
  if (duplicates) {
    problems.push(...duplicates.problems);
    if (duplicates.overflow > 0) {
      problems.push(
        sitemapProblem('problems-capped', 0, 0, {
          count: duplicates.overflow,
          code: 'duplicate-url',
        }),
      );
    }
  }
  return {
    ...rest,
    problems,
    documentId: record.documentId,
    fileId: record.fileId,
    ...(record.parentDocumentId !== undefined ? { parentDocumentId: record.parentDocumentId } : {}),
  };
}

function isRobotsTxt(parsed: RobotsSitemaps): parsed is RobotsTxt {
  return 'groups' in parsed && 'lineTags' in parsed;
}
