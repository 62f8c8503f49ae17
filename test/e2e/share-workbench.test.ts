/**
 * The share link carries the robots.txt workbench and the lastmod selection: a robots.txt,
 * test URLs, crawlers, expectations and a URL filter set up in one profile come back in a
 * fresh profile opened under another sub-path of the same host, on the same tab; Back and
 * Forward move between states without an entry per keystroke; a histogram period, a
 * "changed since" time and its exclude flag come back from the address.
 */
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appUrl,
  chromium,
  expectClean,
  fileItem,
  openAppPerTest,
  openShareDialog,
  openTab,
  origin,
  page,
  upload,
} from './app-page';
import { launchChromium } from './chromium';
import { watchPage } from './page-watch';
import { decodeShareFragment } from '../../src/core/share/share-codec';

const otherPathUrl = inject('otherPathUrl');
/** The worker answers within a second on an idle machine; shared cores can take longer. */
const SLOW = { timeout: 15_000 };

openAppPerTest({ start: 'blank' });

const editor = (target: Page) => target.getByRole('textbox', { name: 'robots.txt', exact: true });
const selectedTab = (target: Page) => target.getByRole('tab', { selected: true }).textContent();
/** The text of the cell of the row of `url`, in crawler column `column` (0-based). */
const cell = (target: Page, url: string, column: number) =>
  target
    .getByRole('table', { name: 'Verdict per URL and crawler' })
    .getByRole('row')
    .filter({ has: target.getByRole('rowheader', { name: url, exact: true }) })
    .getByRole('cell')
    .nth(column);
const summary = (target: Page) =>
  target.getByRole('status').filter({ hasText: /expectations? (fail|pass)/ });
const historyLength = () => page.evaluate(() => history.length);

const ROBOTS =
  'User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: GPTBot\nDisallow: /\n';
