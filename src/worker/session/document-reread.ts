/**
 * Reads one document of an input again, as its reader got it the first time: the ingest
 * pipeline runs over the input once more (its documents numbered as before), and only that
 * document's bytes, inflated and taken out of their archive, go to a consumer. The session
 * keeps each input's source (a `Blob` is a reference to the user's file; pasted text is
 * small), never the decoded text, so this is how a gzip file or an archive member is shown
 * (the URL details panel, a problem's lines, a robots.txt opened in the workbench).
 *
 * The cost is reading the input up to the document's end, or less where the consumer is done
 * sooner; the members before it are inflated, not parsed. It is cancellable between slices.
 * Its inflated bytes do not count against the session's budget (they are gone once answered)
 * but each stream keeps the per-stream cap.
 */
import { defaultReaders } from '../../core/ingest/default-readers';
import { ingestFiles } from '../../core/ingest/ingest-files';
import type {
  DocumentReaders,
  IngestSink,
  SitemapPushReader,
} from '../../core/ingest/ingest-types';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { SessionLimits } from './session-limits';
import { CANCELLED, type Cancelled } from './session-context';
import { sourceChunks, sourceSize } from './source-chunks';

/** Takes the document's bytes; `isDone` stops the re-read early. */
export interface DocumentConsumer extends SitemapPushReader {
  readonly isDone: boolean;
}

export interface RereadContext {
  readonly limits: SessionLimits;
  readonly nowMs: number;
  readonly nativeInflate?: boolean | 'zip';
  isCancelled(): boolean;
  yieldToEvents(): Promise<void>;
}

/** The other documents of the input are passed over. */
const IGNORING_READER: SitemapPushReader = { push: () => undefined, end: () => undefined };

/**
 * What one run over an input does with the documents it meets, by ingest id (the numbering of
 * the first read): which get a reader, and when everything wanted has been read.
 */
export interface InputRereadPlan {
  /** The reader for document `ingestId`'s bytes; undefined passes it over. */
  readerOf(ingestId: number): SitemapPushReader | undefined;
  /** A robots.txt document's bytes: it reaches its reader whole (the head the pipeline keeps). */
  onRobots?(ingestId: number, bytes: Uint8Array): void;
  /** Document `ingestId` has been read to its end. */
  onDocumentEnd(ingestId: number): void;
  /** Everything wanted is read: the run stops. */
  isDone(): boolean;
}

/** Runs the ingest pipeline over `input` once more, handing its documents out as `plan` says. */
export async function rereadInput(
  input: InputRecord,
  plan: InputRereadPlan,
  context: RereadContext,
): Promise<'done' | Cancelled> {
  let current = -1;
  const sink: IngestSink = {
    onFileStart: (file) => (current = file.ingestId),
    onUrl: () => undefined,
    onSitemap: () => undefined,
    onFileReport: (report) => plan.onDocumentEnd(report.ingestId),
  };
  const readers: DocumentReaders = {
    ...defaultReaders,
    createSitemapReader: () => plan.readerOf(current) ?? IGNORING_READER,
    parseRobots: (bytes, fileBytes) => {
      plan.onRobots?.(current, bytes);
      return defaultReaders.parseRobots(bytes, fileBytes);
    },
  };
  const result = await ingestFiles(
    [
      {
        name: input.readAs === 'robots' ? 'robots.txt' : input.name,
        size: sourceSize(input.source),
        chunks: () => sourceChunks(input.source, { onSlice: () => undefined }),
      },
    ],
    sink,
    {
      nowMs: context.nowMs,
      readers,
      shouldStop: () => plan.isDone() || context.isCancelled() || input.isRemoved,
      yieldEvery: () => context.yieldToEvents(),
      limits: {
        perStreamBytes: context.limits.perStreamInflatedBytes,
        totalBytes: context.limits.inflatedBytes,
      },
      ...(context.nativeInflate !== undefined ? { nativeInflate: context.nativeInflate } : {}),
    },
  );
  return result.cancelled && (context.isCancelled() || input.isRemoved) ? CANCELLED : 'done';
}

/** Reads one document of `input` again into `consumer`, stopping at its end. */
export function rereadDocument(
  input: InputRecord,
  doc: DocumentRecord,
  consumer: DocumentConsumer,
  context: RereadContext,
): Promise<'done' | Cancelled> {
  let isPastDocument = false;
  return rereadInput(
    input,
    {
      readerOf: (ingestId) => (ingestId === doc.ingestId ? consumer : undefined),
      onRobots: (ingestId, bytes) => {
        if (ingestId !== doc.ingestId) return;
        consumer.push(bytes);
        consumer.end();
      },
      onDocumentEnd: (ingestId) => {
        if (ingestId === doc.ingestId) isPastDocument = true;
      },
      isDone: () => consumer.isDone || isPastDocument,
    },
    context,
  );
}
