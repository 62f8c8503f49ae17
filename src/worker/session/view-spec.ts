/**
 * The page's `ViewQuery` in the store's terms, and the store's rows in the page's. The page
 * names inputs by its own file ids; the store knows documents, so an input stands for every
 * document read from it (an archive's members too).
 */
import { formatLastmod } from '../../core/analysis/lastmod-format';
import type { StoredUrlRow, UrlFilter, ViewSpec } from '../../core/analysis/url-query';
import type { SortColumn } from '../../core/analysis/sort-columns';
import type { DocumentId, InputId } from '../../core/ids';
import type { UrlRowView, ViewQuery } from '../protocol/rows';
import type { InputRecord } from './session-documents';
import type { DerivedColumns } from './session-analysis';
import { NO_CODES, type RowCodes } from '../../core/analysis/row-problem-codes';

export function toViewSpec(query: ViewQuery, inputs: ReadonlyMap<InputId, InputRecord>): ViewSpec {
  const filter: UrlFilter = {};
  const text = query.text?.trim();
  if (text) filter.text = text;
  let documentIds: DocumentId[] | undefined;
  if (query.inputIds)
    documentIds = query.inputIds.flatMap((inputId) => inputs.get(inputId)?.documentIds ?? []);
  if (query.documentIds) {
    const wanted = new Set(query.documentIds);
    documentIds = documentIds ? documentIds.filter((id) => wanted.has(id)) : [...wanted];
  }
  if (documentIds) filter.documentIds = documentIds;
  if (query.hosts?.length) filter.hosts = query.hosts;
  if (query.sections?.length) filter.sections = query.sections;
  if (query.problemCodes?.length) filter.problemCodes = query.problemCodes;
  if (query.lastmodFromMs !== undefined && Number.isFinite(query.lastmodFromMs))
    filter.lastmodFromMs = query.lastmodFromMs;
  if (query.lastmodToMs !== undefined && Number.isFinite(query.lastmodToMs))
    filter.lastmodToMs = query.lastmodToMs;
  if (query.includeNoLastmod) filter.includeNoLastmod = true;
  return {
    filter,
    ...(query.sort
      ? {
          sort: {
            column: query.sort.column satisfies SortColumn,
            descending: query.sort.descending,
          },
        }
      : {}),
  };
}

/**
 * A store row as the table shows it; `inputIdOf` maps a document to the page's input, and
 * `derived` gives the codes the analyses attach to it, after the store's own.
 */
export function toUrlRow(
  row: StoredUrlRow,
  inputIdOf: (documentId: DocumentId) => InputId,
  derived?: RowCodes,
): UrlRowView {
  const derivedCodes = derived?.(row.row) ?? NO_CODES;
  const problemCodes =
    derivedCodes.length === 0 ? row.problems : [...row.problems, ...derivedCodes];
  return {
    loc: row.loc,
    lastmodMs: row.lastmodMs,
    ...(Number.isNaN(row.lastmodMs)
      ? {}
      : { lastmodText: formatLastmod(row.lastmodMs, row.lastmodPrecision) }),
    ...(row.changefreq ? { changefreq: row.changefreq } : {}),
    priority: row.priority,
    inputId: inputIdOf(row.documentId),
    images: row.images,
    alternates: row.alternates,
    problems: problemCodes.length,
    row: row.row,
    documentId: row.documentId,
    file: row.file,
    line: row.line,
    column: row.column,
    problemCodes,
  };
}

/**
 * A row's cells of the analyses' table columns, as the table's row carries them: the fields
 * of a column the page has a renderer for, else its text for the generic renderer.
 */
export function tableCells(columns: DerivedColumns, row: number): Partial<UrlRowView> {
  const cells: Partial<UrlRowView> = {};
  let texts: Record<string, string> | undefined;
  for (const column of columns.cells.values()) {
    if (!column.column.table) continue;
    if (column.tableCells) Object.assign(cells, column.tableCells(row));
    else (texts ??= {})[column.column.id] = column.tableText(row);
  }
  if (texts) cells.columnTexts = texts;
  return cells;
}
