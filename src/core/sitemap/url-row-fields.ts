/**
 * The fields of one URL row, named once. A row takes four shapes on its way from the reader
 * to the views: the `UrlEntry` of sitemap-entry.ts (with its problem codes beside it), the
 * reader's `UrlBatch` (url-batch.ts), the wire form between workers (`UrlBatchWire`,
 * src/core/ingest/url-batch-wire.ts) and the store's columns (`URL_STORE_COLUMNS`,
 * src/core/analysis/url-store-columns.ts). test/sitemap/url-row-shapes.test.ts checks that
 * each shape carries exactly these, so a field added to one shape and forgotten in another
 * fails there instead of vanishing on the way.
 */
export const URL_ROW_FIELDS = [
  'loc',
  'line',
  'column',
  'lastmodText',
  'lastmodMs',
  'lastmodPrecision',
  'changefreq',
  'priority',
  'images',
  'videos',
  'alternates',
  'newsPublicationMs',
  'problemCodes',
] as const;

export type UrlRowField = (typeof URL_ROW_FIELDS)[number];
