/**
 * `watch`'s snapshot names as data: names that are stamps of real instants, names shaped like
 * stamps that are not (an impossible date, one `Date.parse` would roll over), and the stamp a
 * new snapshot gets beside those already kept.
 */

/** A folder name, and the instant it stamps (undefined: not a snapshot's name). */
export const STAMP_CASES: readonly (readonly [string, string | undefined])[] = [
  ['2026-12-04T09-20-00-000Z', '2026-12-04T09:20:00.000Z'],
  ['2024-02-29T23-59-59-999Z', '2024-02-29T23:59:59.999Z'],
  ['1970-01-01T00-00-00-000Z', '1970-01-01T00:00:00.000Z'],
  ['2026-13-45T99-99-99-999Z', undefined],
  // Date.parse takes these and rolls them over (March 2nd; the next day).
  ['2026-02-30T00-00-00-000Z', undefined],
  ['2026-12-04T24-00-00-000Z', undefined],
  ['2025-02-29T00-00-00-000Z', undefined],
  ['2026-12-04T09-20-00-000', undefined],
  ['2026-12-04T09:20:00.000Z', undefined],
  ['unfinished-0123456789ab', undefined],
  ['', undefined],
];

const at = (iso: string) => Date.parse(iso);

/** Now, the newest kept snapshot not in the future, the names taken → the new stamp. */
export const NEXT_STAMP_CASES: readonly (readonly [
  name: string,
  nowMs: number,
  newestMs: number | undefined,
  taken: readonly string[],
  stamp: string,
])[] = [
  [
    'the clock, on a first run',
    at('2026-12-04T09:20:00.000Z'),
    undefined,
    [],
    '2026-12-04T09-20-00-000Z',
  ],
  [
    'the clock, after an older snapshot',
    at('2026-12-04T09:20:00.000Z'),
    at('2026-12-03T09:20:00.000Z'),
    ['2026-12-03T09-20-00-000Z'],
    '2026-12-04T09-20-00-000Z',
  ],
  [
    'a millisecond later, two runs in one millisecond',
    at('2026-12-04T09:20:00.000Z'),
    at('2026-12-04T09:20:00.000Z'),
    ['2026-12-04T09-20-00-000Z'],
    '2026-12-04T09-20-00-001Z',
  ],
  [
    'past a name taken by a folder the listing did not count',
    at('2026-12-04T09:20:00.000Z'),
    undefined,
    ['2026-12-04T09-20-00-000Z', '2026-12-04T09-20-00-001Z'],
    '2026-12-04T09-20-00-002Z',
  ],
];
