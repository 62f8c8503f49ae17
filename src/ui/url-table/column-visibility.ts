/**
 * Which of the URL table's columns are shown, as the user left them, remembered in this
 * browser (localStorage, beside the widths). By default changefreq and priority are hidden:
 * Google ignores both (its sitemap documentation), and their room goes to the URL.
 */
import type { ColumnVisibilityState } from '@tanstack/react-table';

const KEY = 'inspector.urlTable.columnsShown';

/** The columns a user may hide; the URL column always shows. */
export const HIDEABLE_COLUMNS = [
  'lastmod',
  'changefreq',
  'priority',
  'file',
  'images',
  'alternates',
  'robots',
  'crawl',
  'problems',
] as const;
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];

export const DEFAULT_COLUMN_VISIBILITY: ColumnVisibilityState = {
  changefreq: false,
  priority: false,
};

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
