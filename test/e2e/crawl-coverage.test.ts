/**
 * Sitemaps against a crawl in the built app: a sitemap and a Screaming Frog export uploaded,
 * the **Crawl coverage** region read by role and name; a CSV of unknown shape mapped by hand
 * in the dialog, remembered for the next file; a Search Console export's three files uploaded
 * together, read with the issue its Metadata.csv names; and the export kept across a reload.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, openTab, page, upload } from './app-page';
import { doneWhenScenario, listedUrl, sfCsv, sitemapXml } from '../crawl/make-crawl';

openAppPerTest({ start: 'empty' });

/** Chooses a crawl export with the Coverage tab's own button. */
async function uploadCrawl(name: string, text: string): Promise<void> {
  return (await openTab('Coverage')).getByLabel('Upload a crawl export').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

/** A figure's text ("20 6.7% of 300"), by the term before it. */
async function figure(region: ReturnType<typeof page.getByRole>, term: string): Promise<string> {
  const item = region.getByRole('term').filter({ hasText: term }).locator('xpath=..');
  return (await item.getByRole('definition').first().innerText()).replace(/\s+/g, ' ');
}

/** The distinct right edges of the elements' texts, to the pixel. */
async function textRightEdges(cells: ReturnType<typeof page.locator>): Promise<number[]> {
  const edges = await cells.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().right);
    }),
  );
  return [...new Set(edges)];
}

test('the sitemap against a Screaming Frog export: the three figures, reasons, sections', async () => {
  const { sitemapUrls, crawl } = doneWhenScenario();
  // Both at once through Upload files: the crawl export is told from the sitemap by its bytes.
  await upload([
    { name: 'sitemap.xml', text: sitemapXml(sitemapUrls) },
    { name: 'internal_all.csv', text: sfCsv(crawl), mimeType: 'text/csv' },
  ]);
  // A crawl export among the files opens the Coverage tab, which counts the crawled URLs.
  const coverageTab = page.getByRole('tab', { name: 'Coverage', exact: true });
  await expect
    .poll(() => coverageTab.getAttribute('aria-selected'), { timeout: 20_000 })
    .toBe('true');
  const region = page.getByRole('region', { name: 'Crawl coverage' });
  await expect
    .poll(() => region.getByRole('status').innerText(), { timeout: 20_000 })
    .toContain('internal_all.csv: Screaming Frog, 335 rows, 335 URLs');
  await expect(coverageTab.getAttribute('data-count')).resolves.toBe('335');
  const described = await coverageTab.getAttribute('aria-describedby');
  await expect(page.locator(`#${described}`).textContent()).resolves.toBe('335 crawled URLs');
  await expect
    .poll(() => figure(region, 'Sitemap URLs not crawled'), { timeout: 20_000 })
    .toBe('20 6.7% of 300');
  expect(await figure(region, 'Indexable pages in no sitemap')).toBe('40 11.9% of 335');
  expect(await figure(region, 'Sitemap URLs not indexable')).toBe('50 16.7% of 300');
  const reasons = region.getByRole('list').filter({ hasText: 'Redirect' });
  const reasonText = (await reasons.innerText()).replace(/\s+/g, ' ');
  for (const part of [
    '4xx (404, 410, …) 15',
    'Redirect 10',
    'noindex 10',
    'Canonicalised elsewhere 15',
  ])
    expect(reasonText).toContain(part);
  const sections = region.getByRole('table', { name: 'By section' });
  await expect(sections.getByRole('row', { name: /blog/ }).innerText()).resolves.toMatch(
    /blog\/\s+150\s+20\s+50/,
  );
  // Each table is headed for what its rows are.
  await sections.getByRole('columnheader', { name: 'Section', exact: true }).waitFor();
  // Counts stand right-aligned in their column: a 0 under the ones of a 150, as in the reasons.
  await expect(textRightEdges(sections.locator('tbody td:nth-child(2)'))).resolves.toHaveLength(1);
  await expect(textRightEdges(sections.locator('tbody td:nth-child(4)'))).resolves.toHaveLength(1);
  await expect(textRightEdges(reasons.locator('.crawl-reason-count'))).resolves.toHaveLength(1);
  const files = region.getByRole('table', { name: 'By sitemap file' });
  await files.getByRole('columnheader', { name: 'File', exact: true }).waitFor();
  await expect(files.getByRole('row', { name: /sitemap\.xml/ }).innerText()).resolves.toMatch(
    /300\s+20\s+50/,
  );
  // The URL table's Crawl column.
  await page.getByRole('tab', { name: 'URLs' }).click();
  const table = page.getByRole('grid');
  await expect
    .poll(() => table.getByRole('columnheader', { name: 'Crawl' }).count(), { timeout: 15_000 })
    .toBe(1);
  await expect.poll(() => table.innerText(), { timeout: 15_000 }).toContain('200 · indexable');
  // From a figure, the URLs behind it.
  await openTab('Coverage');
  await region.getByRole('button', { name: 'Show the 20 URLs: Sitemap URLs not crawled' }).click();
  const urls = page.getByRole('tabpanel', { name: 'URLs' });
  await expect.poll(() => urls.innerText(), { timeout: 15_000 }).toContain('20 of 300 URLs');
  await openTab('Coverage');
  await region.getByRole('button', { name: 'Show the 15 URLs: Canonicalised elsewhere' }).click();
  await expect.poll(() => urls.innerText(), { timeout: 15_000 }).toContain('15 of 300 URLs');
  // The same codes under Problems, where the pages no sitemap lists are.
  await openTab('Coverage');
  await region
    .getByRole('button', { name: 'Show the 40 URLs under Problems: Indexable pages in no sitemap' })
    .click();
  const problems = page.getByRole('tabpanel', { name: 'Problems' });
  await expect
    .poll(() => problems.innerText(), { timeout: 15_000 })
    .toContain('crawl-sitemap-not-crawled');
  expect(await problems.innerText()).toContain('crawl-not-in-sitemaps');
  // The crawl export is not read as a sitemap too.
  expect(await page.getByRole('listitem').filter({ hasText: 'internal_all.csv' }).count()).toBe(0);
  await openTab('Coverage');
  expect(await axeViolations('.crawl-coverage')).toEqual([]);
  expectClean();
});

