/**
 * Rows are virtualised in blocks of `ROWS_PER_BLOCK`: @tanstack/react-virtual lays out every
 * item whenever the count changes (a loop over all of them), and while a million URLs stream
 * in the count changes every second. Measured 2026-11-30 in Chromium with the bench's
 * million-URL index: one virtual item per row gave a main-thread task of up to 292 ms per
 * count change; one per 25-row block keeps the layout to 40,000 items.
 */
export const ROWS_PER_BLOCK = 25;

export function blockCount(rows: number): number {
  return Math.ceil(rows / ROWS_PER_BLOCK);
}

/** Rows `[start, end)` of block `block` in a view of `rows` rows. */
export function rowsOfBlock(block: number, rows: number): { start: number; end: number } {
  const start = block * ROWS_PER_BLOCK;
  return { start, end: Math.min(rows, start + ROWS_PER_BLOCK) };
}
