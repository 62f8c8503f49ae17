/**
 * The built app in Firefox ESR, walked through as a user's first visit: the demo, an upload
 * of a .gz and a zip, the URL table sorted and filtered, a robots.txt verdict with its line,
 * the Lastmod tab, a share link opened in a fresh profile, and a reload with kept files.
 * Found by role and accessible name, as in the Chromium suite (test/e2e/).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { writeZip } from '../fixtures/archive-writers';
import { byRole, launchFirefox, textOf, waitForText } from './firefox';

const appUrl = inject('appUrl');
const SITE = 'https://www.example.org';

const urlset = (paths: readonly string[], lastmod: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${SITE}${path}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;
const utf8 = (text: string) => new TextEncoder().encode(text);
const range = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);

const browsers: Browser[] = [];
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'inspector-firefox-'));
  await writeFile(
    join(folder, 'shop.xml.gz'),
    gzipSync(urlset(range('/shop/item-', 30), '2026-03-01')),
  );
  await writeFile(
    join(folder, 'site.zip'),
    writeZip([
      { path: 'blog/blog.xml', data: utf8(urlset(range('/blog/post-', 15), '2026-05-10')) },
      { path: 'blog/news.xml', data: utf8(urlset(range('/blog/news-', 5), '2026-05-10')) },
    ]),
  );
  await writeFile(
    join(folder, 'robots.txt'),
    `User-agent: *\nDisallow: /blog/private\nSitemap: ${SITE}/blog/blog.xml\n`,
  );
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await rm(folder, { recursive: true, force: true });
});

async function openPage(url: string): Promise<Page> {
  const browser = await launchFirefox(inject('firefoxPath'));
  browsers.push(browser);
  const page = await browser.newPage();
  // As in the Chromium suite (test/e2e/chromium.ts): each page starts as a user who reopened
  // the inputs bar by hand, so the file list and the kept-files note stay in view.
  await page.evaluateOnNewDocument(() => {
    if (localStorage.getItem('inspector.inputs.fold') === null)
      localStorage.setItem('inspector.inputs.fold', 'open');
  });
  await page.goto(url);
  return page;
}

/** The file input a label names, as a user finds it by its label. */
async function chooseFiles(page: Page, label: string, paths: string[]): Promise<void> {
  const input = await page.evaluateHandle(
    (text) =>
      [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)?.control,
    label,
  );
  const element = input.asElement();
  if (!element) throw new Error(`no control labelled ${label}`);
  await (element as ElementHandle<HTMLInputElement>).uploadFile(...paths);
}

const urlCount = (page: Page) => textOf(page, '.url-count');
const firstUrl = (page: Page) => textOf(page, '.url-table tbody tr[aria-rowindex="2"] td');

test('a first visit, step by step, as in Chromium', async () => {
  const page = await openPage(appUrl);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      !url.startsWith('data:') &&
      !url.startsWith('blob:') &&
      new URL(url).origin !== new URL(appUrl).origin
    )
      foreign.push(url);
  });

  // The demo.
  await waitForText(page, 'You are looking at the built-in demo');
  await page.locator(byRole('tab', 'URLs')).click();
  await expect.poll(() => urlCount(page)).toMatch(/\d+ URLs/);

  // A .gz, a zip and a robots.txt replace the demo; every member of the zip is read.
  await chooseFiles(page, 'Upload files', [
    join(folder, 'shop.xml.gz'),
    join(folder, 'site.zip'),
    join(folder, 'robots.txt'),
  ]);
  await expect.poll(() => urlCount(page)).toBe('50 URLs');

  // Sorting and filtering run in the worker.
  await page.locator(byRole('button', 'URL')).click();
  await expect.poll(() => firstUrl(page)).toContain(`${SITE}/blog/news-00`);
  await page.locator(byRole('searchbox', 'Filter URLs')).fill('item-1');
  await expect.poll(() => urlCount(page)).toBe('10 of 50 URLs');
  // Cleared as a user does, with the keyboard.
  await page.locator(byRole('searchbox', 'Filter URLs')).click();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await expect.poll(() => urlCount(page)).toBe('50 URLs');

  // The Lastmod tab draws its histogram over the two dates.
  await page.locator(byRole('tab', 'Lastmod')).click();
  // Its accessible name starts with the figures, so it is found by role and name prefix.
  const histogram = await page.waitForSelector('[role="img"][aria-label^="Lastmod histogram"]');
  const histogramName = await histogram?.evaluate((node) => node.getAttribute('aria-label'));
  expect(histogramName).toMatch(/^Lastmod histogram: 50 URLs/);

  // The workbench opens the uploaded robots.txt: a tested URL, its verdict and deciding line.
  await page.locator(byRole('tab', 'robots.txt')).click();
  await page.locator(byRole('textbox', 'URLs to test')).fill('/blog/private/x\n/shop/item-01\n');
  const matrix = byRole('table', 'Verdict per URL and crawler');
  await page.waitForSelector(matrix);
  const verdicts = () => textOf(page, matrix);
  await expect.poll(verdicts).toContain('Blocked');
  await expect.poll(verdicts).toContain('line 2');

  // The address carries it: a share link opened in a fresh profile shows the same test.
  const address = () => page.evaluate(() => location.href);
  await expect.poll(address).toContain('#s=');
  const link = await address();
  const teammate = await openPage(link);
  await teammate.locator(byRole('tab', 'robots.txt')).wait();
  const restored = () =>
    teammate
      .$eval(byRole('textbox', 'URLs to test'), (box) => (box as HTMLTextAreaElement).value)
      .catch(() => '');
  await expect.poll(restored).toContain('/blog/private/x');
  expect(await restored()).toContain('/shop/item-01');

  // A reload brings the kept files back, and the page does not wait for a demo.
  await waitForText(page, 'kept in this browser only');
  await page.reload();
  await waitForText(page, 'kept in this browser only');
  await page.locator(byRole('tab', 'URLs')).click();
  await expect.poll(() => urlCount(page)).toBe('50 URLs');
  expect(await page.evaluate(() => document.body.innerText.includes('Loading the demo…'))).toBe(
    false,
  );
  const loadDemo = await page.waitForSelector(byRole('button', 'Load demo'));
  expect(await loadDemo?.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(false);

  expect(foreign, 'requests outside the app origin').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});
