/**
 * Which site a robots.txt governs, when nobody said: the most common origin of its own
 * `Sitemap:` lines (sitemaps.org: robots.txt announces the site's sitemaps), else the most
 * common origin of the URLs of the loaded sitemaps. Ties go to the first seen.
 */
import type { RobotsTxt } from '../engine/robots-txt';
import { parseAbsoluteUrl, type RobotsSite } from './site-origin';

export type SiteSource = 'sitemap-lines' | 'sitemap-urls' | 'none';

export interface InferredSite {
  readonly site: RobotsSite | null;
  readonly source: SiteSource;
  /** How many of the URLs looked at are on that site. */
  readonly votes: number;
  /** How many http(s) URLs were looked at: the page says "from 3 of 4". */
  readonly counted: number;
}

function mostCommonSite(
  urls: Iterable<string>,
  limit: number,
): { site: RobotsSite; votes: number; counted: number } | null {
  const counts = new Map<string, { site: RobotsSite; votes: number }>();
  let best: { site: RobotsSite; votes: number } | null = null;
  let seen = 0;
  let counted = 0;
  for (const url of urls) {
    if (seen++ >= limit) break;
    const parsed = parseAbsoluteUrl(url.trim());
    if (!parsed.ok) continue;
    const { site } = parsed.url;
    if (site.scheme !== 'http' && site.scheme !== 'https') continue;
    counted++;
    let entry = counts.get(site.origin);
    if (entry === undefined) {
      entry = { site, votes: 0 };
      counts.set(site.origin, entry);
    }
    entry.votes++;
    if (best === null || entry.votes > best.votes) best = entry;
  }
  return best === null ? null : { ...best, counted };
}

/**
 * @param sitemapUrls URLs of the loaded sitemaps (their `loc`s); only the first
 *   `sampleLimit` are looked at, which is plenty to find the common origin.
 */
export function inferSite(
  robots: RobotsTxt,
  sitemapUrls: Iterable<string> = [],
  sampleLimit = 10_000,
): InferredSite {
  const fromLines = mostCommonSite(
    robots.sitemaps.map((s) => s.url),
    Infinity,
  );
  if (fromLines !== null) return { ...fromLines, source: 'sitemap-lines' };
  const fromUrls = mostCommonSite(sitemapUrls, sampleLimit);
  if (fromUrls !== null) return { ...fromUrls, source: 'sitemap-urls' };
  return { site: null, source: 'none', votes: 0, counted: 0 };
}
