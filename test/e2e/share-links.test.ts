/**
 * Share links and local memory in the built app: a link copied from the Share link box
 * restores the view in a fresh profile under another sub-path of the same host; uploaded
 * files survive a reload until Forget; hostile fragments leave a message and a working,
 * empty page; the demo steps aside for the user's first file. No request leaves the origin.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from './chromium';
import { deleteKeptFiles } from './kept-storage';
import { watchPage, type PageWatch } from './page-watch';
import { encodeShareFragment } from '../../src/core/share/share-codec';

const appUrl = inject('appUrl');
const otherPathUrl = inject('otherPathUrl');
const origin = new URL(appUrl).origin;

let chromium: LaunchedChromium;
let page: Page;
let watch: PageWatch;

beforeAll(async () => {
  chromium = await launchChromium(inject('chromiumPath'));
});
afterAll(async () => {
  await chromium?.close();
});
beforeEach(async () => {
  await page?.close();
  await deleteKeptFiles(chromium.context, appUrl);
  page = await chromium.context.newPage();
  watch = watchPage(page, origin);
});

/** A file's entry in the file list (the Problems tab lists file names too). */
const fileItem = (target: Page, name: string) =>
  target
    .getByRole('list', { name: 'Files' })
    .getByRole('listitem')
    .filter({ has: target.getByText(name, { exact: true }) });
const selectedTab = (target: Page) => target.getByRole('tab', { selected: true }).textContent();

