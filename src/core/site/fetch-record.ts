/**
 * What one fetch of the site reader got: the evidence beside the report, so a reader can
 * tell a missing child from a slow one, and see the server's own `Last-Modified` / `ETag`
 * (docs/lastmod.md says how they bear on the lastmod verdict).
 */

/** Why a fetch gave no usable body. */
export type FetchFailure =
  /** No HTTP answer: connection refused, DNS, TLS, or the fetch rejected. */
  | 'network'
  /** The request, body included, took longer than the time cap. */
  | 'timeout'
  /** More than five redirects in a row (RFC 9309 §2.3.1.2). */
  | 'too-many-redirects'
  /** A redirect back to an address already visited in the same chain. */
  | 'redirect-loop'
  /** A redirect to another host, without `followHosts`. */
  | 'other-host-redirect'
  /** A status other than 2xx. */
  | 'http-status'
  /** The body passed the per-file byte cap. */
  | 'file-bytes-cap'
  /** The body passed what was left of the cap on all bytes. */
  | 'total-bytes-cap';

export interface FetchRecord {
  /** The address asked for (as the robots.txt or index wrote it). */
  readonly url: string;
  readonly purpose: 'robots' | 'sitemap';
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
  readonly failure?: FetchFailure;
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
    /** Not an absolute http(s) URL. */
    | 'not-a-url'
    /** The page reading the site may not read another origin (the bookmarklet). */
    | 'other-origin';
}
