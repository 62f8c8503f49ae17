/**
 * The **URLs** table: @tanstack/react-table v9 for columns, headers and sort
 * state, with manual sorting (the worker sorts), and @tanstack/react-virtual for rows: the
 * scroll area is as tall as every matching row, but only the rows on screen exist, and only
 * their window is fetched from the worker. The view (UrlsView) owns that row window; the
 * table says which rows are on screen.
 */
import { useEffect, useRef } from 'react';
import { functionalUpdate, useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { t } from '../i18n/i18n';
import type { UrlColumn, UrlRowView, ViewQuery } from '../../worker/protocol';
import type { RowWindow, VisibleRows } from '../worker-client/useRowWindow';
import { SORTABLE, urlColumns, urlTableFeatures } from './url-columns';
import { UrlTableRow } from './UrlTableRow';
import { useLocale } from '../i18n/useLocale';
import { blockCount, rowsOfBlock, ROWS_PER_BLOCK } from './row-blocks';

/** Fixed row height: a million rows stay under Chromium's ~33.5 million pixel element limit. */
export const ROW_HEIGHT_PX = 30;
const NO_ROWS: UrlRowView[] = [];
/** More than the rows ever rendered at once (a screenful plus overscan blocks). */
const ROW_SLOTS = 256;

interface Props {
  rowWindow: RowWindow | undefined;
  sort: ViewQuery['sort'];
  onSort(sort: { column: UrlColumn; descending: boolean } | undefined): void;
  /** The rows on screen changed (a scroll, a resize, a new row count). */
  onVisibleRows(rows: VisibleRows): void;
}

export function UrlTable({ rowWindow, sort, onSort, onVisibleRows }: Props) {
  const locale = useLocale();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = rowWindow?.matching ?? 0;

  // Virtual items are blocks of rows (see row-blocks.ts), each a fixed height.
  const virtualizer = useVirtualizer({
    count: blockCount(rowCount),
    getScrollElement: () => scrollRef.current,
    estimateSize: (block) => {
      const { start, end } = rowsOfBlock(block, rowCount);
      return (end - start) * ROW_HEIGHT_PX;
    },
    overscan: 0,
  });
  const blocks = virtualizer.getVirtualItems();
  const first = (blocks[0]?.index ?? 0) * ROWS_PER_BLOCK;
  const last = ((blocks.at(-1)?.index ?? 0) + 1) * ROWS_PER_BLOCK;
  useEffect(() => onVisibleRows({ start: first, end: last }), [first, last, onVisibleRows]);
  const items = blocks.flatMap((block) => {
    const { start, end } = rowsOfBlock(block.index, rowCount);
    return Array.from({ length: end - start }, (_, i) => ({
      index: start + i,
      start: block.start + i * ROW_HEIGHT_PX,
    }));
  });

  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.descending }] : [];
  const table = useTable({
    features: urlTableFeatures,
    columns: urlColumns,
    data: rowWindow?.rows ?? NO_ROWS,
    getRowId: (row) => String(row.row),
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      onSort(
        next && SORTABLE[next.id]
          ? { column: SORTABLE[next.id], descending: next.desc }
          : undefined,
      );
    },
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const modelRows = table.getRowModel().rows;
  const windowStart = rowWindow?.start ?? 0;

  return (
    <div className="url-table" ref={scrollRef} tabIndex={-1}>
      <table aria-label={t('urls.table')} aria-rowcount={rowCount + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    className={`col-${header.column.id}`}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : 'none'
                    }
                  >
                    <button type="button" onClick={header.column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                      <span aria-hidden="true" className="sort-mark">
                        {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = item.index < windowStart ? undefined : modelRows[item.index - windowStart];
            // Keyed by slot, not by row: a scroll reuses the rows' DOM instead of rebuilding it.
            return (
              <UrlTableRow
                key={`slot-${item.index % ROW_SLOTS}`}
                row={row}
                index={item.index}
                top={item.start}
                height={ROW_HEIGHT_PX}
                locale={locale}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
