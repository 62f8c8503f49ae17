/**
 * The URL table's column widths as the user left them, remembered in this browser
 * (localStorage; nothing leaves it). A width outside 48…2000 px is ignored: a stale or edited
 * entry cannot make a column vanish or widen the page past any use.
 */
import type { ColumnSizingState } from '@tanstack/react-table';

const KEY = 'inspector.urlTable.columnWidths';

export function loadColumnWidths(): ColumnSizingState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && entry[1] >= 48 && entry[1] <= 2000,
      ),
    );
  } catch {
    return {};
  }
}

export function saveColumnWidths(widths: ColumnSizingState): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(widths));
  } catch {
    // Storage full or refused (private mode): the widths last for this visit only.
  }
}
