/**
 * The header row of a small table sorted on the page (a few hundred rows: presentation, the
 * figures come from the worker): each header a button that sorts by its column, again to
 * reverse, and `aria-sort` telling a screen reader which column orders the rows. The button
 * reaches over its whole cell (styles.css, `.sort-button`): a click beside the title sorts too.
 */
import { t, type MessageKey } from '../../i18n/i18n';

export interface SortableColumn<Row> {
  key: string;
  label: MessageKey;
  value(row: Row): string | number;
}

export interface ColumnSort {
  key: string;
  descending: boolean;
}

/** `rows` ordered by `sort` (as given when unsorted); ties keep their order. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: ColumnSort | undefined,
): readonly Row[] {
  const column = columns.find((candidate) => candidate.key === sort?.key);
  if (!column || !sort) return rows;
  return [...rows].sort((a, b) => {
    const [p, q] = [column.value(a), column.value(b)];
    const order =
      typeof p === 'number' && typeof q === 'number' ? p - q : String(p).localeCompare(String(q));
    return sort.descending ? -order : order;
  });
}

interface Props<Row> {
  columns: readonly SortableColumn<Row>[];
  sort: ColumnSort | undefined;
  onSort(sort: ColumnSort): void;
  /** Whether a column's first click sorts it largest first (counts, where impact is the point). */
  startsDescending?(key: string): boolean;
}

export function SortableHeaders<Row>({ columns, sort, onSort, startsDescending }: Props<Row>) {
  return (
    <tr>
      {columns.map((col) => (
        <th
          key={col.key}
          scope="col"
          aria-sort={
            sort?.key === col.key ? (sort.descending ? 'descending' : 'ascending') : undefined
          }
        >
          <button
            type="button"
            className="sort-button"
            onClick={() =>
              onSort({
                key: col.key,
                descending:
                  sort?.key === col.key ? !sort.descending : (startsDescending?.(col.key) ?? false),
              })
            }
          >
            {t(col.label)}
          </button>
        </th>
      ))}
    </tr>
  );
}
