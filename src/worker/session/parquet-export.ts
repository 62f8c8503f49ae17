/**
 * The view's rows as a Parquet file (core/export), streamed to the page as `exportChunk`
 * events carrying about 1 MiB of bytes each, one row group (100,000 rows) between yields:
 * the worker holds one group and one chunk, the page gathers the chunks as Blob parts.
 */
import type { UrlView } from '../../core/analysis/url-query';
import { ChunkWriter } from '../../core/export/chunk-writer';
import { writeParquetRows, type ParquetRowsOptions } from '../../core/export/parquet-rows';
import { AnalyzerErrorCode } from '../protocol/request-map';
import { RequestFailure } from './request-failure';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';

/** Streams the file; CANCELLED when cancelled first. Each of `columns` adds its column. */
export async function exportParquet(
  view: UrlView,
  context: RequestContext,
  columns: ParquetRowsOptions = {},
): Promise<'done' | Cancelled> {
  const store = view.store;
  let chunks: ArrayBuffer[] = [];
  const writer = new ChunkWriter((bytes) => chunks.push(bytes.buffer));
  const send = (rowsDone: number) => {
    for (const bytes of chunks)
      context.emit({
        type: 'exportChunk',
        id: context.requestId,
        bytes,
        rowsDone,
        rowsTotal: view.matched,
      });
    chunks = [];
  };
  // Rows are renumbered only when a file is removed; the rows of the view are then stale.
  const removals = store.removals;
  const groups = writeParquetRows(store, view.rows, view.matched, writer, columns);
  for (const rowsDone of groups) {
    send(rowsDone);
    await context.yieldToEvents();
    if (context.isCancelled()) return CANCELLED;
    if (store.removals !== removals)
      throw new RequestFailure(
        AnalyzerErrorCode.exportStale,
        'A file was removed during the export',
      );
  }
  send(view.matched);
  return 'done';
}
