/**
 * The planted sites of the page check: for each, its pages (how each states its date, the
 * lastmod its sitemap gives) and the verdict the check must give each, with the site's.
 */
import type { PlantedPage } from './page-sites';

export interface PlantedSite {
  readonly name: string;
  readonly pages: readonly PlantedPage[];
  readonly robots?: string;
  readonly siteVerdict: string;
}

export const plantedSites: readonly PlantedSite[] = [
  {
    // Every way of stating a date, each agreeing with its lastmod: date-only against an
    // instant that day, other offsets for the same instant, a @graph beside a broken block.
    name: 'an honest site',
    siteVerdict: 'verified',
    pages: [
      {
        path: '/a/json',
        lastmod: '2026-03-04',
        page: { json: '2026-03-04T10:00:00Z' },
        verdict: 'agrees',
      },
      {
        path: '/a/graph',
        lastmod: '2026-03-04T10:00:00+09:00',
        page: { graph: '2026-03-04T01:00:00Z' },
        verdict: 'agrees',
      },
      {
        path: '/b/microdata',
        lastmod: '2026-02-01',
        page: { microdata: '2026-02-01' },
        verdict: 'agrees',
      },
      {
        path: '/b/rdfa',
        lastmod: '2026-02-02',
        page: { rdfa: '2026-02-02T08:30:00+01:00' },
        verdict: 'agrees',
      },
      {
        path: '/c/meta',
        lastmod: '2026-01-15T12:00:00Z',
        page: { meta: '2026-01-15T12:00:00Z' },
        verdict: 'agrees',
      },
      { path: '/c/time', lastmod: '2026-01-20', page: { time: '2026-01-20' }, verdict: 'agrees' },
      {
        path: '/d/text-ja',
        lastmod: '2026-03-03',
        page: { text: '更新日: 2026年3月3日' },
        verdict: 'agrees',
      },
      {
        path: '/d/text-en',
        lastmod: '2026-03-05',
        page: { text: 'Last updated on March 5, 2026' },
        verdict: 'agrees',
      },
      {
        path: '/e/header',
        lastmod: '2026-03-01',
        page: { lastModified: 'Sun, 01 Mar 2026 10:00:00 GMT' },
        verdict: 'agrees',
      },
    ],
  },
  {
    // A generator that writes the time it ran as every lastmod.
    name: 'a generation-time site',
    siteVerdict: 'contradicted',
    pages: ['one', 'two', 'three', 'four', 'five', 'six'].map((name, i) => ({
      path: `/news/${name}`,
      lastmod: '2026-12-01T06:00:00Z',
      page: { json: `2025-0${i + 1}-10T09:00:00Z` },
      verdict: 'lastmod-newer',
    })),
  },
  {
    // Pages edited after the sitemap was written, beside pages that agree.
    name: 'a stale site',
    siteVerdict: 'contradicted',
    pages: [
      {
        path: '/p/1',
        lastmod: '2025-06-01',
        page: { meta: '2026-02-01T00:00:00Z' },
        verdict: 'lastmod-older',
      },
      {
        path: '/p/2',
        lastmod: '2025-06-01',
        page: { json: '2026-03-01' },
        verdict: 'lastmod-older',
      },
      { path: '/p/3', lastmod: '2025-06-01', page: { json: '2025-06-01' }, verdict: 'agrees' },
      { path: '/p/4', lastmod: '2025-06-02', page: { json: '2025-06-02' }, verdict: 'agrees' },
      { path: '/p/5', lastmod: '2025-06-03', page: { json: '2025-06-03' }, verdict: 'agrees' },
      { path: '/p/6', lastmod: '2025-06-04', page: { json: '2025-06-04' }, verdict: 'agrees' },
    ],
  },
  {
    // Pages that state nothing; robots.txt refuses one section to us, and some URLs are not pages.
    name: 'an undated site',
    siteVerdict: 'unverifiable',
    robots: 'User-agent: *\nAllow: /\n\nUser-agent: sitemap-inspector\nDisallow: /private/\n',
    pages: [
      { path: '/u/1', lastmod: '2026-01-01', page: { nothing: true }, verdict: 'no-page-date' },
      { path: '/u/2', lastmod: '2026-01-02', page: { nothing: true }, verdict: 'no-page-date' },
      {
        path: '/private/secret',
        lastmod: '2026-01-03',
        page: { json: '2026-01-03' },
        verdict: 'blocked-by-robots',
      },
      { path: '/gone', lastmod: '2026-01-04', page: { status: 404 }, verdict: 'not-fetched' },
      { path: '/moved', lastmod: '2026-01-05', page: { redirect: '/u/1' }, verdict: 'not-fetched' },
    ],
  },
];
