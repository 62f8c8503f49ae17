/**
 * The row blocks the table's scroll box shows (row-blocks.ts), followed through its scroll
 * events and its size: a new state, and so a render, only when a block boundary is crossed.
 */
import { useEffect, useState, type RefObject } from 'react';
import { blocksOnScreen } from './row-blocks';

export function useBlocksOnScreen(
  scrollRef: RefObject<HTMLElement | null>,
  rows: number,
  rowHeightPx: number,
): { first: number; last: number } {
  const [band, setBand] = useState({ top: 0, height: 0 });
  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    // Only the block band matters: keep the old state while it holds the same blocks.
    const update = () =>
      setBand((old) => {
        const top = box.scrollTop;
        const height = box.clientHeight;
        const before = blocksOnScreen(old.top, old.height, rows, rowHeightPx);
        const after = blocksOnScreen(top, height, rows, rowHeightPx);
        return before.first === after.first && before.last === after.last && old.height === height
          ? old
          : { top, height };
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scrollRef, rows, rowHeightPx]);
  return blocksOnScreen(band.top, band.height, rows, rowHeightPx);
}
