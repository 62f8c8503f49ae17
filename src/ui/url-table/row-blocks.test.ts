import { expect, test } from 'vitest';
import { blockCount, blocksOnScreen, rowsOfBlock } from './row-blocks';

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

// Rows of 30 px: a block is 300 px.
test.each([
  [0, 600, 1_000_000, { first: 0, last: 1 }],
  [0, 601, 1_000_000, { first: 0, last: 2 }],
  [299, 600, 1_000_000, { first: 0, last: 2 }],
  [300, 600, 1_000_000, { first: 1, last: 2 }],
  [29_999_000, 600, 1_000_000, { first: 99_996, last: 99_998 }],
  [29_999_430, 600, 1_000_000, { first: 99_998, last: 99_999 }],
  [0, 600, 25, { first: 0, last: 1 }],
  [5_000, 600, 25, { first: 2, last: 2 }],
  [0, 600, 0, { first: 0, last: -1 }],
])('scrollTop %d, %d px shown, %d rows → blocks %j', (top, height, rows, range) => {
  expect(blocksOnScreen(top, height, rows, 30)).toEqual(range);
});
