/**
 * Which of the URL table's columns are shown, as the user left them, remembered in this
 * browser (localStorage, beside the widths). Which columns start hidden is declared with the
 * columns (core/analysis/url-table-columns.ts).
 */
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { DEFAULT_CHOSEN_COLUMNS, HIDEABLE_COLUMNS } from '../../core/analysis/url-table-columns';

const KEY = 'inspector.urlTable.columnsShown';

/** The user's choice before they make one (changefreq and priority hidden). */
export const DEFAULT_COLUMN_VISIBILITY: ColumnVisibilityState = DEFAULT_CHOSEN_COLUMNS;

export function loadColumnVisibility(): ColumnVisibilityState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_COLUMN_VISIBILITY;
    const known = new Set<string>(HIDEABLE_COLUMNS);
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => known.has(entry[0]) && typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return DEFAULT_COLUMN_VISIBILITY;
  }
}

export function saveColumnVisibility(visibility: ColumnVisibilityState): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(visibility));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this visit only.
  }
}
