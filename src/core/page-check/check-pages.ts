/**
 * The page check (PRODUCT.md, "lastmod", step 2): a sample of the sitemaps' URLs
 * (page-sample.ts) fetched from the named site, each read for the dates it states
 * (src/core/page/read-page.ts) and judged against its lastmod (page-verdict.ts), and the
 * site's verdict from them all (site-page-verdict.ts).
 *
 * The site's rules come first: a page its robots.txt refuses to the tool's own user agent is
 * `blocked-by-robots` and never fetched (page-permission.ts); a page off the named site is
 * not fetched either; every page waits its turn under the sitemap fetches' pace
 * (`concurrency`, `ratePerSecond`), and the whole check has the read's deadline and byte cap.
 * Nothing here decides where a request goes but the sample, which only holds sitemap URLs.
 */
import { readPage } from '../page/read-page';
import type { PageFacts } from '../page/page-facts';
import { MAX_PAGE_BYTES } from '../page/page-limits';
import { isDynamicLastModified, pageVerdict, type PageVerdict } from '../page/page-verdict';
import { siteVerdict, type SiteVerdict } from '../page/site-page-verdict';
import { createHostLimiter } from '../site/host-limiter';
import { siteBoundary } from '../site/site-boundary';
import type { SiteCaps, SiteIo } from '../site/site-fetch';
import { fetchPage, type FetchedPage, type PageFetchFailure } from './fetch-page';
import { pagePermissions, type RobotsAnswer } from './page-permission';
import { samplePages, type SampleCandidate, type SampleStratum } from './page-sample';

/** A sitemap URL the check may sample, with its lastmod as written (W3C Datetime). */
export interface PageCandidate extends SampleCandidate {
  readonly lastmod: string | null;
}

/** Why a sampled page was not read, beside the fetch's own failures. */
export type PageNotRead = PageFetchFailure | 'other-host' | 'total-bytes-cap';

export interface CheckedPage {
  readonly url: string;
  readonly lastmod: string | null;
  readonly stratum: SampleStratum;
  readonly verdict: PageVerdict;
  /** The robots.txt line that refused it (`blocked-by-robots`), 0 when the file was unreachable. */
  readonly robotsLine?: number;
  /** What was fetched (absent: never fetched). */
  readonly fetched?: FetchedPage;
  readonly notRead?: PageNotRead;
  /** What the page states (absent: not read). */
  readonly facts?: PageFacts;
}

export interface PageCheck {
  /** Sitemap URLs the sample was drawn from. */
  readonly candidates: number;
  readonly pages: readonly CheckedPage[];
  readonly site: SiteVerdict;
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
  const checkOne = async (candidate: PageCandidate, stratum: SampleStratum) => {
    const base = { url: candidate.url, lastmod: candidate.lastmod, stratum };
    const address = new URL(candidate.url);
    if (address.origin !== site.origin || boundary.check(address))
      return notRead(base, 'other-host');
    const allowed = permission(candidate.url);
    if (!allowed.allowed)
      return {
        ...base,
        verdict: 'blocked-by-robots' as const,
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
    if (!fetched.body || fetched.failure) return notRead(base, fetched.failure!, fetched);
    const facts = readPage({
      url: candidate.url,
      status: fetched.status!,
      headers: fetched.headers,
      body: fetched.body,
    });
    return { ...base, fetched, facts, verdict: pageVerdict(candidate.lastmod, facts) };
  };
  const pages: CheckedPage[] = await Promise.all(
    sample.map(({ candidate, stratum }) => checkOne(candidate as PageCandidate, stratum)),
  );
  return {
    candidates: candidates.length,
    pages,
    site: siteVerdict(
      pages.map((page) => ({
        url: page.url,
        verdict: page.verdict,
        ...(page.facts?.lastModifiedHeader
          ? { isDynamicLastModified: isDynamicLastModified(page.facts) }
          : {}),
      })),
    ),
  };
}

function notRead(
  base: { url: string; lastmod: string | null; stratum: SampleStratum },
  reason: PageNotRead,
  fetched?: FetchedPage,
): CheckedPage {
  return { ...base, verdict: 'not-fetched', notRead: reason, ...(fetched ? { fetched } : {}) };
}