test('a CSV of unknown shape is mapped by hand, and the mapping is remembered', async () => {
  const urls = Array.from({ length: 10 }, (_, i) => listedUrl(i));
  await upload([{ name: 'sitemap.xml', text: sitemapXml(urls) }]);
  const odd =
    'Link;Code;Robots\n' +
    urls
      .slice(0, 8)
      .map((url, i) => `${url};${i < 2 ? 404 : 200};`)
      .join('\n');
  await uploadCrawl('odd.csv', odd);
  const dialog = page.getByRole('dialog', { name: 'Which columns of this CSV are which?' });
  await dialog.waitFor({ timeout: 20_000 });
  await dialog.getByLabel('URL column').selectOption('Link');
  await dialog.getByLabel('Status column').selectOption('Code');
  await dialog.getByRole('button', { name: 'Read the crawl' }).click();
  const region = page.getByRole('region', { name: 'Crawl coverage' });
  await expect
    .poll(() => figure(region, 'Sitemap URLs not crawled'), { timeout: 20_000 })
    .toBe('2 20% of 10');
  expect(await figure(region, 'Sitemap URLs not indexable')).toBe('2 20% of 10');
  // The next file of the same header is read at once, without the dialog.
  await uploadCrawl('odd-2.csv', odd.replace(/;404;/g, ';200;'));
  await expect
    .poll(() => figure(region, 'Sitemap URLs not indexable'), { timeout: 20_000 })
    .toBe('0 0% of 10');
  expect(await dialog.count()).toBe(0);
  expectClean();
});

/** axe-core's WCAG 2 A and AA violations within `selector` (as the Lastmod panel's test). */
async function axeViolations(selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') allows it.
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.evaluate(await readFile(axePath, 'utf8'));
  return page.evaluate(async (context) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: string,
          options: object,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const outcome = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return outcome.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, selector);
}

test('the crawl export is kept in this browser with the files, and read again after a reload', async () => {
  const urls = Array.from({ length: 10 }, (_, i) => listedUrl(i));
  await upload([{ name: 'sitemap.xml', text: sitemapXml(urls) }]);
  await uploadCrawl('crawl.csv', sfCsv(urls.slice(0, 7).map((address) => ({ address }))));
  const region = page.getByRole('region', { name: 'Crawl coverage' });
  await expect
    .poll(() => figure(region, 'Sitemap URLs not crawled'), { timeout: 20_000 })
    .toBe('3 30% of 10');
  await page.getByText('1 file is kept in this browser only').waitFor({ timeout: 20_000 });
  await region.getByText('Kept in this browser only').waitFor({ timeout: 20_000 });
  await page.reload();
  await expect
    .poll(async () => figure(await openTab('Coverage'), 'Sitemap URLs not crawled'), {
      timeout: 20_000,
    })
    .toBe('3 30% of 10');
  // Removed, its figures go.
  await page.getByRole('button', { name: 'Remove the crawl export' }).click();
  await expect
    .poll(() => page.getByRole('term').filter({ hasText: 'Sitemap URLs not crawled' }).count())
    .toBe(0);
  expectClean();
});

test('a Search Console export uploaded as its three files: the table read with its metadata issue', async () => {
  const samples = join(import.meta.dirname, '../crawl/samples');
  const sample = async (name: string) => ({
    name: name.replace('search-console-', ''),
    buffer: await readFile(join(samples, name)),
    mimeType: 'text/csv',
  });
  await upload([
    { name: 'sitemap.xml', text: sitemapXml(['https://www.example.com/account']) },
    await sample('search-console-Table.csv'),
    await sample('search-console-Chart.csv'),
    await sample('search-console-Metadata.csv'),
  ]);
  const region = page.getByRole('region', { name: 'Crawl coverage' });
  await expect
    .poll(() => region.getByRole('status').innerText(), { timeout: 20_000 })
    .toContain('Table.csv: Search Console, 3 rows, 3 URLs');
  await region
    .getByText(
      'Search Console names one issue for every URL of this export: “Excluded by ‘noindex’ tag”',
    )
    .waitFor({ timeout: 20_000 });
  const reasons = region.getByRole('list').filter({ hasText: 'noindex' });
  expect((await reasons.innerText()).replace(/\s+/g, ' ')).toContain('noindex 1');
  // Chart.csv and Metadata.csv are not pages: neither became an input of its own. A reload
  // once the page says the files are kept (written, not only read), as the test above does.
  await page.getByText('1 file is kept in this browser only').waitFor({ timeout: 20_000 });
  await region.getByText('Kept in this browser only').waitFor({ timeout: 20_000 });
  await page.reload();
  await region.getByText('Excluded by ‘noindex’ tag').waitFor({ timeout: 20_000 });
  expect(await page.getByText('Chart.csv').count()).toBe(0);
  expect(await page.getByText('Metadata.csv', { exact: true }).count()).toBe(0);
  expectClean();
});
