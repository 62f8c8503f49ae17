/**
 * What the user waits for once a million URLs are in: a sort, a filter keystroke, a robots.txt
 * cross-check of every URL; and the page's own JS heap (the rows live in the worker).
 */
import type { Page } from 'playwright-core';
import { longTasksBetween } from './ingest-run';

/** In the page: time from an input event on `target` until `watched`'s text changes. */
async function timeUntilChange(
  page: Page,
  target: string,
  watched: string,
  act: () => Promise<void>,
): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.evaluate(`window.__armTiming(${JSON.stringify(target)}, ${JSON.stringify(watched)})`);
  await act();
  await page.waitForFunction(
    () => (window as unknown as { __timing: { end: number } }).__timing.end > 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  return (await page.evaluate('window.__timing.end - window.__timing.start')) as number;
}

export async function measureSort(page: Page): Promise<number> {
  await page.locator('.url-table').evaluate((table) => (table.scrollTop = 0));
  // The first row of the view (rows are recycled DOM slots, so find it by its row index).
  const firstRow = '.url-table tbody tr[aria-rowindex="2"] td';
  await page.locator(`${firstRow} a`).waitFor();
  await page.waitForTimeout(500);
  return timeUntilChange(page, '.url-table th.col-loc button', firstRow, () =>
    page.getByRole('button', { name: 'URL', exact: true }).click(),
  );
}

export async function measureFilter(page: Page): Promise<number> {
  const search = page.getByRole('searchbox', { name: 'Filter URLs' });
  await search.fill('blog/');
  await page.locator('.url-count').filter({ hasText: ' of ' }).waitFor({ timeout: 30_000 });
  await search.focus();
  // "blog/" → "blog/g": the count must change (posts whose slug starts with g).
  return timeUntilChange(page, 'input[type=search]', '.url-count', () => page.keyboard.press('g'));
}

/**
 * Adds a robots.txt (a few section rules and 1,000 one-URL rules, as sites accumulate), waits
 * for its Googlebot summary, then times a switch of the crawler to Bingbot: every URL is
 * checked again in the worker before the summary names Bingbot.
 */
export async function measureCrossCheck(
  page: Page,
): Promise<{ ms: number; longestTaskMs: number }> {
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill('');
  const rules = [
    'User-agent: *',
    'Disallow: /docs/',
    'Allow: /docs/*-guide-',
    'Disallow: /*-winter-',
    'Disallow: /category/*summer',
    ...Array.from({ length: 1000 }, (_, i) => `Disallow: /stores/*-${i * 7}$`),
  ];
  await page.getByLabel('Upload files').setInputFiles({
    name: 'robots.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(rules.join('\n') + '\n'),
  });
  const summary = page.getByRole('region', { name: 'robots.txt check of the sitemap URLs' });
  await summary.filter({ hasText: 'blocked for Googlebot' }).waitFor({ timeout: 60_000 });
  const startedAt = await page.evaluate(() => performance.now());
  await page
    .getByRole('combobox', { name: 'Crawler for robots.txt check' })
    .selectOption('Bingbot');
  await summary.filter({ hasText: 'blocked for Bingbot' }).waitFor({ timeout: 60_000 });
  const endedAt = await page.evaluate(() => performance.now());
  const tasks = await longTasksBetween(page, startedAt, endedAt);
  return {
    ms: endedAt - startedAt,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

export async function pageHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}
