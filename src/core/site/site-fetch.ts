/**
 * The few members of the Fetch API (https://fetch.spec.whatwg.org/) the site reader uses,
 * typed here because core's lib is ES2022 only, and the caps it reads a site under. The
 * command line passes Node's `fetch`, the bookmarklet the browser's: both fit these shapes.
 */

import { SITEMAP_MAX_BYTES } from '../archive/inflate-limits';

export interface SiteBodyReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}

export interface SiteResponse {
  readonly status: number;
  /** The address answered from: differs from the one asked when the fetch followed redirects itself. */
  readonly url: string;
  /**
   * `opaqueredirect` when a browser asked with `redirect: 'manual'` got a redirect: it says
   * no more (status 0, no Location), Fetch §4.3 "opaque-redirect filtered response".
   */
  readonly type?: string;
  readonly headers: { get(name: string): string | null };
  readonly body: { getReader(): SiteBodyReader } | null;
}

/**
 * One GET. It must give up (reject, or end the body with an error) once `timeoutMs` has
 * passed since it was called, the body included, and it must not follow redirects when it
 * can hand them back (Node: `redirect: 'manual'`); a browser follows them itself and reports
 * where it landed in `url`.
 */
export type SiteFetch = (url: string, timeoutMs: number) => Promise<SiteResponse>;

/** Inflates a gzip stream, stopping after `maxBytes` of output. */
export type SiteGunzip = (
  gzip: Uint8Array,
  maxBytes: number,
) => Promise<{ bytes: Uint8Array; isCut: boolean }>;

export interface SiteIo {
  readonly fetch: SiteFetch;
  readonly gunzip: SiteGunzip;
  readonly sleep: (ms: number) => Promise<void>;
  /** Milliseconds on a monotonic clock, for the fetch records' durations and the deadlines. */
  readonly now: () => number;
}

export interface SiteCaps {
  /** Sitemaps fetched in all, robots.txt not counted. */
  readonly maxFiles: number;
  /** Bytes one file may have, as received and once inflated: the protocol's 50 MB. */
  readonly maxFileBytes: number;
  /** Bytes received in all. */
  readonly maxTotalBytes: number;
  /** Milliseconds one file may take: its redirects, retries and body included. */
  readonly timeoutMs: number;
  /** Milliseconds the whole read may take; what is left then is reported, not fetched. */
  readonly deadlineMs: number;
  /** Requests at a time to one host. */
  readonly concurrency: number;
  /** Files started per second on one host: a crawler's pace, beside `concurrency`. */
  readonly ratePerSecond: number;
  /** Retries of a 429 or 503 that says when to come back (`Retry-After`). */
  readonly retries: number;
  /** Sitemaps on another host are fetched (otherwise listed as not fetched). */
  readonly followHosts: boolean;
}

export const DEFAULT_SITE_CAPS: SiteCaps = {
  maxFiles: 1000,
  maxFileBytes: SITEMAP_MAX_BYTES,
  maxTotalBytes: 1024 * 1024 * 1024,
  timeoutMs: 30_000,
  deadlineMs: 600_000,
  concurrency: 2,
  // Gentle: a small site's handful of files still reads in a second or two, and a
  // thousand-file index takes minutes rather than a burst the site's firewall notices.
  ratePerSecond: 5,
  retries: 2,
  followHosts: false,
};

/**
 * Inflated bytes enough to tell a sitemap index from a urlset (the root element, after a
 * prolog, comments and a doctype): a gzip child is inflated whole only when it is an index.
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Thrown by a fetch that refuses an address the site's name resolved to (a public name
 * pointing at a loopback or private address): the read records `private-address`.
 */
export class OffSiteAddressError extends Error {
  override readonly name = 'OffSiteAddressError';
}

/** RFC 9309 §2.3.1.2: "crawlers SHOULD follow at least five consecutive redirects". */
export const MAX_REDIRECTS = 5;

/** sitemaps.org: an index lists at most 50,000 sitemaps; more are listed as not fetched. */
export const MAX_CHILDREN_PER_INDEX = 50_000;

/** Sitemaps left unfetched are named up to this many; the rest are counted. */
export const MAX_NOT_FETCHED_LISTED = 1000;
