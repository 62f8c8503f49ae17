/**
 * The time stamps access logs write, to milliseconds since 1970 UTC (see crawler-facts §3's
 * time-zone table): Apache/nginx `%t` / `$time_local` `10/Oct/2000:13:55:36 -0700` (local
 * time with its offset, mod_log_config), W3C extended `date` + `time` (UTC; IIS and
 * CloudFront), ISO 8601 / RFC 3339 (AWS ALB: `Z` with microseconds; Fastly `%z`: `+0000`),
 * and epoch numbers (Cloudflare Logpush `timestamp_format`: unixnano by default, unix, or
 * rfc3339). Each reads by index, digit by digit: no regular expression sees line bytes.
 * Returns null for text that is not such a time.
 */

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The number written by `length` digits at `at`, or -1. */
function digits(text: string, at: number, length: number): number {
  if (at + length > text.length) return -1;
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

function utc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number | null {
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  // 60: a leap second as the log wrote it (RFC 3339 §5.6 allows it); Date.UTC rolls it over.
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return null;
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 Feb into March: a day the month does not have is no date.
  return new Date(time).getUTCDate() === day ? time : null;
}

/** `+0900`, `-07:00`, `Z` at `at` (to the end of `text`) in minutes east of UTC, or null. */
function offsetMinutes(text: string, at: number): number | null {
  const rest = text.length - at;
  if (rest === 1 && (text[at] === 'Z' || text[at] === 'z')) return 0;
  const sign = text[at] === '+' ? 1 : text[at] === '-' ? -1 : 0;
  if (sign === 0 || (rest !== 5 && rest !== 6)) return null;
  const hours = digits(text, at + 1, 2);
  const minutes = digits(text, at + (rest === 6 ? 4 : 3), 2);
  if (rest === 6 && text[at + 3] !== ':') return null;
  if (hours < 0 || minutes < 0 || hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/** Apache `%t` without its brackets: `10/Oct/2000:13:55:36 -0700`. */
export function parseClfTime(text: string): number | null {
  if (text.length !== 26 || text[2] !== '/' || text[6] !== '/' || text[11] !== ':') return null;
  const month = months.indexOf(text.slice(3, 6).toLowerCase()) + 1;
  if (month === 0 || text[14] !== ':' || text[17] !== ':' || text[20] !== ' ') return null;
  const local = utc(
    digits(text, 7, 4),
    month,
    digits(text, 0, 2),
    digits(text, 12, 2),
    digits(text, 15, 2),
    digits(text, 18, 2),
  );
  const offset = offsetMinutes(text, 21);
  return local === null || offset === null ? null : local - offset * 60_000;
}

/** W3C extended `date` (`2026-12-01`) and `time` (`10:00:00`, maybe with a fraction): UTC. */
export function parseW3cTime(date: string, time: string): number | null {
  return parseIsoTime(`${date}T${time}Z`);
}

/**
 * ISO 8601 / RFC 3339 `2026-12-01T10:00:00.186641Z`, `…+09:00` or `…+0900` (a space may stand
 * for the `T`, as RFC 3339 §5.6's note allows). Without an offset the time is taken as UTC.
 */
export function parseIsoTime(text: string): number | null {
  if (text.length < 19 || text.length > 40) return null;
  if (text[4] !== '-' || text[7] !== '-' || text[13] !== ':' || text[16] !== ':') return null;
  const separator = text[10];
  if (separator !== 'T' && separator !== 't' && separator !== ' ') return null;
  const whole = utc(
    digits(text, 0, 4),
    digits(text, 5, 2),
    digits(text, 8, 2),
    digits(text, 11, 2),
    digits(text, 14, 2),
    digits(text, 17, 2),
  );
  if (whole === null) return null;
  let at = 19;
  let fraction = 0;
  if (text[at] === '.' || text[at] === ',') {
    let scale = 100;
    at++;
    const start = at;
    for (; at < text.length; at++) {
      const digit = text.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) break;
      fraction += digit * scale;
      scale /= 10;
    }
    if (at === start) return null;
  }
  if (at === text.length) return whole + Math.floor(fraction);
  const offset = offsetMinutes(text, at);
  return offset === null ? null : whole + Math.floor(fraction) - offset * 60_000;
}

/**
 * An epoch number, its unit told by its size (Cloudflare's `unix` seconds and `unixnano`;
 * milliseconds and microseconds as other JSON logs write them): any of these for a date
 * between 1973 and 5138 falls in one range only. Accepts a number or a string of digits
 * (Cloudflare types the field "int or string") with an optional fraction (`1733047200.123`).
 */
export function parseEpochTime(value: number | string): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && (value.trim() === '' || value.length > 24)) return null;
  if (!Number.isFinite(number) || number < 0) return null;
  if (number < 1e11) return Math.floor(number * 1000);
  if (number < 1e14) return Math.floor(number);
  if (number < 1e17) return Math.floor(number / 1e3);
  if (number < 1e20) return Math.floor(number / 1e6);
  return null;
}

/** An RFC 3339 string or an epoch number: what Cloudflare's `timestamp_format` may give. */
export function parseAnyTime(value: unknown): number | null {
  if (typeof value === 'number') return parseEpochTime(value);
  if (typeof value !== 'string') return null;
  const first = value.charCodeAt(0);
  // A date starts with a four-digit year then `-`; a number has no `-` at index 4.
  if (value[4] === '-' && first >= 48 && first <= 57) return parseIsoTime(value);
  return parseEpochTime(value);
}
