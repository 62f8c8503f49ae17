/**
 * At 390 px no tab makes the page wider than the window, in English and in Japanese, with
 * real files (test/history/inputs: a Yoast post sitemap, python.org's robots.txt, a Hugo
 * hreflang sitemap, a real-estate index) beside a crawl export of the same site and an
 * earlier snapshot, so Coverage and Changes have their tables too.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { sfCsv } from '../crawl/make-crawl';
import { expectClean, openAppPerTest, openTab, page, TAB_NAMES, TAB_NAMES_JA } from './app-page';

openAppPerTest({ start: 'empty' });

const SLOW = { timeout: 20_000 };
const REAL = join(import.meta.dirname, '..', 'history', 'inputs');
const FILES = [
  'real-yoast-posts-201-images.xml',
  'real-robots-pythonorg-multi-groups.txt',
  'real-hugo-hreflang-zh.xml',
  'real-index-realestate-2.xml',
];

/** What the test finds by name in each interface language: the tabs in order, buttons, tables. */
const NAMES = {
  en: {
    tabs: TAB_NAMES,
    addFiles: 'Add files',
    addEarlier: 'Upload an earlier snapshot',
    aiCrawlers: 'AI crawlers',
    bySection: 'By section',
    more: 'More',
    headerActions: ['Share', 'Download report', 'XLSX: download the workbook'],
  },
  ja: {
    tabs: TAB_NAMES_JA,
    addFiles: 'ファイルを追加',
    addEarlier: '以前のスナップショットをアップロード',
    aiCrawlers: 'AI クローラー',
    bySection: 'セクション別',
    more: 'その他',
    headerActions: ['共有', 'レポートをダウンロード', 'XLSX: ワークブックをダウンロード'],
  },
};

/** A Screaming Frog export that reached the first 60 pages of the Yoast sitemap. */
async function crawlOfPosts(): Promise<Buffer> {
  const xml = await readFile(join(REAL, FILES[0]), 'utf8');
  const pages = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  return Buffer.from(sfCsv(pages.slice(0, 60).map((address) => ({ address }))));
}

/**
 * Texts squeezed into a column a character or two wide (概要 and インデックス不可 stood one
 * character a line): a title, label or cell under 2.2 em wide whose own text runs on three
 * lines or more. Its text's lines are counted, not its box's height: a figure ("79") in a
 * row that a long URL beside it makes tall stands on one line.
 */
function textsStandingInAColumn(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h2, h3, th, td, dt, dd, button, label, summary, p, li')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        if (element.offsetParent === null) return false;
        const text = element.innerText.trim();
        const em = parseFloat(getComputedStyle(element).fontSize);
        if (text.length < 2 || element.clientWidth === 0 || element.clientWidth >= 2.2 * em)
          return false;
        const range = document.createRange();
        range.selectNodeContents(element);
        const lineTops = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        return lineTops.size >= 3;
      })
      .map((element) => `${element.tagName}: ${element.innerText.replace(/\s+/g, '')}`),
  );
}

/**
 * Boxes that scroll sideways with no sign of it: no edge cue drawn on the box (a shadow where
 * more is beyond) and not a scroll row with its own chevrons (scroll-row.css). A mouse with no
 * sideways wheel, or a browser that hides scroll bars until used, shows nothing else.
 */
function scrollersWithoutCue(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        if (element.offsetParent === null || element.scrollWidth <= element.clientWidth + 1)
          return false;
        const style = getComputedStyle(element);
        if (!/auto|scroll/.test(style.overflowX) || element.classList.contains('scroll-row'))
          return false;
        return !style.backgroundImage.includes('gradient');
      })
      .map((element) => `${element.tagName}.${element.className}`),
  );
}

/** Section cells whose scheme and host (`https://mosn.io/`) run over more than one line. */
function hostsBrokenAcrossLines(table: ReturnType<typeof page.getByRole>): Promise<string[]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody th')].flatMap((cell) => {
      const host = /^[a-z]+:\/\/[^/]+\//i.exec(cell.textContent ?? '')?.[0];
      if (!host) return [];
      // A range over the host's characters, across the text nodes they may be split into.
      const range = document.createRange();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let left = host.length;
      range.setStart(cell, 0);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (length >= left) {
          range.setEnd(node, left);
          break;
        }
        left -= length;
      }
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
      );
      return tops.size > 1 ? [cell.textContent ?? ''] : [];
    }),
  );
}

