/**
 * When a 429 or 503 asks to be asked again: its `Retry-After` (RFC 9110 §10.2.3), which is
 * either delay-seconds, "a non-negative integer", or an HTTP-date (§5.6.7: IMF-fixdate, or
 * the obsolete RFC 850 and asctime forms a recipient must still accept). Anything else
 * (`-1`, `1.5`, a date `Date.parse` would guess at) says nothing, and neither does a date
 * already past: the answer is taken as it stands rather than asked again at once.
 */

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';

/** §5.6.7 HTTP-date: `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT`, `Sun Nov  6 08:49:37 1994`. */
const HTTP_DATE = new RegExp(
  `^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT` +
    `|${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT` +
    `|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`,
);

/**
 * Milliseconds to wait before asking again, from a `Retry-After` value read at `nowMs` (epoch
 * milliseconds); undefined when the header is absent, malformed or names a time past.
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (!HTTP_DATE.test(value)) return undefined;
  // asctime has no zone: it is GMT too (§5.6.7), which Date.parse would not assume.
  const at = Date.parse(value.endsWith('GMT') ? value : `${value} GMT`);
  if (Number.isNaN(at) || at <= nowMs) return undefined;
  return at - nowMs;
}
