import { expect, test } from 'vitest';
import { blockCount, rowsOfBlock } from './row-blocks';

test.each([
  [0, 0],
  [1, 1],
  [10, 1],
  [11, 2],
  [1_000_000, 100_000],
])('%d rows → %d blocks', (rows, blocks) => {
  expect(blockCount(rows)).toBe(blocks);
});

test.each([
  [0, 100, { start: 0, end: 10 }],
  [9, 100, { start: 90, end: 100 }],
  [2, 25, { start: 20, end: 25 }],
])('block %d of %d rows → %j', (block, rows, range) => {
  expect(rowsOfBlock(block, rows)).toEqual(range);
});
