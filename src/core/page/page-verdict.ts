/**
 * Whether a sitemap's `lastmod` for a URL agrees with what the page itself says, the check
 * Google describes: lastmod is used "if it's consistently and verifiably (for example by
 * comparing to the last modification of the page) accurate"
 * (https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap).
 *
 * Order of the rules (the first that applies decides):
 * 1. `no-lastmod`: the sitemap gives none, or none valid as a W3C Datetime down to the day
 *    (an invalid lastmod is the sitemap checks' problem; a year or month alone cannot be
 *    compared with a page's day).
 * 2. `blocked-by-robots`, `not-fetched`, `not-html`: the page could not be read for a date.
 * 3. `lastmod-before-published`: lastmod before the page's published date, which cannot be.
 * 4. The page's modification: its chosen modified date, else `Last-Modified` unless it is
 *    the response's own `Date` (dynamic, isDynamicLastModified), else its published date
 *    (a page never modified since). None: `no-page-date`.
 * 5. `agrees` when lastmod and that date are equal at the coarser of their precisions;
 *    `lastmod-newer` when lastmod is later (a generation-time lastmod); `lastmod-older`
 *    when the page changed after it (a stale sitemap).
 *
 * Equal at a precision: a date alone (W3C Datetime's `YYYY-MM-DD`, which the sitemap note
 * reads as midnight UTC) agrees with any instant of that day in UTC, and of that day in the
 * zone the instant is written with (a page in Tokyo writes `2026-03-04T01:00+09:00` for an
 * edit its sitemap dates `2026-03-04`). Instants are compared as instants: `+09:00` and `Z`
 * for the same moment agree.
 */
import { parseIsoDate, type ParsedDate } from './iso-date';
import type { DateFact, DatePrecision, PageFacts } from './page-facts';
import { DYNAMIC_LAST_MODIFIED_MS } from './page-limits';
import { parseW3cDatetime } from '../sitemap/w3c-datetime';

export type PageVerdict =
  | 'agrees'
  | 'lastmod-newer'
  | 'lastmod-older'
  | 'lastmod-before-published'
  | 'no-page-date'
  | 'no-lastmod'
  | 'not-html'
  | 'not-fetched'
  | 'blocked-by-robots';

/** A page as the verdict takes it: read, not fetched (with the fetcher's reason code), or disallowed by robots.txt. */
export type PageOutcome = PageFacts | { notFetched: string } | 'blocked-by-robots';

const DAY_MS = 86_400_000;
const UNIT_MS: Record<DatePrecision, number> = {
  day: DAY_MS,
  minute: 60_000,
  second: 1000,
  millisecond: 1,
};
const FINENESS: Record<DatePrecision, number> = { day: 0, minute: 1, second: 2, millisecond: 3 };

/** The verdict on `lastmod` (as written in the sitemap, null when absent) for the page. */
export function pageVerdict(lastmod: string | null, page: PageOutcome): PageVerdict {
  const sitemapDate = lastmod === null ? null : parseLastmod(lastmod);
  if (sitemapDate === null) return 'no-lastmod';
  if (page === 'blocked-by-robots') return 'blocked-by-robots';
  if ('notFetched' in page) return 'not-fetched';
  if (!page.isHtml) return 'not-html';
  if (page.published !== null && compareDates(sitemapDate, page.published) < 0)
    return 'lastmod-before-published';
  const modification = pageModification(page);
  if (modification === null) return 'no-page-date';
  const order = compareDates(sitemapDate, modification);
  return order === 0 ? 'agrees' : order > 0 ? 'lastmod-newer' : 'lastmod-older';
}

/** The date the page was last modified, by rule 4 above; null when it states none. */
export function pageModification(page: PageFacts): DateFact | null {
  if (page.modified !== null) return page.modified;
  if (page.lastModifiedHeader !== null && !isDynamicLastModified(page))
    return page.lastModifiedHeader;
  return page.published;
}

/** Whether `Last-Modified` is the response's own `Date` (within DYNAMIC_LAST_MODIFIED_MS): the page was generated, not changed, then. */
export function isDynamicLastModified(page: PageFacts): boolean {
  const { lastModifiedHeader, responseDate } = page;
  if (lastModifiedHeader === null || responseDate === null) return false;
  return Math.abs(lastModifiedHeader.instant - responseDate.instant) <= DYNAMIC_LAST_MODIFIED_MS;
}

/** A sitemap lastmod: a valid W3C Datetime (sitemap/w3c-datetime.ts) of day precision or finer. */
function parseLastmod(lastmod: string): ParsedDate | null {
  if (!parseW3cDatetime(lastmod).ok) return null;
  return parseIsoDate(lastmod);
}

/** −1 when `a` is before `b`, 0 when they agree at the coarser precision, 1 when after. */
export function compareDates(a: ParsedDate, b: ParsedDate): -1 | 0 | 1 {
  if (a.precision === 'day' || b.precision === 'day') {
    if (a.precision === 'day' && b.precision === 'day') return sign(a.instant - b.instant);
    const [dateOnly, instant, flip] = a.precision === 'day' ? [a, b, 1] : [b, a, -1];
    const day = Math.floor(dateOnly.instant / DAY_MS);
    if (
      dayOf(instant, 0) === day ||
      (instant.offset !== null && dayOf(instant, instant.offset) === day)
    )
      return 0;
    // Not that day: order by the day's UTC bounds.
    return (flip * (instant.instant < day * DAY_MS ? 1 : -1)) as -1 | 1;
  }
  const unit = UNIT_MS[FINENESS[a.precision] < FINENESS[b.precision] ? a.precision : b.precision];
  return sign(Math.floor(a.instant / unit) - Math.floor(b.instant / unit));
}

function dayOf(date: ParsedDate, offsetMinutes: number): number {
  return Math.floor((date.instant + offsetMinutes * 60_000) / DAY_MS);
}

function sign(value: number): -1 | 0 | 1 {
  return value < 0 ? -1 : value > 0 ? 1 : 0;
}
