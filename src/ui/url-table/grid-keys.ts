/**
 * Keys of the URL table as a WAI-ARIA grid (https://www.w3.org/WAI/ARIA/apg/patterns/grid/):
 * the table is one Tab stop; arrows move the active cell, Home/End go to the first/last cell
 * of the row (with Ctrl: of the table), PageUp/PageDown move a page of rows, Enter acts on
 * the cell (sorts on a header, opens the row's detail on a row). Row -1 is the header row.
 */
export interface GridPosition {
  row: number;
  column: number;
}

export type GridAction = { move: GridPosition } | { activate: GridPosition };

export function gridKeyAction(
  key: string,
  isCtrl: boolean,
  at: GridPosition,
  size: { rows: number; columns: number; pageRows: number },
): GridAction | undefined {
  const lastRow = size.rows - 1;
  const lastColumn = size.columns - 1;
  const clampRow = (row: number) => Math.max(-1, Math.min(lastRow, row));
  const to = (row: number, column: number): GridAction => ({
    move: { row: clampRow(row), column: Math.max(0, Math.min(lastColumn, column)) },
  });
  switch (key) {
    case 'ArrowDown':
      return to(at.row + 1, at.column);
    case 'ArrowUp':
      return to(at.row - 1, at.column);
    case 'ArrowRight':
      return to(at.row, at.column + 1);
    case 'ArrowLeft':
      return to(at.row, at.column - 1);
    case 'Home':
      return isCtrl ? to(-1, 0) : to(at.row, 0);
    case 'End':
      return isCtrl ? to(lastRow, lastColumn) : to(at.row, lastColumn);
    case 'PageDown':
      return to(Math.max(at.row, 0) + size.pageRows, at.column);
    case 'PageUp':
      return to(Math.max(at.row - size.pageRows, 0), at.column);
    case 'Enter':
      return { activate: at };
    default:
      return undefined;
  }
}
