/**
 * Writes a stored lastmod back as W3C Datetime (https://www.w3.org/TR/NOTE-datetime) at the
 * precision it was given with, in UTC: 2024, 2024-05, 2024-05-01, 2024-05-01T12:30Z,
 * 2024-05-01T12:30:00Z, 2024-05-01T12:30:00.250Z. The original offset is not kept by the
 * store; the instant is the same.
 */
import { LastmodPrecision } from '../sitemap/sitemap-entry';

/** Length of the ISO string prefix each precision keeps. */
const isoLength: Record<number, number> = {
  [LastmodPrecision.year]: 4,
  [LastmodPrecision.month]: 7,
  [LastmodPrecision.day]: 10,
  [LastmodPrecision.minute]: 16,
  [LastmodPrecision.second]: 19,
};

export function formatLastmod(ms: number, precision: number): string {
  if (Number.isNaN(ms) || precision === LastmodPrecision.none) return '';
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  const length = isoLength[precision];
  if (length === undefined) return iso; // fraction: full ISO form
  return length > 10 ? `${iso.slice(0, length)}Z` : iso.slice(0, length);
}
