/**
 * Reads an input again for its urlsets' hreflang alternates: the ingest pipeline runs over
 * the input once more (its documents numbered as before, document-reread.ts), and each urlset
 * document's bytes go to an AlternateCollector filling the session's AlternateTable. One run
 * per input, however many documents it holds (an archive is inflated once). The URL store
 * keeps only a count of alternates per row; the links themselves are read here, in the
 * worker, after the input's rows are in.
 */
import { AlternateCollector } from '../../core/hreflang/alternate-collector';
import type { AlternateTable } from '../../core/hreflang/alternate-table';
import { defaultReaders } from '../../core/ingest/default-readers';
import { ingestFiles } from '../../core/ingest/ingest-files';
import type {
  DocumentReaders,
  IngestSink,
  SitemapPushReader,
} from '../../core/ingest/ingest-types';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { RereadContext } from './document-reread';
import { CANCELLED, type Cancelled } from './session-context';
import { sourceChunks, sourceSize } from './source-chunks';

const IGNORING_READER: SitemapPushReader = { push: () => undefined, end: () => undefined };

/** Fills `table` with the alternates of `documents` (urlsets of `input`, by ingest id). */
export async function readAlternates(
  input: InputRecord,
  documents: readonly DocumentRecord[],
  table: AlternateTable,
  context: RereadContext,
): Promise<'done' | Cancelled> {
  const byIngestId = new Map(documents.map((doc) => [doc.ingestId, doc]));
  let current = -1;
  let left = documents.length;
  const sink: IngestSink = {
    onFileStart: (file) => (current = file.ingestId),
    onUrl: () => undefined,
    onSitemap: () => undefined,
    onFileReport: (report) => {
      if (byIngestId.has(report.ingestId)) left--;
    },
  };
  const readers: DocumentReaders = {
    ...defaultReaders,
    createSitemapReader: () => {
      const doc = byIngestId.get(current);
      return doc ? new AlternateCollector(table, doc.documentId) : IGNORING_READER;
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
      shouldStop: () => left <= 0 || context.isCancelled() || input.isRemoved,
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
