/**
 * Dates as pages write them in markup (JSON-LD, `<meta content>`, `<time datetime>`): ISO 8601
 * as profiled by the W3C Datetime note (https://www.w3.org/TR/NOTE-datetime), read by the
 * sitemap's own parser (sitemap/w3c-datetime.ts) after three leniencies pages need:
 *
 * - Lenient (as schema.org's examples and HTML's "valid global date and time string",
 *   WHATWG HTML §2.3.5.8): a space instead of `T`.
 * - Lenient: a zone without its colon (`+0900`) or without minutes (`+09`), as PHP's `DATE_ISO8601` writes.
 * - Lenient: a time without a zone (a "local date and time", §2.3.5.5), read as UTC with
 *   `offset: null`, since the page does not say which zone it meant.
 *
 * A year or a year-month alone is not a page date: it is dropped.
 */
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { parseW3cDatetime } from '../sitemap/w3c-datetime';
import type { DatePrecision } from './page-facts';

/** An instant read from a date's text. */
export interface ParsedDate {
  instant: number;
  precision: DatePrecision;
  offset: number | null;
}

/** Longer texts are not dates; the bound keeps each parse constant-time on site bytes. */
const MAX_ISO_CHARS = 40;

const PRECISION_OF: Partial<Record<LastmodPrecision, DatePrecision>> = {
  [LastmodPrecision.day]: 'day',
  [LastmodPrecision.minute]: 'minute',
  [LastmodPrecision.second]: 'second',
  [LastmodPrecision.fraction]: 'millisecond',
};

/** The instant an ISO date names, or null when the text is not one (or only a year or month). */
export function parseIsoDate(written: string): ParsedDate | null {
  const text = written.trim();
  if (text.length < 10 || text.length > MAX_ISO_CHARS) return null;
  let normal =
    text.length > 10 && text[10] === ' ' ? `${text.slice(0, 10)}T${text.slice(11)}` : text;
  let offset: number | null = null;
  if (normal.length > 10) {
    const zoneAt = findZone(normal);
    if (zoneAt < 0) {
      normal += 'Z';
    } else {
      const zone = normal.slice(zoneAt);
      const fixed = fixZone(zone);
      if (fixed === null) return null;
      normal = normal.slice(0, zoneAt) + fixed;
      offset = fixed === 'Z' ? 0 : zoneMinutes(fixed);
    }
  }
  const parsed = parseW3cDatetime(normal);
  if (!parsed.ok) return null;
  const precision = PRECISION_OF[parsed.precision];
  if (precision === undefined) return null;
  return { instant: parsed.ms, precision, offset };
}

/** Where the zone of `YYYY-MM-DDThh:mm…` starts, or -1 when it has none. */
function findZone(text: string): number {
  const last = text[text.length - 1];
  if (last === 'Z' || last === 'z') return text.length - 1;
  for (let i = 16; i < text.length; i++) {
    const c = text[i];
    if (c === '+' || c === '-') return i;
  }
  return -1;
}

/** `Z`, `±hh:mm`, `±hhmm` or `±hh` as `Z` or `±hh:mm`; null for anything else. */
function fixZone(zone: string): string | null {
  if (zone === 'Z' || zone === 'z') return 'Z';
  const sign = zone[0];
  const rest = zone.slice(1);
  if (!/^\d{2}(?::?\d{2})?$/.test(rest)) return null;
  const hours = rest.slice(0, 2);
  const minutes = rest.length === 2 ? '00' : rest.slice(rest.length - 2);
  return `${sign}${hours}:${minutes}`;
}

function zoneMinutes(zone: string): number {
  const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return zone[0] === '-' ? -minutes : minutes;
}
