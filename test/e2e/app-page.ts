/**
 * What every browser test file starts from: one Chromium for the file, a fresh page per
 * test with nothing kept from the previous test, and the few ways tests reach the page (a
 * file's entry in the list, an upload, a paste, the clean-page check).
 *
 * A test file calls `openAppPerTest()` once at its top, then uses `page` and `watch`: they
 * are live bindings, a new page for each test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchChromium, type LaunchedChromium } from './chromium';
import { clearOriginStorage } from './origin-storage';
import { watchPage, type PageWatch } from './page-watch';

export const appUrl = inject('appUrl');
export const origin = new URL(appUrl).origin;

export let chromium: LaunchedChromium;
/** This test's page (a new one for each test). */
export let page: Page;
/** What `page` requested off the origin and logged as errors. */
export let watch: PageWatch;

export interface AppPageOptions {
  /**
   * Where each test's page starts: `app` opens the app (its demo loads as for any first
   * visit, not waited for); `empty` opens it and clears the demo; `blank` leaves the page
   * blank for the test to open (a link, a fragment, a reload test).
   */
  start: 'app' | 'empty' | 'blank';
  /** The browser's language (navigator.languages, Accept-Language); en-US if not given. */
  locale?: string;
  /** Let the inputs bar fold by itself (a test about folding); see LaunchOptions. */
  foldsInputs?: boolean;
}

/** The page's tabs, in order, by their English names. */
export const TAB_NAMES = [
  'Index tree',
  'URLs',
  'Lastmod',
  'hreflang',
  'robots.txt',
  'Problems',
  'Coverage',
  'Changes',
  'Crawlers',
] as const;

/** The same tabs' names in Japanese, in the same order. */
export const TAB_NAMES_JA = [
  'インデックスツリー',
  'URL 一覧',
  'lastmod',
  'hreflang',
  'robots.txt',
  '問題点',
  'カバレッジ',
  '変更',
  'クローラー',
] as const;

/** Registers the hooks: call once, at the top of a test file. */
export function openAppPerTest({ start, locale, foldsInputs }: AppPageOptions): void {
  beforeAll(async () => {
    chromium = await launchChromium(inject('chromiumPath'), locale, { foldsInputs });
  });
  afterAll(async () => {
    await chromium?.close();
  });
  beforeEach(async () => {
    // The old page closes first, so none of its storage writes lands after the clearing.
    await page?.close();
    await clearOriginStorage(chromium.context, appUrl);
    page = await chromium.context.newPage();
    watch = watchPage(page, origin);
    if (start === 'blank') return;
    await page.goto(appUrl);
    if (start === 'empty') await clearDemo();
  });
}

/** A scratch folder for the test file's generated files (big, sparse or folders to upload). */
export function scratchFolderPerFile(prefix: string): () => string {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return () => {
    if (!folder) throw new Error('scratchFolderPerFile: the folder exists only inside tests');
    return folder;
  };
}

/** Clears the demo with its banner's Clear button and waits for the empty file list. */
async function clearDemo(target: Page = page): Promise<void> {
  await target.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
  await target.getByText('No files yet.').waitFor();
}

/** A file's entry in the file list (the Problems tab and others name files too). */
export const fileItem = (name: string, target: Page = page) =>
  target
    .getByRole('list', { name: 'Files' })
    .getByRole('listitem')
    .filter({ has: target.getByText(name, { exact: true }) });

/** No request left the app's origin, and nothing was logged as an error (CSP included). */
export function expectClean(pageWatch: PageWatch = watch): void {
  expect(pageWatch.foreignRequests, 'requests outside the app origin').toEqual([]);
  expect(pageWatch.consoleErrors, 'console errors').toEqual([]);
}

/** How tall the page is, and how wide (wider than the window: something overflows). */
export function pageSize(target: Page = page): Promise<{ height: number; width: number }> {
  return target.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
  }));
}

/** A file for `upload`: its text, or its bytes. */
export type UploadFile = { name: string; mimeType?: string } & (
  { text: string } | { buffer: Buffer }
);

/** Chooses files in the Upload files input, as a user does. */
export function upload(files: UploadFile[], target: Page = page): Promise<void> {
  return target.getByLabel('Upload files').setInputFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType ?? 'application/octet-stream',
      buffer: 'text' in file ? Buffer.from(file.text) : file.buffer,
    })),
  );
}

/** Pastes text into the paste box and inspects it. */
export async function paste(text: string, target: Page = page): Promise<void> {
  await target.getByLabel('Paste robots.txt, a sitemap or a URL list').fill(text);
  await target.getByRole('button', { name: 'Inspect pasted text' }).click();
}

/**
 * Selects a tab as a user does and returns its panel: only the selected tab's panel is in
 * the accessibility tree (Coverage and Changes are tabs like the others).
 */
export async function openTab(name: string, target: Page = page) {
  const tab = target.getByRole('tab', { name, exact: true });
  await tab.click();
  // Selected, as the user sees it, before the test goes on: a tab's count badge arrives
  // with its answer and widens it, so on a loaded machine a click can land on a neighbour.
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return target.getByRole('tabpanel', { name, exact: true });
}

/** The element lies wholly inside the 900 px tall window, the page not scrolled. */
export async function isInWindow(target: Page, role: 'region' | 'tablist', name?: string) {
  const box = await target.getByRole(role, name ? { name } : {}).boundingBox();
  const scrollY = await target.evaluate(() => window.scrollY);
  return box !== null && scrollY === 0 && box.y >= 0 && box.y + box.height <= 900;
}

/**
 * Where a page lands once its files are read, at 1440 × 900: the inputs folded by themselves
 * (reading done), the Overview and the tab list in the window.
 */
export async function expectAnswerInWindow(target: Page): Promise<void> {
  const slow = { timeout: 20_000 };
  await expect.poll(() => target.locator('.inputs-bar').getAttribute('open'), slow).toBeNull();
  await target.getByRole('region', { name: 'Overview' }).waitFor(slow);
  await expect.poll(() => isInWindow(target, 'region', 'Overview')).toBe(true);
  await expect.poll(() => isInWindow(target, 'tablist')).toBe(true);
}

/** Opens the header's Share dialog and returns it. */
export async function openShareDialog(target: Page = page) {
  await target.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = target.getByRole('dialog', { name: 'Share this view' });
  await dialog.waitFor();
  return dialog;
}

/** The kinds of the copies kept in this browser's private storage, from its index. */
export function keptKinds(target: Page = page): Promise<string[]> {
  return target.evaluate(async () => {
    try {
      const folder = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle('kept-files');
      const index = await (await (await folder.getFileHandle('index.json')).getFile()).text();
      return (JSON.parse(index) as { kind?: string }[]).map((info) => info.kind ?? 'file').sort();
    } catch {
      return [];
    }
  });
}

/** The Lastmod tab's page-check table as [URL, verdict as shown] pairs, row by row. */
export function pageCheckVerdicts(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('.page-verdict')?.textContent ?? '',
      ]),
    );
}
