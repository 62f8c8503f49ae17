import { expect, test } from 'vitest';
import { retryAfterMs } from './retry-after';

const NOW = Date.parse('Sun, 06 Nov 1994 08:49:37 GMT');

// RFC 9110 §10.2.3: delay-seconds is a non-negative integer; an HTTP-date is one of the three
// forms of §5.6.7. Anything else, and a date already past, asks for no retry.
test.each([
  ['0', 0],
  ['120', 120_000],
  [' 5 ', 5000],
  ['Sun, 06 Nov 1994 08:50:37 GMT', 60_000],
  ['Sunday, 06-Nov-94 08:50:37 GMT', 60_000],
  ['Sun Nov  6 08:50:37 1994', 60_000],
  ['-1', undefined],
  ['1.5', undefined],
  ['+5', undefined],
  ['1e3', undefined],
  ['Sun, 06 Nov 1994 08:49:36 GMT', undefined],
  ['Sun, 06 Nov 1994 08:49:37 GMT', undefined],
  ['1994-11-06T09:00:00Z', undefined],
  ['tomorrow', undefined],
  ['', undefined],
  [null, undefined],
])('Retry-After: %j → %j ms', (header, expected) => {
  expect(retryAfterMs(header, NOW)).toBe(expected);
});
