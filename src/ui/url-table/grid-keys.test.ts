import { expect, test } from 'vitest';
import { gridKeyAction } from './grid-keys';

const size = { rows: 100, columns: 8, pageRows: 10 };
test.each([
  ['ArrowDown', false, { row: -1, column: 0 }, { move: { row: 0, column: 0 } }],
  ['ArrowDown', false, { row: 99, column: 2 }, { move: { row: 99, column: 2 } }],
  ['ArrowUp', false, { row: 0, column: 2 }, { move: { row: -1, column: 2 } }],
  ['ArrowRight', false, { row: 3, column: 7 }, { move: { row: 3, column: 7 } }],
  ['ArrowLeft', false, { row: 3, column: 1 }, { move: { row: 3, column: 0 } }],
  ['Home', false, { row: 3, column: 5 }, { move: { row: 3, column: 0 } }],
  ['End', false, { row: 3, column: 0 }, { move: { row: 3, column: 7 } }],
  ['Home', true, { row: 30, column: 5 }, { move: { row: -1, column: 0 } }],
  ['End', true, { row: 3, column: 0 }, { move: { row: 99, column: 7 } }],
  ['PageDown', false, { row: -1, column: 1 }, { move: { row: 10, column: 1 } }],
  ['PageDown', false, { row: 95, column: 1 }, { move: { row: 99, column: 1 } }],
  ['PageUp', false, { row: 5, column: 1 }, { move: { row: 0, column: 1 } }],
  ['Enter', false, { row: 5, column: 1 }, { activate: { row: 5, column: 1 } }],
  ['a', false, { row: 5, column: 1 }, undefined],
])('%s (ctrl %s) from %o', (key, isCtrl, at, action) => {
  expect(gridKeyAction(key, isCtrl, at, size)).toEqual(action);
});
