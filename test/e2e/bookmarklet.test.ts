/**
 * "Inspect this site": the bookmarklet the page draws, run on a fake site served on a second
 * loopback port, opens the inspector and brings the site's files into it. The inspector
 * itself still requests nothing off its own origin.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, expectClean, openAppPerTest, origin, page } from './app-page';
import { watchPage } from './page-watch';
import { healthyUrls, startHealthySite, type FakeSite } from '../site/fake-sites';

openAppPerTest({ start: 'empty' });

let site: FakeSite;
beforeAll(async () => {
  site = await startHealthySite();
});
afterAll(() => site.close());

test('the bookmarklet, run on a site on another port, brings its files and URLs into the inspector', async () => {
  const link = page.getByRole('link', { name: 'Inspect this site' });
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('javascript:')).toBe(true);
  // What the bookmarks bar runs: the link's script, on the site's own page.
  const snippet = decodeURIComponent(href.slice('javascript:'.length));
  await page.getByText('Bookmarklets blocked on that site?').click();
  expect(await page.getByRole('textbox', { name: 'Console snippet' }).inputValue()).toBe(snippet);
  const sitePage = await chromium.context.newPage();
  await sitePage.goto(`${site.origin}/`);
  const opening = sitePage.waitForEvent('popup');
  await sitePage.evaluate(snippet);
  const inspector = await opening;
  const inspectorWatch = watchPage(inspector, origin);
  const status = inspector.getByRole('status').filter({ hasText: 'Received' });
  await expect.poll(() => status.textContent()).toContain(`Received 6 files from ${site.origin}`);
  await expect.poll(() => status.textContent()).toContain('npx sitemap-inspector --site');
  expect(await status.textContent()).toContain('https://cdn.example.com/sitemap-images.xml');
  await inspector.getByRole('tab', { name: 'URLs' }).click();
  const all = Object.values(healthyUrls(site.origin)).flat();
  await expect.poll(() => inspector.locator('.url-count').textContent()).toBe(`${all.length} URLs`);
  await inspector.getByRole('searchbox').first().fill('news/2026');
  await expect.poll(() => inspector.locator('.url-count').textContent()).toContain('1 ');
  expectClean(inspectorWatch);
  expectClean();
  await sitePage.close();
});
