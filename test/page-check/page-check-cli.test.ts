/**
 * `--site URL --pages N --json` against loopback sites with planted truth
 * (page-check-cases.ts): every sampled page gets its planted verdict, the site its verdict,
 * and a page robots.txt refuses to our user agent is listed, never requested.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runInspectAsync } from '../cli-run';
import { plantedSites } from './page-check-cases';
import { startPageSite, type PageSite } from './page-sites';

interface PagesJson {
  sampled: number;
  verdict: string;
  counts: Record<string, number>;
  urls: {
    url: string;
    verdict: string;
    lastmod: string | null;
    source: string | null;
    notFetched?: string;
  }[];
}

const sites: PageSite[] = [];
beforeAll(async () => {
  for (const planted of plantedSites)
    sites.push(await startPageSite(planted.pages, planted.robots));
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

describe.each(plantedSites.map((planted, i) => [planted.name, i] as const))('%s', (_name, i) => {
  test('every page gets its planted verdict, the site its own', async () => {
    const planted = plantedSites[i]!;
    const site = sites[i]!;
    const run = await runInspectAsync([
      '--site',
      site.origin,
      '--pages',
      '50',
      '--rate',
      '50',
      '--json',
    ]);
    expect(run.stderr).not.toMatch(/Error/);
    const pages = (JSON.parse(run.stdout) as { pages: PagesJson }).pages;
    expect(pages.sampled).toBe(planted.pages.length);
    const verdicts = Object.fromEntries(
      pages.urls.map((page) => [new URL(page.url).pathname, page.verdict]),
    );
    expect(verdicts).toEqual(
      Object.fromEntries(planted.pages.map((page) => [page.path, page.verdict])),
    );
    expect(pages.verdict).toBe(planted.siteVerdict);
    for (const page of planted.pages)
      if (page.verdict === 'blocked-by-robots') expect(site.requested).not.toContain(page.path);
  });
});

test('--pages takes a positive whole number', async () => {
  const run = await runInspectAsync(['--site', 'http://127.0.0.1:9/', '--pages', 'many']);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('--pages: expected a positive whole number, not many');
});
