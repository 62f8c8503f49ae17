/**
 * What the log tally (log-tally.ts) keeps per crawler and per (crawler, path): counts by
 * status, bytes, days, first and last fetch, and robots.txt fetches.
 */
import type { CrawlerKind, CrawlerPurpose } from '../robots/analyses/crawler-model';

/** One path's fetches by one crawler. */
export interface PathTally {
  requests: number;
  /** Earliest and latest time seen (ms UTC; null: no line had a time). */
  firstTime: number | null;
  lastTime: number | null;
  readonly status: Map<number, number>;
  bytes: number;
  /** Requests that had a time. */
  dated: number;
  /**
   * Dated requests per UTC day, as flat pairs (days since the epoch, requests), kept only once
   * the path is fetched on a second day: until then every dated request fell on `firstTime`'s
   * day. A robots.txt history judges each day under the version then in force
   * (log-robots-history.ts); memory grows with the (path, day) pairs, never with the lines.
   */
  days?: number[];
}

export interface CrawlerTally {
  /** The key: the crawler's token, `unverified:<token>`, an unknown bot's token, or `other-bots`. */
  readonly key: string;
  /** The modelled crawler's kind, or `unknown-bot`. */
  readonly kind: CrawlerKind | 'unknown-bot';
  readonly operator?: string;
  readonly purpose?: CrawlerPurpose;
  requests: number;
  verified: number;
  unverified: number;
  unchecked: number;
  readonly status: Map<number, number>;
  bytes: number;
  /** Requests per UTC date (`YYYY-MM-DD`). */
  readonly days: Map<string, number>;
  readonly paths: Map<string, PathTally>;
  /** Fetches of /robots.txt and their statuses. */
  robotsTxt: { requests: number; readonly status: Map<number, number> };
}
