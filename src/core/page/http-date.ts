/**
 * HTTP-date (RFC 9110 §5.6.7), the form of `Last-Modified` (§8.8.2) and `Date` (§6.6.1):
 * IMF-fixdate, or the obsolete RFC 850 and asctime forms a recipient must still accept. All
 * three are GMT. Anything else says nothing (a date `Date.parse` would guess at is not one).
 */
import { httpDateMs } from '../site/http-date';
import type { ParsedDate } from './iso-date';

/** The instant of an HTTP-date header value, at second precision in UTC; null when it is not one. */
export function parseHttpDate(header: string | null | undefined): ParsedDate | null {
  const instant = httpDateMs(header);
  if (instant === null) return null;
  return { instant, precision: 'second', offset: 0 };
}
