import { expect, test } from 'vitest';
import { InflateBudget } from './inflate-limits';

test('one budget over several runs: the total cap holds across them, each run counts its own', () => {
  const budget = new InflateBudget({ perStreamBytes: 100, totalBytes: 250 });
  budget.beginRun();
  expect(budget.take(150, 0)).toBe(100); // the per-stream cap
  expect(budget.totalInflatedBytes).toBe(100);
  budget.beginRun();
  expect(budget.take(100, 0)).toBe(100);
  budget.beginRun();
  expect(budget.take(100, 0)).toBe(50); // the total cap, not a fresh one
  expect(budget.isExhausted).toBe(true);
  // The first run's input is forgotten while the third reads: room again, own count kept.
  budget.release(100);
  expect(budget.totalInflatedBytes).toBe(50);
  expect(budget.take(100, 50)).toBe(50); // now the per-stream cap
  expect(budget.totalInflatedBytes).toBe(100);
});
