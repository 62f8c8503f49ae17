/**
 * Reads a site the way a crawler finds its sitemaps: `/robots.txt` of the origin (RFC 9309
 * §2.3: its status decides what a crawler may do, src/core/robots/analyses/http-status.ts), then each
 * `Sitemap:` line, or `/sitemap.xml` when there is none, then every index's children,
 * recursively; each address is fetched once, so an index listing itself ends there.
 *
 * Nothing here can hang or grow without bound: every file has a time cap (redirects, retries
 * and body included), the whole read a deadline, every body a byte cap, the whole read a
 * file and a byte cap, redirects stop after five, and an index is followed for at most
 * 50,000 children. Nothing the site serves leaves the site the user named
 * (site-boundary.ts): a redirect elsewhere is reported, not followed. Gzip is decided from
 * the bytes (1F 8B), never from the name or the headers, and a gzip child is inflated only
 * as far as needed to tell an index. The fetch is injected, so the command line (Node) and
 * the bookmarklet (a browser, on the site itself) share this code.
 */
import type { FetchFailure, FetchRecord, NotFetched } from './fetch-record';
import { indexChildUrls, isSitemapIndex, isSitemapLike, robotsSitemapUrls } from './site-links';
import {
  ChildChooser,
  FOLLOW_EVERY_CHILD,
  type ChildChoice,
  type ChildPattern,
} from './child-choice';
import { DISCOVER_PATHS } from './discover-paths';
import {
  MAX_CHILDREN_PER_INDEX,
  MAX_NOT_FETCHED_LISTED,
  MAX_REDIRECTS,
  OffSiteAddressError,
  SNIFF_BYTES,
  type SiteCaps,
  type SiteIo,
  type SiteResponse,
} from './site-fetch';
import { createHostLimiter } from './host-limiter';
import { siteBoundary, type OffSite } from './site-boundary';
import { retryAfterMs } from './retry-after';
import { BodyBytes } from './body-bytes';

/** A body fetched, named by the address it was asked for. */
export interface SiteFile {
  readonly url: string;
  readonly bytes: Uint8Array;
}

export interface SiteRead {
  readonly robotsUrl: string;
  /** What a crawler goes by (robotsStatusMeaning): the final status, or `unreachable`. */
  readonly robotsStatus: number | 'unreachable';
  /** In the order a reader meets them: robots.txt, then each sitemap before its children. */
  readonly files: readonly SiteFile[];
  readonly fetches: readonly FetchRecord[];
  readonly notFetched: readonly NotFetched[];
  /** Sitemaps not fetched beyond those listed in `notFetched`. */
  readonly notFetchedMore: number;
  /** `--follow` / `--skip` patterns that matched no index's child. */
  readonly unmatchedPatterns: readonly ChildPattern[];
}

export interface ReadSiteOptions {
  /** Why a sitemap on another origin is not fetched: the command line says `other-host`, the bookmarklet `other-origin`. */
  readonly otherOrigin?: 'other-host' | 'other-origin';
  /** With no `Sitemap:` line, try the common places (discover-paths.ts) instead of `/sitemap.xml` alone. */
  readonly discover?: boolean;
  /** Which children of an index to follow (`--follow`, `--skip`); every one by default. */
  readonly children?: ChildChoice;
}

interface Fetched {
  record: FetchRecord;
  body?: Uint8Array;
}

/** Where a fetch sits in the tree of listings (robots.txt first), to order the results. */
type TreePlace = readonly number[];

