/**
 * The columns a URL view can be sorted by: one list shared by the query code, the worker's
 * view specs and the benchmark, so a new sortable column is added in one place.
 */

/** Columns a view can be sorted by. `row` is the order the URLs were read in. */
export const SORT_COLUMNS = [
  'row',
  'loc',
  'lastmod',
  'changefreq',
  'priority',
  'file',
  'images',
  'videos',
  'alternates',
  'news',
  'problems',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
