/**
 * A declared row column (core/analyses/row-column.ts) bound by its analysis to this view's
 * reader: the exports' cells come from the declaration, and the table's from `tableCells`
 * when the page has a renderer of its own for the column (the robots.txt verdict with its
 * line, the crawl's facts), else as its text in `UrlRowView.columnTexts`, which the page's
 * generic renderer shows.
 */
import { columnCells, type ColumnCells, type RowColumn } from '../../core/analyses/row-column';
import type { UrlRowView } from '../protocol/rows';

export interface BoundColumn extends ColumnCells {
  /** The row's fields as the table's window carries them, for a column with its own renderer. */
  tableCells?(row: number): Partial<UrlRowView>;
}

/** Binds `column` to `read`; `table` turns a value into the fields the page's renderer reads. */
export function bindColumn<Value>(
  column: RowColumn<Value>,
  read: (row: number) => Value,
  table?: (value: Value) => Partial<UrlRowView>,
): BoundColumn {
  const cells = columnCells(column, read);
  return table ? { ...cells, tableCells: (row) => table(read(row)) } : cells;
}
