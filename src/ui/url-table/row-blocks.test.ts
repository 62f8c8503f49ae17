import { expect, test } from 'vitest';
import { blockCount, rowsOfBlock } from './row-blocks';

test.each([
  [0, 0],
  [1, 1],
  [25, 1],
  [26, 2],
  [1_000_000, 40_000],
])('%d rows → %d blocks', (rows, blocks) => {
  expect(blockCount(rows)).toBe(blocks);
});

test.each([
  [0, 100, { start: 0, end: 25 }],
  [3, 100, { start: 75, end: 100 }],
  [1, 30, { start: 25, end: 30 }],
])('block %d of %d rows → %j', (block, rows, range) => {
  expect(rowsOfBlock(block, rows)).toEqual(range);
});
