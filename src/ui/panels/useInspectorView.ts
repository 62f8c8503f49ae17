/**
 * The tab shown and the filters the views share, held by the page so the address can
 * follow them (share links, Back and Forward) and a link can set them.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ShareTab } from '../../core/share/share-state';
import { useViewFilters } from '../filters/useViewFilters';
import type { PageView } from '../share/share-view-state';
import type { PanelId } from './panel-list';

/** The share format's tab list must name exactly the panels: this fails to compile otherwise. */
const tabsMatch: [ShareTab] extends [PanelId]
  ? [PanelId] extends [ShareTab]
    ? true
    : never
  : never = true;
void tabsMatch;

export function useInspectorView(initial: PageView) {
  const [tab, setTab] = useState<PanelId>(initial.tab);
  const view = useViewFilters(initial.filters);
  const { filters, replace } = view;
  const pageView = useMemo<PageView>(() => ({ tab, filters }), [tab, filters]);
  const restore = useCallback(
    (next: PageView) => {
      setTab(next.tab);
      replace(next.filters);
    },
    [replace],
  );
  return { tab, setTab, view, pageView, restore };
}
