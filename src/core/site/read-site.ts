/**
 * Reads a site the way a crawler finds its sitemaps: `/robots.txt` of the origin (RFC 9309
 * §2.3: its status decides what a crawler may do, src/core/robots/analyses/http-status.ts), then each
 * `Sitemap:` line, or `/sitemap.xml` when there is none, then every index's children,
 * recursively; each address is fetched once, so an index listing itself ends there.
 *
 * Nothing here can hang or grow without bound: every request has a time cap (body
 * included), every body a byte cap, the whole read a file and a byte cap, redirects stop
 * after five, and an index is followed for at most 50,000 children. Gzip is decided from
 * the bytes (1F 8B), never from the name or the headers. The fetch is injected, so the
 * command line (Node) and the bookmarklet (a browser, on the site itself) share this code.
 */
import type { FetchFailure, FetchRecord, NotFetched } from './fetch-record';
import { indexChildUrls, isSitemapIndex, robotsSitemapUrls } from './site-links';
import {
  MAX_CHILDREN_PER_INDEX,
  MAX_NOT_FETCHED_LISTED,
  MAX_REDIRECTS,
  type SiteCaps,
  type SiteIo,
  type SiteResponse,
} from './site-fetch';
import { createHostLimiter } from './host-limiter';

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
}

export interface ReadSiteOptions {
  /** Why a sitemap on another origin is not fetched: the command line says `other-host`, the bookmarklet `other-origin`. */
  readonly otherOrigin?: 'other-host' | 'other-origin';
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
  const origin = new URL(siteUrl).origin;
  const robotsUrl = `${origin}/robots.txt`;
  const limit = createHostLimiter(caps.concurrency);
  const results: { place: TreePlace; fetched: Fetched }[] = [];
  const notFetched: NotFetched[] = [];
  let notFetchedMore = 0;
  let receivedBytes = 0;
  let filesTaken = 0;
  const seen = new Set<string>();

  const skip = (entry: NotFetched) => {
    if (notFetched.length < MAX_NOT_FETCHED_LISTED) notFetched.push(entry);
    else notFetchedMore++;
  };

