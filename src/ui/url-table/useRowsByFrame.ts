/**
 * How many of the rows on screen the table renders now: when many rows need their DOM at
 * once (an empty table filling, as when the first URLs of an upload arrive, or a taller box),
 * they arrive one block a frame, so each frame's script, style and layout stays small; the
 * scroll area keeps its full height meanwhile, and rows already shown stay.
 *
 * The first screenful of 30 rows (about 480 elements) mounted in one task was the longest
 * main-thread task of the million-URL ingest: 56 ms of script then 60 ms of layout, half
 * of it CPU on the loaded 2-core bench machine (bench/browser.bench.ts, BENCH_TRACE=1,
 * 2026-12-07; docs/benchmarks.md).
 */
import { useEffect, useState } from 'react';
import { ROWS_PER_BLOCK } from './row-blocks';

export function useRowsByFrame(rowsOnScreen: number): number {
  const [limit, setLimit] = useState(ROWS_PER_BLOCK);
  // An emptied table fills a block a frame again (React's "adjust state while rendering").
  if (rowsOnScreen === 0 && limit !== ROWS_PER_BLOCK) setLimit(ROWS_PER_BLOCK);
  const shown = Math.min(rowsOnScreen, limit);
  useEffect(() => {
    if (shown >= rowsOnScreen) return;
    const frame = requestAnimationFrame(() => setLimit(shown + ROWS_PER_BLOCK));
    return () => cancelAnimationFrame(frame);
  }, [shown, rowsOnScreen]);
  return shown;
}
