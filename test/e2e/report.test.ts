/**
 * **Download report** in the built app: the demo's files give one HTML file with no script
 * element that holds the Overview's figures, as the page shows them, and the problem counts by
 * severity.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, page, scratchFolderPerFile } from './app-page';

openAppPerTest({ start: 'app' });
const scratch = scratchFolderPerFile('inspector-report-');

test('Download report saves one self-contained HTML file with the Overview and the problems', async () => {
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect
    .poll(() => overview.getByRole('listitem').allTextContents(), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/lastmod:/));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-report\.html$/);
  const path = join(scratch(), 'report.html');
  await download.saveAs(path);
  const html = await readFile(path, 'utf8');
  expect(html).not.toMatch(/<script/i);
  // Once every answer has come, the page's Overview says what the report says, figure by figure.
  const shownFigures = async () =>
    (await overview.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/^[✓▲✕]/, ''),
    );
  await expect
    .poll(async () =>
      (await shownFigures()).filter((figure) => !html.includes(`<li>${figure}</li>`)),
    )
    .toEqual([]);
  expect((await shownFigures()).some((figure) => /error/i.test(figure))).toBe(true);
  expect(html).toContain('<h2>Problems by severity</h2>');
  expectClean();
});
