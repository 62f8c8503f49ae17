/**
 * The W3C Datetime parser (https://www.w3.org/TR/NOTE-datetime) on generated dates in every
 * allowed form: the instant it returns is the one written, with the precision written;
 * printing that instant as an ISO 8601 string and parsing it again gives it back; and no
 * text, however broken, makes it throw or return anything but `ok: false` or a finite time.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LastmodPrecision } from '../../src/core/sitemap/sitemap-entry';
import { parseW3cDatetime } from '../../src/core/sitemap/w3c-datetime';
import { fuzzRuns } from './fuzz-runs';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const datetime = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.stringMatching(/^[0-9]{1,7}$/),
    zoneMinutes: fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
    isUtc: fc.boolean(),
    precision: fc.constantFrom(
      LastmodPrecision.year,
      LastmodPrecision.month,
      LastmodPrecision.day,
      LastmodPrecision.minute,
      LastmodPrecision.second,
      LastmodPrecision.fraction,
    ),
  })
  .map((d) => {
    const isLeap = (d.year % 4 === 0 && d.year % 100 !== 0) || d.year % 400 === 0;
    const lastDay = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][d.month - 1];
    return { ...d, day: Math.min(d.dayOfMonth, lastDay) };
  });

type DatetimeParts = typeof datetime extends fc.Arbitrary<infer T> ? T : never;

function format(d: DatetimeParts): { text: string; ms: number } {
  const p = d.precision;
  let text = pad(d.year, 4);
  if (p >= LastmodPrecision.month) text += `-${pad(d.month, 2)}`;
  if (p >= LastmodPrecision.day) text += `-${pad(d.day, 2)}`;
  const hasTime = p >= LastmodPrecision.minute;
  if (hasTime) text += `T${pad(d.hour, 2)}:${pad(d.minute, 2)}`;
  if (p >= LastmodPrecision.second) text += `:${pad(d.second, 2)}`;
  if (p === LastmodPrecision.fraction) text += `.${d.fraction}`;
  const offset = d.isUtc ? 0 : d.zoneMinutes;
  if (hasTime) {
    const sign = offset < 0 ? '-' : '+';
    const abs = Math.abs(offset);
    text += d.isUtc ? 'Z' : `${sign}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
  }
  const instant = new Date(0);
  instant.setUTCFullYear(
    d.year,
    p >= LastmodPrecision.month ? d.month - 1 : 0,
    p >= LastmodPrecision.day ? d.day : 1,
  );
  instant.setUTCHours(
    hasTime ? d.hour : 0,
    hasTime ? d.minute - offset : 0,
    p >= LastmodPrecision.second ? d.second : 0,
    p === LastmodPrecision.fraction ? Number(d.fraction.slice(0, 3).padEnd(3, '0')) : 0,
  );
  return { text, ms: instant.getTime() };
}

describe('W3C Datetime under fuzzing', () => {
  test('every generated form parses to the instant and precision written, and round-trips', () => {
    fc.assert(
      fc.property(datetime, fc.constantFrom('', ' ', '\n\t'), (d, blank) => {
        const { text, ms } = format(d);
        const parsed = parseW3cDatetime(blank + text + blank);
        expect(parsed).toEqual({ ok: true, ms, precision: d.precision });
        const iso = new Date(ms).toISOString();
        if (/^\d{4}-/.test(iso)) expect(parseW3cDatetime(iso)).toMatchObject({ ok: true, ms });
      }),
      fuzzRuns('w3c datetime forms', 1000),
    );
  });

  test('any text: never throws, and a success is a finite instant', () => {
    const nearDate = fc
      .tuple(
        datetime,
        fc.nat(),
        fc.constantFrom('', '-', ':', 'T', 'Z', '+', '.', '9', ' ', '\u0660'),
      )
      .map(([d, at, insert]) => {
        const { text } = format(d);
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + (at % 2));
      });
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), nearDate), (text) => {
        const parsed = parseW3cDatetime(text);
        if (parsed.ok) expect(Number.isFinite(parsed.ms)).toBe(true);
      }),
      fuzzRuns('w3c datetime any text', 1000),
    );
  });
});
