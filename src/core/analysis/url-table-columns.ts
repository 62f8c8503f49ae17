/**
 * The URL table's columns: the store's own, declared here, and those the analyses declare
 * (core/analyses/row-column.ts), with their order, which store column each sorts by, whether
 * the user may hide it, whether it starts hidden, and which input must be loaded for it to
 * show. The page's cell renderers (src/ui/url-table/url-columns.tsx, with a generic one for a
 * column without its own), its column chooser, the worker protocol's sort column and the
 * share link's sort names all derive from this list, so a new analysis column is one entry
 * in its analysis's descriptor.
 *
 * Pure data: the worker and core (share links) read it as well as the page.
 */
import type { ColumnInput, TableColumnSpec } from '../analyses/row-column';
import { analysisDescriptors } from '../analyses/analysis-descriptors';
import { declaredRowColumns, type Descriptors } from '../analyses/declared-columns';

export type { ColumnInput } from '../analyses/row-column';

export interface UrlTableColumnSpec extends TableColumnSpec {
  readonly id: string;
}

/** The store's columns before the analyses', in the order the table shows them. */
const STORE_COLUMNS = [
  { id: 'loc', sort: 'loc', isHideable: false },
  { id: 'lastmod', sort: 'lastmod', isHideable: true },
  // Google ignores changefreq and priority (its sitemap documentation): their room goes to the
  // URL until the user asks for them.
  { id: 'changefreq', sort: 'changefreq', isHideable: true, isHiddenByDefault: true },
  { id: 'priority', sort: 'priority', isHideable: true, isHiddenByDefault: true },
  { id: 'file', sort: 'file', isHideable: true },
  { id: 'images', sort: 'images', isHideable: true },
  { id: 'alternates', sort: 'alternates', isHideable: true },
] as const satisfies readonly UrlTableColumnSpec[];

/** Last, after the analyses' columns: the row's problems, the store's and theirs. */
const PROBLEMS_COLUMN = {
  id: 'problems',
  sort: 'problems',
  isHideable: true,
} as const satisfies UrlTableColumnSpec;

/** The table's columns for a list of descriptors (the app's by default), in order. */
export function urlTableColumns(
  descriptors: Descriptors = analysisDescriptors,
): UrlTableColumnSpec[] {
  const analysisColumns = declaredRowColumns(descriptors).flatMap(({ id, table }) =>
    table ? [{ id, ...table }] : [],
  );
  return [...STORE_COLUMNS, ...analysisColumns, PROBLEMS_COLUMN];
}

/** The columns, in the order the table shows them. */
export const URL_TABLE_COLUMNS: readonly UrlTableColumnSpec[] = urlTableColumns();

/** A column of the table: the store's named here, or an analysis's declared id. */
export type UrlTableColumnId = string;
/** The store columns the table sorts by: the worker protocol's and the share link's names. */
export type TableSortColumn =
  (typeof STORE_COLUMNS)[number]['sort'] | (typeof PROBLEMS_COLUMN)['sort'];

export const HIDEABLE_COLUMNS: readonly string[] = URL_TABLE_COLUMNS.flatMap((column) =>
  column.isHideable ? [column.id] : [],
);

const STORE_SORT_COLUMNS: readonly TableSortColumn[] = [...STORE_COLUMNS, PROBLEMS_COLUMN].map(
  (column) => column.sort,
);

/** The sort of a declared column: one of the store's table sorts, or none. */
function tableSortOf(column: UrlTableColumnSpec): TableSortColumn | undefined {
  return STORE_SORT_COLUMNS.find((sort) => sort === column.sort);
}

export const TABLE_SORT_COLUMNS: readonly TableSortColumn[] = URL_TABLE_COLUMNS.flatMap(
  (column) => {
    const sort = tableSortOf(column);
    return sort ? [sort] : [];
  },
);

/** The store column a table column sorts by; undefined for one that cannot sort. */
export function sortColumnOf(id: string): TableSortColumn | undefined {
  const column = URL_TABLE_COLUMNS.find((candidate) => candidate.id === id);
  return column && tableSortOf(column);
}

/** The table column sorted by a store column (the header that shows the sort). */
export function tableColumnSortedBy(sort: TableSortColumn): string {
  const column = URL_TABLE_COLUMNS.find((candidate) => candidate.sort === sort);
  return column?.id ?? sort;
}

/** The user's choice before they make one: the columns hidden by default. */
export const DEFAULT_CHOSEN_COLUMNS: Readonly<Record<string, boolean>> = Object.fromEntries(
  URL_TABLE_COLUMNS.flatMap((column) => (column.isHiddenByDefault ? [[column.id, false]] : [])),
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
  const shown: Record<UrlTableColumnId, boolean> = {};
  for (const column of URL_TABLE_COLUMNS) {
    const isChosen = !column.isHideable || chosen[column.id] !== false;
    shown[column.id] = isChosen && (column.shownWith === undefined || loaded[column.shownWith]);
  }
  return shown;
}