  async function fetchOne(url: string, purpose: FetchRecord['purpose'], listedIn?: string) {
    const started = io.now();
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
      ...extra,
    });
    for (;;) {
      const hopStarted = io.now();
      let response: SiteResponse;
      try {
        response = await io.fetch(current, caps.timeoutMs);
      } catch (error) {
        return { record: record(null, { failure: failureOf(error, io.now() - hopStarted, caps) }) };
      }
      // A browser follows redirects itself: it says where it landed.
      if (response.url && response.url !== current) redirects.push(response.url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.getReader().cancel();
        const next = resolve(location, current);
        const failure: FetchFailure | undefined =
          next === null
            ? 'http-status'
            : next === url || redirects.includes(next)
              ? 'redirect-loop'
              : redirects.length >= MAX_REDIRECTS
                ? 'too-many-redirects'
                : purpose === 'sitemap' && !caps.followHosts && originOf(next) !== origin
                  ? 'other-host-redirect'
                  : undefined;
        if (next !== null) redirects.push(next);
        if (failure) return { record: record(response, { failure }) };
        current = next!;
        continue;
      }
      const wait = retryWait(response, retries, caps);
      if (wait !== undefined) {
        await response.body?.getReader().cancel();
        retries++;
        await io.sleep(wait);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.getReader().cancel();
        return { record: record(response, { failure: 'http-status' }) };
      }
      const body = await readBody(response, hopStarted);
      if ('failure' in body)
        return { record: record(response, { bytes: body.bytes, failure: body.failure }) };
      const isGzip = body.bytes[0] === 0x1f && body.bytes[1] === 0x8b;
      return {
        record: record(response, { bytes: body.bytes.length, isGzip }),
        body: body.bytes,
      };
    }
  }

  async function readBody(
    response: SiteResponse,
    hopStarted: number,
  ): Promise<{ bytes: Uint8Array } | { bytes: number; failure: FetchFailure }> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    while (reader) {
      let chunk: { done: boolean; value?: Uint8Array };
      try {
        chunk = await reader.read();
      } catch (error) {
        return { bytes: size, failure: failureOf(error, io.now() - hopStarted, caps) };
      }
      if (chunk.done) break;
      const value = chunk.value ?? new Uint8Array(0);
      size += value.length;
      receivedBytes += value.length;
      const failure: FetchFailure | undefined =
        size > caps.maxFileBytes
          ? 'file-bytes-cap'
          : receivedBytes > caps.maxTotalBytes
            ? 'total-bytes-cap'
            : io.now() - hopStarted > caps.timeoutMs
              ? 'timeout'
              : undefined;
      if (failure) {
        await reader.cancel().catch(() => undefined);
        return { bytes: size, failure };
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return { bytes };
  }

  /** The addresses a fetched body lists, read from its inflated text. */
  async function listedUrls(fetched: Fetched): Promise<{ urls: string[]; more: number }> {
    if (!fetched.body) return { urls: [], more: 0 };
    let bytes = fetched.body;
    if (fetched.record.isGzip) {
      const inflated = await io.gunzip(bytes, caps.maxFileBytes);
      bytes = inflated.bytes;
      if (inflated.isCut) fetched.record = { ...fetched.record, isInflateCut: true };
    }
    const text = new TextDecoder().decode(bytes);
    if (fetched.record.purpose === 'robots') return { urls: robotsSitemapUrls(text), more: 0 };
    return isSitemapIndex(text)
      ? indexChildUrls(text, MAX_CHILDREN_PER_INDEX)
      : { urls: [], more: 0 };
  }

  async function visit(listed: string, listedIn: string, place: TreePlace): Promise<void> {
    const url = resolve(listed, listedIn);
    const reason: NotFetched['reason'] | undefined =
      url === null || !/^https?:$/.test(new URL(url).protocol)
        ? 'not-a-url'
        : originOf(url) !== origin && !caps.followHosts
          ? (options.otherOrigin ?? 'other-host')
          : undefined;
    if (reason) return skip({ url: listed, listedIn, reason });
    if (seen.has(url!)) return;
    if (filesTaken >= caps.maxFiles) return skip({ url: url!, listedIn, reason: 'file-cap' });
    if (receivedBytes >= caps.maxTotalBytes)
      return skip({ url: url!, listedIn, reason: 'total-bytes-cap' });
    seen.add(url!);
    filesTaken++;
    const fetched = await limit(originOf(url!), () => fetchOne(url!, 'sitemap', listedIn));
    for (const redirect of fetched.record.redirects) seen.add(redirect);
    const children = await listedUrls(fetched);
    results.push({ place, fetched });
    if (children.more > 0) {
      // Named once, by the index: its children past the 50,000th are counted only.
      skip({ url: url!, listedIn, reason: 'index-cap' });
      notFetchedMore += children.more;
    }
    await Promise.all(children.urls.map((child, i) => visit(child, url!, [...place, i])));
  }

  const robots = await limit(origin, () => fetchOne(robotsUrl, 'robots'));
  results.push({ place: [0], fetched: robots });
  const listed = await listedUrls(robots);
  seen.add(robotsUrl);
  const starts = listed.urls.length ? listed.urls : [`${origin}/sitemap.xml`];
  await Promise.all(starts.map((url, i) => visit(url, robotsUrl, [1, i])));

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
  };
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
 * How long to wait before asking again, for a 429 or 503 that says (RFC 9110 §10.2.3:
 * seconds or an HTTP date); undefined when it is not to be retried. A wait longer than
 * one request may take is not waited for.
 */
function retryWait(response: SiteResponse, retries: number, caps: SiteCaps): number | undefined {
  if ((response.status !== 429 && response.status !== 503) || retries >= caps.retries)
    return undefined;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  if (Number.isNaN(ms) || ms > caps.timeoutMs) return undefined;
  return Math.max(0, ms);
}

function failureOf(error: unknown, elapsedMs: number, caps: SiteCaps): FetchFailure {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError' || elapsedMs >= caps.timeoutMs
    ? 'timeout'
    : 'network';
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
