/**
 * The caps of one session (a tab, or one run of the command line): one budget of inflated
 * bytes for all its inputs together, and one for what the URL store holds. Each input used
 * to get a fresh inflate budget, so six 10 GB gzip bombs inflated 6 × 256 MiB, and five
 * files of 8 million URLs each filled 3.16 GB before anything stopped them.
 *
 * What is read before a cap is reached is kept; the input that reaches it gets a problem
 * (`inflate-limit`, `store-full`) and the inputs after it are read without adding URLs.
 * Forgetting an input (Remove, Clear) gives its share back.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { DEFAULT_INFLATE_LIMITS, InflateBudget } from '../../core/archive/inflate-limits';
import { DEFAULT_CRAWL_TABLE_BYTES } from '../../core/crawl/crawl-table';

export interface SessionLimits {
  /** Inflated bytes one stream (a gzip file, a zip entry) may produce. */
  readonly perStreamInflatedBytes: number;
  /** Inflated bytes all inputs of the session may produce together. */
  readonly inflatedBytes: number;
  /** URLs the store may hold. */
  readonly storeUrls: number;
  /** Bytes the store's columns may hold (estimated: see {@link storeBytes}). */
  readonly storeBytes: number;
  /** Bytes the crawl export's table may hold (estimated: src/core/crawl/crawl-table.ts). */
  readonly crawlTableBytes: number;
}

/**
 * Bytes a stored URL costs beyond its UTF-8 text, measured 2026-11-30 on 1,000,000 generated
 * URLs (test/analysis/make-urls.ts, 65.3 B of text on average): the store's arrays hold
 * 130.1 B/URL (so 65 B of columns, duplicate index included), and the JS heap and buffers
 * grew by 195.8 B/URL in all.
 */
export const STORE_BYTES_PER_ROW = 65;

/**
 * The worker's memory budget: what the tab may spend on one session before it stops keeping
 * URLs (with `store-full`, naming the file and line), instead of growing until the tab
 * fails. 2 GiB: half of the 3.96 GB at which the tab-capacity probe ran out on 2026-11-30
 * (31.4 million URLs: Chromium's `encodeInto` refuses the URL text table past 2 GiB;
 * bench/tab-capacity.ts, docs/limits.md), and a share an 8 GB laptop can give one tab.
 */
export const WORKER_MEMORY_BUDGET_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * Worker memory per byte the store's estimate counts, measured 2026-11-30 in Chromium 156 on
 * the million-URL set (bench/browser.bench.ts, load 13-17): 148 MB estimated (83 B of text +
 * 65 B a URL) against 153-299 MB of worker heap and ArrayBuffers after a GC in three ingests
 * (the columns' doubling slack, the documents, the answers' caches); the worst is used.
 */
export const WORKER_BYTES_PER_STORE_BYTE = 2.02;

/**
 * What reading itself holds on top, at its peak, measured in the same run: the worker's
 * peak was 512 MB (21 files) and 663 MB (one zip, whose compressed members are gathered
 * before inflating) against the 148 MB estimate.
 */
export const READING_PEAK_BYTES = 515 * 1000 * 1000;

/**
 * The crawl export's share of the memory budget: 128 MiB of its table's estimate, which is
 * worker memory itself (measured per row, crawl-table.ts), about 600,000 rows of 65-character
 * URLs. A crawl table is held beside a store, so its share comes out of the store's.
 */
export const CRAWL_TABLE_SHARE_BYTES = DEFAULT_CRAWL_TABLE_BYTES;

/**
 * The store's budget: 5 million URLs, a tab's worth (five times the 1,000,000 URLs the views
 * are benchmarked at), and the bytes the memory budget leaves for the store's estimate once
 * the crawl's share is set aside: (2 GiB − 515 MB − 128 MiB) / 2.02 ≈ 742 MB, which URLs of
 * up to 83 B (the measured average) reach only past 5 million; URLs of 2,000 characters
 * reach it at about 360,000.
 */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  perStreamInflatedBytes: DEFAULT_INFLATE_LIMITS.perStreamBytes,
  inflatedBytes: DEFAULT_INFLATE_LIMITS.totalBytes,
  storeUrls: 5_000_000,
  storeBytes: Math.floor(
    (WORKER_MEMORY_BUDGET_BYTES - READING_PEAK_BYTES - CRAWL_TABLE_SHARE_BYTES) /
      WORKER_BYTES_PER_STORE_BYTE,
  ),
  crawlTableBytes: CRAWL_TABLE_SHARE_BYTES,
};

/** The store's columns in bytes, estimated from its text and its row count (cheap). */
export function storeBytes(store: UrlStore): number {
  return store.textStart[store.size] + store.size * STORE_BYTES_PER_ROW;
}

export type StoreCap = 'urls' | 'bytes';

export class SessionBudget {
  readonly inflate: InflateBudget;

  constructor(readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS) {
    this.inflate = new InflateBudget({
      perStreamBytes: limits.perStreamInflatedBytes,
      totalBytes: limits.inflatedBytes,
    });
  }

  /** Which store cap is reached, if one is: no more URLs may be added then. */
  storeCapReached(store: UrlStore): StoreCap | null {
    if (store.size >= this.limits.storeUrls) return 'urls';
    if (storeBytes(store) >= this.limits.storeBytes) return 'bytes';
    return null;
  }
}
