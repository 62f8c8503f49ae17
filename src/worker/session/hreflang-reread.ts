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
import { rereadInput, type RereadContext } from './document-reread';
import type { Cancelled } from './session-context';
import type { DocumentRecord, InputRecord } from './session-documents';

/** Fills `table` with the alternates of `documents` (urlsets of `input`, by ingest id). */
export function readAlternates(
  input: InputRecord,
  documents: readonly DocumentRecord[],
  table: AlternateTable,
  context: RereadContext,
): Promise<'done' | Cancelled> {
  const byIngestId = new Map(documents.map((doc) => [doc.ingestId, doc]));
  let left = documents.length;
  return rereadInput(
    input,
    {
      readerOf: (ingestId) => {
        const doc = byIngestId.get(ingestId);
        return doc && new AlternateCollector(table, doc.documentId);
      },
      onDocumentEnd: (ingestId) => {
        if (byIngestId.has(ingestId)) left--;
      },
      isDone: () => left <= 0,
    },
    context,
  );
}
