/**
 * Fetches one file of a site read (read-site.ts): follows its redirects (at most
 * MAX_REDIRECTS, never off the site), retries a 429 or 503 that says when, and reads its body
 * under the file's byte cap and what is left of the read's. One file's time cap covers all of
 * that; the read's deadline caps every file. What happened is a FetchRecord.
 */
import { cancelBody, fetchFailureOf as failureOf, retryWait } from './fetch-steps';
import { BodyBytes } from './body-bytes';
import type { FetchFailure, FetchRecord } from './fetch-record';
import type { OffSite, SiteBoundary } from './site-boundary';
import { MAX_REDIRECTS, type SiteCaps, type SiteIo, type SiteResponse } from './site-fetch';

export interface Fetched {
  record: FetchRecord;
  body?: Uint8Array;
}

export class SiteFileFetcher {
  /** Body bytes received by every fetch of the read so far. */
  receivedBytes = 0;

  constructor(
    private readonly io: SiteIo,
    private readonly caps: SiteCaps,
    private readonly boundary: SiteBoundary,
    private readonly readDeadline: number,
  ) {}

  async fetch(url: string, purpose: FetchRecord['purpose'], listedIn?: string): Promise<Fetched> {
    const started = this.io.now();
    // One file's time cap covers its redirects, its retries and its body; the read's deadline caps them all.
    const isReadDeadlineFirst = this.readDeadline < started + this.caps.timeoutMs;
    const deadline = Math.min(started + this.caps.timeoutMs, this.readDeadline);
    const timeUp: FetchFailure = isReadDeadlineFirst ? 'deadline' : 'timeout';
    const attempt: Attempt = { url, purpose, listedIn, started, redirects: [], retries: 0 };
    const { redirects } = attempt;
    let current = url;
    const record = (response: SiteResponse | null, extra: Partial<FetchRecord>): FetchRecord =>
      fetchRecord(attempt, this.io.now(), response, extra);
    for (;;) {
      if (this.io.now() >= deadline) return { record: record(null, { failure: timeUp }) };
      let response: SiteResponse;
      try {
        response = await this.io.fetch(current, Math.ceil(deadline - this.io.now()));
      } catch (error) {
        const failure = failureOf(error, this.io.now() >= deadline, timeUp);
        return { record: record(null, { failure, ...errorCodeOf(error) }) };
      }
      // A browser follows redirects itself: it says where it landed.
      if (response.url && response.url !== current) redirects.push(response.url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await cancelBody(response);
        const next = resolve(location, current);
        const failure = redirectFailure(next, attempt, this.boundary);
        if (next !== null) redirects.push(next);
        if (failure) return { record: record(response, { failure }) };
        current = next!;
        continue;
      }
      const wait = retryWait(response, attempt.retries, this.caps);
      if (wait !== undefined && this.io.now() + wait < deadline) {
        await cancelBody(response);
        attempt.retries++;
        await this.io.sleep(wait);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        await cancelBody(response);
        return { record: record(response, { failure: 'http-status' }) };
      }
      const body = await this.readBody(response, deadline, timeUp);
      // A robots.txt past the byte cap is read as far as the cap, as a crawler reads its
      // first 500 KiB (RFC 9309 §2.5): the rules before the cut still hold.
      if ('failure' in body && !(purpose === 'robots' && body.failure === 'file-bytes-cap'))
        return {
          record: record(response, {
            bytes: body.bytes.length,
            failure: body.failure,
            ...(body.errorCode ? { errorCode: body.errorCode } : {}),
          }),
        };
      const isGzip = body.bytes[0] === 0x1f && body.bytes[1] === 0x8b;
      return {
        record: record(response, { bytes: body.bytes.length, isGzip, isCut: 'failure' in body }),
        body: body.bytes,
      };
    }
  }

