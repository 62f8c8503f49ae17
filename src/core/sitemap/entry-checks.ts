/**
 * Checks of the optional fields of a sitemap entry (sitemaps.org protocol, "XML tag
 * definitions"), and of RSS / Atom dates. Each returns the value to record and reports what
 * is wrong through the callback.
 */
import type { LocReport } from './loc-checks';
import { isAbsoluteHttpUrl } from './loc-checks';
import { LastmodPrecision } from './sitemap-entry';
import { parseW3cDatetime } from './w3c-datetime';

export interface CheckedDate {
  ms: number;
  precision: LastmodPrecision;
}

const ABSENT: CheckedDate = { ms: NaN, precision: LastmodPrecision.none };

/**
 * How far ahead of now a lastmod may be before it is called future. A date-only value is
 * midnight UTC, already "today" in time zones up to UTC+14; finer values get five minutes
 * of clock skew.
 */
export const FUTURE_SLACK_DATE_MS = 14 * 3_600_000;
export const FUTURE_SLACK_TIME_MS = 5 * 60_000;

/**
 * No page was modified before 1990 (the first web page dates from 1990-12-20, CERN): an
 * earlier lastmod is a generator's placeholder, such as the year 0 (`0000-11-30`) that
 * WordPress SEO plugins write for a post with no date. It is kept out of the lastmod figures
 * as if absent.
 */
export const EARLIEST_PLAUSIBLE_MS = Date.UTC(1990, 0, 1);

export function checkLastmod(text: string, nowMs: number, report: LocReport): CheckedDate {
  const value = text.trim();
  const parsed = parseRepeated(value);
  if (!parsed.ok) {
    report('lastmod-invalid', { value: shorten(value) });
    return ABSENT;
  }
  if (parsed.ms < EARLIEST_PLAUSIBLE_MS) {
    report('lastmod-implausible', { value });
    return ABSENT;
  }
  const slack =
    parsed.precision <= LastmodPrecision.day ? FUTURE_SLACK_DATE_MS : FUTURE_SLACK_TIME_MS;
  if (parsed.ms > nowMs + slack) report('lastmod-future', { value });
  return parsed; // { ok, ms, precision } is a CheckedDate: no second object per entry
}

/**
 * parseW3cDatetime with a one-entry memory: many sitemaps give long runs of entries the
 * same lastmod (the generation time), and a string comparison is cheaper than a parse.
 */
let lastText = '';
let lastParsed: ReturnType<typeof parseW3cDatetime> = { ok: false };

function parseRepeated(value: string): ReturnType<typeof parseW3cDatetime> {
  if (value !== lastText) {
    lastParsed = parseW3cDatetime(value);
    lastText = value;
  }
  return lastParsed;
}

/** `news:publication_date`: W3C Datetime too (Google News sitemap documentation). */
export function checkNewsDate(text: string, report: LocReport): number {
  const value = text.trim();
  const parsed = parseW3cDatetime(value);
  if (!parsed.ok) {
    report('news-date-invalid', { value: shorten(value) });
    return NaN;
  }
  return parsed.ms;
}

/**
 * The sitemaps.org values, compared one by one: a `Set` lookup hashes the text first (a
 * fresh string each time), and 1,000,000 of them were 114 ms of the ingest worker (profiled
 * in Chromium, 2026-12-01); seven comparisons mostly stop at the length.
 */
function isChangefreq(value: string): boolean {
  return (
    value === 'daily' ||
    value === 'weekly' ||
    value === 'monthly' ||
    value === 'always' ||
    value === 'hourly' ||
    value === 'yearly' ||
    value === 'never'
  );
}

export function checkChangefreq(text: string, report: LocReport): string {
  const value = text.trim();
  if (!isChangefreq(value)) report('changefreq-invalid', { value: shorten(value) });
  return value;
}

export function checkPriority(text: string, report: LocReport): number {
  const value = text.trim();
  const priority = decimalValue(value);
  if (!(priority >= 0 && priority <= 1)) {
    report('priority-invalid', { value: shorten(value) });
    return NaN;
  }
  return priority;
}

/** Digits that fit a double's integer range exactly (2^53 > 10^15). */
const EXACT_DIGITS = 15;

/**
 * The value of `digits[.digits]` or `.digits` (what `/^(?:\d+(?:\.\d*)?|\.\d+)$/`
 * accepts), or NaN for anything else; over char codes, because it runs once per URL (the
 * regular expression cost 2 % of the reader on the bench urlset, profiled 2026-11-30).
 * The value is read in the same pass: the digits as one integer divided by a power of ten
 * is one correctly rounded division of two exact numbers, the same double `Number` parses
 * (IEEE 754 division rounds once); longer texts go to `Number`.
 */
