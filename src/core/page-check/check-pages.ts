/**
 * The page check (PRODUCT.md, "lastmod", step 2): a sample of the sitemaps' URLs
 * (page-sample.ts) fetched from the named site, then judged by judge-pages.ts, which the
 * worker also runs on a saved folder's pages: fetching is here, judging is there.
 *
 * The site's rules come first: a page its robots.txt refuses to the tool's own user agent is
 * `blocked-by-robots` and never fetched (page-permission.ts); a page off the named site is
 * not fetched either; every page waits its turn under the sitemap fetches' pace
 * (`concurrency`, `ratePerSecond`), and the whole check has the read's deadline and byte cap.
 * Nothing here decides where a request goes but the sample, which only holds sitemap URLs.
 */
import { MAX_PAGE_BYTES } from '../page/page-limits';
import { createHostLimiter } from '../site/host-limiter';
import { siteBoundary } from '../site/site-boundary';
import type { SiteCaps, SiteIo } from '../site/site-fetch';
import { fetchPage } from './fetch-page';
import { judgePages, type PageCheck, type PageNotRead, type PageRecord } from './judge-pages';
import { pagePermissions, type RobotsAnswer } from './page-permission';
import { samplePages, type SampleCandidate, type SampleStratum } from './page-sample';

export type { CheckedPage, PageCheck, PageNotRead } from './judge-pages';

/** A sitemap URL the check may sample, with its lastmod as written (W3C Datetime). */
export interface PageCandidate extends SampleCandidate {
  readonly lastmod: string | null;
}

export interface PageCheckOptions {
  /** At most this many pages. */
  readonly size: number;
  /** The named site: pages on another origin are not fetched. */
  readonly siteUrl: string;
  /** The User-Agent sent: its product token is what robots.txt is read for. */
  readonly userAgent: string;
  readonly robots: RobotsAnswer;
  /** The site read's caps: time per page, pace, retries, the deadline and the bytes in all. */
  readonly caps: SiteCaps;
  /** URLs an earlier check sampled, sampled again where still listed. */
  readonly keep?: readonly string[];
}

export async function checkPages(
  candidates: readonly PageCandidate[],
  io: SiteIo,
  options: PageCheckOptions,
): Promise<PageCheck> {
  const sample = samplePages(candidates, options.size, options.keep);
  const permission = pagePermissions(options.robots, options.userAgent);
  const site = new URL(options.siteUrl);
  const boundary = siteBoundary(site, false);
  const limit = createHostLimiter(options.caps.concurrency, options.caps.ratePerSecond, io);
  const deadline = io.now() + options.caps.deadlineMs;
  let bytesLeft = options.caps.maxTotalBytes;
  const fetchOne = async (
    candidate: PageCandidate,
    stratum: SampleStratum,
  ): Promise<PageRecord> => {
    const base = { url: candidate.url, lastmod: candidate.lastmod, stratum };
    const address = new URL(candidate.url);
    if (address.origin !== site.origin || boundary.check(address))
      return notRead(base, 'other-host');
    const allowed = permission(candidate.url);
    if (!allowed.allowed)
      return {
        ...base,
        status: null,
        headers: {},
        robotsLine: allowed.reason === 'disallowed' ? allowed.line : 0,
      };
    if (bytesLeft <= 0) return notRead(base, 'total-bytes-cap');
    const fetched = await limit(site.origin, () =>
      fetchPage(candidate.url, io, {
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
  const records = await Promise.all(
    sample.map(({ candidate, stratum }) => fetchOne(candidate as PageCandidate, stratum)),
  );
  return judgePages(records, candidates.length);
}

function notRead(
  base: { url: string; lastmod: string | null; stratum: SampleStratum },
  reason: PageNotRead,
): PageRecord {
  return { ...base, status: null, headers: {}, notRead: reason };
}
