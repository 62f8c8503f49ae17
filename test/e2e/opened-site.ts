/**
 * The page `open` serves, checked as a user reads it: opened at the printed address, its URLs
 * tab counts every URL read, and its Index tree names each sitemap with how it came (a 404
 * one as could not be fetched, with its status); nothing is fetched off its own server.
 */
import { expect } from 'vitest';
import { chromium, expectClean } from './app-page';
import { watchPage } from './page-watch';

export async function expectOpenedSite(
  address: string,
  expected: { urls: string; tree: readonly RegExp[] },
): Promise<void> {
  const page = await chromium.context.newPage();
  const watch = watchPage(page, new URL(address).origin);
  await page.goto(address);

  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect
    .poll(() => page.locator('.url-count').textContent(), { timeout: 30_000 })
    .toBe(expected.urls);

  await page.getByRole('tab', { name: 'Index tree' }).click();
  const tree = page.getByRole('tree');
  // The tree names each sitemap by its last segment, then its kind and how it came.
  const [first, ...rest] = expected.tree;
  if (first) await expect.poll(() => tree.textContent()).toMatch(first);
  for (const pattern of rest) expect(await tree.textContent()).toMatch(pattern);
  expectClean(watch);
  await page.close();
}
