/**
 * The page check's two messages between the inspector tab and the bookmarklet, after the
 * files (site-message.ts): the tab sends the sample it drew from the site's sitemaps as the
 * command line draws it (`pageSample` in the worker), with a fresh nonce; the bookmarklet
 * fetches those pages on the site's own origin (take-pages.ts) and answers with what each
 * page answered and that nonce. Light on purpose: the bookmarklet carries this module.
 *
 * The bookmarklet runs in the site's realm, so a site can answer for it: the pages it sends
 * are the site's word about its own pages, as its sitemaps are. The tab takes one answer per
 * sample, only from its opener's origin, only for the URLs it asked (site-pages-check.ts),
 * and the worker checks every field as it checks a saved pages.json.
 */
import { DEFAULT_SITE_CAPS, type SiteCaps } from '../../core/site/site-fetch';
import type { SampledPage } from '../../core/page-check/fetch-sample';

export const SAMPLE_MESSAGE = 'sitemap-inspector:sample';
export const PAGES_MESSAGE = 'sitemap-inspector:pages';

/** Pages a hand-over checks at most: a sample, not a crawl. */
export const MAX_SITE_PAGES = 100;

/**
 * The pace and caps of the bookmarklet's page fetches: one request at a time, two a second at
 * most (the user's own browser, on the site they are visiting, at a reader's pace), each page
 * within 15 s, all of them within 2.5 minutes (100 pages at that pace take under one).
 */
export const SITE_PAGE_CAPS: SiteCaps = {
  ...DEFAULT_SITE_CAPS,
  concurrency: 1,
  ratePerSecond: 2,
  timeoutMs: 15_000,
  deadlineMs: 150_000,
  maxTotalBytes: 64 * 1024 * 1024,
  retries: 1,
};

/** The tab's request: fetch these pages, answer with this nonce. */
export interface SiteSampleMessage {
  readonly type: typeof SAMPLE_MESSAGE;
  readonly nonce: string;
  readonly pages: readonly SampledPage[];
}

/** What one sampled page answered, or why it was not asked (core/page-check/judge-pages.ts). */
export interface SitePageAnswer {
  readonly url: string;
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string>>;
  /** The body read, cut one byte past the page reader's cap; transferred. */
  readonly body?: ArrayBuffer;
  readonly notRead?: string;
  readonly robotsLine?: number;
}

/** The bookmarklet's answer, in the sample's order. */
export interface SitePagesMessage {
  readonly type: typeof PAGES_MESSAGE;
  readonly nonce: string;
  readonly pages: readonly SitePageAnswer[];
}
