/**
 * The **URLs** table: @tanstack/react-table v9 for columns, headers, sort state and column
 * sizing, with manual sorting (the worker sorts), and virtual rows (row-blocks.ts): the
 * scroll area is as tall as every matching row, but only the rows on screen exist, and only
 * their window is fetched from the worker. The view (UrlsView) owns that row window; the
 * table says which rows are on screen.
 *
 * Rows sit in the tbody's normal flow below a padding as tall as the rows scrolled past, so a
 * scroll moves one box instead of one transformed layer per row: with a `translateY` per row,
 * Chromium's trace of the million-URL ingest showed Layerize 81 ms and Paint 90 ms inside
 * single tasks (2026-11-30, bench/browser.bench.ts with BENCH_TRACE=1, load 11).
 *
 * Keyboard: a WAI-ARIA grid with one Tab stop. Focus stays on the table while
 * `aria-activedescendant` names the active cell, so a row scrolled out of the DOM never takes
 * focus with it (PageDown kept focus; rows are virtual).
 */
import {
  memo,
  useEffect,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  functionalUpdate,
  useTable,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type SortingState,
} from '@tanstack/react-table';
import { t } from '../../i18n/i18n';
import type { UrlColumn, UrlRowView, ViewQuery } from '../../worker/protocol/rows';
import type { RowWindow, VisibleRows } from '../worker-client/useRowWindow';
import { useElementWidth } from '../lastmod/useElementWidth';
import { tableMinWidth } from './table-width';
import { loadColumnWidths, saveColumnWidths } from './column-widths';
import { gridKeyAction, type GridPosition } from './grid-keys';
import { urlColumns, urlTableFeatures } from './url-columns';
import { sortColumnOf, tableColumnSortedBy } from '../../core/analysis/url-table-columns';
import { URL_TABLE_ID } from './url-table-id';
import { UrlTableHeader } from './UrlTableHeader';
import { UrlTableRow } from './UrlTableRow';
import { useLocale } from '../i18n/useLocale';
import { rowsOfBlock, ROWS_PER_BLOCK } from './row-blocks';
import { useBlocksOnScreen } from './useBlocksOnScreen';
import { useRowsByFrame } from './useRowsByFrame';

/** Fixed row height: a million rows stay under Chromium's ~33.5 million pixel element limit. */
export const ROW_HEIGHT_PX = 30;
const NO_ROWS: UrlRowView[] = [];
/** More than the rows ever rendered at once (a screenful plus overscan blocks). */
const ROW_SLOTS = 256;
const RESIZE_STEP_PX = 24;
const cellId = (row: number, column: number) => `url-cell-${row}-${column}`;

interface Props {
  rowWindow: RowWindow | undefined;
  sort: ViewQuery['sort'];
  onSort(sort: { column: UrlColumn; descending: boolean } | undefined): void;
  /** The rows on screen changed (a scroll, a resize, a new row count). */
  onVisibleRows(rows: VisibleRows): void;
  /** Enter on a row, or a click on it: show every field of it. */
  onOpenRow(row: UrlRowView): void;
  /** Every column's visibility: the user's choice and the inputs loaded (`shownColumns`). */
  visibility: ColumnVisibilityState;
}

