/**
 * The main views as tabs, following the WAI-ARIA Authoring Practices tabs pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab stop for the tab list, arrow
 * keys move between tabs with automatic activation, Home/End jump to the ends.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t, type MessageKey } from '../i18n/i18n';
import { TabEmptyState } from './TabEmptyState';

export type ViewId = 'tree' | 'urls' | 'lastmod' | 'robots' | 'problems';

export const VIEWS: readonly { id: ViewId; label: MessageKey; empty: MessageKey }[] = [
  { id: 'tree', label: 'tab.tree', empty: 'empty.tree' },
  { id: 'urls', label: 'tab.urls', empty: 'empty.urls' },
  { id: 'lastmod', label: 'tab.lastmod', empty: 'empty.lastmod' },
  { id: 'robots', label: 'tab.robots', empty: 'empty.robots' },
  { id: 'problems', label: 'tab.problems', empty: 'empty.problems' },
];

interface ViewTabsProps {
  fileCount: number;
  /** The views built so far (issue 5); a view without one (or with nothing loaded) shows its empty state. */
  panels?: Partial<Record<ViewId, ReactNode>>;
  /** Controlled selection, so a view can send the user to another (a tree node → URLs). */
  selected?: ViewId;
  onSelect?(id: ViewId): void;
}

export function ViewTabs({ fileCount, panels, selected: controlled, onSelect }: ViewTabsProps) {
  const [uncontrolled, setUncontrolled] = useState<ViewId>('tree');
  const selected = controlled ?? uncontrolled;
  const setSelected = onSelect ?? setUncontrolled;
  const tabRefs = useRef(new Map<ViewId, HTMLButtonElement>());

  const select = (id: ViewId) => {
    setSelected(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = VIEWS.findIndex((view) => view.id === selected);
    const last = VIEWS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(VIEWS[target].id);
  };

  return (
    <section className="views">
      <div role="tablist" aria-label={t('tabs.label')} className="tablist" onKeyDown={onKeyDown}>
        {VIEWS.map((view) => (
          <button
            key={view.id}
            ref={(element) => {
              if (element) tabRefs.current.set(view.id, element);
              else tabRefs.current.delete(view.id);
            }}
            type="button"
            role="tab"
            id={`tab-${view.id}`}
            aria-selected={view.id === selected}
            aria-controls={`panel-${view.id}`}
            tabIndex={view.id === selected ? 0 : -1}
            onClick={() => setSelected(view.id)}
          >
            {t(view.label)}
          </button>
        ))}
      </div>
      {VIEWS.map((view) => (
        <div
          key={view.id}
          role="tabpanel"
          id={`panel-${view.id}`}
          aria-labelledby={`tab-${view.id}`}
          tabIndex={0}
          hidden={view.id !== selected}
          className="tabpanel"
        >
          {view.id === selected &&
            (panels?.[view.id] ?? <TabEmptyState description={view.empty} fileCount={fileCount} />)}
        </div>
      ))}
    </section>
  );
}
