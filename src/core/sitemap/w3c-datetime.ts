/**
 * W3C Datetime, the format of sitemap `lastmod` and `news:publication_date`
 * (https://www.w3.org/TR/NOTE-datetime): `YYYY`, `YYYY-MM`, `YYYY-MM-DD`,
 * `YYYY-MM-DDThh:mmTZD`, `YYYY-MM-DDThh:mm:ssTZD`, `YYYY-MM-DDThh:mm:ss.sTZD`, where TZD is
 * `Z` or `±hh:mm`. A time always needs its zone, and a zone needs a time: Search Console
 * rejects `2017-06-20-04:00` ("Invalid date"), and so does this parser.
 */
import { LastmodPrecision } from './sitemap-entry';

export type W3cDatetime = { ok: true; ms: number; precision: LastmodPrecision } | { ok: false };

const INVALID: W3cDatetime = { ok: false };

/**
 * Parses a W3C Datetime; leading and trailing blanks are allowed (XML text is often
 * indented). Hand-written over char codes: it runs once per URL, and the regular expression
 * it replaced cost a tenth of the reader's time (measured 2026-11-30, 50 MB urlset).
 */
export function parseW3cDatetime(text: string): W3cDatetime {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  const length = end - start;
  const year = digits(text, start, 4);
  if (year < 0) return INVALID;
  if (length === 4) return { ok: true, ms: utcMs(year, 1, 1, 0), precision: LastmodPrecision.year };
  const month = text.charCodeAt(start + 4) === 0x2d ? digits(text, start + 5, 2) : -1;
  if (month < 1 || month > 12) return INVALID;
  if (length === 7)
    return { ok: true, ms: utcMs(year, month, 1, 0), precision: LastmodPrecision.month };
  const day = text.charCodeAt(start + 7) === 0x2d ? digits(text, start + 8, 2) : -1;
  if (day < 1 || day > daysInMonth(year, month)) return INVALID;
  if (length === 10)
    return { ok: true, ms: utcMs(year, month, day, 0), precision: LastmodPrecision.day };
  // Time: `Thh:mm`, then optional `:ss` and `.s…`, then the zone (required).
  if (text.charCodeAt(start + 10) !== 0x54 || text.charCodeAt(start + 13) !== 0x3a) return INVALID;
  const hour = digits(text, start + 11, 2);
  const minute = digits(text, start + 14, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return INVALID;
  let p = start + 16;
  let second = 0;
  let fractionMs = 0;
  let precision: LastmodPrecision = LastmodPrecision.minute;
  if (text.charCodeAt(p) === 0x3a) {
    second = digits(text, p + 1, 2);
    if (second < 0 || second > 59) return INVALID;
    p += 3;
    precision = LastmodPrecision.second;
    if (text.charCodeAt(p) === 0x2e) {
      const fractionStart = ++p;
      while (p < end && isDigit(text.charCodeAt(p))) p++;
      if (p === fractionStart) return INVALID;
      fractionMs = Math.floor(Number('0.' + text.slice(fractionStart, p)) * 1000);
      precision = LastmodPrecision.fraction;
    }
  }
  let offsetMinutes = 0;
  const zone = text.charCodeAt(p);
  if (zone === 0x5a && p + 1 === end) {
    // Z: UTC.
  } else if ((zone === 0x2b || zone === 0x2d) && p + 6 === end && text.charCodeAt(p + 3) === 0x3a) {
    const zoneHours = digits(text, p + 1, 2);
    const zoneMinutes = digits(text, p + 4, 2);
    if (zoneHours < 0 || zoneHours > 23 || zoneMinutes < 0 || zoneMinutes > 59) return INVALID;
    offsetMinutes = (zone === 0x2d ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  } else {
    return INVALID;
  }
  const ms = utcMs(
    year,
    month,
    day,
    ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + fractionMs,
  );
  return { ok: true, ms, precision };
}

/**
 * Milliseconds since the epoch of a proleptic Gregorian date plus `msOfDay`, by H. Hinnant's
 * days-from-civil (http://howardhinnant.github.io/date_algorithms.html). Three times faster
 * than Date.UTC (measured 2026-11-30), and years 0–99 are not moved to the 1900s.
 */
function utcMs(year: number, month: number, day: number, msOfDay: number): number {
  // Consecutive entries mostly share a date: remember the last one.
  if (year !== lastYear || month !== lastMonth || day !== lastDay) {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yearOfEra = y - era * 400;
    const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
    const dayOfEra =
      yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
    lastDayMs = (era * 146_097 + dayOfEra - 719_468) * 86_400_000;
    lastYear = year;
    lastMonth = month;
    lastDay = day;
  }
  return lastDayMs + msOfDay;
}

let lastYear = -1;
let lastMonth = -1;
let lastDay = -1;
let lastDayMs = 0;

/** The number written with exactly `count` ASCII digits at `at`, or -1. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return -1;
    value = value * 10 + (c - 0x30);
  }
  return value;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
