/**
 * Rows are virtualised in blocks of `ROWS_PER_BLOCK`: @tanstack/react-virtual lays out every
 * item whenever the count changes (a loop over all of them, with a Map lookup each), and while
 * a million URLs stream in the count changes every second. Blocks of 10 keep that loop to
 * 100,000 items for a million rows while rendering only the blocks on screen (about 30 rows).
 * Measured 2026-11-30 (bench/browser.bench.ts, loaded 2-core machine): longest main-thread
 * task during the million-URL ingest 292-372 ms at one item per row, 69 ms with 25-row blocks
 * plus memoised rows and throttled progress (those two did most of it).
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
