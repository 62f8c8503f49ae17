/**
 * Two snapshots of one site in Chromium (issue 31's "Done when"): the later zip uploaded as
 * today's input, the earlier one with **Upload an earlier snapshot**; the **Snapshot
 * comparison** region says 70 added, 50 removed, 350 lastmod changed, 600 unchanged, names
 * child D as regenerated, and the URL table's **Change** filter shows each group (the removed
 * URLs from the earlier snapshot, marked as such).
 */
import { expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expectClean, fileItem, openAppPerTest, openTab, page, upload } from './app-page';
import { twoSnapshots } from '../snapshot/two-snapshots';

const SLOW = { timeout: 15_000 };

openAppPerTest({ start: 'empty' });

const region = () => page.getByRole('region', { name: 'Snapshot comparison' });
const urlCount = () => page.locator('.url-count').textContent();

test('the comparison region, and the Change filter shows each group', async () => {
  const { before, after } = twoSnapshots();
  await upload([{ name: 'after.zip', buffer: Buffer.from(after) }]);
  await expect.poll(() => fileItem('after.zip').textContent(), SLOW).toMatch(/1,020 URLs/);

  // The comparison is a tab of its own, Changes.
  await openTab('Changes');
  await region()
    .getByLabel('Upload an earlier snapshot')
    .setInputFiles({
      name: 'before.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(before),
    });
  await expect
    .poll(() => region().textContent(), SLOW)
    .toContain('70 added, 50 removed, 350 lastmod changed, 600 unchanged');
  await expect(region().getByRole('status').textContent()).resolves.toBe(
    // The index is one of its five files: the sentence says why it is not among the four.
    'Earlier snapshot: 4 files, 1,000 URLs. 1 file that lists no URLs (a sitemap index or a robots.txt) is not counted.',
  );
  // The tab counts what changed (added, removed, re-dated), said as its description.
  const changesTab = page.getByRole('tab', { name: 'Changes', exact: true });
  await expect(changesTab.getAttribute('data-count')).resolves.toBe('470');
  const described = await changesTab.getAttribute('aria-describedby');
  await expect(page.locator(`#${described}`).textContent()).resolves.toBe(
    '470 URLs changed since the earlier snapshot',
  );
  // The earlier URLs stay out of the file list and the table.
  await expect(
    page.getByRole('list', { name: 'Files' }).getByRole('listitem').count(),
  ).resolves.toBe(1);

  const findings = region().getByRole('listitem');
  await expect(findings.filter({ hasText: 'regenerated' }).textContent()).resolves.toMatch(
    /Regenerated, not edited \(regenerated\) — sitemap-d\.xml: lastmod moved on 250 of 250 URLs, all to one instant/,
  );
  const files = region().getByRole('table', { name: 'Per file' });
  await expect(files.getByRole('row', { name: /^sitemap-a\.xml/ }).textContent()).resolves.toBe(
    'sitemap-a.xml2001500500150' + '0',
  );
  // The File header sits over the file names (aligned as they are), not over the figures.
  const alignments = await files.evaluate((table) =>
    [table.querySelector('thead th'), table.querySelector('tbody th')].map(
      (cell) => cell && getComputedStyle(cell).textAlign,
    ),
  );
  expect(alignments).toEqual(['start', 'start']);

  // No axe violations in the region (WCAG 2 A and AA); evaluated through the DevTools protocol.
  await page.evaluate(
    await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  );
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(context: string, options: object): Promise<{ violations: { id: string }[] }>;
      };
    };
    const outcome = await axe.run('.snapshot-section', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return outcome.violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);

  // The URL table: a Change column and filter.
  await page.getByRole('tab', { name: /^URLs/ }).click();
  // A select's name includes its chosen option ("Change Any").
  const change = page.getByRole('combobox', { name: /^Change/ });
  for (const [option, count] of [
    ['Added', 70],
    ['Removed', 50],
    ['Lastmod changed', 350],
    ['Unchanged', 600],
  ] as const) {
    await change.selectOption({ label: option });
    // Removed URLs are the earlier snapshot's, not a part of the 1,020 loaded now.
    await expect
      .poll(urlCount, SLOW)
      .toMatch(
        option === 'Removed'
          ? /^50 URLs of the earlier snapshot that the 1,020 URLs loaded now lack/
          : new RegExp(`^${count} of 1,020 URLs`),
      );
    const cells = page.locator('.url-table tbody tr:not(.pending) .change');
    await cells.first().waitFor();
    expect(new Set(await cells.allTextContents())).toEqual(new Set([option]));
    if (option === 'Removed')
      await expect(cells.first().getAttribute('title')).resolves.toMatch(
        /^Only in the earlier snapshot/,
      );
  }

  // At 1440 px the URL column keeps 40 % of the table beside the Change and Earlier lastmod
  // columns (it shrank to 225 px and every URL read the same); the table scrolls sideways.
  await page.setViewportSize({ width: 1440, height: 900 });
  const urlHeader = page.getByRole('columnheader', { name: 'URL', exact: true });
  const gridBox = () => page.getByRole('grid', { name: 'URLs' }).boundingBox();
  await expect
    .poll(async () => (await urlHeader.boundingBox())!.width / (await gridBox())!.width)
    .toBeGreaterThanOrEqual(0.4);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A count's button leads to the table filtered the same way, and only that way: a filter
  // left on before (here the text box) does not narrow what the button named.
  await change.selectOption({ label: 'Any' });
  await page.getByLabel('Filter URLs').fill('/no-such-path/');
  await openTab('Changes');
  await region()
    .getByRole('group', { name: 'Show in the URL table' })
    .getByRole('button', { name: 'Added' })
    .click();
  await expect.poll(urlCount, SLOW).toMatch(/^70 of 1,020 URLs/);

  // At 390 px neither the region nor the table's new column widens the page.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), SLOW)
    .toBeLessThanOrEqual(390);

  // Forgetting the earlier snapshot takes the comparison away.
  await openTab('Changes');
  await region().getByRole('button', { name: 'Forget the earlier snapshot' }).click();
  await expect.poll(() => region().textContent(), SLOW).not.toContain('70 added');
  expectClean();
});