function expectClean(pageWatch: PageWatch) {
  expect(pageWatch.foreignRequests, 'requests outside the app origin').toEqual([]);
  expect(pageWatch.consoleErrors, 'console errors').toEqual([]);
}

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `<url><loc>https://www.example.org${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

test('a copied link restores the tab, the filter and the small files in a fresh profile under another sub-path', async () => {
  await page.goto(appUrl);
  await page.getByLabel('Upload files').setInputFiles([
    {
      name: 'shop.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(sitemap(['/blog/a', '/blog/b', '/shop/c'])),
    },
    // Binary: the link can only name it.
    { name: 'more.xml.gz', mimeType: 'application/gzip', buffer: gzipSync(sitemap(['/z'])) },
  ]);
  await expect.poll(() => fileItem(page, 'shop.xml').textContent()).toContain('3 URLs');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Filter URLs').fill('/blog/');
  const box = page.getByRole('textbox', { name: 'Share link' });
  await expect.poll(() => box.inputValue()).toContain('#s=');
  await expect.poll(async () => new URL(await box.inputValue()).hash.length).toBeGreaterThan(50);
  // The address follows the view (without the files, which this browser keeps).
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#s=/);
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await page.getByText(/Copied|did not allow copying/).waitFor();
  const link = await box.inputValue();
  expect(await page.getByText(/characters \(files go in only/).textContent()).toContain(
    link.length.toLocaleString('en-US'),
  );
  expectClean(watch);

  const shared = new URL(link);
  const elsewhere = otherPathUrl + shared.hash;
  const teammate = await launchChromium(inject('chromiumPath'));
  try {
    const other = await teammate.context.newPage();
    const otherWatch = watchPage(other, origin);
    await other.goto(elsewhere);
    await other.getByText('Opened from a shared link').waitFor();
    await expect.poll(() => selectedTab(other)).toBe('URLs');
    await expect(other.getByLabel('Filter URLs').inputValue()).resolves.toBe('/blog/');
    await expect.poll(() => fileItem(other, 'shop.xml').textContent()).toContain('3 URLs');
    await expect.poll(() => other.locator('.url-count').textContent()).toMatch(/\b2\b/);
    await expect(other.getByText('You are looking at the built-in demo').count()).resolves.toBe(0);
    // The file the link could not carry is named, to be dropped in again.
    const notice = other.getByRole('region', { name: 'Shared link' });
    await notice.getByText('Drop it in again').waitFor();
    await notice.getByRole('listitem').filter({ hasText: 'more.xml.gz' }).waitFor();
    // Nothing widens the page at 390 px, long link included.
    await other.setViewportSize({ width: 390, height: 800 });
    await expect
      .poll(() => other.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    expectClean(otherWatch);
  } finally {
    await teammate.close();
  }
});

test('uploaded and pasted files survive a reload; Forget removes them and the demo comes back', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  // The demo offers no "Load demo" while it is showing.
  await expect(page.getByRole('button', { name: 'Load demo' }).count()).resolves.toBe(0);
  await page
    .getByLabel('Upload files')
    .setInputFiles([
      { name: 'kept.xml', mimeType: 'application/xml', buffer: Buffer.from(sitemap(['/a', '/b'])) },
    ]);
  await expect.poll(() => fileItem(page, 'kept.xml').textContent()).toContain('2 URLs');
  // The first file replaces the demo: its files and its banner go.
  await expect.poll(() => fileItem(page, 'sitemap-pages.xml').count()).toBe(0);
  await expect(page.getByText('You are looking at the built-in demo').count()).resolves.toBe(0);
  await page
    .getByLabel('Paste robots.txt, a sitemap or a URL list')
    .fill('User-agent: *\nDisallow: /x\n');
  await page.getByRole('button', { name: 'Inspect pasted text' }).click();
  await expect.poll(() => fileItem(page, 'pasted text 1').count()).toBe(1);
  await page.getByText('2 files are kept in this browser only').waitFor();

  await page.reload();
  // Both kept files are restored and read again (the paste after the upload).
  await page.getByText('2 files are kept in this browser only').waitFor();
  await expect.poll(() => fileItem(page, 'kept.xml').textContent()).toContain('2 URLs');
  await expect.poll(() => fileItem(page, 'pasted text 1').count()).toBe(1);
  await expect(page.getByText('You are looking at the built-in demo').count()).resolves.toBe(0);

  await page.getByRole('button', { name: 'Forget' }).click();
  await page.getByText('Forgotten').waitFor();
  await page.reload();
  await page.getByText('You are looking at the built-in demo').waitFor();
  await expect(fileItem(page, 'kept.xml').count()).resolves.toBe(0);
  expectClean(watch);
});

test('Clear and Load demo offer Undo for the user’s files', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await page
    .getByLabel('Upload files')
    .setInputFiles([
      { name: 'mine.xml', mimeType: 'application/xml', buffer: Buffer.from(sitemap(['/m'])) },
    ]);
  await expect.poll(() => fileItem(page, 'mine.xml').textContent()).toContain('1 URL');
  await page.getByRole('button', { name: 'Load demo' }).click();
  await expect.poll(() => fileItem(page, 'sitemap-pages.xml').count()).toBe(1);
  await expect(fileItem(page, 'mine.xml').count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => fileItem(page, 'mine.xml').textContent()).toContain('1 URL');
  await expect.poll(() => fileItem(page, 'sitemap-pages.xml').count()).toBe(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => fileItem(page, 'mine.xml').textContent()).toContain('1 URL');
  expectClean(watch);
});

test('Back and Forward move between views without an entry per keystroke', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  const before = await page.evaluate(() => history.length);
  await page.getByRole('tab', { name: 'Problems' }).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#s=/);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByLabel('Filter URLs').pressSequentially('blog', { delay: 20 });
  await expect.poll(() => page.evaluate(() => history.length)).toBe(before + 2);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => history.length)).toBe(before + 2);
  await page.goBack();
  await expect.poll(() => selectedTab(page)).toBe('Problems');
  await page.goForward();
  await expect.poll(() => selectedTab(page)).toBe('URLs');
  await expect.poll(() => page.getByLabel('Filter URLs').inputValue()).toBe('blog');
  expectClean(watch);
});

test('a shared link pasted into an already open tab opens with its files', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  const text = sitemap(['/p/1', '/p/2']);
  const fragment = encodeShareFragment({
    v: 1,
    tab: 'problems',
    files: [{ name: 'pasted-in.xml', sizeBytes: text.length, text }],
  });
  await page.evaluate((hash) => {
    location.hash = hash;
  }, fragment);
  await page.getByText('Opened from a shared link').waitFor();
  await expect.poll(() => fileItem(page, 'pasted-in.xml').textContent()).toContain('2 URLs');
  await expect.poll(() => selectedTab(page)).toBe('Problems');
  await expect(fileItem(page, 'sitemap-pages.xml').count()).resolves.toBe(0);
  expectClean(watch);
});

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const fragmentOf = (value: unknown) => `#s=${base64url(deflateSync(JSON.stringify(value)))}`;

test.each<[string, () => string]>([
  ['invalid base64', () => '#s=%%%not*base64!!'],
  ['a 2 MB fragment', () => `#s=${'A'.repeat(2_000_000)}`],
  [
    'a deflate bomb',
    () => `#s=${base64url(deflateSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 }))}`,
  ],
  ['wrong types', () => fragmentOf({ v: 1, tab: 42, urls: { text: ['x'] } })],
  [
    'a truncated link',
    () => fragmentOf({ v: 1, tab: 'urls', urls: { text: 'blog' } }).slice(0, 20),
  ],
  ['an unknown version', () => fragmentOf({ v: 7, tab: 'urls' })],
])('%s: a message and an empty, working page', async (_name, fragment) => {
  await page.goto(appUrl + fragment());
  await page.getByRole('alert').filter({ hasText: 'This link could not be opened' }).waitFor();
  await page.getByText('No files yet.').waitFor();
  await expect(page.getByText('You are looking at the built-in demo').count()).resolves.toBe(0);
  await page
    .getByLabel('Paste robots.txt, a sitemap or a URL list')
    .fill('https://www.example.org/a\n');
  await page.getByRole('button', { name: 'Inspect pasted text' }).click();
  await expect.poll(() => fileItem(page, 'pasted text 1').count()).toBe(1);
  expectClean(watch);
});
