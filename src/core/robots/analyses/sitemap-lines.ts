/**
 * The robots.txt's own `Sitemap:` lines, each marked loaded (one of the loaded sitemaps),
 * not loaded, or invalid. sitemaps.org ("Specifying the Sitemap location in your robots.txt
 * file") and RFC 9309 §2.4 want a fully qualified URL; a sitemap on another host is allowed
 * (sitemaps.org cross-submission) and is flagged so the user can check it is meant.
 */
import type { RobotsTxt } from '../engine/robots-txt';
import { parseAbsoluteUrl, schemeLength, type RobotsSite } from './site-origin';

export type SitemapLineStatus = 'loaded' | 'not-loaded' | 'invalid';

export interface SitemapLine {
  readonly line: number;
  readonly url: string;
  readonly status: SitemapLineStatus;
  /** Why it is invalid, or a remark on a valid line (another host). */
  readonly reason?: 'relative-url' | 'not-a-url' | 'not-http' | 'other-host';
  /** For `other-host`: the sitemap's origin. */
  readonly host?: string;
}

/** Normalised for comparing: scheme and host lower case, default port dropped, fragment removed. */
export function sitemapKey(url: string): string {
  const parsed = parseAbsoluteUrl(url.trim());
  return parsed.ok ? parsed.url.site.origin + parsed.url.path : url.trim();
}

/**
 * @param loadedSitemapUrls the URLs (or file names that are URLs) of the loaded sitemaps.
 */
export function classifySitemapLines(
  robots: RobotsTxt,
  site: RobotsSite | null,
  loadedSitemapUrls: Iterable<string>,
): SitemapLine[] {
  const loaded = new Set<string>();
  for (const url of loadedSitemapUrls) loaded.add(sitemapKey(url));
  return robots.sitemaps.map((sitemap): SitemapLine => {
    const { line, url } = sitemap;
    if (schemeLength(url) === 0) {
      const reason = url.startsWith('/') || !url.includes(':') ? 'relative-url' : 'not-a-url';
      return { line, url, status: 'invalid', reason };
    }
    const parsed = parseAbsoluteUrl(url);
    if (!parsed.ok) return { line, url, status: 'invalid', reason: 'not-a-url' };
    const { origin, scheme } = parsed.url.site;
    if (scheme !== 'http' && scheme !== 'https')
      return { line, url, status: 'invalid', reason: 'not-http' };
    const status = loaded.has(origin + parsed.url.path) ? 'loaded' : 'not-loaded';
    if (site !== null && origin !== site.origin)
      return { line, url, status, reason: 'other-host', host: origin };
    return { line, url, status };
  });
}
