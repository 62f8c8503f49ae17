/**
 * The page `open` serves, checked as a user reads it: opened at the printed address, it lands
 * on the answer (when asked: a first visit's fold), its URLs tab counts every URL read, and its Index tree names each sitemap with how it came (a 404
 * one as could not be fetched, with its status); nothing is fetched off its own server.
 */
import { expect } from 'vitest';
import { chromium, expectAnswerInWindow, expectClean } from './app-page';
import { watchPage } from './page-watch';

export async function expectOpenedSite(
  address: string,
  expected: { urls: string; tree: readonly RegExp[]; landsOnAnswer?: boolean },
): Promise<void> {
  const page = await chromium.context.newPage();
  const watch = watchPage(page, new URL(address).origin);
  if (expected.landsOnAnswer) await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(address);
  // As a first open does: the inputs fold away once the files are read (the 404 child is a
  // finding, not a file to fix), the Overview and the tabs in view.
  if (expected.landsOnAnswer) await expectAnswerInWindow(page);

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
