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

/** What the test finds by name in each interface language: the tabs in order, two buttons. */
const NAMES = {
  en: {
    tabs: TAB_NAMES,
    addFiles: 'Add files',
    addEarlier: 'Upload an earlier snapshot',
    aiCrawlers: 'AI crawlers',
    bySection: 'By section',
  },
  ja: {
    tabs: TAB_NAMES_JA,
    addFiles: 'ファイルを追加',
    addEarlier: '以前のスナップショットをアップロード',
    aiCrawlers: 'AI クローラー',
    bySection: 'セクション別',
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

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const tab of tabs) {
    const panel = await openTab(tab);
    await expect.poll(async () => (await panel.innerText()).trim().length).toBeGreaterThan(20);
    // Polled, not read once: a table laid out while its answers still arrive (Coverage's
    // counts come after its rows) stands narrow for a moment on a loaded machine.
    await expect.poll(pageWidth, { message: `${lang} ${tab}` }).toBeLessThanOrEqual(390);
    await expect.poll(textsStandingInAColumn, { message: `${lang} ${tab}`, ...SLOW }).toEqual([]);
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
  expectClean();
});