function UrlTableView({ rowWindow, sort, onSort, onVisibleRows, onOpenRow, visibility }: Props) {
  const locale = useLocale();
  const { ref: scrollRef, width: boxWidth } = useElementWidth<HTMLDivElement>(1280);
  const rowCount = rowWindow?.matching ?? 0;
  const [active, setActive] = useState<GridPosition>({ row: -1, column: 0 });
  const { items, offsetPx } = useRowsOnScreen(scrollRef, rowCount, onVisibleRows);
  const rowsShown = useRowsByFrame(items.length);
  const table = useUrlTable(rowWindow, sort, onSort, visibility);
  const modelRows = table.getRowModel().rows;
  const windowStart = rowWindow?.start ?? 0;
  const columns = table.getVisibleLeafColumns();
  const { template, minWidth } = columnLayout(columns, boxWidth);
  const at = { row: Math.min(active.row, rowCount - 1), column: active.column };

  const onKeyDown = (event: KeyboardEvent) => {
    if (at.row === -1 && event.shiftKey && /^Arrow(Left|Right)$/.test(event.key)) {
      event.preventDefault();
      const column = columns[at.column];
      const step = event.key === 'ArrowRight' ? RESIZE_STEP_PX : -RESIZE_STEP_PX;
      table.setColumnSizing((old) => ({ ...old, [column.id]: column.getSize() + step }));
      return;
    }
    const action = gridKeyAction(event.key, event.ctrlKey || event.metaKey, at, {
      rows: rowCount,
      columns: columns.length,
      pageRows: rowsPerPage(scrollRef.current),
    });
    if (!action) return;
    event.preventDefault();
    if ('move' in action) {
      setActive(action.move);
      if (scrollRef.current) revealRow(scrollRef.current, action.move.row);
      if (action.move.row === -1 && scrollRef.current) scrollRef.current.scrollTop = 0;
    } else if (action.activate.row === -1) {
      const column = columns[action.activate.column];
      if (column?.getCanSort()) column.toggleSorting();
    } else {
      const row = modelRows[action.activate.row - windowStart];
      if (row) onOpenRow(row.original);
    }
  };

  return (
    <div className="url-table" ref={scrollRef}>
      <table
        id={URL_TABLE_ID}
        role="grid"
        tabIndex={0}
        aria-label={t('urls.table')}
        aria-description={t('urls.grid.help')}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        aria-activedescendant={cellId(at.row, at.column)}
        onKeyDown={onKeyDown}
        // The columns' widths, for every row's CSS grid (views.css).
        style={{ '--url-columns': template, minWidth } as CSSProperties}
      >
        <UrlTableHeader
          table={table}
          activeColumn={at.row === -1 ? at.column : -1}
          cellId={cellId}
        />
        <tbody style={{ height: rowCount * ROW_HEIGHT_PX, paddingTop: offsetPx }}>
          {items.slice(0, rowsShown).map((index) => {
            const row = index < windowStart ? undefined : modelRows[index - windowStart];
            // Keyed by slot, not by row: a row that stays on screen keeps its DOM.
            return (
              <UrlTableRow
                key={`slot-${index % ROW_SLOTS}`}
                row={row}
                index={index}
                locale={locale}
                activeColumn={index === at.row ? at.column : -1}
                columnsShown={template}
                onPick={setActive}
                onOpen={onOpenRow}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The rows on screen, told to the view as they change. Virtual rows come in blocks (see
 * row-blocks.ts), each a fixed height; the blocks on screen are consecutive, so the rows
 * above them are one padding (`offsetPx`).
 */
function useRowsOnScreen(
  scrollRef: RefObject<HTMLDivElement | null>,
  rowCount: number,
  onVisibleRows: Props['onVisibleRows'],
) {
  const blocks = useBlocksOnScreen(scrollRef, rowCount, ROW_HEIGHT_PX);
  const first = blocks.first * ROWS_PER_BLOCK;
  const last = (blocks.last + 1) * ROWS_PER_BLOCK;
  useEffect(() => onVisibleRows({ start: first, end: last }), [first, last, onVisibleRows]);
  const items: number[] = [];
  for (let block = blocks.first; block <= blocks.last; block++) {
    const { start, end } = rowsOfBlock(block, rowCount);
    for (let index = start; index < end; index++) items.push(index);
  }
  return { items, offsetPx: first * ROW_HEIGHT_PX };
}

/**
 * The react-table instance: the worker sorts (manual sorting, one column), and the column
 * widths the user sets are kept in this browser.
 */
function useUrlTable(
  rowWindow: RowWindow | undefined,
  sort: Props['sort'],
  onSort: Props['onSort'],
  visibility: ColumnVisibilityState,
) {
  const [widths, setWidths] = useState<ColumnSizingState>(loadColumnWidths);
  const sorting: SortingState = sort
    ? [{ id: tableColumnSortedBy(sort.column), desc: sort.descending }]
    : [];
  return useTable({
    features: urlTableFeatures,
    columns: urlColumns,
    data: rowWindow?.rows ?? NO_ROWS,
    getRowId: (row) => String(row.row),
    state: { sorting, columnSizing: widths, columnVisibility: visibility },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      const column = next && sortColumnOf(next.id);
      onSort(next && column ? { column, descending: next.desc } : undefined);
    },
    onColumnSizingChange: (updater) =>
      setWidths((old) => {
        const next = functionalUpdate(updater, old);
        saveColumnWidths(next);
        return next;
      }),
    columnResizeMode: 'onChange',
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
  });
}

/** Every row's CSS grid: the URL column takes the room left over; the others keep their width. */
function columnLayout(
  columns: readonly { id: string; getSize(): number }[],
  boxWidth: number,
): { template: string; minWidth: number } {
  const template = columns
    .map((column) =>
      column.id === 'loc' ? `minmax(${column.getSize()}px, 1fr)` : `${column.getSize()}px`,
    )
    .join(' ');
  const minWidth = tableMinWidth(
    columns.map((column) => ({ isUrl: column.id === 'loc', widthPx: column.getSize() })),
    boxWidth,
  );
  return { template, minWidth };
}

/** Rows that PageUp and PageDown move: a screenful, less two rows kept in view. */
function rowsPerPage(box: HTMLDivElement | null): number {
  return Math.max(1, Math.floor((box?.clientHeight ?? 300) / ROW_HEIGHT_PX) - 2);
}

/** Scrolls `box` just enough to show `row` below the sticky header (none for the header). */
function revealRow(box: HTMLDivElement, row: number): void {
  if (row < 0) return;
  const header = box.querySelector('thead')?.clientHeight ?? ROW_HEIGHT_PX;
  const top = row * ROW_HEIGHT_PX;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (top + ROW_HEIGHT_PX > box.scrollTop + box.clientHeight - header)
    box.scrollTop = top + ROW_HEIGHT_PX - box.clientHeight + header;
}

/**
 * Memoised: the page re-renders on every progress event and data version while URLs stream
 * in, and the table needs to render only when its own rows, sort or callbacks change.
 */
export const UrlTable = memo(UrlTableView);
