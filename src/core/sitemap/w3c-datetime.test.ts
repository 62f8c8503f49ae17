import { describe, expect, test } from 'vitest';
import { parseW3cDatetime } from './w3c-datetime';
import { LastmodPrecision } from './sitemap-entry';

describe('parseW3cDatetime (https://www.w3.org/TR/NOTE-datetime)', () => {
  test.each([
    ['1997', '1997-01-01T00:00:00.000Z', LastmodPrecision.year],
    ['1997-07', '1997-07-01T00:00:00.000Z', LastmodPrecision.month],
    ['1997-07-16', '1997-07-16T00:00:00.000Z', LastmodPrecision.day],
    ['1997-07-16T19:20+01:00', '1997-07-16T18:20:00.000Z', LastmodPrecision.minute],
    ['1997-07-16T19:20:30+01:00', '1997-07-16T18:20:30.000Z', LastmodPrecision.second],
    ['1997-07-16T19:20:30.45+01:00', '1997-07-16T18:20:30.450Z', LastmodPrecision.fraction],
    ['2024-02-29T23:59:59Z', '2024-02-29T23:59:59.000Z', LastmodPrecision.second],
    ['2024-01-01T00:00:00-05:30', '2024-01-01T05:30:00.000Z', LastmodPrecision.second],
    ['  2024-05-01\n', '2024-05-01T00:00:00.000Z', LastmodPrecision.day],
    ['2000-02-29T00:30+01:00', '2000-02-28T23:30:00.000Z', LastmodPrecision.minute],
    ['2100-03-01', '2100-03-01T00:00:00.000Z', LastmodPrecision.day],
    ['1969-12-31T23:59:59.999Z', '1969-12-31T23:59:59.999Z', LastmodPrecision.fraction],
    ['0050-06-15', '0050-06-15T00:00:00.000Z', LastmodPrecision.day],
  ])('%j is valid', (text, iso, precision) => {
    const result = parseW3cDatetime(text);
    expect(result).toEqual({ ok: true, ms: Date.parse(iso), precision });
  });

  test.each([
    ['2017-06-20-04:00', 'offset without a time (Search Console "Invalid date")'],
    ['2017-06-20T10:00:00', 'time without a zone'],
    ['2017-06-20T10Z', 'hour without minutes'],
    ['2017-6-20', 'one-digit month'],
    ['2017-13-01', 'month 13'],
    ['2023-02-29', 'not a leap year'],
    ['2017-06-31', 'June 31'],
    ['2017-06-20T24:00Z', 'hour 24'],
    ['2017-06-20T10:60Z', 'minute 60'],
    ['2017-06-20 10:00:00Z', 'space instead of T'],
    ['20170620', 'basic ISO form'],
    ['Tue, 20 Jun 2017 10:00:00 GMT', 'RFC 822'],
    ['', 'empty'],
    ['2017-06-20T10:00:00+0100', 'zone without colon'],
    ['2017-06-20T10:00:00.Z', 'empty fraction'],
    ['2017-06-20T10:00:00+05:0', 'short zone'],
    ['2017-06-20T10:00:00Zjunk', 'trailing text'],
    ['2017-06-20T1:00Z', 'one-digit hour'],
    ['2017-', 'dangling dash'],
    ['２０１７', 'full-width digits'],
    // The common shapes' own edges (read at fixed offsets before the general reader).
    ['2017-06-20T10:00:60Z', 'second 60'],
    ['2017-06-20T10:00:00+24:00', 'zone hour 24'],
    ['2017-06-20T10:00:00+05:60', 'zone minute 60'],
    ['2017-06-20T10:00:00*05:00', 'no zone sign'],
    ['2017-06-20T10:00:00X', 'a letter for Z'],
    ['2017-06-20T10-00:00Z', 'dash between hour and minute'],
    ['2017-06-00', 'day 0'],
    ['2017-00-10', 'month 0'],
    ['2017/06/20', 'slashes'],
    ['2017-06-2a', 'letter in the day'],
  ])('%j is invalid: %s', (text) => {
    expect(parseW3cDatetime(text)).toEqual({ ok: false });
  });

  test('every day from 1899 to 2101 agrees with Date.parse', () => {
    for (let ms = Date.UTC(1899, 11, 25); ms <= Date.UTC(2101, 0, 5); ms += 86_400_000) {
      const iso = new Date(ms).toISOString();
      const parsed = parseW3cDatetime(iso.slice(0, 10) + 'T' + iso.slice(11, 19) + '+05:30');
      expect(parsed).toEqual({
        ok: true,
        ms: ms - 330 * 60_000,
        precision: LastmodPrecision.second,
      });
    }
  });
});
