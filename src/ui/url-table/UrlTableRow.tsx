/**
 * One row of the URL table, memoised on what it shows: while URLs stream in, the table
 * refreshes its window every second with new row objects for the same rows, and re-rendering
 * every cell each time cost the main thread most of its long tasks (bench, 2026-11-30).
 * Rows are in the tbody's flow (UrlTable.tsx), so a row has no position of its own.
 */
import { memo } from 'react';
import { FlexRender, type Row } from '@tanstack/react-table';
import type { UrlRowView } from '../../worker/protocol/rows';
import { t } from '../../i18n/i18n';
import type { GridPosition } from './grid-keys';
import type { urlTableFeatures } from './url-columns';
import { isSameRow } from './same-row';

interface Props {
  /** Undefined while the row's window is still on its way from the worker. */
  row: Row<typeof urlTableFeatures, UrlRowView> | undefined;
  /** Position in the view (for `aria-rowindex` and the cells' ids). */
  index: number;
  /** The page's language: the memo below must let a language change through. */
  locale: string;
  /** The grid's active cell when it is in this row, else -1. */
  activeColumn: number;
  /** The columns shown and their widths: a change must re-render the row. */
  columnsShown: string;
  /** A click on a cell makes it the active one. */
  onPick(position: GridPosition): void;
  /** A click on the row (not on its link or Copy) opens its detail. */
  onOpen(row: UrlRowView): void;
}

function UrlTableRowView({ row, index, activeColumn, onPick, onOpen }: Props) {
  if (!row) {
    return (
      <tr className="pending" aria-rowindex={index + 2}>
        <td>{t('urls.loading')}</td>
      </tr>
    );
  }
  return (
    <tr aria-rowindex={index + 2}>
      {row.getVisibleCells().map((cell, column) => (
        // Keyed by column, so a recycled row updates its cells in place.
        <td
          key={cell.column.id}
          id={`url-cell-${index}-${column}`}
          role="gridcell"
          className={`col-${cell.column.id}${column === activeColumn ? ' is-active' : ''}`}
          onClick={(event) => {
            onPick({ row: index, column });
            if (!(event.target as Element).closest('a, button')) onOpen(row.original);
          }}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

export const UrlTableRow = memo(
  UrlTableRowView,
  (before, after) =>
    before.index === after.index &&
    before.locale === after.locale &&
    before.onPick === after.onPick &&
    before.onOpen === after.onOpen &&
    before.columnsShown === after.columnsShown &&
    before.activeColumn === after.activeColumn &&
    (before.row === undefined || after.row === undefined
      ? before.row === after.row
      : isSameRow(before.row.original, after.row.original)),
);
