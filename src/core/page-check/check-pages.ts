/**
 * The page check (PRODUCT.md, "lastmod", step 2): a sample of the sitemaps' URLs
 * (page-sample.ts) fetched from the named site (fetch-sample.ts), then judged by
 * judge-pages.ts, which the worker also runs on a saved folder's pages and on the pages the
 * bookmarklet took: sampling and fetching are there, judging is here.
 */
import type { SiteCaps, SiteIo } from '../site/site-fetch';
import { fetchSample } from './fetch-sample';
import { judgePages, type PageCheck } from './judge-pages';
import type { RobotsAnswer } from './page-permission';
import { samplePages, type SampleCandidate } from './page-sample';

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
  const sample = samplePages(candidates, options.size, options.keep).map(
    ({ candidate, stratum }) => ({
      url: candidate.url,
      lastmod: (candidate as PageCandidate).lastmod,
      stratum,
    }),
  );
  const records = await fetchSample(sample, io, options);
  return judgePages(records, candidates.length);
}
