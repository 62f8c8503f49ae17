/**
 * The ingest pool in Chromium: the same uploads read with `?workers=1` and `?workers=3` (and
 * `?workers=0`, no pool) end with the same file list, the same URL count and the same
 * problem counts, and the nested ingest workers load under the page's CSP.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, expectClean, origin } from './app-page';
import { launchChromium, type LaunchedChromium } from './chromium';
import { clearOriginStorage } from './origin-storage';
import { watchPage } from './page-watch';
import { poolFiles } from '../ingest/pool-inputs';

// One test opens three pages (one per pool size) in turn, so it starts its pages itself
// rather than through openAppPerTest's page per test.

let chromium: LaunchedChromium;

beforeAll(async () => {
  chromium = await launchChromium(inject('chromiumPath'));
});
afterAll(async () => {
  await chromium?.close();
});

/** Every upload but the damaged gzip (where the native engine stops varies by engine). */
const files = poolFiles({ isDamagedGzipKept: false }).map((file) => ({
  name: file.isPasted ? `${file.name}.txt` : file.name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from(file.bytes),
}));

const fileList = (page: Page) => page.getByRole('list', { name: 'Files' });

/** Uploads every file with `?workers=N` and reads what the page shows once all are read. */
async function readWith(workers: number) {
  await clearOriginStorage(chromium.context, appUrl);
  const page = await chromium.context.newPage();
  const watch = watchPage(page, origin);
  const workerUrls: string[] = [];
  page.on('worker', (worker) => workerUrls.push(worker.url()));
  await page.goto(`${appUrl}?workers=${workers}`);
  await page.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await page.getByLabel('Upload files').setInputFiles(files);
  const items = fileList(page).getByRole('listitem');
  const cancels = fileList(page).getByRole('button', { name: /^Cancel/ });
  await expect.poll(() => items.count(), { timeout: 60_000 }).toBe(files.length);
  await expect.poll(() => cancels.count(), { timeout: 60_000 }).toBe(0);
  const fileTexts = await items.allTextContents();
  await page.getByRole('tab', { name: 'URLs' }).click();
  const urlCount = page.locator('.url-count');
  await expect.poll(() => urlCount.textContent()).toMatch(/^[\d,]+ URLs$/);
  const urls = await urlCount.textContent();
  await page.getByRole('tab', { name: 'Problems' }).click();
  const problems = page.getByRole('tabpanel');
  await expect.poll(() => problems.textContent()).toMatch(/duplicate/i);
  const problemText = await problems.textContent();
  expectClean(watch);
  await page.close();
  return { fileTexts, urls, problemText, workerUrls };
}

test('3 ingest workers, 1 and none read the same uploads into the same counts', async () => {
  const one = await readWith(1);
  const three = await readWith(3);
  const none = await readWith(0);
  expect(one.urls).toMatch(/^\d{2},\d{3} URLs$/);
  // The nested ingest workers were bundled, allowed by the CSP and started as asked.
  const ingestWorkers = (urls: string[]) => urls.filter((url) => /ingest\.worker/.test(url));
  expect(ingestWorkers(one.workerUrls)).toHaveLength(1);
  expect(ingestWorkers(three.workerUrls)).toHaveLength(3);
  expect(ingestWorkers(none.workerUrls)).toHaveLength(0);
  expect(three.fileTexts).toEqual(one.fileTexts);
  expect(three.urls).toEqual(one.urls);
  expect(three.problemText).toEqual(one.problemText);
  expect(none.fileTexts).toEqual(one.fileTexts);
  expect(none.urls).toEqual(one.urls);
  expect(none.problemText).toEqual(one.problemText);
});
