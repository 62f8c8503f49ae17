/**
 * The bookmarklet's page check: the sample the inspector tab drew from the site's sitemaps
 * (`sitemap-inspector:sample`), fetched on the site's own origin by the command line's own
 * fetcher (core/page-check/fetch-sample.ts): robots.txt read for the tool's product token (a
 * page it refuses is `blocked-by-robots`, never asked), only this origin's pages, one at a
 * time at SITE_PAGE_CAPS' pace, each body cut one byte past the page reader's cap, no redirect
 * followed. Without cookies: a crawler sees the page as anyone does, so the verdicts are those
 * `--pages` gives on the same site.
 */
import { fetchSample, type SampledPage } from '../../core/page-check/fetch-sample';
import { PRODUCT_TOKEN, type RobotsAnswer } from '../../core/page-check/page-permission';
import type { SampleStratum } from '../../core/page-check/page-sample';
import type { SiteIo, SiteResponse } from '../../core/site/site-fetch';
import {
  MAX_SITE_PAGES,
  SAMPLE_MESSAGE,
  SITE_PAGE_CAPS,
  type SitePageAnswer,
} from './site-pages-message';

/** How the bookmarklet asks for one page (the real host: the browser's `fetch`). */
export type PageFetch = (url: string, init: RequestInit) => Promise<SiteResponse>;

const STRATA: readonly string[] = ['newest', 'oldest', 'undated', 'spread', 'earlier'];

/** The tab's request: the sample, and the nonce to answer with. */
export interface SampleRequest {
  readonly nonce: string;
  readonly pages: readonly SampledPage[];
}

/** The sample and its nonce, when `data` is the tab's request; else undefined. */
export function sampleRequestOf(data: unknown): SampleRequest | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, nonce, pages } = data as Record<string, unknown>;
  if (type !== SAMPLE_MESSAGE || typeof nonce !== 'string' || !Array.isArray(pages))
    return undefined;
  if (pages.length > MAX_SITE_PAGES) return undefined;
  const sample: SampledPage[] = [];
  for (const page of pages as unknown[]) {
    const { url, lastmod, stratum } = (page ?? {}) as Record<string, unknown>;
    if (typeof url !== 'string' || !(lastmod === null || typeof lastmod === 'string'))
      return undefined;
    if (typeof stratum !== 'string' || !STRATA.includes(stratum)) return undefined;
    sample.push({ url, lastmod, stratum: stratum as SampleStratum });
  }
  return { nonce, pages: sample };
}

/** What each sampled page answered, with its body as a buffer to transfer. */
export async function takePages(
  sample: readonly SampledPage[],
  origin: string,
  robots: RobotsAnswer,
  fetchPage: PageFetch,
  io: Omit<SiteIo, 'fetch'>,
): Promise<SitePageAnswer[]> {
  const records = await fetchSample(
    sample,
    {
      ...io,
      fetch: (url, timeoutMs) =>
        fetchPage(url, {
          signal: AbortSignal.timeout(timeoutMs),
          credentials: 'omit',
          redirect: 'manual',
        }),
    },
    { siteUrl: origin, userAgent: PRODUCT_TOKEN, robots, caps: SITE_PAGE_CAPS },
  );
  return records.map(({ url, status, headers, body, notRead, robotsLine }) => ({
    url,
    status,
    headers,
    ...(body ? { body: body.slice().buffer } : {}),
    ...(notRead !== undefined ? { notRead } : {}),
    ...(robotsLine !== undefined ? { robotsLine } : {}),
  }));
}
