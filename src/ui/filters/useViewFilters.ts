/**
 * Holds the views' filters and a debounced copy of the search text, so typing fast sends the
 * worker one query per pause, not one per key (a keystroke still shows within 300 ms).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NO_FILTERS, toViewQuery, type ViewFilters } from './view-filters';

const TEXT_DEBOUNCE_MS = 30;

export function useViewFilters(initial: ViewFilters = NO_FILTERS) {
  const [filters, setFilters] = useState<ViewFilters>(initial);
  const [text, setText] = useState(initial.text);
  useEffect(() => {
    const timer = setTimeout(() => setText(filters.text), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters.text]);
  const update = useCallback(
    (change: Partial<ViewFilters>) => setFilters((old) => ({ ...old, ...change })),
    [],
  );
  const clear = useCallback(
    () => setFilters((old) => ({ ...NO_FILTERS, ...(old.sort ? { sort: old.sort } : {}) })),
    [],
  );
  /**
   * A "show these URLs" jump: exactly the filter it names, every other one off (the sort
   * stays), so the count that follows is the count the button named.
   */
  const show = useCallback(
    (change: Partial<ViewFilters>) =>
      setFilters((old) => ({ ...NO_FILTERS, ...(old.sort ? { sort: old.sort } : {}), ...change })),
    [],
  );
  /** Sets every filter at once (a link or a history entry restored). */
  const replace = useCallback((next: ViewFilters) => setFilters(next), []);
  const query = useMemo(() => toViewQuery(filters, text), [filters, text]);
  return { filters, update, show, clear, replace, query };
}

export type ViewFiltersState = ReturnType<typeof useViewFilters>;
