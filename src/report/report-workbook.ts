/**
 * The report as an XLSX workbook, one sheet per section (report-sheets.ts), written by
 * write-excel-file (on fflate, already the app's inflater) loaded only when asked: the
 * page's first load does not carry it. Cells are typed values, never formulas, so a URL
 * that starts with `=` stays text.
 */
import type { ReportSheet } from './report-sheet';

export async function workbookBlob(sheets: readonly ReportSheet[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: sheet.rows.map((row, index) =>
        row.map((value) =>
          value === null
            ? null
            : typeof value === 'number'
              ? { value, type: Number }
              : { value, type: String, ...(index === 0 ? { fontWeight: 'bold' as const } : {}) },
        ),
      ),
      stickyRowsCount: 1,
      ...(sheet.widths ? { columns: sheet.widths.map((width) => ({ width })) } : {}),
    })),
  ).toBlob();
}
