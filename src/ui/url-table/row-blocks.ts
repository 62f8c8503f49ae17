/**
 * Rows are shown in blocks of `ROWS_PER_BLOCK`: the table renders when the blocks on screen
 * change, not on every scroll event, and the rows on screen are found by arithmetic (rows have
 * one fixed height). @tanstack/react-virtual used to do this, but it lays out every item
 * whenever the count changes, and while a million URLs stream in the count changes every
 * second: its `getMeasurements` was the page's busiest function during the million-URL
 * ingest even at 100,000 blocks (1.1 s of the page's JS in one run, BENCH_PROFILE=1,
 * 2026-12-01, load 10-18), and its scroll-state renders came on top.
 * Measured 2026-11-30 (bench/browser.bench.ts, loaded 2-core machine): longest main-thread
 * task during the million-URL ingest 292-372 ms at one virtual item per row, 69 ms with
 * 25-row blocks plus memoised rows and throttled progress (those two did most of it).
 */
export const ROWS_PER_BLOCK = 10;

export function blockCount(rows: number): number {
  return Math.ceil(rows / ROWS_PER_BLOCK);
}

/** Rows `[start, end)` of block `block` in a view of `rows` rows. */
export function rowsOfBlock(block: number, rows: number): { start: number; end: number } {
  const start = block * ROWS_PER_BLOCK;
  return { start, end: Math.min(rows, start + ROWS_PER_BLOCK) };
}

/**
 * The blocks `[first, last]` that meet the scroll box's visible band `[scrollTop,
 * scrollTop + viewportPx)`, for rows of `rowHeightPx`; `last < first` when there are no rows.
 */
export function blocksOnScreen(
  scrollTop: number,
  viewportPx: number,
  rows: number,
  rowHeightPx: number,
): { first: number; last: number } {
  const blocks = blockCount(rows);
  if (blocks === 0) return { first: 0, last: -1 };
  const blockPx = ROWS_PER_BLOCK * rowHeightPx;
  const first = Math.min(blocks - 1, Math.max(0, Math.floor(scrollTop / blockPx)));
  const bottom = Math.max(scrollTop, 0) + Math.max(viewportPx, 1);
  const last = Math.min(blocks - 1, Math.max(first, Math.ceil(bottom / blockPx) - 1));
  return { first, last };
}