test.each(Object.entries(NAMES))('%s: at 390 px no tab widens the page', async (lang, names) => {
  const { tabs } = names;
  await page.setViewportSize({ width: 390, height: 844 });
  if (lang === 'ja') {
    await page.getByLabel(/Language/).selectOption('ja');
    await page.getByRole('tab', { name: tabs[0], exact: true }).waitFor();
  }
  await page
    .getByRole('banner')
    .getByLabel(names.addFiles)
    .setInputFiles([
      ...(await Promise.all(
        FILES.map(async (name) => ({
          name,
          mimeType: 'application/octet-stream',
          buffer: await readFile(join(REAL, name)),
        })),
      )),
      { name: 'internal_all.csv', mimeType: 'text/csv', buffer: await crawlOfPosts() },
    ]);
  // The crawl export opens its tab; its figures mean the sitemaps were read too.
  const coverage = page.getByRole('tab', { name: tabs[6], exact: true });
  await expect.poll(() => coverage.getAttribute('data-count'), SLOW).toBe('60');
  const changes = await openTab(tabs[7]);
  await changes
    .getByLabel(names.addEarlier)
    .setInputFiles(join(REAL, 'real-yoast-pages-images.xml'));
  await expect
    .poll(
      () => page.getByRole('tab', { name: tabs[7], exact: true }).getAttribute('data-count'),
      SLOW,
    )
    .toMatch(/^\d/);

  // Share, Report and XLSX are behind More, which stands in the window with the header's row
  // unscrolled; so do the actions once it is opened by the keyboard (they ran past the row's
  // end, reachable only by scrolling it sideways).
  const banner = page.getByRole('banner');
  const isInWindow = async (target: ReturnType<typeof page.getByRole>) => {
    const box = await target.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 390;
  };
  const more = banner.getByRole('button', { name: names.more, exact: true });
  await expect.poll(() => isInWindow(more)).toBe(true);
  await more.focus();
  await page.keyboard.press('Enter');
  for (const name of names.headerActions)
    await expect
      .poll(() => isInWindow(banner.getByRole('button', { name, exact: true })), {
        message: name,
      })
      .toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
    names.headerActions[0],
  );
  await page.keyboard.press('Escape');
  await expect
    .poll(() => banner.getByRole('button', { name: names.headerActions[0] }).isVisible())
    .toBe(false);
  // Share's dialog, closed, gives focus back to More (Share itself is hidden again by then).
  await more.click();
  await banner.getByRole('button', { name: names.headerActions[0], exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(names.more);

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const tab of tabs) {
    const panel = await openTab(tab);
    await expect.poll(async () => (await panel.innerText()).trim().length).toBeGreaterThan(20);
    // Polled, not read once: a table laid out while its answers still arrive (Coverage's
    // counts come after its rows) stands narrow for a moment on a loaded machine.
    await expect.poll(pageWidth, { message: `${lang} ${tab}` }).toBeLessThanOrEqual(390);
    await expect.poll(textsStandingInAColumn, { message: `${lang} ${tab}`, ...SLOW }).toEqual([]);
    await expect.poll(scrollersWithoutCue, { message: `${lang} ${tab}` }).toEqual([]);
  }

  // The AI crawlers table's header row is one line of titles (it was about 150 px tall, its
  // titles wrapped a word a line); the table scrolls sideways in its own box.
  await openTab(tabs[4]);
  const header = page.getByRole('table', { name: names.aiCrawlers }).getByRole('row').first();
  await expect.poll(async () => (await header.boundingBox())?.height, SLOW).toBeLessThan(50);
  // So is the crawl coverage's By section table's (インデックス不可 stood a character a line).
  await openTab(tabs[6]);
  const sections = page.getByRole('table', { name: names.bySection }).getByRole('row').first();
  await expect.poll(async () => (await sections.boundingBox())?.height, SLOW).toBeLessThan(50);
  // A section breaks after its host or at a `/`, never inside the host name.
  await expect(
    hostsBrokenAcrossLines(page.getByRole('table', { name: names.bySection })),
  ).resolves.toEqual([]);
  expectClean();
});
