/**
 * The URL table's columns, declared once: their order, which store column each sorts by,
 * whether the user may hide it, whether it starts hidden, and which input must be loaded for
 * it to show. The page's cell renderers (src/ui/url-table/url-columns.tsx), its column
 * chooser, the worker protocol's sort column and the share link's sort names all derive from
 * this list, so a new column is one entry here plus its renderer there.
 *
 * Pure data: the worker and core (share links) read it as well as the page.
 */
import type { SortColumn } from './sort-columns';

/** An input a column needs beside the sitemaps themselves. */
export type ColumnInput = 'crawl-export' | 'earlier-snapshot';

interface UrlTableColumnSpec {
  readonly id: string;
  /** The store column it sorts by; absent: the column cannot sort. */
  readonly sort?: SortColumn;
  /** Whether the column chooser lists it (the URL column always shows). */
  readonly isHideable: boolean;
  /** Hidden until the user shows it. */
  readonly isHiddenByDefault?: true;
  /** Shown only while this input is loaded (the user's choice applies on top). */
  readonly shownWith?: ColumnInput;
}

/** The columns, in the order the table shows them. */
export const URL_TABLE_COLUMNS = [
  { id: 'loc', sort: 'loc', isHideable: false },
  { id: 'lastmod', sort: 'lastmod', isHideable: true },
  // Google ignores changefreq and priority (its sitemap documentation): their room goes to the
  // URL until the user asks for them.
  { id: 'changefreq', sort: 'changefreq', isHideable: true, isHiddenByDefault: true },
  { id: 'priority', sort: 'priority', isHideable: true, isHiddenByDefault: true },
  { id: 'file', sort: 'file', isHideable: true },
  { id: 'images', sort: 'images', isHideable: true },
  { id: 'alternates', sort: 'alternates', isHideable: true },
  // The verdict of the view's robots.txt check; empty cells while there is no robots.txt.
  { id: 'robots', isHideable: true },
  { id: 'crawl', isHideable: true, shownWith: 'crawl-export' },
  { id: 'change', isHideable: false, shownWith: 'earlier-snapshot' },
  // Beside the Change column: the lastmod the earlier snapshot had for the URL.
  { id: 'earlierLastmod', isHideable: false, shownWith: 'earlier-snapshot' },
  { id: 'problems', sort: 'problems', isHideable: true },
] as const satisfies readonly UrlTableColumnSpec[];

type Column = (typeof URL_TABLE_COLUMNS)[number];
export type UrlTableColumnId = Column['id'];
/** The columns the user may hide. */
export type HideableColumn = Extract<Column, { isHideable: true }>['id'];
/** The store columns the table sorts by: the worker protocol's and the share link's names. */
export type TableSortColumn = Extract<Column, { sort: SortColumn }>['sort'];

export const HIDEABLE_COLUMNS: readonly HideableColumn[] = URL_TABLE_COLUMNS.flatMap((column) =>
  column.isHideable ? [column.id] : [],
);

export const TABLE_SORT_COLUMNS: readonly TableSortColumn[] = URL_TABLE_COLUMNS.flatMap((column) =>
  'sort' in column ? [column.sort] : [],
);

/** The store column a table column sorts by; undefined for one that cannot sort. */
export function sortColumnOf(id: string): TableSortColumn | undefined {
  const column = URL_TABLE_COLUMNS.find((candidate) => candidate.id === id);
  return column && 'sort' in column ? column.sort : undefined;
}

/** The table column sorted by a store column (the header that shows the sort). */
export function tableColumnSortedBy(sort: TableSortColumn): string {
  const column = URL_TABLE_COLUMNS.find(
    (candidate) => 'sort' in candidate && candidate.sort === sort,
  );
  return column?.id ?? sort;
}

/** The user's choice before they make one: the columns hidden by default. */
export const DEFAULT_CHOSEN_COLUMNS: Readonly<Record<string, boolean>> = Object.fromEntries(
  URL_TABLE_COLUMNS.flatMap((column) =>
    'isHiddenByDefault' in column ? [[column.id, false] as const] : [],
  ),
);

/**
 * Which columns show: a column the user hid (`chosen[id] === false`), or whose input is not
 * loaded, is false; the rest are true (the URL column and the unhideable ones always are,
 * while their input is loaded).
 */
export function shownColumns(
  chosen: Readonly<Record<string, boolean>>,
  loaded: Readonly<Record<ColumnInput, boolean>>,
): Record<UrlTableColumnId, boolean> {
  const shown = {} as Record<UrlTableColumnId, boolean>;
  for (const column of URL_TABLE_COLUMNS) {
    const isChosen = !column.isHideable || chosen[column.id] !== false;
    shown[column.id] = isChosen && (!('shownWith' in column) || loaded[column.shownWith]);
  }
  return shown;
}