const TEST_URLS = '/private/x\n/private/open\n/blog/a';
const EXPECTATIONS = 'block Googlebot /private/x\nallow GPTBot /blog/a\n';
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.org/blog/a</loc></url>
<url><loc>https://www.example.org/blog/b</loc></url>
<url><loc>https://www.example.org/shop/c</loc></url>
</urlset>
`;

/** Columns: Googlebot (checked by default), Bingbot, GPTBot. */
async function expectVerdicts(target: Page) {
  await expect
    .poll(() => cell(target, '/private/x', 0).innerText(), SLOW)
    .toContain('Blocked line 2');
  await expect.poll(() => cell(target, '/private/open', 1).innerText()).toContain('Allowed line 3');
  await expect.poll(() => cell(target, '/blog/a', 2).innerText()).toContain('Blocked line 6');
  await expect.poll(() => summary(target).innerText()).toBe('1 of 2 expectations fail.');
}

test('a link restores the workbench, the URL filter and the tab in a fresh profile elsewhere', async () => {
  await page.goto(appUrl);
  await upload([{ name: 'shop.xml', mimeType: 'application/xml', text: SITEMAP }]);
  await expect.poll(() => fileItem('shop.xml').textContent(), SLOW).toContain('3 URLs');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Filter URLs').fill('/blog/');

  await openTab('robots.txt');
  await editor(page).click();
  await page.keyboard.insertText(ROBOTS);
  await page.getByLabel('URLs to test').fill(TEST_URLS);
  const crawler = page.getByRole('group', { name: 'Crawler' });
  await crawler.getByRole('checkbox', { name: 'Bingbot' }).check();
  await crawler.getByLabel('Other crawlers').fill('GPTBot');
  await page.getByLabel('Expectations file').fill(EXPECTATIONS);
  await expectVerdicts(page);

  // The Share link box follows the state (debounced): wait until it holds all of it.
  const box = (await openShareDialog()).getByRole('textbox', { name: 'Share link' });
  await expect
    .poll(async () => {
      const decoded = decodeShareFragment(new URL((await box.inputValue()) || appUrl).hash);
      return decoded.ok ? decoded.state.workbench?.expectations : undefined;
    }, SLOW)
    .toBe(EXPECTATIONS);
  const link = await box.inputValue();
  const decoded = decodeShareFragment(new URL(link).hash);
  expect(decoded).toMatchObject({
    ok: true,
    state: {
      tab: 'robots',
      urls: { text: '/blog/' },
      workbench: {
        robots: ROBOTS,
        testUrls: TEST_URLS.split('\n'),
        crawlers: ['Googlebot', 'Bingbot', 'GPTBot'],
        expectations: EXPECTATIONS,
      },
    },
  });
  expectClean();

  const teammate = await launchChromium(inject('chromiumPath'));
  try {
    const other = await teammate.context.newPage();
    const otherWatch = watchPage(other, origin);
    await other.goto(otherPathUrl + new URL(link).hash);
    await other.getByText('Opened from a shared link').waitFor();
    await expect.poll(() => selectedTab(other), SLOW).toBe('robots.txt');
    await expect.poll(() => editor(other).innerText(), SLOW).toContain('Allow: /private/open');
    await expect(other.getByLabel('URLs to test').inputValue()).resolves.toBe(TEST_URLS);
    const otherCrawler = other.getByRole('group', { name: 'Crawler' });
    await expect(otherCrawler.getByRole('checkbox', { name: 'Bingbot' }).isChecked()).resolves.toBe(
      true,
    );
    // A link carries crawler tokens; a preset one comes back as its ticked box.
    await otherCrawler.getByText(/^AI crawlers \(1 of \d+ chosen\)$/).waitFor();
    await expect(otherCrawler.getByLabel('Other crawlers').inputValue()).resolves.toBe('');
    await expect(other.getByLabel('Expectations file').inputValue()).resolves.toBe(EXPECTATIONS);
    await expectVerdicts(other);
    await other.getByRole('tab', { name: 'URLs' }).click();
    await expect(other.getByLabel('Filter URLs').inputValue()).resolves.toBe('/blog/');
    await expect.poll(() => fileItem('shop.xml', other).textContent(), SLOW).toContain('3 URLs');
    await expect.poll(() => other.locator('.url-count').textContent(), SLOW).toMatch(/\b2\b/);
    expectClean(otherWatch);
  } finally {
    await teammate.close();
  }
});

test('Back and Forward move between workbench states without an entry per keystroke', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  const before = await historyLength();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Filter URLs').pressSequentially('blog', { delay: 20 });
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await expect.poll(() => editor(page).innerText(), SLOW).toContain('User-agent: GPTBot');
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  await editor(page).click();
  await page.keyboard.type('User-agent: *', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('Disallow: /x/', { delay: 20 });
  await page.getByLabel('URLs to test').pressSequentially('/x/1', { delay: 20 });
  await expect.poll(() => cell(page, '/x/1', 0).innerText(), SLOW).toContain('Blocked line 2');
  await expect.poll(historyLength).toBe(before + 2);
  await page.waitForTimeout(400);
  expect(await historyLength()).toBe(before + 2);

  await page.goBack();
  await expect.poll(() => selectedTab(page)).toBe('URLs');
  await expect.poll(() => page.getByLabel('Filter URLs').inputValue()).toBe('blog');
  await page.goForward();
  await expect.poll(() => selectedTab(page)).toBe('robots.txt');
  await expect.poll(() => editor(page).innerText()).toContain('Disallow: /x/');
  await expect(page.getByLabel('URLs to test').inputValue()).resolves.toBe('/x/1');
  await expect.poll(() => cell(page, '/x/1', 0).innerText(), SLOW).toContain('Blocked line 2');
  // Restoring an entry writes none.
  await page.waitForTimeout(400);
  expect(await historyLength()).toBe(before + 2);
  expectClean();
});

test('a Lastmod period, a changed-since time and its exclude flag come back from the address', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await page.getByRole('tab', { name: 'Lastmod' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Lastmod' });
  await panel.getByRole('img', { name: /^Lastmod histogram/ }).waitFor(SLOW);
  await panel.getByLabel('Changed since', { exact: true }).fill('2020-01-01');
  await panel.getByLabel('Exclude URLs without lastmod').check();
  const bars = panel.getByRole('group', { name: 'Histogram bars' });
  await bars.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect.poll(() => selectedTab(page), SLOW).toBe('URLs');
  const chip = page.getByRole('button', { name: /^Remove filter: Lastmod / });
  const chipText = await chip.textContent();
  await expect.poll(() => page.locator('.url-count').textContent(), SLOW).toMatch(/ of /);
  const count = await page.locator('.url-count').textContent();
  await expect
    .poll(async () => {
      const decoded = decodeShareFragment(await page.evaluate(() => location.hash));
      return decoded.ok && decoded.state.lastmod?.period !== undefined && decoded.state.tab;
    })
    .toBe('urls');
  const address = page.url();
  expectClean();

  const again = await chromium.context.newPage();
  const againWatch = watchPage(again, origin);
  try {
    await again.goto(address);
    await expect.poll(() => selectedTab(again), SLOW).toBe('URLs');
    await expect
      .poll(() => again.getByRole('button', { name: /^Remove filter: Lastmod / }).textContent())
      .toBe(chipText);
    await expect.poll(() => again.locator('.url-count').textContent(), SLOW).toBe(count);
    await again.getByRole('tab', { name: 'Lastmod' }).click();
    const againPanel = again.getByRole('tabpanel', { name: 'Lastmod' });
    await expect(
      againPanel.getByLabel('Changed since', { exact: true }).inputValue(),
    ).resolves.toBe('2020-01-01');
    await expect(againPanel.getByLabel('Exclude URLs without lastmod').isChecked()).resolves.toBe(
      true,
    );
    expectClean(againWatch);
  } finally {
    await again.close();
  }
});
