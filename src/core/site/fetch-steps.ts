/**
 * The steps every fetch of a site takes alike, whether it reads a sitemap
 * (site-file-fetcher.ts) or a sampled page (src/core/page-check/fetch-page.ts): letting go of
 * a body not read, waiting when a 429 or 503 says when to come back, and naming why a fetch
 * failed.
 */
import { retryAfterMs } from './retry-after';
import { OffSiteAddressError, type SiteResponse } from './site-fetch';

/** Lets go of a response's body without reading it (the connection is freed). */
export async function cancelBody(response: SiteResponse): Promise<void> {
  await response.body
    ?.getReader()
    .cancel()
    .catch(() => undefined);
}

/**
 * How long to wait before asking again, for a 429 or 503 that says when (retry-after.ts);
 * undefined when it is not to be retried. A wait longer than one request may take is not
 * waited for.
 */
export function retryWait(
  response: SiteResponse,
  retries: number,
  limits: { readonly retries: number; readonly timeoutMs: number },
): number | undefined {
  if ((response.status !== 429 && response.status !== 503) || retries >= limits.retries)
    return undefined;
  // An HTTP-date is wall-clock time; `io.now` is a monotonic clock for durations.
  const ms = retryAfterMs(response.headers.get('retry-after'), Date.now());
  return ms === undefined || ms > limits.timeoutMs ? undefined : ms;
}

/**
 * Why a fetch or its body failed. The deadline decides first: an abort when time is up is
 * the time cap, whatever the error is called. A body that ends in an error before it is
 * whole is `otherwise` (`body-cut`); a request that never got an answer is `network`.
 */
export function fetchFailureOf<Failure extends string>(
  error: unknown,
  isTimeUp: boolean,
  timeUp: Failure,
  otherwise: Failure | 'network' = 'network',
): Failure | 'network' | 'private-address' {
  if (error instanceof OffSiteAddressError) return 'private-address';
  const name = (error as { name?: unknown } | null)?.name;
  return isTimeUp || name === 'TimeoutError' || name === 'AbortError' ? timeUp : otherwise;
}
