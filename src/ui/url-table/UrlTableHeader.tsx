/**
 * The URL table's header row: a sort button (for a column the worker can sort) and a resize
 * handle per column. Both are inside the grid's one Tab stop (tabIndex -1): Enter on a header
 * cell sorts, Shift+←/→ resizes (grid-keys.ts); the handle is for the pointer. A column that
 * cannot sort (the robots.txt verdict) is a plain title: no button, no `aria-sort`.
 */
import { FlexRender, type Table } from '@tanstack/react-table';
import type { UrlRowView } from '../../worker/protocol/rows';
import { t } from '../../i18n/i18n';
import type { urlTableFeatures } from './url-columns';

interface Props {
  table: Table<typeof urlTableFeatures, UrlRowView>;
  /** The active cell's column when the header row is active, else -1. */
  activeColumn: number;
  cellId(row: number, column: number): string;
}

export function UrlTableHeader({ table, activeColumn, cellId }: Props) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header, column) => {
            const direction = header.column.getIsSorted();
            const canSort = header.column.getCanSort();
            return (
              <th
                key={header.id}
                id={cellId(-1, column)}
                className={`col-${header.column.id}${column === activeColumn ? ' is-active' : ''}`}
                aria-sort={
                  !canSort
                    ? undefined
                    : direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : 'none'
                }
              >
                {canSort ? (
                  <button
                    type="button"
                    className="sort-button"
                    tabIndex={-1}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    <FlexRender header={header} />
                    <span aria-hidden="true" className="sort-mark">
                      {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
                    </span>
                  </button>
                ) : (
                  <span className="col-title">
                    <FlexRender header={header} />
                  </span>
                )}
                <span
                  className="col-resizer"
                  aria-hidden="true"
                  title={t('urls.col.resize')}
                  onPointerDown={header.getResizeHandler()}
                  onDoubleClick={() => header.column.resetSize()}
                />
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
