/**
 * **Download report** in the built app: the demo's files give one HTML file with no script
 * element that holds the Overview's figures, as the page shows them, and the problem counts by
 * severity, named after the demo's site; **XLSX** gives the workbook with every place of every
 * problem, as many as the Overview counts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readWorkbook } from '../report/read-workbook';
import { expectClean, openAppPerTest, page, scratchFolderPerFile } from './app-page';

openAppPerTest({ start: 'app' });
const scratch = scratchFolderPerFile('inspector-report-');

/** Once the demo's Overview is whole (its lastmod verdict last), what the button named downloads. */
async function downloadOf(button: string) {
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect
    .poll(() => overview.getByRole('listitem').allTextContents(), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/lastmod:/));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return download;
}

test('Download report saves one self-contained HTML file with the Overview and the problems', async () => {
  const download = await downloadOf('Download report');
  const overview = page.getByRole('region', { name: 'Overview' });
  // The demo's site and the day, so a consultant's downloads sort by client, then by date.
  expect(download.suggestedFilename()).toMatch(
    /^www\.example\.com-\d{4}-\d{2}-\d{2}-report\.html$/,
  );
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
  expect(html).toContain('<h1>Sitemap and robots.txt report: www.example.com</h1>');
  expectClean();
});

test('XLSX saves the workbook with a row for every place of every problem', async () => {
  const download = await downloadOf('XLSX: download the workbook');
  expect(download.suggestedFilename()).toMatch(
    /^www\.example\.com-\d{4}-\d{2}-\d{2}-report\.xlsx$/,
  );
  const path = join(scratch(), 'report.xlsx');
  await download.saveAs(path);
  const sheets = readWorkbook(new Uint8Array(await readFile(path)));
  const figures = new Map(sheets.get('Overview')!.map((row) => [row[0], row[1]]));
  const places = sheets.get('Problems by URL')!.length - 1;
  const severities = ['Errors', 'Warnings', 'Notes'].map((label) => figures.get(label));
  expect(severities.every((count) => typeof count === 'number')).toBe(true);
  expect(places).toBe((severities as number[]).reduce((sum, count) => sum + count, 0));
  expectClean();
});
