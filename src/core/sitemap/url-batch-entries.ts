/**
 * The one adapter between the columnar path and the per-entry one: a {@link UrlBatch} row as
 * the `UrlEntry` a `SitemapHandler.onUrl` receives, for consumers without `onUrlBatch`.
 */
import type { ProblemCode } from '../problems/registry';
import type { LastmodPrecision, UrlEntry } from './sitemap-entry';
import type { UrlBatch } from './url-batch';

/** Row `row` as the `UrlEntry` the per-entry path would have handed on. */
export function urlEntryOf(batch: UrlBatch, row: number): UrlEntry {
  return {
    loc: batch.locAt(row),
    line: batch.line[row],
    column: batch.column[row],
    lastmodText: batch.lastmodTextAt(row),
    lastmodMs: batch.lastmodMs[row],
    lastmodPrecision: batch.lastmodPrecision[row] as LastmodPrecision,
    changefreq: batch.changefreq[row],
    priority: batch.priority[row],
    images: batch.images[row],
    videos: batch.videos[row],
    alternates: batch.alternates[row],
    newsPublicationMs: batch.newsPublicationMs[row],
  };
}

/** Hands every row of `batch` to a per-entry `onUrl` (for consumers without `onUrlBatch`). */
export function forEachUrlEntry(
  batch: UrlBatch,
  onUrl: (entry: UrlEntry, problemCodes?: readonly ProblemCode[]) => void,
): void {
  for (let row = 0; row < batch.count; row++)
    onUrl(urlEntryOf(batch, row), batch.problemCodes[row]);
}