  private async readBody(
    response: SiteResponse,
    deadline: number,
    timeUp: FetchFailure,
  ): Promise<{ bytes: Uint8Array; failure?: FetchFailure; errorCode?: string }> {
    // No body outgrows its file's cap or what is left of the read's.
    const body = new BodyBytes(
      Math.min(this.caps.maxFileBytes, this.caps.maxTotalBytes - this.receivedBytes),
    );
    let failure: FetchFailure | undefined;
    let errorCode: string | undefined;
    const reader = response.body?.getReader();
    while (reader) {
      let chunk: { done: boolean; value?: Uint8Array };
      try {
        chunk = await reader.read();
      } catch (error) {
        failure = failureOf(error, this.io.now() >= deadline, timeUp, 'body-cut');
        errorCode = errorCodeOf(error).errorCode;
        break;
      }
      if (chunk.done) break;
      let value = chunk.value ?? new Uint8Array(0);
      const room = Math.min(
        this.caps.maxFileBytes - body.size,
        this.caps.maxTotalBytes - this.receivedBytes,
      );
      failure =
        value.length > room
          ? body.size + value.length > this.caps.maxFileBytes
            ? 'file-bytes-cap'
            : 'total-bytes-cap'
          : this.io.now() > deadline
            ? timeUp
            : undefined;
      if (value.length > room) value = value.subarray(0, Math.max(0, room));
      this.receivedBytes += value.length;
      body.push(value);
      if (failure) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
    const bytes = body.bytes();
    return failure ? { bytes, failure, ...(errorCode ? { errorCode } : {}) } : { bytes };
  }
}

/** One file's fetch so far: what its record reports. */
interface Attempt {
  readonly url: string;
  readonly purpose: FetchRecord['purpose'];
  readonly listedIn: string | undefined;
  readonly started: number;
  /** Where it was sent on, in order (a browser's own redirects included). */
  readonly redirects: string[];
  retries: number;
}

function fetchRecord(
  attempt: Attempt,
  now: number,
  response: SiteResponse | null,
  extra: Partial<FetchRecord>,
): FetchRecord {
  const { url, purpose, listedIn, redirects, retries } = attempt;
  return {
    url,
    purpose,
    ...(listedIn !== undefined ? { listedIn } : {}),
    status: response?.status ?? null,
    redirects,
    bytes: 0,
    contentType: response?.headers.get('content-type') ?? null,
    lastModified: response?.headers.get('last-modified') ?? null,
    etag: response?.headers.get('etag') ?? null,
    elapsedMs: Math.round(now - attempt.started),
    retries,
    isGzip: false,
    isInflateCut: false,
    isCut: false,
    ...extra,
  };
}

/** Why a redirect to `next` (null: not a URL) is not followed, or undefined to follow it. */
function redirectFailure(
  next: string | null,
  attempt: Attempt,
  boundary: SiteBoundary,
): FetchFailure | undefined {
  if (next === null) return 'http-status';
  if (next === attempt.url || attempt.redirects.includes(next)) return 'redirect-loop';
  if (attempt.redirects.length >= MAX_REDIRECTS) return 'too-many-redirects';
  return offSiteFailure(boundary.check(new URL(next)));
}

function offSiteFailure(offSite: OffSite | undefined): FetchFailure | undefined {
  switch (offSite) {
    case 'not-http':
      return 'not-http-redirect';
    case 'other-host':
      return 'other-host-redirect';
    case 'private-address':
      return 'private-address';
    case undefined:
      return undefined;
  }
}

/**
 * The code the fetch gave with its error (Node: `ECONNREFUSED`, `ENOTFOUND`,
 * `UND_ERR_HEADERS_OVERFLOW`… on the error or its `cause`), so a refused connection is told
 * from an answer that was not HTTP. Only a code's shape is kept: never a message's text.
 */
function errorCodeOf(error: unknown): { errorCode?: string } {
  const codeOf = (value: unknown): unknown => (value as { code?: unknown } | null)?.code;
  const code = codeOf((error as { cause?: unknown } | null)?.cause) ?? codeOf(error);
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,47}$/.test(code) ? { errorCode: code } : {};
}

/** The absolute address, without its fragment; null when it is not a URL. */
export function resolve(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}
