/**
 * The view as a file, streamed to the page as `exportChunk` events: CSV, TSV or a URL list
 * as text chunks (core/analysis/export-rows.ts), Parquet as bytes (parquet-export.ts). Yields
 * between chunks, so a million-row export leaves the worker free for the page's questions.
 */
import { exportRows } from '../../core/analysis/export-rows';
import type { ParquetRowsOptions } from '../../core/export/parquet-rows';
import type { UrlView } from '../../core/analysis/url-query';
import type { UrlStore } from '../../core/analysis/url-store';
import type { ExportFormat } from '../protocol/rows';
import { exportParquet } from './parquet-export';
import { crawlCellText } from '../../core/crawl/row-crawl';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import type { DerivedColumns } from './session-analysis';

const EXPORT_CHUNK_ROWS = 5000;

/** The analyses' columns in the shape the writers take (the verdict's word, not its line). */
function exportColumns(columns: Partial<DerivedColumns>): ParquetRowsOptions {
  const { robots, crawl, change, hreflangCluster, problems } = columns;
  return {
    robotsVerdict: robots && ((row) => robots(row).verdict),
    hreflangCluster,
    rowCrawl: crawl,
    changeOf: change,
    derivedProblems: problems,
  };
}

export async function exportView(
  store: UrlStore,
  view: UrlView,
  format: ExportFormat,
  context: RequestContext,
  derived: Partial<DerivedColumns> = {},
): Promise<'done' | Cancelled> {
  const columns = exportColumns(derived);
  if (format === 'parquet') return exportParquet(view, context, columns);
  const { robotsVerdict, rowCrawl, changeOf, derivedProblems } = columns;
  let rowsDone = 0;
  const crawlCell = rowCrawl ? (row: number) => crawlCellText(rowCrawl(row)) : undefined;
  const rows = exportRows(store, view, format, EXPORT_CHUNK_ROWS, {
    robotsVerdict,
    crawlCell,
    changeOf,
    derivedProblems,
  });
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
