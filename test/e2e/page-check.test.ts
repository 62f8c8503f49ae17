/**
 * The page check in the page: a loopback site with planted truth (test/page-check/) read by
 * the command line with `--pages --save DIR --json`, the folder uploaded whole with **Upload
 * a folder**, and the Lastmod tab's "Checked against the pages" gives the command line's site
 * verdict and every sampled URL's verdict; the Overview's lastmod line counts the pages and
 * those that agree; the page bodies are not read as sitemaps. The check is an input of the
 * workspace like the sitemaps: kept, restored by a reload with the same figures, taken by
 * Clear and brought back by Undo, and named by the share link as what it leaves out.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { enPageCheck } from '../../src/i18n/en-page-check';
import { runInspectAsync } from '../cli-run';
import { plantedSites } from '../page-check/page-check-cases';
import { startPageSite, type PageSite } from '../page-check/page-sites';
import {
  expectClean,
  keptKinds,
  pageCheckVerdicts,
  openAppPerTest,
  openShareDialog,
  openTab,
  page,
  scratchFolderPerFile,
} from './app-page';

openAppPerTest({ start: 'empty' });
const scratch = scratchFolderPerFile('page-check-');

interface PagesJson {
  sampled: number;
  verdict: 'verified' | 'contradicted' | 'unverifiable';
  counts: Record<string, number>;
  urls: { url: string; verdict: string }[];
}

const sites: PageSite[] = [];
beforeAll(async () => {
  for (const planted of plantedSites)
    sites.push(await startPageSite(planted.pages, planted.robots));
});
afterAll(() => Promise.all(sites.map((site) => site.close())));

/** Runs the command line on a planted site with `--pages --save`; its `--json` pages. */
async function savedRun(i: number, saved: string): Promise<PagesJson> {
  const run = await runInspectAsync([
    '--site',
    sites[i]!.origin,
    '--pages',
    '50',
    '--rate',
    '50',
    '--save',
    saved,
    '--json',
  ]);
  return (JSON.parse(run.stdout) as { pages: PagesJson }).pages;
}

const verdictWord = (verdict: string) =>
  enPageCheck[`pageCheck.verdict.${verdict}` as keyof typeof enPageCheck];

test.each(plantedSites.map((planted, i) => [planted.name, i] as const))(
  '%s: the Lastmod tab gives the command line’s verdicts',
  async (_name, i) => {
    const saved = join(scratch(), `saved-${i}`);
    const pages = await savedRun(i, saved);
    expect(pages.verdict).toBe(plantedSites[i]!.siteVerdict);

    await page.getByLabel('Upload a folder').setInputFiles(saved);
    const panel = await openTab('Lastmod');
    const section = panel.getByRole('region', { name: 'Checked against the pages' });
    await expect
      .poll(() => section.getByText(/^Site verdict:/).textContent(), { timeout: 20_000 })
      .toBe(`Site verdict: ${enPageCheck[`pageCheck.site.${pages.verdict}`]}`);

    const table = section.getByRole('table', {
      name: 'The sampled URLs: each lastmod against the page’s own date',
    });
    const shown = await pageCheckVerdicts(table);
    expect(Object.fromEntries(shown)).toEqual(
      Object.fromEntries(pages.urls.map((url) => [url.url, verdictWord(url.verdict)])),
    );
    // The table scrolls sideways under the keyboard: it is a focusable region.
    const scroller = section.getByRole('region', { name: /The sampled URLs/ });
    await scroller.focus();
    expect(await scroller.evaluate((element) => element === document.activeElement)).toBe(true);

    const overview = page.getByRole('region', { name: 'Overview' });
    await expect
      .poll(() => overview.getByRole('button', { name: /^lastmod:/ }).textContent())
      .toContain(
        `checked against ${pages.sampled} ${pages.sampled === 1 ? 'page' : 'pages'}: ${pages.counts.agrees ?? 0} agree`,
      );

    // Only the sitemaps are files: pages.json and the page bodies are the check's input.
    const files = page.getByRole('list', { name: 'Files' });
    expect(await files.textContent()).not.toContain('pages.json');
    expect(await files.textContent()).not.toMatch(/\.html/);
    expectClean();
  },
);

const SLOW = { timeout: 20_000 };

/** The Lastmod tab's page check section as the user reads it, or null when there is none. */
async function pageCheckText(): Promise<string | null> {
  const panel = await openTab('Lastmod');
  const section = panel.getByRole('region', { name: 'Checked against the pages' });
  return (await section.count()) === 0 ? null : section.textContent();
}

test('the page check is kept: a reload, Clear and Undo bring back the same section', async () => {
  const i = plantedSites.findIndex((planted) => planted.siteVerdict === 'contradicted');
  const pages = await savedRun(i, join(scratch(), 'saved'));
  await page.getByLabel('Upload a folder').setInputFiles(join(scratch(), 'saved'));
  await expect
    .poll(pageCheckText, SLOW)
    .toContain(`Site verdict: ${enPageCheck[`pageCheck.site.${pages.verdict}`]}`);
  const shown = (await pageCheckText())!;
  for (const url of pages.urls) expect(shown).toContain(url.url);
  // pages.json and each body are kept beside the sitemaps, once the check was read.
  await expect.poll(async () => (await keptKinds()).includes('pages'), SLOW).toBe(true);

  // A share link carries no files: the check is named among what it leaves out.
  const share = await openShareDialog();
  await expect
    .poll(() => share.textContent(), SLOW)
    .toContain('the page check (pages.json and its pages)');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect.poll(pageCheckText, SLOW).toBe(shown);

  // Clear takes it with the sitemaps; Undo brings back the same figures.
  const demo = page.getByRole('region', { name: 'Demo' });
  await demo.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await expect.poll(pageCheckText, SLOW).toBeNull();
  await demo.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(pageCheckText, SLOW).toBe(shown);

  // And a reload after Undo still has it.
  await page.reload();
  await expect.poll(pageCheckText, SLOW).toBe(shown);
  expectClean();
});
