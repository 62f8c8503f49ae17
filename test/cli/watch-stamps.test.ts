import { expect, test } from 'vitest';
import { nextStamp, stampMs } from '../../scripts/watch-stamps';
import { NEXT_STAMP_CASES, STAMP_CASES } from './watch-stamps-cases';

test.each(STAMP_CASES)('%j stamps %j', (name, instant) => {
  expect(stampMs(name)).toBe(instant === undefined ? undefined : Date.parse(instant));
});

test.each(NEXT_STAMP_CASES)('a new stamp is %s', (_name, nowMs, newestMs, taken, stamp) => {
  expect(nextStamp(nowMs, newestMs, new Set(taken))).toBe(stamp);
});
