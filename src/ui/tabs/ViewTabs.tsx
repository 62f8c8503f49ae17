/**
 * The main views as tabs, following the WAI-ARIA Authoring Practices tabs pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab stop for the tab list, arrow
 * keys move between tabs with automatic activation, Home/End jump to the ends.
 *
 * The tab list is one line at any width: where the tabs do not fit (a phone), it scrolls
 * sideways with a cue at the edge that hides some, and the selected tab is scrolled into view
 * however it was chosen (a click, an arrow key, an Overview figure, a shared link).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t, type MessageKey } from '../../i18n/i18n';
import { scrollIntoRow, useOverflowCue } from '../scroll-row/useOverflowCue';
import '../scroll-row/scroll-row.css';

/** Room kept beside the selected tab when it is scrolled into view: the cue's width (2rem). */
const CUE_PX = 32;

interface TabLike {
  id: string;
  label: MessageKey;
  /** Once opened, stays rendered (hidden) when another tab is selected: its state survives. */
  isKeptMounted?: boolean;
}

/**
 * What a tab holds ("1,013" problems), shown as a badge beside its name. The name stays the
 * label alone (tests and assistive technology find a tab by it); the count is its description.
 */
export interface TabCount {
  figure: string;
  description: string;
}

interface ViewTabsProps<Tab extends TabLike> {
  tabs: readonly Tab[];
  /** Controlled, so a view can send the user to another (a tree node → URLs). */
  selected: Tab['id'];
  onSelect(id: Tab['id']): void;
  /** The selected tab's content; the other panels stay empty until selected (see isKeptMounted). */
  renderPanel(tab: Tab): ReactNode;
  /** Each tab's count, by id (absent: no badge). */
  counts?: Readonly<Record<string, TabCount | undefined>>;
}

export function ViewTabs<Tab extends TabLike>({
  tabs,
  selected,
  onSelect,
  renderPanel,
  counts = {},
}: ViewTabsProps<Tab>) {
  const tabRefs = useRef(new Map<Tab['id'], HTMLButtonElement>());
  const [listRef, cue] = useOverflowCue<HTMLDivElement>();
  const [opened, setOpened] = useState<ReadonlySet<Tab['id']>>(() => new Set([selected]));
  // Adjusting state while rendering (React: "storing information from previous renders").
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));

  useLayoutEffect(() => {
    const tab = tabRefs.current.get(selected);
    if (listRef.current && tab) scrollIntoRow(listRef.current, tab, CUE_PX);
  }, [selected, listRef]);

  const select = (id: Tab['id']) => {
    onSelect(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = tabAfterKey(event.key, index, tabs.length - 1);
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target].id);
  };

  return (
    <section className="views">
      <div
        className="tab-strip scroll-row-frame"
        data-more-before={cue.before || undefined}
        data-more-after={cue.after || undefined}
      >
        <div
          ref={listRef}
          role="tablist"
          aria-label={t('tabs.label')}
          className="tablist scroll-row"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={tab.id === selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              // The badge is CSS generated content with an empty alternative (styles.css), so
              // neither the name nor the text of the tab changes; the description says it.
              data-count={counts[tab.id]?.figure}
              aria-describedby={counts[tab.id] ? `tab-count-${tab.id}` : undefined}
            >
              {t(tab.label)}
            </button>
          ))}
        </div>
      </div>
      <TabCountDescriptions tabs={tabs} counts={counts} />
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="tabpanel"
        >
          {(tab.id === selected || (tab.isKeptMounted === true && opened.has(tab.id))) &&
            renderPanel(tab)}
        </div>
      ))}
    </section>
  );
}

/** APG tabs keys: the tab index a key moves to (wrapping at the ends), or undefined. */
function tabAfterKey(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** The badges' descriptions, hidden: each tab's aria-describedby points at its own. */
function TabCountDescriptions({
  tabs,
  counts,
}: {
  tabs: readonly TabLike[];
  counts: Readonly<Record<string, TabCount | undefined>>;
}) {
  return (
    <div hidden>
      {tabs.map((tab) =>
        counts[tab.id] ? (
          <span key={tab.id} id={`tab-count-${tab.id}`}>
            {counts[tab.id]?.description}
          </span>
        ) : null,
      )}
    </div>
  );
}
