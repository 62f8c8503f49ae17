/**
 * One workspace, one lifecycle, in the built app: the files, the crawl export and the earlier
 * snapshot are all kept, restored by a reload, taken away by Clear and brought back by Undo
 * (before and after a reload), named by the share link when it leaves them out, and Forget
 * stops the crawl export being called kept.
 */
import { expect, test } from 'vitest';
import {
  expectClean,
  fileItem,
  keptKinds,
  openAppPerTest,
  openShareDialog,
  openTab,
  page,
  upload,
} from './app-page';
import { twoSnapshots } from '../snapshot/two-snapshots';
import { sfCsv } from '../crawl/make-crawl';

const SLOW = { timeout: 20_000 };

openAppPerTest({ start: 'empty' });

/** The status lines of the Changes and Coverage tabs, each read on its tab. */
const snapshotStatus = async () =>
  (await openTab('Changes'))
    .getByRole('region', { name: 'Snapshot comparison' })
    .getByRole('status')
    .textContent();
const crawlStatus = async () =>
  (await openTab('Coverage'))
    .getByRole('region', { name: 'Crawl coverage' })
    .getByRole('status')
    .textContent();

async function expectWholeWorkspace(): Promise<void> {
  await expect.poll(() => fileItem('after.zip').textContent(), SLOW).toMatch(/1,020 URLs/);
  expect(await fileItem('after.zip').textContent()).not.toContain('could not be read');
  await expect
    .poll(snapshotStatus, SLOW)
    .toBe(
      'Earlier snapshot: 4 files, 1,000 URLs. 1 file that lists no URLs (a sitemap index or a robots.txt) is not counted.',
    );
  await expect.poll(crawlStatus, SLOW).toContain('crawl.csv: Screaming Frog, 2 rows');
}

test('Clear, Undo and a reload take and bring back every kind of input together', async () => {
  const { before, after } = twoSnapshots();
  await upload([{ name: 'after.zip', buffer: Buffer.from(after) }]);
  await (await openTab('Changes')).getByLabel('Upload an earlier snapshot').setInputFiles({
    name: 'before.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(before),
  });
  await (await openTab('Coverage')).getByLabel('Upload a crawl export').setInputFiles({
    name: 'crawl.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      sfCsv([{ address: 'https://other.example/a' }, { address: 'https://other.example/b' }]),
    ),
  });
  await expectWholeWorkspace();
  await expect.poll(keptKinds, SLOW).toEqual(['crawl', 'earlier', 'file']);

  // The share link says what it cannot carry.
  const share = await openShareDialog();
  await expect
    .poll(() => share.textContent(), SLOW)
    .toContain('Not in any link: the crawl export crawl.csv; the earlier snapshot (1 file)');
  await page.keyboard.press('Escape');

  // A reload restores all of it, the earlier snapshot included.
  await page.reload();
  await expectWholeWorkspace();

  // Clear empties all of it; Undo restores all of it, read again from the kept copies.
  const demo = page.getByRole('region', { name: 'Demo' });
  await demo.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await expect.poll(snapshotStatus, SLOW).toMatch(/^No earlier snapshot yet\./);
  await expect.poll(crawlStatus, SLOW).toBe('');
  await demo.getByRole('button', { name: 'Undo' }).click();
  await expectWholeWorkspace();

  // And the next reload still has all of it.
  await page.reload();
  await expectWholeWorkspace();

  // Forget: the crawl line no longer promises a reload brings it back.
  await expect.poll(crawlStatus, SLOW).toContain('Kept in this browser only');
  await page.getByRole('button', { name: 'Forget', exact: true }).click();
  await expect.poll(crawlStatus, SLOW).not.toContain('Kept in this browser only');
  await expect.poll(keptKinds, SLOW).toEqual([]);
  expectClean();
});
