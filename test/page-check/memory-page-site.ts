/**
 * A planted site (page-check-cases.ts) answered from memory, as the loopback site in
 * page-sites.ts answers it, for unit tests of the page check that need no socket: the same
 * pages, statuses, redirects and Last-Modified headers, and a Date on every answer as Node's
 * server sends one.
 */
import {
  checkPages,
  type PageCandidate,
  type PageCheck,
} from '../../src/core/page-check/check-pages';
import { DEFAULT_SITE_CAPS } from '../../src/core/site/site-fetch';
import type { SiteIo, SiteResponse } from '../../src/core/site/site-fetch';
import type { PlantedSite } from './page-check-cases';
import { pageHtml } from './page-sites';

export const MEMORY_ORIGIN = 'https://pages.example';
const RESPONSE_DATE = 'Mon, 07 Dec 2026 06:00:00 GMT';

/** The planted site's pages as the sample's candidates. */
export function memoryCandidates(site: PlantedSite): PageCandidate[] {
  return site.pages.map((page) => ({
    url: `${MEMORY_ORIGIN}${page.path}`,
    lastmod: page.lastmod ?? null,
    lastmodMs: page.lastmod ? Date.parse(page.lastmod) : null,
    file: `${MEMORY_ORIGIN}/sitemap.xml`,
    section: `/${page.path.split('/')[1]}/`,
  }));
}

/** An io whose fetch answers the planted site's pages; its clock moves only by sleeps. */
export function memoryPageIo(site: PlantedSite): SiteIo {
  let clock = 0;
  return {
    now: () => clock,
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
    gunzip: () => Promise.reject(new Error('no gzip here')),
    fetch: (url) => {
      const path = new URL(url).pathname;
      const statement = site.pages.find((page) => page.path === path)?.page;
      const headers: Record<string, string> = { date: RESPONSE_DATE };
      let status = 200;
      let body = '';
      if (!statement) status = 404;
      else if ('status' in statement) status = statement.status;
      else if ('redirect' in statement) {
        status = 301;
        headers.location = `${MEMORY_ORIGIN}${statement.redirect}`;
      } else {
        headers['content-type'] = 'text/html; charset=utf-8';
        if ('lastModified' in statement) headers['last-modified'] = statement.lastModified;
        body = pageHtml(statement);
      }
      const chunks = [new TextEncoder().encode(body)];
      const response: SiteResponse = {
        status,
        url,
        headers: { get: (name) => headers[name.toLowerCase()] ?? null },
        body: {
          getReader: () => ({
            read: () => {
              const value = chunks.shift();
              return Promise.resolve(value ? { done: false, value } : { done: true });
            },
            cancel: () => Promise.resolve(),
          }),
        },
      };
      return Promise.resolve(response);
    },
  };
}

/** The robots.txt answer the planted site gives. */
export function memoryRobots(site: PlantedSite) {
  const text = site.robots ?? 'User-agent: *\nAllow: /\n';
  return { status: 200, body: new TextEncoder().encode(text) } as const;
}

/** The planted site checked as the command line checks it, fetched from memory. */
export function checkPlanted(site: PlantedSite): Promise<PageCheck> {
  return checkPages(memoryCandidates(site), memoryPageIo(site), {
    size: 50,
    siteUrl: MEMORY_ORIGIN,
    userAgent: 'sitemap-inspector/1.0 (+https://example.org)',
    robots: memoryRobots(site),
    caps: { ...DEFAULT_SITE_CAPS, ratePerSecond: 1000 },
  });
}

/** The planted site's sitemap, as page-sites.ts serves it, under the memory origin. */
export function memorySitemap(site: PlantedSite): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${site.pages
    .map(
      (page) =>
        `<url><loc>${MEMORY_ORIGIN}${page.path}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;
}
