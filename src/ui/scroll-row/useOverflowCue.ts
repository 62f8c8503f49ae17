/**
 * A row that scrolls sideways instead of wrapping (the tab list, the header's tools on a
 * phone): says whether content lies past its start or its end edge, so the row's frame can
 * show a cue there (ScrollRow.css). Read again on scroll and whenever the row or one of its
 * items changes size (a tab's count badge, a language's longer words).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface OverflowCue {
  /** Content is scrolled past the start edge. */
  before: boolean;
  /** Content lies past the end edge. */
  after: boolean;
}

/** Sub-pixel widths round differently per browser: a pixel of slack is no overflow. */
const SLACK_PX = 1;

export function useOverflowCue<T extends HTMLElement>(): [RefObject<T | null>, OverflowCue] {
  const ref = useRef<T>(null);
  const [cue, setCue] = useState<OverflowCue>({ before: false, after: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const read = () => {
      const before = row.scrollLeft > SLACK_PX;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - SLACK_PX;
      setCue((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    read();
    const sizes = new ResizeObserver(read);
    sizes.observe(row);
    for (const item of row.children) sizes.observe(item);
    row.addEventListener('scroll', read, { passive: true });
    return () => {
      sizes.disconnect();
      row.removeEventListener('scroll', read);
    };
  }, []);
  return [ref, cue];
}

/**
 * Scrolls `row` sideways, and only sideways (the page stays where it is), so that `item` is in
 * view with `marginPx` to spare on either side, clear of the cue drawn over the edge.
 */
export function scrollIntoRow(row: HTMLElement, item: HTMLElement, marginPx: number): void {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const start = itemBox.left - rowBox.left + row.scrollLeft;
  const end = start + itemBox.width;
  if (start - marginPx < row.scrollLeft) row.scrollLeft = Math.max(0, start - marginPx);
  else if (end + marginPx > row.scrollLeft + row.clientWidth)
    row.scrollLeft = end + marginPx - row.clientWidth;
}
