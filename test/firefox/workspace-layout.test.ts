/**
 * The workspace layout in Firefox ESR: at 1440 × 900 the Overview and the tab list are in the
 * window on a first open with the demo (the inputs fold by themselves, as in Chromium), and at
 * 390 px a URL cut in the middle keeps its head and ellipsis (squeezed to 2ch, Firefox drew
 * "htt" with no ellipsis and the tail ran on), and the tab list is one line as tall as a tab
 * (no scroll bar under it) that brings the selected tab into view, below a two-line header.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { byRole, launchFirefox, waitForText } from './firefox';

const appUrl = inject('appUrl');
/** One Firefox for the file; each test's page in a user context of its own (a fresh profile's storage). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchFirefox(inject('firefoxPath'));
});
afterAll(async () => {
  await browser?.close();
});

/** A first visit: nothing remembered about the inputs. */
async function firstVisit(width: number, height: number): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  await page.goto(appUrl);
  return page;
}

/** The element's box lies wholly in the window, the page not scrolled. */
const isInWindow = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('on first open with the demo the Overview and the tab list are in the window', async () => {
  const page = await firstVisit(1440, 900);
  await waitForText(page, 'You are looking at the built-in demo');
  const overview = byRole('region', 'Overview');
  await page.waitForSelector(overview);
  await expect
    .poll(() => page.$eval('.inputs-bar', (bar) => !(bar as HTMLDetailsElement).open))
    .toBe(true);
  await expect.poll(() => isInWindow(page, overview)).toBe(true);
  expect(await isInWindow(page, '[role="tablist"]')).toBe(true);
});

test('at 390 px a URL cut in the middle keeps its head and its ellipsis', async () => {
  const page = await firstVisit(390, 844);
  const site = 'https://www.realestate.example';
  const urls = Array.from(
    { length: 30 },
    (_, i) =>
      `${site}/real-estate/ontario/toronto/condos-for-sale/listing-${i}/server/listener/network-filter-${i}`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<url><loc>${url}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  await waitForText(page, 'You are looking at the built-in demo');
  await page.locator(byRole('button', 'Inspect a site')).click();
  await page.locator(byRole('textbox', 'Paste robots.txt, a sitemap or a URL list')).fill(xml);
  await page.locator(byRole('button', 'Inspect pasted text')).click();
  await page.locator(byRole('tab', 'URLs')).click();
  await expect
    .poll(() => page.$$eval('.url-table .url-head', (heads) => heads.length))
    .toBeGreaterThanOrEqual(10);
  const cells = await page.$$eval('.url-table .url-cell a', (links) =>
    links.map((link) => {
      const head = link.querySelector('.url-head') as HTMLElement;
      return {
        isCut: head.scrollWidth > head.clientWidth,
        headWidth: head.clientWidth,
        spills: link.scrollWidth > link.clientWidth + 1,
      };
    }),
  );
  expect(cells.some((cell) => cell.isCut)).toBe(true);
  // A cut head keeps room for a few letters and the ellipsis; nothing runs past its link.
  for (const cell of cells) {
    if (cell.isCut) expect(cell.headWidth).toBeGreaterThanOrEqual(40);
    expect(cell.spills).toBe(false);
  }
});

test('at 390 px the tab list is one line as tall as a tab, the selected tab in view, the header two lines', async () => {
  const page = await firstVisit(390, 844);
  await waitForText(page, 'You are looking at the built-in demo');
  await page.waitForSelector(byRole('region', 'Overview'));
  const list = () =>
    page.$eval('[role="tablist"]', (tablist) => {
      const tabs = [...tablist.querySelectorAll('[role="tab"]')] as HTMLElement[];
      const box = tablist.getBoundingClientRect();
      const selected = tablist.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
      return {
        height: tablist.clientHeight,
        tabHeight: tabs[0]!.offsetHeight,
        tops: new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size,
        isSelectedInView: selected.left >= box.left - 0.5 && selected.right <= box.right + 0.5,
      };
    });
  const before = await list();
  expect(before.tops).toBe(1);
  expect(before.height).toBe(before.tabHeight);

  await page.locator(byRole('tab', 'Changes')).click();
  await expect.poll(async () => (await list()).isSelectedInView).toBe(true);

  // The header's parts stand on two lines: the title, then the badge, language and actions.
  const lines = await page.$eval('header', (header) => {
    const parts = [...header.querySelectorAll('h1, .privacy, select, .button, button')].filter(
      (part) => part.getBoundingClientRect().height > 0,
    );
    const tops: number[] = [];
    for (const part of parts) {
      const top = part.getBoundingClientRect().top;
      if (!tops.some((seen) => Math.abs(seen - top) < 12)) tops.push(top);
    }
    return tops.length;
  });
  expect(lines).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
