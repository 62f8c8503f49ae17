/**
 * What one fetch of the site reader got: the evidence beside the report, so a reader can
 * tell a missing child from a slow one, and see the server's own `Last-Modified` / `ETag`
 * (docs/lastmod.md says how they bear on the lastmod verdict).
 */

/** Why a fetch gave no usable body: one list, which the type and the readers of logs share. */
export const FETCH_FAILURES = [
  /** No HTTP answer: connection refused, DNS, TLS, or the fetch rejected. */
  'network',
  /** The file, its redirects, retries and body included, took longer than its time cap. */
  'timeout',
  /** More than five redirects in a row (RFC 9309 §2.3.1.2). */
  'too-many-redirects',
  /** A redirect back to an address already visited in the same chain. */
  'redirect-loop',
  /** A redirect to another host, without `followHosts`. */
  'other-host-redirect',
  /** A redirect to an address that is not http(s): `data:`, `file:`, `javascript:`… */
  'not-http-redirect',
  /** A redirect (or a name resolving) to a loopback, private or link-local address while the site is public. */
  'private-address',
  /** The read's overall deadline passed before this file was whole. */
  'deadline',
  /** The connection closed, or the server sent what is not HTTP, before the body was whole. */
  'body-cut',
  /** A status other than 2xx. */
  'http-status',
  /** The body passed the per-file byte cap. */
  'file-bytes-cap',
  /** The body passed what was left of the cap on all bytes. */
  'total-bytes-cap',
] as const;

export type FetchFailure = (typeof FETCH_FAILURES)[number];

export interface FetchRecord {
  /** The address asked for (as the robots.txt or index wrote it). */
  readonly url: string;
  /**
   * `discover`: a common place tried because robots.txt lists no sitemap (`--discover`); an
   * answer there that is no sitemap is what was tried, not a failure of the site.
   */
  readonly purpose: 'robots' | 'sitemap' | 'discover';
  /** The robots.txt or index that listed it (none for robots.txt and the `/sitemap.xml` guess). */
  readonly listedIn?: string;
  /** The final answer's status; null when there was none. */
  readonly status: number | null;
  /** Every address redirected to, in order; the last is where the body came from. */
  readonly redirects: readonly string[];
  /** Bytes received (after any Content-Encoding the fetch undid). */
  readonly bytes: number;
  readonly contentType: string | null;
  readonly lastModified: string | null;
  readonly etag: string | null;
  /** Milliseconds from the first request to the end of the body, retries included. */
  readonly elapsedMs: number;
  /** 429 / 503 answers retried after their `Retry-After`. */
  readonly retries: number;
  /** From the bytes: gzip magic (1F 8B), whatever the name or headers say. */
  readonly isGzip: boolean;
  /** Gzip that inflated past the per-file cap: children were read from the first part only. */
  readonly isInflateCut: boolean;
  /**
   * A robots.txt longer than the per-file byte cap: its first bytes were read, as a crawler
   * reads only the first 500 KiB (RFC 9309 §2.5), and the rest was not fetched.
   */
  readonly isCut: boolean;
  readonly failure?: FetchFailure;
  /** A `discover` fetch: whether its 2xx body is a sitemap, index, feed or text sitemap (kept) or not (left out). */
  readonly isSitemap?: boolean;
  /** The fetch's own error code with a `network` or `body-cut` failure (Node: `ECONNREFUSED`, `UND_ERR_HEADERS_OVERFLOW`…). */
  readonly errorCode?: string;
}

/** A sitemap listed but not fetched, and why. */
export interface NotFetched {
  readonly url: string;
  readonly listedIn: string;
  readonly reason:
    | 'other-host'
    | 'file-cap'
    | 'total-bytes-cap'
    | 'index-cap'
    /** A loopback, private or link-local address while the site is public (site-boundary.ts). */
    | 'private-address'
    /** The read's overall deadline had passed. */
    | 'deadline'
    /** Not an absolute http(s) URL. */
    | 'not-a-url'
    /** The page reading the site may not read another origin (the bookmarklet). */
    | 'other-origin'
    /** An index's child matching a `--skip` pattern (child-choice.ts). */
    | 'skip-pattern'
    /** An index's child matching none of the `--follow` patterns given. */
    | 'no-follow-pattern';
  /** With `skip-pattern`: the first `--skip` pattern the child matched. */
  readonly pattern?: string;
}
