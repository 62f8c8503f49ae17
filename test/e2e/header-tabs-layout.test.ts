/**
 * The header and the tab list with the demo, in Chromium. At 1440 × 900 the tagline shows
 * whole in English, Japanese and Chinese (it was cut with an ellipsis). At 390 × 844, in
 * English and Japanese: the header is two lines at most (it was four, about 190 px); the tab
 * list is one line as tall as one tab (it wrapped to four) that scrolls sideways, with a cue
 * at an edge that hides tabs; selecting a tab by click or by the arrow keys (the WAI-ARIA
 * tabs pattern) scrolls it into view; and no tab makes the page wider than the window.
 */
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, openTab, page, TAB_NAMES, TAB_NAMES_JA } from './app-page';

openAppPerTest({ start: 'app' });

const SLOW = { timeout: 20_000 };
const TABS = {
  en: TAB_NAMES,
  ja: TAB_NAMES_JA,
} as const;

test.each([
  ['en', 'See what your robots.txt and sitemaps say'],
  ['ja', 'robots.txt とサイトマップに何が書かれ'],
  ['zh', '查看 robots.txt 和站点地图写了什么'],
])('%s: at 1440 px the tagline shows whole', async (lang, opening) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByText(/built-in demo/).waitFor(SLOW);
  if (lang !== 'en') await page.getByLabel(/Language/).selectOption(lang);
  const tagline = page.getByRole('banner').getByText(opening);
  await tagline.waitFor();
  // Nothing of it is clipped: its text takes no more room than its box, which the header holds.
  const fit = await tagline.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = element.closest('header')!.getBoundingClientRect();
    return {
      isWhole:
        element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
      isInHeader:
        box.left >= header.left && box.right <= header.right && box.bottom <= header.bottom,
    };
  });
  expect(fit).toEqual({ isWhole: true, isInHeader: true });
  expectClean();
});

/** The distinct lines (tops, within half a line) the header's visible parts stand on. */
function headerLines(): Promise<number> {
  return page.evaluate(() => {
    const parts = [
      ...document.querySelectorAll(
        'header h1, header .privacy, header select, header .button, header button',
      ),
    ].filter((part) => part.getBoundingClientRect().height > 0);
    const tops: number[] = [];
    for (const part of parts) {
      const top = part.getBoundingClientRect().top;
      if (!tops.some((seen) => Math.abs(seen - top) < 12)) tops.push(top);
    }
    return tops.length;
  });
}

/** The tab's box lies within the tab list's visible box (scrolled into view). */
async function isInList(tab: Locator): Promise<boolean> {
  const list = await page.getByRole('tablist').boundingBox();
  const box = await tab.boundingBox();
  return (
    list !== null &&
    box !== null &&
    box.x >= list.x - 0.5 &&
    box.x + box.width <= list.x + list.width + 0.5
  );
}

/** The cue drawn at the tab list's edge: what its frame's ::before / ::after shows. */
const cue = (edge: 'before' | 'after') =>
  page
    .getByRole('tablist')
    .evaluate((list, pseudo) => getComputedStyle(list.parentElement!, pseudo).content, `::${edge}`);

test.each(Object.entries(TABS))(
  '%s: two header lines, one tab line, every tab reachable and in the window',
  async (lang, tabs) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(/built-in demo/).waitFor(SLOW);
    if (lang === 'ja') await page.getByLabel(/Language/).selectOption('ja');
    const tablist = page.getByRole('tablist');
    const first = page.getByRole('tab', { name: tabs[0], exact: true });
    await first.waitFor();
    await page.getByRole('region', { name: lang === 'ja' ? '概要' : 'Overview' }).waitFor(SLOW);

    await expect.poll(headerLines).toBeLessThanOrEqual(2);

    // One line: every tab on the same top, the list (less its bottom border) one tab tall.
    const tops = await page
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const heights = await tablist.evaluate((list) => ({
      list: list.clientHeight,
      tab: (list.querySelector('[role=tab]') as HTMLElement).offsetHeight,
    }));
    expect(heights.list).toBe(heights.tab);
    // More tabs than fit: the cue is at the end, none at the start.
    await expect.poll(() => cue('after')).not.toBe('none');
    await expect(cue('before')).resolves.toBe('none');

    for (const name of tabs) {
      const tab = page.getByRole('tab', { name, exact: true });
      const panel = await openTab(name);
      await expect
        .poll(async () => (await panel.innerText()).trim().length, SLOW)
        .toBeGreaterThan(20);
      await expect.poll(() => isInList(tab), { message: `${lang} ${name}` }).toBe(true);
      await page.waitForTimeout(200);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${lang} ${name}`,
        })
        .toBeLessThanOrEqual(390);
    }
    // At the end, the cue is at the start.
    await expect.poll(() => cue('before')).not.toBe('none');

    // The arrow keys move between tabs and bring the selected one into view.
    await first.click();
    await expect.poll(() => isInList(first)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    const last = page.getByRole('tab', { name: tabs.at(-1)!, exact: true });
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => isInList(last)).toBe(true);
    for (const name of tabs.slice(0, 3)) {
      await page.keyboard.press('ArrowRight');
      const tab = page.getByRole('tab', { name, exact: true });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => isInList(tab), { message: name }).toBe(true);
    }
    await page.keyboard.press('End');
    await expect.poll(() => isInList(last)).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => isInList(first)).toBe(true);
    expectClean();
  },
);
