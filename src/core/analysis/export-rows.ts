/**
 * Export of the current view: CSV (RFC 4180), TSV (IANA text/tab-separated-values)
 * or a plain URL list, produced in the worker as a generator of string chunks so a million
 * rows stream to a download without one giant string.
 *
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with = + - @ (or a
 * tab or CR, which some spreadsheets skip before such a character) is prefixed with ' so it is
 * read as text. URLs come from untrusted files, and a text sitemap line may be anything.
 */
import { asDocumentId } from '../ids';
import { formatLastmod } from './lastmod-format';
import { changefreqName } from './changefreq-codes';
import type { UrlView } from './url-query';
import type { UrlStore } from './url-store';
import { rowProblemCodes, type RowCodes } from './row-problem-codes';
import type { ColumnCells } from '../analyses/row-column';

export type ExportFormat = 'csv' | 'tsv' | 'urls';

/** Column headers, in order (stable names: spreadsheets and scripts key on them). */
export const EXPORT_COLUMNS = [
  'url',
  'lastmod',
  'changefreq',
  'priority',
  'file',
  'line',
  'images',
  'videos',
  'alternates',
  // How many times the URL is listed among all files loaded (1: once), as in Parquet.
  'occurrences',
  'problems',
] as const;

/**
 * The analyses' columns of an export (core/analyses/row-column.ts): each bound column with an
 * export adds its header and cell after the store's, in the order given (the declared order:
 * declared-columns.ts `inDeclaredOrder`).
 */
export interface ExportColumns {
  columns?: readonly ColumnCells[];
  /** The codes analyses attach to a row: the `problems` cell names them after the store's. */
  derivedProblems?: RowCodes;
}

/** Neutralises a cell a spreadsheet would run as a formula. */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 §2: fields with a comma, quote or line break are quoted; quotes are doubled. */
export function csvField(cell: string): string {
  const guarded = guardFormula(cell);
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** TSV cannot quote, so tabs and line breaks inside a field become spaces. */
export function tsvField(cell: string): string {
  return guardFormula(cell).replace(/[\t\r\n]/g, ' ');
}

/** A URL on a line of its own must not break the list: encode line breaks and tabs. */
function urlLine(loc: string): string {
  return loc.replace(
    /[\t\r\n]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Cells that may hold text from the files; the others are numbers or known words. */
const NEEDS_CHECK = /[",\r\n\t]|^[=+\-@]/;

/**
 * One row as delimited text. Only cells that can hold arbitrary text go through `field`, and
 * only when they contain something to quote or guard: measured 2026-11-30, quoting every cell
 * through regex replacements made a 450,000-row CSV take ~6 s; this takes about a third.
 */
function rowLine(
  store: UrlStore,
  row: number,
  field: (cell: string) => string,
  separator: string,
  fileCells: string[],
  lastmodCache: { ms: number; precision: number; text: string },
  analysisColumns: readonly ColumnCells[],
  derivedProblems: RowCodes | undefined,
): string {
  const loc = store.loc(row);
  const priority = store.priority[row];
  const lastmodMs = store.lastmodMs[row];
  const precision = store.lastmodPrecision[row];
  if (lastmodMs !== lastmodCache.ms || precision !== lastmodCache.precision) {
    lastmodCache.ms = lastmodMs;
    lastmodCache.precision = precision;
    lastmodCache.text = formatLastmod(lastmodMs, precision);
  }
  const documentId = asDocumentId(store.documentOf[row]);
  fileCells[documentId] ??= field(store.documentName(documentId));
  const problems = rowProblemCodes(store, row, derivedProblems).join(' ');
  const cells: (string | number)[] = [
    NEEDS_CHECK.test(loc) ? field(loc) : loc,
    lastmodCache.text,
    changefreqName(store.changefreq[row]),
    Number.isNaN(priority) ? '' : String(Math.round(priority * 1000) / 1000),
    fileCells[documentId],
    store.line[row],
    store.images?.[row] ?? 0,
    store.videos?.[row] ?? 0,
    store.alternates?.[row] ?? 0,
    store.duplicateCount(row),
    NEEDS_CHECK.test(problems) ? field(problems) : problems,
  ];
  for (const column of analysisColumns) {
    const text = column.text(row);
    cells.push(NEEDS_CHECK.test(text) ? field(text) : text);
  }
  return cells.join(separator);
}

/**
 * The view's rows in `format`, `chunkRows` rows per chunk (the header, for CSV and TSV, leads
 * the first chunk). Lines end in CRLF for CSV (RFC 4180 §2) and LF otherwise. A CSV starts
 * with a UTF-8 byte order mark, without which Excel reads it in the machine's legacy code
 * page and garbles every non-ASCII URL. A URL list names each URL once, at its first place
 * in the view: it is the list to feed a crawler, which has no use for a URL twice.
 */
export function* exportRows(
  store: UrlStore,
  view: UrlView,
  format: ExportFormat,
  chunkRows = 10_000,
  columns: ExportColumns = {},
): Generator<string, void, undefined> {
  const analysisColumns = (columns.columns ?? []).filter((column) => column.column.export);
  const perChunk = Math.max(1, Math.floor(chunkRows));
  const field = format === 'csv' ? csvField : tsvField;
  const separator = format === 'csv' ? ',' : '\t';
  const newline = format === 'csv' ? '\r\n' : '\n';
  const header = [
    ...EXPORT_COLUMNS,
    ...analysisColumns.map((column) => column.column.export?.header ?? column.column.id),
  ];
  let lines: string[] = format === 'urls' ? [] : [header.map(field).join(separator)];
  let prefix = format === 'csv' ? '\uFEFF' : '';
  const fileCells: string[] = [];
  const lastmodCache = { ms: NaN, precision: -1, text: '' };
  // One byte a stored row: whether its URL is in the list already (by its first occurrence).
  const listed = format === 'urls' ? new Uint8Array(store.size) : undefined;
  for (let i = 0; i < view.matched; i++) {
    const row = view.rows[i];
    if (row >= store.size) continue;
    if (listed) {
      const first = store.firstOccurrence(row);
      if (listed[first] === 1) continue;
      listed[first] = 1;
      lines.push(urlLine(store.loc(row)));
    } else {
      lines.push(
        rowLine(
          store,
          row,
          field,
          separator,
          fileCells,
          lastmodCache,
          analysisColumns,
          columns.derivedProblems,
        ),
      );
    }
    if (lines.length >= perChunk) {
      yield prefix + lines.join(newline) + newline;
      prefix = '';
      lines = [];
    }
  }
  if (lines.length > 0 || prefix !== '') yield prefix + lines.join(newline) + newline;
}
