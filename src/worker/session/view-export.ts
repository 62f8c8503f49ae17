/**
 * The view as a file, streamed to the page as `exportChunk` events: CSV, TSV or a URL list
 * as text chunks (core/analysis/export-rows.ts), Parquet as bytes (parquet-export.ts). Yields
 * between chunks, so a million-row export leaves the worker free for the page's questions.
 */
import { exportRows } from '../../core/analysis/export-rows';
import type { UrlView } from '../../core/analysis/url-query';
import type { UrlStore } from '../../core/analysis/url-store';
import { analysisDescriptors } from '../../core/analyses/analysis-descriptors';
import {
  declaredRowColumns,
  inDeclaredOrder,
  type Descriptors,
} from '../../core/analyses/declared-columns';
import type { ExportFormat } from '../protocol/rows';
import { exportParquet } from './parquet-export';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import type { DerivedColumns } from './session-analysis';

const EXPORT_CHUNK_ROWS = 5000;

export async function exportView(
  store: UrlStore,
  view: UrlView,
  format: ExportFormat,
  context: RequestContext,
  derived: DerivedColumns = { cells: new Map() },
  descriptors: Descriptors = analysisDescriptors,
): Promise<'done' | Cancelled> {
  const { cells, problems: derivedProblems } = derived;
  if (format === 'parquet')
    return exportParquet(view, context, { columns: cells, derivedProblems, descriptors });
  let rowsDone = 0;
  const columns = inDeclaredOrder(cells, declaredRowColumns(descriptors));
  const rows = exportRows(store, view, format, EXPORT_CHUNK_ROWS, { columns, derivedProblems });
  for (const text of rows) {
    if (context.isCancelled()) return CANCELLED;
    rowsDone = Math.min(view.matched, rowsDone + EXPORT_CHUNK_ROWS);
    context.emit({
      type: 'exportChunk',
      id: context.requestId,
      text,
      rowsDone,
      rowsTotal: view.matched,
    });
    await context.yieldToEvents();
  }
  return 'done';
}
