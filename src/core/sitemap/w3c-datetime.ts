/**
 * W3C Datetime, the format of sitemap `lastmod` and `news:publication_date`
 * (https://www.w3.org/TR/NOTE-datetime): `YYYY`, `YYYY-MM`, `YYYY-MM-DD`,
 * `YYYY-MM-DDThh:mmTZD`, `YYYY-MM-DDThh:mm:ssTZD`, `YYYY-MM-DDThh:mm:ss.sTZD`, where TZD is
 * `Z` or `±hh:mm`. A time always needs its zone, and a zone needs a time: Search Console
 * rejects `2017-06-20-04:00` ("Invalid date"), and so does this parser.
 */
import { LastmodPrecision } from './sitemap-entry';

export type W3cDatetime =
  | { ok: true; ms: number; precision: LastmodPrecision }
  | { ok: false };

const PATTERN =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

const INVALID: W3cDatetime = { ok: false };

/** Parses a W3C Datetime; leading and trailing blanks are allowed (XML text is often indented). */
export function parseW3cDatetime(text: string): W3cDatetime {
  const match = PATTERN.exec(text.trim());
  if (!match) return INVALID;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, fraction, zone] = match;
  const year = Number(yearText);
  const month = monthText === undefined ? 1 : Number(monthText);
  const day = dayText === undefined ? 1 : Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return INVALID;
  if (hourText === undefined) {
    const precision =
      monthText === undefined ? LastmodPrecision.year : dayText === undefined ? LastmodPrecision.month : LastmodPrecision.day;
    return { ok: true, ms: Date.UTC(year, month - 1, day), precision };
  }
  const hour = Number(hourText);
  const minute = Number(minuteText);
  const second = secondText === undefined ? 0 : Number(secondText);
  if (hour > 23 || minute > 59 || second > 59) return INVALID;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const zoneHours = Number(zone.slice(1, 3));
    const zoneMinutes = Number(zone.slice(4, 6));
    if (zoneHours > 23 || zoneMinutes > 59) return INVALID;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  const fractionMs = fraction === undefined ? 0 : Math.floor(Number(fraction) * 1000);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, fractionMs) - offsetMinutes * 60_000;
  const precision =
    secondText === undefined ? LastmodPrecision.minute : fraction === undefined ? LastmodPrecision.second : LastmodPrecision.fraction;
  return { ok: true, ms: utc, precision };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
