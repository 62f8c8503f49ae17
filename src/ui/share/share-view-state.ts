/**
 * Maps the page's view (the tab, the shared filters, the workbench) to the share state of
 * src/core/share and back. Filters that name things only this page knows (a file id, the
 * documents of a tree node) stay out: they would mean nothing in another browser.
 */
import type {
  ShareLang,
  ShareState,
  ShareTab,
  WorkbenchShareState,
} from '../../core/share/share-state';
import { NO_FILTERS, type ViewFilters } from '../filters/view-filters';

export interface PageView {
  tab: ShareTab;
  filters: ViewFilters;
  /** The interface language, carried so the reader sees the words the sharer saw. */
  lang?: ShareLang;
}

export const DEFAULT_TAB: ShareTab = 'tree';

/** Keeps only the defined values, so an empty view encodes as `{ v: 1 }`. */
function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined && item !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

export function toShareState(view: PageView, workbench?: WorkbenchShareState): ShareState {
  const { filters } = view;
  const urls = compact({
    text: filters.text,
    sort: filters.sort,
    host: filters.host,
    section: filters.section,
    problemCode: filters.problemCode,
    change: filters.change,
  });
  const lastmod = compact({
    from: filters.lastmodFrom,
    to: filters.lastmodTo,
    includeNoLastmod: filters.includeNoLastmod || undefined,
    period: filters.lastmodRange,
    changedSince: filters.changedSince,
    // Written only when it differs from the default (keep URLs without lastmod).
    changedSinceKeepsNoLastmod: filters.changedSinceKeepsNoLastmod ? undefined : false,
  });
  return {
    v: 1,
    ...(view.tab !== DEFAULT_TAB ? { tab: view.tab } : {}),
    ...(view.lang ? { lang: view.lang } : {}),
    ...(urls ? { urls } : {}),
    ...(lastmod ? { lastmod } : {}),
    ...(workbench ? { workbench } : {}),
  };
}

export function fromShareState(state: ShareState): PageView {
  const { urls = {}, lastmod = {} } = state;
  const filters: ViewFilters = {
    ...NO_FILTERS,
    text: urls.text ?? '',
    includeNoLastmod: lastmod.includeNoLastmod ?? false,
    changedSinceKeepsNoLastmod: lastmod.changedSinceKeepsNoLastmod ?? true,
  };
  if (urls.sort) filters.sort = urls.sort;
  if (urls.host) filters.host = urls.host;
  if (urls.section) filters.section = urls.section;
  if (urls.problemCode) filters.problemCode = urls.problemCode;
  if (urls.change) filters.change = urls.change;
  if (lastmod.from) filters.lastmodFrom = lastmod.from;
  if (lastmod.to) filters.lastmodTo = lastmod.to;
  if (lastmod.period) filters.lastmodRange = lastmod.period;
  // A day alone (older links) becomes its midnight: the datetime-local input shows no bare day.
  if (lastmod.changedSince)
    filters.changedSince =
      lastmod.changedSince.length === 10 ? `${lastmod.changedSince}T00:00` : lastmod.changedSince;
  return { tab: state.tab ?? DEFAULT_TAB, filters, ...(state.lang ? { lang: state.lang } : {}) };
}

/** True when the only difference is text typed in a box: such steps replace the history entry. */
export function isTypingStep(before: ShareState, after: ShareState): boolean {
  const strip = (state: ShareState) =>
    JSON.stringify({ ...state, urls: { ...state.urls, text: undefined }, workbench: undefined });
  return strip(before) === strip(after);
}
