import { describe, expect, test } from 'vitest';
import { LastmodCounter, type LastmodValue } from './lastmod-counter';

const at = (text: string, ms: number, precision = 5): LastmodValue => ({
  lastmodText: text,
  lastmodMs: ms,
  lastmodPrecision: precision,
});
const noon = Date.parse('2024-01-01T12:00:00Z');

describe('LastmodCounter', () => {
  test.each<[string, LastmodValue[], number, number]>([
    ['none', [{ lastmodMs: NaN, lastmodPrecision: 0 }], 0, 0],
    ['one value twice', [at('2024-01-01T12:00:00Z', noon), at('2024-01-01T12:00:00Z', noon)], 2, 1],
    [
      'Z and +00:00 are two texts',
      [at('2024-01-01T12:00:00Z', noon), at('2024-01-01T12:00:00+00:00', noon)],
      2,
      2,
    ],
    [
      'a date and a date-time at midnight differ',
      [
        at('2024-01-01', Date.parse('2024-01-01'), 3),
        at('2024-01-01T00:00Z', Date.parse('2024-01-01'), 4),
      ],
      2,
      2,
    ],
    [
      'invalid values count by text',
      [at('yesterday', NaN), at('yesterday', NaN), at('tomorrow', NaN)],
      3,
      2,
    ],
    [
      'far-future instants count by text',
      [
        at('9999-12-31', Date.parse('9999-12-31'), 3),
        at('9999-12-31', Date.parse('9999-12-31'), 3),
      ],
      2,
      1,
    ],
    [
      'instants before 1970 and far apart',
      [
        at('1969-07-20', Date.parse('1969-07-20'), 3),
        at('1969-07-20', Date.parse('1969-07-20'), 3),
        at('2400-01-01', Date.parse('2400-01-01'), 3),
        at('1970-01-01', 0, 3),
      ],
      4,
      3,
    ],
  ])('%s', (_name, values, present, distinct) => {
    const counter = new LastmodCounter();
    for (const value of values) counter.add(value);
    expect(counter.present).toBe(present);
    expect(counter.distinct()).toBe(distinct);
  });

  test('grows past its first buffer', () => {
    const counter = new LastmodCounter();
    for (let i = 0; i < 5000; i++)
      counter.add(at(`t${String(i % 3000).padStart(6, '0')}`, noon + (i % 3000) * 1000));
    expect(counter.distinct()).toBe(3000);
  });

  test('agrees with a Set over many instants whose keys differ only in their high bits', () => {
    const counter = new LastmodCounter();
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      // Steps of 2^32 / 512 ms make keys (ms × 512) equal in their low 32 bits.
      const ms = (i % 7_000) * 8_388_608 - 2 ** 40;
      counter.add(at('2024-01-01', ms, 3));
      seen.add(ms);
    }
    expect(counter.distinct()).toBe(seen.size);
  });
});
