/**
 * The page as a workspace at 1440 × 900, in Chromium: the header holds Add files, Inspect a
 * site and Share; the inputs fold away whenever anything is loaded, so the Overview and the
 * tab list are in the window without scrolling on a first open with the demo, after an
 * upload and on a shared link (which opens on the tab it was shared from); Coverage and
 * Changes are tabs with counts and empty states that say how to fill them; Share is a dialog.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import {
  appUrl,
  expectAnswerInWindow,
  expectClean,
  isInWindow,
  openAppPerTest,
  openShareDialog,
  openTab,
  page,
} from './app-page';
import { launchChromium } from './chromium';

// As a first visit: nothing remembered about the inputs, so they fold by themselves.
openAppPerTest({ start: 'blank', foldsInputs: true });

const SLOW = { timeout: 20_000 };
const REAL = join(import.meta.dirname, '..', 'history', 'inputs');

test('on first open with the demo the Overview and the tab list are in the window', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await expectAnswerInWindow(page);
  // The header's actions are there without opening the inputs.
  const header = page.getByRole('banner');
  await header.getByLabel('Add files').waitFor({ state: 'attached' });
  await header.getByRole('button', { name: 'Inspect a site' }).waitFor();
  await header.getByRole('button', { name: 'Share', exact: true }).waitFor();
  expectClean();
});

test('after an upload through the header, the Overview and the tab list are in the window', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await page
    .getByRole('banner')
    .getByLabel('Add files')
    .setInputFiles(
      ['real-yoast-posts-201-images.xml', 'real-robots-pythonorg-multi-groups.txt'].map((name) =>
        join(REAL, name),
      ),
    );
  await expect
    .poll(() => page.getByRole('region', { name: 'Overview' }).innerText(), SLOW)
    .toMatch(/2 files[\s\S]*99 URLs/);
  await expectAnswerInWindow(page);
  expectClean();
});

test('a shared link opens on its tab, the Overview and the tab list in the window', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(appUrl);
  const sitemap = await readFile(join(REAL, 'real-identical-lastmod-108.xml'), 'utf8');
  await page
    .getByRole('banner')
    .getByLabel('Add files')
    .setInputFiles({
      name: 'identical.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(sitemap),
    });
  await expect
    .poll(() => page.getByRole('region', { name: 'Overview' }).innerText(), SLOW)
    .toMatch(/108 URLs/);
  await openTab('Problems');
  const dialog = await openShareDialog();
  const box = dialog.getByRole('textbox', { name: 'Share link' });
  await expect.poll(() => box.inputValue(), SLOW).toMatch(/#s=/);
  // The link follows the view a moment after it changes: read it once it holds the file.
  await expect
    .poll(() => dialog.innerText(), SLOW)
    .toContain('Contents in the link: identical.xml');
  const link = await box.inputValue();
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);

  const teammate = await launchChromium(inject('chromiumPath'), 'en-US', { foldsInputs: true });
  try {
    const other = await teammate.context.newPage();
    await other.setViewportSize({ width: 1440, height: 900 });
    await other.goto(link);
    await expect
      .poll(() => other.getByRole('tab', { selected: true }).textContent(), SLOW)
      .toBe('Problems');
    await expect
      .poll(() => other.getByRole('region', { name: 'Overview' }).innerText(), SLOW)
      .toMatch(/108 URLs/);
    await expectAnswerInWindow(other);
  } finally {
    await teammate.close();
  }
  expectClean();
});

test('a shared link with no files opens on its tab with the inputs folded, the tab list in the window', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await page.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
  await openTab('robots.txt');
  await page.getByLabel('URLs to test').fill('/cart/x\n/blog/\n');
  const dialog = await openShareDialog();
  const box = dialog.getByRole('textbox', { name: 'Share link' });
  await expect.poll(() => box.inputValue(), SLOW).toMatch(/#s=/);
  await expect.poll(async () => decodeURIComponent(await box.inputValue()), SLOW).not.toBe('');
  const link = await box.inputValue();
  await page.keyboard.press('Escape');

  const teammate = await launchChromium(inject('chromiumPath'), 'en-US', { foldsInputs: true });
  try {
    const other = await teammate.context.newPage();
    await other.setViewportSize({ width: 1440, height: 900 });
    await other.goto(link);
    await other.getByText('Opened from a shared link').waitFor(SLOW);
    await expect
      .poll(() => other.getByRole('tab', { selected: true }).textContent(), SLOW)
      .toBe('robots.txt');
    await expect(other.locator('.inputs-bar').getAttribute('open')).resolves.toBeNull();
    await expect.poll(() => isInWindow(other, 'tablist')).toBe(true);
    // The inputs open on demand.
    await other.getByRole('banner').getByRole('button', { name: 'Inspect a site' }).click();
    await other.getByRole('region', { name: 'Start from a site' }).waitFor();
  } finally {
    await teammate.close();
  }
  expectClean();
});

test('at 1440 px the opened inputs take the whole width: no empty column beside the files', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  // A file of one's own: the demo bar turns quiet (Clear, Load demo) beside the inputs line.
  await page
    .getByRole('banner')
    .getByLabel('Add files')
    .setInputFiles(join(REAL, 'real-yoast-posts-201-images.xml'));
  await expect
    .poll(() => page.getByRole('region', { name: 'Overview' }).innerText(), SLOW)
    .toMatch(/1 file/);
  await expect.poll(() => page.locator('.inputs-bar').getAttribute('open'), SLOW).toBeNull();
  await page.locator('.inputs-bar > summary').click();
  const fileList = page.locator('.inputs > .file-list');
  await fileList.waitFor();
  // The quiet bar's Clear and Load demo kept a column of their own beside the open inputs,
  // about 220 px wide and empty below them.
  const gap = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const contentRight =
      main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
    return (
      contentRight - document.querySelector('.inputs > .file-list')!.getBoundingClientRect().right
    );
  });
  expect(gap).toBeLessThan(24);
  expectClean();
});

test('Coverage and Changes are tabs whose empty states say how to fill them', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  const coverage = await openTab('Coverage');
  await expect(coverage.innerText()).resolves.toContain(
    'No crawl export yet. Choose “Upload a crawl export” below',
  );
  await coverage.getByLabel('Upload a crawl export').waitFor({ state: 'attached' });
  const changes = await openTab('Changes');
  await expect(changes.innerText()).resolves.toContain(
    'No earlier snapshot yet. Choose “Upload an earlier snapshot” below',
  );
  await changes.getByLabel('Upload an earlier snapshot').waitFor({ state: 'attached' });
  // Nothing to count yet: no badge.
  for (const name of ['Coverage', 'Changes'])
    await expect(
      page.getByRole('tab', { name, exact: true }).getAttribute('data-count'),
    ).resolves.toBeNull();
  expectClean();
});

test('Share is a dialog: focus goes in, Escape closes it and gives focus back', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  const share = page.getByRole('banner').getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share this view' });
  await dialog.waitFor();
  await expect(
    page.evaluate(() => document.activeElement?.closest('dialog') !== null),
  ).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Share');
  // Its Close button closes it too.
  await share.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expectClean();
});

test('Inspect a site opens the folded inputs at Start from a site', async () => {
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await expect.poll(() => page.locator('.inputs-bar').getAttribute('open'), SLOW).toBeNull();
  await page.getByRole('banner').getByRole('button', { name: 'Inspect a site' }).click();
  const site = page.getByRole('region', { name: 'Start from a site' });
  await site.waitFor();
  await expect(
    page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') !== null),
  ).resolves.toBe(true);
  await expect(site.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  expectClean();
});

test('keyboard order and landmarks follow the layout: skip link, header actions, inputs line, Overview, tabs', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(appUrl);
  await page.getByText('You are looking at the built-in demo').waitFor();
  await expect.poll(() => page.locator('.inputs-bar').getAttribute('open'), SLOW).toBeNull();
  await page.getByRole('region', { name: 'Overview' }).waitFor(SLOW);
  // The header's actions are in the banner; the Overview and the tabs in the main landmark.
  const banner = page.getByRole('banner');
  for (const name of ['Inspect a site', 'Share'])
    await expect(banner.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Overview' }).count()).resolves.toBe(1);
  await expect(main.getByRole('tablist').count()).resolves.toBe(1);

  /** Where each Tab press lands, by a short name, until the tab list. */
  const stops: string[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active) return '';
      if (active.getAttribute('role') === 'tab') return 'tab';
      if (active.closest('.overview')) return 'overview';
      if (active.tagName === 'SUMMARY') return 'inputs';
      if (active instanceof HTMLInputElement && active.type === 'file')
        return active.labels?.[0]?.textContent ?? 'file input';
      if (active.tagName === 'SELECT') return 'language';
      return active.textContent?.trim() ?? '';
    });
    stops.push(stop);
    if (stop === 'tab') break;
  }
  const first = (name: string) => stops.indexOf(name);
  expect(first('Skip to results')).toBe(0);
  const order = [
    'Skip to results',
    'language',
    'Add files',
    'Inspect a site',
    'Share',
    'Clear',
    'inputs',
    'overview',
    'tab',
  ];
  for (const name of order)
    expect(first(name), `${name} in ${stops.join(' → ')}`).toBeGreaterThanOrEqual(0);
  const positions = order.map(first);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expectClean();
});
