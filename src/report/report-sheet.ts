/** One sheet of the workbook, as the sheet builders (report-sheets.ts, report-list-sheets.ts) make it. */

/** A number, a text, or an empty cell. */
export type SheetCell = string | number | null;

export interface ReportSheet {
  /** The sheet's tab name (at most 31 characters: Excel's limit). */
  name: string;
  rows: SheetCell[][];
  /** Column widths in characters, where the default would cut what a reader needs. */
  widths?: number[];
}
