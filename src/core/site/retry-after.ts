/**
 * When a 429 or 503 asks to be asked again: its `Retry-After` (RFC 9110 §10.2.3), which is
 * either delay-seconds, "a non-negative integer", or an HTTP-date (§5.6.7: IMF-fixdate, or
 * the obsolete RFC 850 and asctime forms a recipient must still accept). Anything else
 * (`-1`, `1.5`, a date `Date.parse` would guess at) says nothing, and neither does a date
 * already past: the answer is taken as it stands rather than asked again at once.
 */
import { httpDateMs } from './http-date';

/**
 * Milliseconds to wait before asking again, from a `Retry-After` value read at `nowMs` (epoch
 * milliseconds); undefined when the header is absent, malformed or names a time past.
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = httpDateMs(value);
  if (at === null || at <= nowMs) return undefined;
  return at - nowMs;
}
