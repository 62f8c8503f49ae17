/**
 * The hreflang tab in Chromium (issue 30): the issue's two sitemaps uploaded, the view shows
 * the languages, the clusters with faults first and a chosen URL's cluster link by link; the
 * same faults are under **Problems**, each with its file and line.
 */
import { expect, test } from 'vitest';
import { expectClean, fileItem, openAppPerTest, page, upload } from './app-page';
import { makeHreflangFixtures, SITE } from '../hreflang/make-hreflang-fixtures';

const SLOW = { timeout: 15_000 };

openAppPerTest({ start: 'empty' });

async function uploadIssueSitemaps() {
  const { english, asian } = makeHreflangFixtures(200);
  await upload([
    { name: 'en.xml', mimeType: 'text/xml', text: english },
    { name: 'ja-zh.xml', mimeType: 'text/xml', text: asian },
  ]);
  for (const name of ['en.xml', 'ja-zh.xml'])
    await expect.poll(() => fileItem(name).textContent(), SLOW).toMatch(/Sitemap: [\d,]+ URLs/);
}

test('the hreflang tab: languages, clusters with faults first, a cluster link by link', async () => {
  await uploadIssueSitemaps();
  await page.getByRole('tab', { name: 'hreflang' }).click();
  const panel = page.getByRole('tabpanel', { name: 'hreflang' });
  await expect
    .poll(() => panel.textContent(), SLOW)
    .toContain('615 URLs with alternates in 205 clusters, 5 with faults');
  const languages = panel.getByRole('table', { name: 'Languages' });
  await expect(languages.getByRole('row').nth(1).textContent()).resolves.toBe('ja206');
  const clusters = panel.getByRole('table', { name: 'Clusters, faults first' });
  const rows = clusters.getByRole('row');
  // Header, then the five faulty clusters (each named by its first URL read) before any valid one.
  const firstUrl = (i: number) => rows.nth(i).getByRole('cell').nth(1).textContent();
  const shown = await Promise.all([1, 2, 3, 4, 5, 6].map(firstUrl));
  expect(shown.slice(0, 5).sort()).toEqual(['b', 'c', 'd', 'e', 'f'].map((c) => `${SITE}/en/${c}`));
  expect(shown[5]).toBe(`${SITE}/en/v0`);

  await panel.getByLabel('Cluster of URL').fill(`${SITE}/en/b`);
  await panel.getByLabel('Cluster of URL').press('Enter');
  const cluster = panel.getByRole('region', { name: new RegExp(`^Cluster \\d+ of ${SITE}/en/b$`) });
  const own = cluster.getByRole('table', { name: new RegExp(`^${SITE}/en/b`) });
  const jaRow = own.getByRole('row').filter({ hasText: `${SITE}/ja/b` });
  await expect.poll(() => jaRow.textContent(), SLOW).toContain('No return link');
  const selfRow = own.getByRole('row').filter({ hasText: /^en/ });
  await expect(selfRow.textContent()).resolves.toContain('Itself');
  // A link's URL opens that URL's cluster: /ja/b lists itself and /zh-cn/b only.
  await jaRow.getByRole('button', { name: `${SITE}/ja/b` }).click();
  await panel
    .getByRole('region', { name: new RegExp(`^Cluster \\d+ of ${SITE}/ja/b$`) })
    .waitFor(SLOW);
  // From there, the URL table filtered to the URLs at fault, by code.
  await panel
    .getByRole('list', { name: 'URLs at fault' })
    .getByRole('listitem')
    .filter({ hasText: 'hreflang-invalid-code' })
    .getByRole('button', { name: 'Show these URLs in the table (2)' })
    .click();
  await expect.poll(() => page.locator('.url-count').textContent(), SLOW).toBe('2 of 615 URLs');
  expectClean();
});

test('the same faults are under Problems, with file and line', async () => {
  await uploadIssueSitemaps();
  await page.getByRole('tab', { name: 'Problems' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Problems' });
  for (const code of [
    'hreflang-no-return',
    'hreflang-missing-self',
    'hreflang-invalid-code',
    'hreflang-conflict',
  ])
    await panel.getByRole('heading', { name: new RegExp(`${code}(?![\\w-])`) }).waitFor(SLOW);
  const noReturn = panel.getByRole('region', { name: /hreflang-no-return/ });
  await expect(noReturn.textContent()).resolves.toMatch(/en\.xml, line \d+/);
  await expect(noReturn.textContent()).resolves.toContain(`${SITE}/ja/b does not link back`);
  const invalid = panel.getByRole('region', { name: /hreflang-invalid-code/ });
  await expect(invalid.textContent()).resolves.toContain('probably "en-GB"');
  await expect(invalid.textContent()).resolves.toContain('probably "ja"');
  expectClean();
});
