/**
 * A site saved by the command line (`--site URL --save DIR`) and uploaded whole with **Upload
 * a folder** gives the page the command line's answer: the same problem codes with the same
 * counts, the files named by their URLs (the fetch log maps the saved names back), and the
 * sitemap the site answered 404 for shown failed with its status, not as a file not supplied.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectClean, openAppPerTest, page, scratchFolderPerFile } from './app-page';
import { startHealthySite, type FakeSite } from '../site/fake-sites';
import { runInspectAsync } from '../cli-run';

openAppPerTest({ start: 'empty' });
const scratch = scratchFolderPerFile('saved-site-');

let site: FakeSite;
beforeAll(async () => {
  site = await startHealthySite();
});
afterAll(() => site.close());

test('a saved site folder gives the page the command line’s problems and counts', async () => {
  const saved = join(scratch(), 'saved');
  const json = JSON.parse(
    (await runInspectAsync(['--json', '--site', site.origin, '--save', saved])).stdout,
  ) as {
    totals: { urls: number };
    problems: { code: string; count: number }[];
  };
  await page.getByLabel('Upload a folder').setInputFiles(saved);

  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect
    .poll(() => page.locator('.url-count').textContent(), { timeout: 20_000 })
    .toBe(`${json.totals.urls} URLs`);

  await page.getByRole('tab', { name: 'Index tree' }).click();
  const tree = page.getByRole('tree');
  await expect
    .poll(() => tree.textContent())
    .toContain('Could not be fetched: the server answered HTTP 404');
  expect(await tree.textContent()).not.toContain('expected a file named sitemap-missing.xml');

  await page.getByRole('tab', { name: 'Problems' }).click();
  const groups = page.getByRole('tabpanel', { name: 'Problems' }).locator('.problem-group');
  const shown = async () =>
    (
      await groups.evaluateAll((sections) =>
        sections.map((section) => ({
          code: section.querySelector('code')?.textContent ?? '',
          count: Number((section.querySelector('.count')?.textContent ?? '').replace(/\D/g, '')),
        })),
      )
    ).sort((a, b) => a.code.localeCompare(b.code));
  const expected = json.problems
    .map(({ code, count }) => ({ code, count }))
    .sort((a, b) => a.code.localeCompare(b.code));
  await expect.poll(shown, { timeout: 20_000 }).toEqual(expected);
  expect(expected.map((group) => group.code)).toContain('fetch-failed');
  expectClean();
});
