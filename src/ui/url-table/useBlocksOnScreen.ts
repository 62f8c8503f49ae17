/**
 * The row blocks the table's scroll box shows (row-blocks.ts), followed through its scroll
 * events and its size: a new state, and so a render, only when a block boundary is crossed.
 *
 * The box is measured only when it scrolls or resizes, not when the row count changes: the
 * blocks for a new count come from the band measured before. Measuring again after each
 * refresh read `scrollTop` and `clientHeight` right after React had changed the page, which
 * forced a layout inside the refresh's task (61 ms of the page's script during a
 * million-URL ingest, profiled 2026-12-01).
 */
import { useEffect, useState, type RefObject } from 'react';
import { blocksOnScreen } from './row-blocks';

/** A row count no table reaches: blocks compared without the end of the rows. */
const UNBOUNDED_ROWS = Number.MAX_SAFE_INTEGER;

export function useBlocksOnScreen(
  scrollRef: RefObject<HTMLElement | null>,
  rows: number,
  rowHeightPx: number,
): { first: number; last: number } {
  const [band, setBand] = useState({ top: 0, height: 0 });
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    // Only the block band matters: keep the old state while it holds the same blocks (of
    // any row count: the same blocks without an end are the same blocks with one).
    const update = () => {
      const top = box.scrollTop;
      const height = box.clientHeight;
      setBand((old) => {
        const before = blocksOnScreen(old.top, old.height, UNBOUNDED_ROWS, rowHeightPx);
        const after = blocksOnScreen(top, height, UNBOUNDED_ROWS, rowHeightPx);
        return before.first === after.first && before.last === after.last && old.height === height
          ? old
          : { top, height };
      });
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scrollRef, rowHeightPx]);
  return blocksOnScreen(band.top, band.height, rows, rowHeightPx);
}
