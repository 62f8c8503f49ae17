/**
 * The view as a file, streamed to the page as `exportChunk` events: CSV, TSV or a URL list
 * as text chunks (core/analysis/export-rows.ts), Parquet as bytes (parquet-export.ts). Yields
 * between chunks, so a million-row export leaves the worker free for the page's questions.
 */
import { exportRows, type RowVerdict } from '../../core/analysis/export-rows';
import type { UrlView } from '../../core/analysis/url-query';
import type { UrlStore } from '../../core/analysis/url-store';
import type { ExportFormat } from '../protocol/rows';
import { exportParquet } from './parquet-export';
import { crawlCellText, type RowCrawl } from '../../core/crawl/row-crawl';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';

const EXPORT_CHUNK_ROWS = 5000;

export async function exportView(
  store: UrlStore,
  view: UrlView,
  format: ExportFormat,
  context: RequestContext,
  robotsVerdict?: RowVerdict,
  hreflangCluster?: (row: number) => number | null,
  crawl?: RowCrawl,
  /** With an earlier snapshot loaded: each row's change (every format adds a `change` column). */
  changeOf?: RowVerdict,
): Promise<'done' | Cancelled> {
  if (format === 'parquet')
    return exportParquet(view, context, robotsVerdict, hreflangCluster, crawl, changeOf);
  let rowsDone = 0;
  const crawlCell = crawl ? (row: number) => crawlCellText(crawl(row)) : undefined;
  const rows = exportRows(
    store,
    view,
    format,
    EXPORT_CHUNK_ROWS,
    robotsVerdict,
    crawlCell,
    changeOf,
  );
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