export async function readSite(
  siteUrl: string,
  io: SiteIo,
  caps: SiteCaps,
  options: ReadSiteOptions = {},
): Promise<SiteRead> {
  const site = new URL(siteUrl);
  const origin = site.origin;
  const boundary = siteBoundary(site, caps.followHosts);
  const robotsUrl = `${origin}/robots.txt`;
  const limit = createHostLimiter(caps.concurrency, caps.ratePerSecond, io);
  const chooser = new ChildChooser(options.children ?? FOLLOW_EVERY_CHILD);
  const results: { place: TreePlace; fetched: Fetched }[] = [];
  const notFetched: NotFetched[] = [];
  let notFetchedMore = 0;
  let receivedBytes = 0;
  let filesTaken = 0;
  const seen = new Set<string>();
  const readDeadline = io.now() + caps.deadlineMs;

  const skip = (entry: NotFetched) => {
    if (notFetched.length < MAX_NOT_FETCHED_LISTED) notFetched.push(entry);
    else notFetchedMore++;
  };

  async function fetchOne(url: string, purpose: FetchRecord['purpose'], listedIn?: string) {
    const started = io.now();
    // One file's time cap covers its redirects, its retries and its body; the read's deadline caps them all.
    const isReadDeadlineFirst = readDeadline < started + caps.timeoutMs;
    const deadline = Math.min(started + caps.timeoutMs, readDeadline);
    const timeUp: FetchFailure = isReadDeadlineFirst ? 'deadline' : 'timeout';
    const redirects: string[] = [];
    let retries = 0;
    let current = url;
    const record = (response: SiteResponse | null, extra: Partial<FetchRecord>): FetchRecord => ({
      url,
      purpose,
      ...(listedIn !== undefined ? { listedIn } : {}),
      status: response?.status ?? null,
      redirects,
      bytes: 0,
      contentType: response?.headers.get('content-type') ?? null,
      lastModified: response?.headers.get('last-modified') ?? null,
      etag: response?.headers.get('etag') ?? null,
      elapsedMs: Math.round(io.now() - started),
      retries,
      isGzip: false,
      isInflateCut: false,
      isCut: false,
      ...extra,
    });
    for (;;) {
      if (io.now() >= deadline) return { record: record(null, { failure: timeUp }) };
      let response: SiteResponse;
      try {
        response = await io.fetch(current, Math.ceil(deadline - io.now()));
      } catch (error) {
        const failure = failureOf(error, io.now() >= deadline, timeUp);
        return { record: record(null, { failure, ...errorCodeOf(error) }) };
      }
      // A browser follows redirects itself: it says where it landed.
      if (response.url && response.url !== current) redirects.push(response.url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await cancelBody(response);
        const next = resolve(location, current);
        const failure: FetchFailure | undefined =
          next === null
            ? 'http-status'
            : next === url || redirects.includes(next)
              ? 'redirect-loop'
              : redirects.length >= MAX_REDIRECTS
                ? 'too-many-redirects'
                : offSiteFailure(boundary.check(new URL(next)));
        if (next !== null) redirects.push(next);
        if (failure) return { record: record(response, { failure }) };
        current = next!;
        continue;
      }
      const wait = retryWait(response, retries, caps);
      if (wait !== undefined && io.now() + wait < deadline) {
        await cancelBody(response);
        retries++;
        await io.sleep(wait);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        await cancelBody(response);
        return { record: record(response, { failure: 'http-status' }) };
      }
      const body = await readBody(response, deadline, timeUp);
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

  async function readBody(
    response: SiteResponse,
    deadline: number,
    timeUp: FetchFailure,
  ): Promise<{ bytes: Uint8Array; failure?: FetchFailure; errorCode?: string }> {
    // No body outgrows its file's cap or what is left of the read's.
    const body = new BodyBytes(Math.min(caps.maxFileBytes, caps.maxTotalBytes - receivedBytes));
    let failure: FetchFailure | undefined;
    let errorCode: string | undefined;
    const reader = response.body?.getReader();
    while (reader) {
      let chunk: { done: boolean; value?: Uint8Array };
      try {
        chunk = await reader.read();
      } catch (error) {
        failure = failureOf(error, io.now() >= deadline, timeUp, 'body-cut');
        errorCode = errorCodeOf(error).errorCode;
        break;
      }
      if (chunk.done) break;
      let value = chunk.value ?? new Uint8Array(0);
      const room = Math.min(caps.maxFileBytes - body.size, caps.maxTotalBytes - receivedBytes);
      failure =
        value.length > room
          ? body.size + value.length > caps.maxFileBytes
            ? 'file-bytes-cap'
            : 'total-bytes-cap'
          : io.now() > deadline
            ? timeUp
            : undefined;
      if (value.length > room) value = value.subarray(0, Math.max(0, room));
      receivedBytes += value.length;
      body.push(value);
      if (failure) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
    const bytes = body.bytes();
    return failure ? { bytes, failure, ...(errorCode ? { errorCode } : {}) } : { bytes };
  }

  /** The addresses a fetched body lists, read from its bytes (inflated only as far as needed). */
  async function listedUrls(fetched: Fetched): Promise<{ urls: string[]; more: number }> {
    if (!fetched.body) return { urls: [], more: 0 };
    let bytes = fetched.body;
    if (fetched.record.isGzip) {
      // The first bytes tell an index from a urlset: a 50 MB urlset is not inflated to learn it.
      const head = await io.gunzip(bytes, SNIFF_BYTES);
      if (fetched.record.purpose === 'sitemap' && !isSitemapIndex(head.bytes))
        return { urls: [], more: 0 };
      if (fetched.record.purpose === 'discover' && !isSitemapIndex(head.bytes))
        return { urls: [], more: 0 };
      const inflated = head.isCut ? await io.gunzip(bytes, caps.maxFileBytes) : head;
      bytes = inflated.bytes;
      if (inflated.isCut) fetched.record = { ...fetched.record, isInflateCut: true };
    }
    if (fetched.record.purpose === 'robots') return { urls: robotsSitemapUrls(bytes), more: 0 };
    return isSitemapIndex(bytes)
      ? indexChildUrls(bytes, MAX_CHILDREN_PER_INDEX)
      : { urls: [], more: 0 };
  }

  /** Why no more can be fetched now (a cap reached), or undefined. */
  function capReached(): NotFetched['reason'] | undefined {
    if (filesTaken >= caps.maxFiles) return 'file-cap';
    if (receivedBytes >= caps.maxTotalBytes) return 'total-bytes-cap';
    if (io.now() >= readDeadline) return 'deadline';
    return undefined;
  }

  async function visit(
    listed: string,
    listedIn: string,
    place: TreePlace,
    isIndexChild: boolean,
  ): Promise<void> {
    const url = resolve(listed, listedIn);
    const reason: NotFetched['reason'] | undefined =
      url === null
        ? 'not-a-url'
        : notFetchedReason(boundary.check(new URL(url)), options.otherOrigin ?? 'other-host');
    // Every child counts for its patterns, one off the site or met twice too.
    const notChosen = isIndexChild && url !== null ? chooser.choose(url) : undefined;
    if (reason) return skip({ url: url ?? listed, listedIn, reason });
    if (seen.has(url!)) return;
    if (notChosen) return skip({ url: url!, listedIn, ...notChosen });
    const stop = capReached();
    if (stop) return skip({ url: url!, listedIn, reason: stop });
    seen.add(url!);
    filesTaken++;
    const fetched = await limit(originOf(url!), () => fetchOne(url!, 'sitemap', listedIn));
    await followChildren(fetched, url!, listedIn, place);
  }

  async function followChildren(
    fetched: Fetched,
    url: string,
    listedIn: string,
    place: TreePlace,
  ): Promise<void> {
    for (const redirect of fetched.record.redirects) seen.add(redirect);
    const children = await listedUrls(fetched);
    results.push({ place, fetched });
    if (children.more > 0) {
      // Named once, by the index: its children past the 50,000th are counted only.
      skip({ url, listedIn, reason: 'index-cap' });
      notFetchedMore += children.more;
    }
    await Promise.all(children.urls.map((child, i) => visit(child, url, [...place, i], true)));
  }

  /**
   * A common place tried (`--discover`): kept, and followed when an index, only when what it
   * answered is a sitemap; anything else (a 404, the home page's HTML) is reported as tried.
   */
  async function discover(url: string, place: TreePlace): Promise<void> {
    if (seen.has(url)) return;
    const stop = capReached();
    if (stop) return skip({ url, listedIn: robotsUrl, reason: stop });
    seen.add(url);
    filesTaken++;
    const fetched: Fetched = await limit(originOf(url), () => fetchOne(url, 'discover'));
    if (fetched.body) {
      const head = fetched.record.isGzip
        ? (await io.gunzip(fetched.body, SNIFF_BYTES)).bytes
        : fetched.body;
      const isSitemap = isSitemapLike(head);
      fetched.record = { ...fetched.record, isSitemap };
      if (!isSitemap) delete fetched.body;
    }
    await followChildren(fetched, url, robotsUrl, place);
  }

  const robots = await limit(origin, () => fetchOne(robotsUrl, 'robots'));
  results.push({ place: [0], fetched: robots });
  const listed = await listedUrls(robots);
  seen.add(robotsUrl);
  if (listed.urls.length === 0 && options.discover)
    await Promise.all(DISCOVER_PATHS.map((path, i) => discover(`${origin}${path}`, [1, i])));
  else {
    const starts = listed.urls.length ? listed.urls : [`${origin}/sitemap.xml`];
    await Promise.all(starts.map((url, i) => visit(url, robotsUrl, [1, i], false)));
  }

  results.sort((a, b) => comparePlaces(a.place, b.place));
  return {
    robotsUrl,
    robotsStatus: robotsStatusOf(robots.record),
    files: results.flatMap(({ fetched }) =>
      fetched.body ? [{ url: fetched.record.url, bytes: fetched.body }] : [],
    ),
    fetches: results.map(({ fetched }) => fetched.record),
    notFetched,
    notFetchedMore,
    unmatchedPatterns: chooser.unmatchedPatterns(),
  };
}

async function cancelBody(response: SiteResponse): Promise<void> {
  await response.body
    ?.getReader()
    .cancel()
    .catch(() => undefined);
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

function notFetchedReason(
  offSite: OffSite | undefined,
  otherOrigin: 'other-host' | 'other-origin',
): NotFetched['reason'] | undefined {
  switch (offSite) {
    case 'not-http':
      return 'not-a-url';
    case 'other-host':
      return otherOrigin;
    case 'private-address':
      return 'private-address';
    case undefined:
      return undefined;
  }
}

/**
 * What a crawler takes the robots.txt answer to be. Google's rule for a redirect chain cut
 * short (robotsStatusTexts `google-3xx`): treated as missing, so as a 404.
 */
function robotsStatusOf(record: FetchRecord): number | 'unreachable' {
  if (record.failure === 'too-many-redirects' || record.failure === 'redirect-loop') return 404;
  if (record.status === null || record.failure === 'timeout') return 'unreachable';
  return record.status;
}

/**
 * How long to wait before asking again, for a 429 or 503 that says when (retry-after.ts);
 * undefined when it is not to be retried. A wait longer than one request may take is not
 * waited for.
 */
function retryWait(response: SiteResponse, retries: number, caps: SiteCaps): number | undefined {
  if ((response.status !== 429 && response.status !== 503) || retries >= caps.retries)
    return undefined;
  // An HTTP-date is wall-clock time; `io.now` is a monotonic clock for durations.
  const ms = retryAfterMs(response.headers.get('retry-after'), Date.now());
  return ms === undefined || ms > caps.timeoutMs ? undefined : ms;
}

/**
 * Why a fetch or its body failed. The deadline decides first: an abort when time is up is
 * the time cap, whatever the error is called. A body that ends in an error before it is
 * whole is `body-cut`; a request that never got an answer is `network`.
 */
function failureOf(
  error: unknown,
  isTimeUp: boolean,
  timeUp: FetchFailure,
  otherwise: FetchFailure = 'network',
): FetchFailure {
  if (error instanceof OffSiteAddressError) return 'private-address';
  const name = (error as { name?: unknown } | null)?.name;
  return isTimeUp || name === 'TimeoutError' || name === 'AbortError' ? timeUp : otherwise;
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
function resolve(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function comparePlaces(a: TreePlace, b: TreePlace): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
