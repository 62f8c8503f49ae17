/**
 * One sampled page fetched for the page check: a single GET with the site reader's io, under
 * a time cap and a byte cap, and nothing more. A redirect is not followed: a sitemap should
 * list the address that answers (Google, "Build and submit a sitemap": "use full, absolute
 * URLs" of the pages to be indexed), so a URL that redirects is a finding about the sitemap,
 * reported with where it points, not a page to read. A 429 or 503 that says when to come
 * back is asked again, as the sitemap fetches are (`retries`).
 */
import { cancelBody, fetchFailureOf as failureOf, retryWait } from '../site/fetch-steps';
import { BodyBytes } from '../site/body-bytes';
import type { SiteIo, SiteResponse } from '../site/site-fetch';

/** The response headers the page reader and the report read. */
export const PAGE_HEADERS = [
  'content-type',
  'last-modified',
  'date',
  'x-robots-tag',
  'location',
  'etag',
] as const;

/** Why a sampled page gave no body to read. */
export type PageFetchFailure =
  'network' | 'timeout' | 'deadline' | 'private-address' | 'redirect' | 'http-status' | 'body-cut';

export interface FetchedPage {
  readonly url: string;
  /** The status answered; null when no answer came. */
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string>>;
  /** The body, cut at `maxBytes` (`isCut`); absent when the fetch failed. */
  readonly body?: Uint8Array;
  readonly isCut: boolean;
  readonly failure?: PageFetchFailure;
  readonly elapsedMs: number;
  readonly retries: number;
}

export interface PageFetchLimits {
  /** Milliseconds the page may take, retries and body included. */
  readonly timeoutMs: number;
  /** The whole check's end on the io's clock: a page still reading then is `deadline`. */
  readonly deadline: number;
  readonly maxBytes: number;
  /** Retries of a 429 or 503 with a `Retry-After` that fits the time cap. */
  readonly retries: number;
}

export async function fetchPage(
  url: string,
  io: SiteIo,
  limits: PageFetchLimits,
): Promise<FetchedPage> {
  const started = io.now();
  const isDeadlineFirst = limits.deadline < started + limits.timeoutMs;
  const end = Math.min(started + limits.timeoutMs, limits.deadline);
  const timeUp: PageFetchFailure = isDeadlineFirst ? 'deadline' : 'timeout';
  let retries = 0;
  const result = (
    response: SiteResponse | null,
    rest: { body?: Uint8Array; isCut?: boolean; failure?: PageFetchFailure },
  ): FetchedPage => ({
    url,
    // A browser's opaque redirect has status 0: no status is known.
    status: response && response.status > 0 ? response.status : null,
    headers: response ? headersOf(response) : {},
    isCut: false,
    ...rest,
    elapsedMs: Math.round(io.now() - started),
    retries,
  });
  for (;;) {
    if (io.now() >= end) return result(null, { failure: timeUp });
    let response: SiteResponse;
    try {
      response = await io.fetch(url, Math.ceil(end - io.now()));
    } catch (error) {
      return result(null, { failure: failureOf(error, io.now() >= end, timeUp) });
    }
    // A browser follows redirects itself and says where it landed, or, asked not to follow
    // them, answers an opaque redirect: both are redirects too.
    const isRedirect =
      (response.status >= 300 && response.status < 400) ||
      response.type === 'opaqueredirect' ||
      (response.url && response.url !== url);
    if (isRedirect) {
      await cancelBody(response);
      return result(response, { failure: 'redirect' });
    }
    const wait = retryWait(response, retries, limits);
    if (wait !== undefined && io.now() + wait < end) {
      await cancelBody(response);
      retries++;
      await io.sleep(wait);
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      await cancelBody(response);
      return result(response, { failure: 'http-status' });
    }
    return result(response, await readBody(response, io, end, limits.maxBytes, timeUp));
  }
}

async function readBody(
  response: SiteResponse,
  io: SiteIo,
  end: number,
  maxBytes: number,
  timeUp: PageFetchFailure,
): Promise<{ body: Uint8Array; isCut: boolean; failure?: PageFetchFailure }> {
  const body = new BodyBytes(maxBytes);
  const reader = response.body?.getReader();
  while (reader) {
    let chunk: { done: boolean; value?: Uint8Array };
    try {
      chunk = await reader.read();
    } catch (error) {
      return {
        body: body.bytes(),
        isCut: true,
        failure: failureOf(error, io.now() >= end, timeUp, 'body-cut'),
      };
    }
    if (chunk.done) break;
    const value = chunk.value ?? new Uint8Array(0);
    const room = maxBytes - body.size;
    // A page past the cap is read as far as the cap: its head holds the dates and the
    // canonical, and the reader says the text was cut.
    if (value.length >= room) {
      body.push(value.subarray(0, room));
      await reader.cancel().catch(() => undefined);
      return { body: body.bytes(), isCut: true };
    }
    body.push(value);
    if (io.now() > end) {
      await reader.cancel().catch(() => undefined);
      return { body: body.bytes(), isCut: true, failure: timeUp };
    }
  }
  return { body: body.bytes(), isCut: false };
}

function headersOf(response: SiteResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PAGE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}
