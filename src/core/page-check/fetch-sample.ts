/**
 * The page check's fetching, apart from its sampling and judging: each sampled URL asked of
 * the named site under the site's rules, or the reason it was not. The command line runs it
 * on its own sample (check-pages.ts); the bookmarklet runs it on the site's own origin on the
 * sample the inspector drew from the same sitemaps (src/ui/bookmarklet/take-pages.ts), so
 * both hand the same records to the one judge (judge-pages.ts).
 *
 * The site's rules come first: a page its robots.txt refuses to the tool's product token is
 * `blocked-by-robots` and never fetched (page-permission.ts); a page off the named site is
 * not fetched either; every page waits its turn under the pace (`concurrency`,
 * `ratePerSecond`), and the whole check has the caps' deadline and byte cap. Nothing here
 * decides where a request goes but the sample, which only holds sitemap URLs.
 */
import { MAX_PAGE_BYTES } from '../page/page-limits';
import { createHostLimiter } from '../site/host-limiter';
import { siteBoundary } from '../site/site-boundary';
import type { SiteCaps, SiteIo } from '../site/site-fetch';
import { fetchPage } from './fetch-page';
import type { PageNotRead, PageRecord } from './judge-pages';
import { pagePermissions, type RobotsAnswer } from './page-permission';
import type { SampleStratum } from './page-sample';

/** A sampled sitemap URL, with its lastmod as written and the stratum that chose it. */
export interface SampledPage {
  readonly url: string;
  readonly lastmod: string | null;
  readonly stratum: SampleStratum;
}

export interface SampleFetchOptions {
  /** The named site: pages on another origin are not fetched. */
  readonly siteUrl: string;
  /** The User-Agent sent (or, where the fetch cannot set it, the product token): what robots.txt is read for. */
  readonly userAgent: string;
  readonly robots: RobotsAnswer;
  /** Time per page, pace, retries, the deadline and the bytes in all. */
  readonly caps: SiteCaps;
}

/** What each sampled page answered, in the sample's order. */
export async function fetchSample(
  sample: readonly SampledPage[],
  io: SiteIo,
  options: SampleFetchOptions,
): Promise<PageRecord[]> {
  const permission = pagePermissions(options.robots, options.userAgent);
  const site = new URL(options.siteUrl);
  const boundary = siteBoundary(site, false);
  const limit = createHostLimiter(options.caps.concurrency, options.caps.ratePerSecond, io);
  const deadline = io.now() + options.caps.deadlineMs;
  let bytesLeft = options.caps.maxTotalBytes;
  const fetchOne = async ({ url, lastmod, stratum }: SampledPage): Promise<PageRecord> => {
    const base = { url, lastmod, stratum };
    const address = URL.canParse(url) ? new URL(url) : undefined;
    if (address?.origin !== site.origin || boundary.check(address))
      return notRead(base, 'other-host');
    const allowed = permission(url);
    if (!allowed.allowed)
      return {
        ...base,
        status: null,
        headers: {},
        robotsLine: allowed.reason === 'disallowed' ? allowed.line : 0,
      };
    if (bytesLeft <= 0) return notRead(base, 'total-bytes-cap');
    const fetched = await limit(site.origin, () =>
      fetchPage(url, io, {
        timeoutMs: options.caps.timeoutMs,
        deadline,
        // One byte past the reader's cap, so that the reader says the page was cut.
        maxBytes: Math.min(MAX_PAGE_BYTES + 1, Math.max(1, bytesLeft)),
        retries: options.caps.retries,
      }),
    );
    bytesLeft -= fetched.body?.length ?? 0;
    return {
      ...base,
      status: fetched.status,
      headers: fetched.headers,
      ...(fetched.body ? { body: fetched.body } : {}),
      ...(fetched.failure || !fetched.body ? { notRead: fetched.failure ?? 'network' } : {}),
    };
  };
  return Promise.all(sample.map(fetchOne));
}

function notRead(base: SampledPage, reason: PageNotRead): PageRecord {
  return { ...base, status: null, headers: {}, notRead: reason };
}