function decimalValue(value: string): number {
  let at = 0;
  let mantissa = 0;
  while (at < value.length && isDigit(value.charCodeAt(at))) {
    mantissa = mantissa * 10 + (value.charCodeAt(at) - 0x30);
    at++;
  }
  const whole = at;
  let digits = whole;
  let scale = 1;
  if (at < value.length && value.charCodeAt(at) === 0x2e) {
    at++;
    const fractionStart = at;
    while (at < value.length && isDigit(value.charCodeAt(at))) {
      mantissa = mantissa * 10 + (value.charCodeAt(at) - 0x30);
      scale *= 10;
      at++;
    }
    digits += at - fractionStart;
    if (whole === 0 && at === fractionStart) return NaN;
  } else if (whole === 0) return NaN;
  if (at !== value.length) return NaN;
  return digits <= EXACT_DIGITS ? mantissa / scale : Number(value);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** BCP 47 language tag (simplified: language, optional script, region, variants) or x-default. */
const HREFLANG =
  /^(?:x-default|[A-Za-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?(?:-[A-Za-z0-9]{5,8})*)$/;

/**
 * `params.reason` of hreflang-invalid, a stable code for translations, with the English
 * `detail` each stands for.
 */
export const hreflangReasons = {
  'hreflang-missing': 'no hreflang attribute',
  'hreflang-malformed': 'hreflang "{value}"',
  'href-missing': 'no href attribute',
  'href-not-absolute': 'href "{value}" is not absolute',
} as const;

/**
 * `<xhtml:link rel="alternate" hreflang="…" href="…"/>` (Google Search Central, "Localized
 * versions of your page"). Returns true when it counts as an alternate.
 */
export function checkAlternate(attributes: readonly string[] | null, report: LocReport): boolean {
  let rel = '';
  let hreflang: string | undefined;
  let href: string | undefined;
  if (attributes !== null) {
    for (let i = 0; i < attributes.length; i += 2) {
      const name = attributes[i];
      if (name === 'rel') rel = attributes[i + 1];
      else if (name === 'hreflang') hreflang = attributes[i + 1];
      else if (name === 'href') href = attributes[i + 1];
    }
  }
  if (rel.trim() !== 'alternate') return false;
  if (hreflang === undefined) reportHreflang(report, 'hreflang-missing');
  else if (!isLanguageTag(hreflang.trim())) reportHreflang(report, 'hreflang-malformed', hreflang);
  if (href === undefined) reportHreflang(report, 'href-missing');
  else if (!isAbsoluteHttpUrl(href.trim())) reportHreflang(report, 'href-not-absolute', href);
  return true;
}

/**
 * Writes into `out` the hreflang and href of a link that `checkAlternate` counted, trimmed,
 * and returns true when the session's hreflang table can join it: an hreflang (valid or not:
 * the hreflang analysis reports unknown codes) and an absolute http(s) href (a relative one
 * names no URL to join, and was reported as hreflang-invalid).
 */
export function readAlternate(attributes: readonly string[] | null, out: string[]): boolean {
  if (attributes === null) return false;
  let hreflang = '';
  let href = '';
  for (let i = 0; i < attributes.length; i += 2) {
    const name = attributes[i];
    if (name === 'hreflang') hreflang = attributes[i + 1].trim();
    else if (name === 'href') href = attributes[i + 1].trim();
  }
  if (hreflang === '' || !isAbsoluteHttpUrl(href)) return false;
  out[0] = hreflang;
  out[1] = href;
  return true;
}

function reportHreflang(
  report: LocReport,
  reason: keyof typeof hreflangReasons,
  value?: string,
): void {
  const params: Record<string, string> = value === undefined ? {} : { value: shorten(value) };
  report('hreflang-invalid', { reason, ...params });
}

/** Language tags seen valid: a sitemap repeats a few dozen of them on every URL. */
const validLanguageTags = new Set<string>();

/** Is `tag` (trimmed) an hreflang value `checkAlternate` accepts? */
export function isLanguageTag(tag: string): boolean {
  if (validLanguageTags.has(tag)) return true;
  if (!HREFLANG.test(tag)) return false;
  if (validLanguageTags.size < 1000) validLanguageTags.add(tag);
  return true;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ZONES: Readonly<Record<string, number>> = {
  gmt: 0,
  ut: 0,
  utc: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};
const RFC822 =
  /^(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4}|\d{2})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,3})$/;

/**
 * RSS 2.0 `pubDate` (RFC 822 §5, with four-digit years as RSS 2.0 recommends); Atom dates
 * (RFC 3339) are W3C Datetimes with seconds and go through {@link checkLastmod}.
 */
export function checkFeedDate(text: string, nowMs: number, report: LocReport): CheckedDate {
  const value = text.trim();
  if (value === '') return ABSENT;
  const match = RFC822.exec(value);
  const month = match ? MONTHS.indexOf(match[2].toLowerCase()) : -1;
  const zone = match ? zoneMinutes(match[7]) : undefined;
  if (match === null || month < 0 || zone === undefined) {
    report('feed-date-invalid', { value: shorten(value) });
    return ABSENT;
  }
  const year =
    match[3].length === 2
      ? 1900 + Number(match[3]) + (Number(match[3]) < 50 ? 100 : 0)
      : Number(match[3]);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const ms =
    Date.UTC(year, month, Number(match[1]), Number(match[4]), Number(match[5]), second) -
    zone * 60_000;
  if (
    Number.isNaN(ms) ||
    Number(match[1]) > 31 ||
    Number(match[4]) > 23 ||
    Number(match[5]) > 59 ||
    second > 60
  ) {
    report('feed-date-invalid', { value: shorten(value) });
    return ABSENT;
  }
  if (ms > nowMs + FUTURE_SLACK_TIME_MS) report('lastmod-future', { value });
  return {
    ms,
    precision: match[6] === undefined ? LastmodPrecision.minute : LastmodPrecision.second,
  };
}

function zoneMinutes(zone: string): number | undefined {
  if (zone[0] === '+' || zone[0] === '-') {
    const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5));
    return zone[0] === '-' ? -minutes : minutes;
  }
  return ZONES[zone.toLowerCase()];
}

function shorten(value: string): string {
  return value.length > 100 ? value.slice(0, 100) + '…' : value;
}
