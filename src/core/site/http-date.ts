/**
 * HTTP-date (RFC 9110 §5.6.7), the form of `Retry-After` (§10.2.3), `Last-Modified`
 * (§8.8.2) and `Date` (§6.6.1): IMF-fixdate, or the obsolete RFC 850 and asctime forms a
 * recipient must still accept. All three are GMT. Anything else says nothing (a date
 * `Date.parse` would guess at is not one).
 */

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';

/** `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT`, `Sun Nov  6 08:49:37 1994`. */
const HTTP_DATE = new RegExp(
  `^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT` +
    `|${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT` +
    `|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`,
);

/** The instant (epoch milliseconds) of an HTTP-date, trimmed; null when it is not one. */
export function httpDateMs(header: string | null | undefined): number | null {
  const value = header?.trim();
  // The longest form (RFC 850 with "Wednesday") is 38 characters: the bound keeps the test cheap.
  if (!value || value.length > 40 || !HTTP_DATE.test(value)) return null;
  // asctime has no zone: it is GMT too (§5.6.7), which Date.parse would not assume.
  const instant = Date.parse(value.endsWith('GMT') ? value : `${value} GMT`);
  return Number.isNaN(instant) ? null : instant;
}