test('robots.txt history: two dated versions with notes, compared; exported and imported back', async () => {
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  const history = page.getByRole('region', { name: 'robots.txt history' });
  await expect(history.textContent()).resolves.toContain('up to 24 hours (RFC 9309 §2.4');
  const editor = page.getByRole('textbox', { name: 'robots.txt', exact: true });
  const typeInEditor = async (text: string) => {
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  };
  await page.getByLabel('URLs to test').fill('/blog/\n/cart/\n');

  await typeInEditor('User-agent: *\nDisallow: /cart/\n');
  await history.getByLabel('Why it changed (optional)').fill('launch');
  await history.getByRole('button', { name: 'Save this version' }).click();
  await typeInEditor('User-agent: *\nDisallow: /blog/\n');
  await history
    .getByLabel('Why it changed (optional)')
    .fill('hide the blog, a long note that must wrap rather than widen the page at 390 px');
  await history.getByRole('button', { name: 'Save this version' }).click();
  const kept = history.getByRole('list', { name: 'Kept versions' }).getByRole('listitem');
  await expect.poll(() => kept.count()).toBe(2);
  await expect(kept.first().textContent()).resolves.toContain('hide the blog');

  // Any two: the older as Before, the newer in the editor; the compare panel counts the change.
  await history.getByRole('button', { name: 'Compare versions' }).click();
  await expect
    .poll(() =>
      page.getByRole('region', { name: 'Compare versions' }).getByRole('status').textContent(),
    )
    .toMatch(/^2 /);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), SLOW)
    .toBeLessThanOrEqual(390);

  // Exported, forgotten, imported back.
  const downloaded = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Export history' }).click();
  const file = await (await downloaded).path();
  await history.getByRole('button', { name: 'Forget this site’s history' }).click();
  await expect.poll(() => history.textContent()).toContain('No version kept for this site yet.');
  await history.getByLabel('Import history').setInputFiles(file);
  await expect.poll(() => kept.count()).toBe(2);
  expectClean();
});
