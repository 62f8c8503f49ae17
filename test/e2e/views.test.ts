/**
 * The inspector views in Chromium, on the planted site of test/views: uploads of a
 * .gz, a .zip bundle and a folder, the index tree with its missing child, sorting and
 * filtering in the worker, export of the filtered rows, and the Problems view.
 */
import { expect, test } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import {
  expectClean,
  fileItem,
  openAppPerTest,
  page,
  paste,
  scratchFolderPerFile,
  upload,
} from './app-page';
import {
  PAGE_COUNT,
  PLANTED_CODES,
  SITE,
  plantedFiles,
  plantedZip,
} from '../views/planted-sitemaps';

const TOTAL = PAGE_COUNT + 6;

// Start from nothing: the demo would add its own URLs.
openAppPerTest({ start: 'empty' });
const scratch = scratchFolderPerFile('inspector-views-');

const count = () => page.locator('.url-count').textContent();
/** Row elements are recycled slots: the view's first row is the one with aria-rowindex 2. */
const firstUrl = () =>
  page.locator('.url-table tbody tr[aria-rowindex="2"] td').first().textContent();

async function uploadPlanted() {
  await upload(
    plantedFiles().map((file) => ({ name: file.name, buffer: Buffer.from(file.bytes) })),
  );
  await expect
    .poll(() => fileItem('blog.xml').textContent(), { timeout: 20_000 })
    .toContain('Sitemap: 6 URLs');
}

test('a .gz upload is read: the file list shows kind, URLs and problems', async () => {
  await uploadPlanted();
  // Its one problem is the note that every lastmod gives only a day (lastmod-date-only), as
  // `npm run inspect` reports the same file; the count settles once the verdicts are judged.
  await expect
    .poll(() => fileItem('pages.xml.gz').textContent())
    .toContain(`Sitemap: ${PAGE_COUNT} URLs, 1 problem`);
  await expect
    .poll(() => fileItem('sitemap_index.xml').textContent())
    .toContain('Sitemap index: 3 sitemaps listed');
  // The index's count includes the child it lists that was not supplied (the tree's problem).
  await expect
    .poll(() => fileItem('sitemap_index.xml').textContent())
    .toMatch(/3 sitemaps listed, [1-9]\d* problems?/);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe(`${TOTAL} URLs`);
  expectClean();
});

test('the index tree shows the missing child, and Enter on a node filters the table', async () => {
  await uploadPlanted();
  await page.getByRole('tab', { name: 'Index tree' }).click();
  const tree = page.getByRole('tree', { name: 'Sitemap index tree' });
  const missing = tree.getByRole('treeitem').filter({ hasText: 'missing-products.xml' });
  await expect
    .poll(() => missing.textContent())
    .toContain('expected a file named missing-products.xml');
  // The tree refreshes about once a second while files are read: wait for blog.xml to be in.
  await expect
    .poll(() => tree.getByRole('treeitem').filter({ hasText: 'blog.xml' }).textContent())
    .toContain('6 URLs');
  // Keyboard: focus the first node, walk down to blog.xml, Enter shows its URLs.
  await tree.getByRole('treeitem').first().focus();
  await page.keyboard.press('End');
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
    'missing-products.xml',
  );
  await page.keyboard.press('ArrowUp');
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
    'blog.xml',
  );
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByRole('tab', { name: 'URLs' }).getAttribute('aria-selected'))
    .toBe('true');
  await expect.poll(count).toBe(`6 of ${TOTAL} URLs`);
  expectClean();
});

test('sorting and filtering run in the worker and change the count and the first row', async () => {
  await uploadPlanted();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe(`${TOTAL} URLs`);
  await page.getByRole('button', { name: 'URL', exact: true }).click();
  // UTF-8 byte order: '<' sorts before letters, so the hostile URL leads, shown as text.
  await expect.poll(firstUrl).toContain(`${SITE}/blog/<script>alert(1)</script>`);
  await page.getByRole('button', { name: 'URL', exact: true }).click();
  await expect.poll(firstUrl).toContain('javascript:alert(document.domain)');
  await page.getByRole('button', { name: 'Lastmod', exact: true }).click();
  await expect.poll(firstUrl).toContain(`${SITE}/pages/page-00`);

  const search = page.getByRole('searchbox', { name: 'Filter URLs' });
  await search.fill('page-2');
  await expect.poll(count).toBe(`10 of ${TOTAL} URLs`);
  await expect.poll(firstUrl).toContain(`${SITE}/pages/page-20`);
  await search.fill('/page-(0|1)5$/');
  await expect.poll(count).toBe(`2 of ${TOTAL} URLs`);
  await search.fill('/(unclosed/');
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('Not a valid regular expression');
  // RE2 runs the classic catastrophic pattern in linear time; it refuses only what it lacks.
  await search.fill('/(a+)+$/');
  await expect.poll(count).toBe(`0 of ${TOTAL} URLs`);
  await search.fill('/(page)-\\1/');
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('a backreference');
  await search.fill('');
  await expect.poll(count).toBe(`${TOTAL} URLs`);

  // Sections filter the table too.
  await page.getByRole('button', { name: /\/blog\/: 5 URLs/ }).click();
  await expect.poll(count).toBe(`5 of ${TOTAL} URLs`);
  expectClean();
});

test('a refused /regex/ keeps the Sections list; a column that cannot sort is a plain header', async () => {
  await uploadPlanted();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe(`${TOTAL} URLs`);
  const blog = page.getByRole('button', { name: /\/blog\/: 5 URLs/ });
  await blog.waitFor();
  const search = page.getByRole('searchbox', { name: 'Filter URLs' });
  await search.fill('/(unclosed/');
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('Not a valid regular expression');
  // The rows stay the last good filter's, and so do the sections beside them.
  await page.waitForTimeout(500);
  await expect(blog.count()).resolves.toBe(1);
  await search.fill('blog');
  await expect.poll(count).toBe(`5 of ${TOTAL} URLs`);

  // The robots.txt verdict column does not sort: no button, not announced as sortable.
  const robots = page.getByRole('columnheader', { name: 'robots.txt' });
  await expect(robots.count()).resolves.toBe(1);
  await expect(robots.getByRole('button').count()).resolves.toBe(0);
  await expect(robots.getAttribute('aria-sort')).resolves.toBeNull();
  const lastmod = page.getByRole('columnheader', { name: 'Lastmod' });
  await expect(lastmod.getAttribute('aria-sort')).resolves.toBe('none');
  // The whole header cell sorts, not only its title: a click in the cell beside the title
  // (in the window first: a mouse click lands only on what is shown).
  await lastmod.scrollIntoViewIfNeeded();
  const cell = (await lastmod.boundingBox())!;
  const titleEnd = await lastmod
    .getByRole('button')
    .evaluate((button) => button.getBoundingClientRect().right);
  const besideTitle = cell.x + cell.width - 14;
  expect(besideTitle).toBeGreaterThan(titleEnd);
  await page.mouse.click(besideTitle, cell.y + cell.height / 2);
  await expect.poll(() => lastmod.getAttribute('aria-sort')).toBe('ascending');
  expectClean();
});

test('the Host filter keeps every host listed; filters matching nothing offer to clear', async () => {
  await paste('https://a.example/one\nhttps://a.example/two\nhttps://b.example/three\n');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe('3 URLs');
  const host = page.getByRole('combobox', { name: 'Host' });
  const hostChoices = () =>
    host.locator('option').evaluateAll((options) => options.map((o) => o.textContent));
  await expect.poll(hostChoices).toEqual(['All hosts', 'a.example', 'b.example']);
  await host.selectOption('a.example');
  await expect.poll(count).toBe('2 of 3 URLs');
  // Choosing a host does not narrow the host list to it.
  await page.waitForTimeout(500);
  await expect(hostChoices()).resolves.toEqual(['All hosts', 'a.example', 'b.example']);
  await host.selectOption('b.example');
  await expect.poll(count).toBe('1 of 3 URLs');

  const search = page.getByRole('searchbox', { name: 'Filter URLs' });
  // The box's hint shows while it is empty and focused, and goes once the user types, so it
  // never covers the count it changes.
  await search.focus();
  const hint = page.getByText('Text to find in the URL', { exact: false });
  await expect.poll(() => hint.isVisible()).toBe(true);
  await search.fill('nothing-like-this');
  await expect.poll(count).toBe('0 of 3 URLs');
  await expect.poll(() => hint.isVisible()).toBe(false);
  await expect(search.getAttribute('aria-describedby')).resolves.toBeTruthy();
  // Said under the count, above the empty table, not below it.
  const none = page.locator('.hint', { hasText: 'No URL matches these filters.' });
  const noneBox = (await none.boundingBox())!;
  const tableBox = (await page.getByRole('grid', { name: 'URLs' }).boundingBox())!;
  expect(noneBox.y).toBeLessThan(tableBox.y);
  await none.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(count).toBe('3 URLs');
  await expect(none.count()).resolves.toBe(0);
  expectClean();
});

test('hostile URLs stay text; only http(s) URLs are links, with rel="noopener noreferrer"', async () => {
  await uploadPlanted();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill('alert');
  await expect.poll(count).toBe(`2 of ${TOTAL} URLs`);
  const links = page.locator('.url-table tbody a');
  await expect.poll(() => links.count()).toBe(1);
  await expect(links.first().getAttribute('rel')).resolves.toBe('noopener noreferrer');
  await expect(links.first().getAttribute('href')).resolves.toMatch(
    /^https:\/\/www\.example\.com\/blog\//,
  );
  await expect(
    page.locator('.url-table tbody').getByText('javascript:alert(document.domain)').count(),
  ).resolves.toBe(1);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  // The one javascript: link is the page's own bookmarklet ("Inspect this site"), never a URL.
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll('a[href^="javascript:"]')].filter(
          (link) => link.textContent?.trim() !== 'Inspect this site',
        ).length,
    ),
  ).toBe(0);
  expectClean();
});

/** Filters the planted files' URLs to `page-1` and saves what the export button downloads. */
async function exportPageOneRows(button: string, savedAs: string) {
  await uploadPlanted();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill('page-1');
  await expect.poll(count).toBe(`10 of ${TOTAL} URLs`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = join(scratch(), savedAs);
  await download.saveAs(path);
  return { download, path };
}

test('export produces the filtered rows as CSV', async () => {
  const { path } = await exportPageOneRows('Export CSV', 'export.csv');
  const lines = (await readFile(path, 'utf8')).trimEnd().split('\r\n');
  // A byte order mark first, so that Excel reads the file as UTF-8.
  expect(lines[0]).toMatch(/^\uFEFFurl,lastmod,/);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    Array.from({ length: 10 }, (_, i) => `${SITE}/pages/page-1${i}`),
  );
  expectClean();
});

test('Export Parquet downloads the same filtered rows, read back in Node with hyparquet', async () => {
  const { download, path } = await exportPageOneRows('Export Parquet', 'export.parquet');
  // Named after the first file that lists URLs (robots.txt comes first in the upload).
  expect(download.suggestedFilename()).toBe('sitemap_index-urls.parquet');
  const bytes = await readFile(path);
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  expect(parquetMetadata(file).num_rows).toBe(10n);
  const rows = await parquetReadObjects({ file, columns: ['url', 'file'] });
  expect(rows.map((row) => row.url)).toEqual(
    Array.from({ length: 10 }, (_, i) => `${SITE}/pages/page-1${i}`),
  );
  expect(new Set(rows.map((row) => row.file))).toEqual(new Set(['pages.xml.gz']));
  await expect(
    page.getByRole('status').filter({ hasText: 'sitemap_index-urls.parquet' }).count(),
  ).resolves.toBe(1);
  expectClean();
});

test('the Problems tab lists the planted mistakes and filters the table to a code', async () => {
  await uploadPlanted();
  await page.getByRole('tab', { name: 'Problems' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Problems' });
  for (const code of PLANTED_CODES)
    // The code itself, not a longer one it starts (lastmod-invalid, lastmod-invalid-share).
    await panel.getByRole('heading', { name: new RegExp(`${code}(?![\\w-])`) }).waitFor();
  const invalid = panel.getByRole('region', { name: /lastmod-invalid(?![\w-])/ });
  await expect(invalid.textContent()).resolves.toContain('blog.xml, line 3');
  // The index tree's own problem, at the index's line, with its explanation and fix.
  const missing = panel.getByRole('region', { name: /index-child-missing/ });
  await expect(missing.textContent()).resolves.toMatch(/sitemap_index\.xml, line \d/);
  await expect(missing.textContent()).resolves.toContain('missing-products.xml');
  await expect(missing.getByRole('button', { name: /Show these URLs/ }).count()).resolves.toBe(0);
  await invalid.getByRole('button', { name: 'Show line' }).first().click();
  await expect
    .poll(() => invalid.locator('.source-lines').textContent())
    .toContain('2017-06-20-04:00');
  await panel
    .getByRole('region', { name: /priority-invalid/ })
    .getByRole('button', { name: 'Show these URLs in the table (1)' })
    .click();
  await expect.poll(count).toBe(`1 of ${TOTAL} URLs`);
  await expect.poll(firstUrl).toContain(`${SITE}/blog/second-post`);
  expectClean();
});

test('a .zip bundle and a folder are read; removing a file removes its URLs', async () => {
  await upload([
    { name: 'bundle.zip', mimeType: 'application/zip', buffer: Buffer.from(plantedZip()) },
  ]);
  await expect
    .poll(() => fileItem('bundle.zip').textContent(), { timeout: 20_000 })
    .toContain('archive of 3 files');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe(`${TOTAL} URLs`);
  await page.getByRole('tab', { name: 'Index tree' }).click();
  await expect
    .poll(() => page.getByRole('tree', { name: 'Sitemap index tree' }).textContent())
    .toContain('expected a file named missing-products.xml');

  const folder = join(scratch(), 'site');
  await mkdir(folder, { recursive: true });
  for (const file of plantedFiles().filter((f) => f.name === 'pages.xml.gz'))
    await writeFile(join(folder, 'extra-' + file.name), file.bytes);
  const folderInput = page.getByLabel('Upload a folder');
  await folderInput.setInputFiles(folder);
  await expect
    .poll(() => page.locator('.file-list').textContent(), { timeout: 20_000 })
    .toContain(`Sitemap: ${PAGE_COUNT} URLs`);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe(`${TOTAL + PAGE_COUNT} URLs`);

  await page.getByRole('button', { name: 'Remove bundle.zip' }).click();
  await expect.poll(count).toBe(`${PAGE_COUNT} URLs`);
  expectClean();
});

test('pasted text shows what it was read as, and the guess can be corrected', async () => {
  await paste(`# staging rules\n${SITE}/a\n${SITE}/b\n`);
  const item = fileItem('pasted text 1');
  await expect.poll(() => item.textContent()).toContain('URL list: 2 URLs');
  await item.getByLabel('Read as').selectOption('robots');
  await expect.poll(() => item.textContent()).toContain('robots.txt: 0 groups, 0 rules');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe('0 URLs');
  await item.getByLabel('Read as').selectOption('detect');
  await expect.poll(() => item.textContent()).toContain('URL list: 2 URLs');
  expectClean();
});

test('the Lastmod column holds a datetime to the second, uncut', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Shown in UTC: the offset one reads 2025-03-12T03:05:47Z.
  const dates = ['2025-03-12T03:05:47Z', '2025-03-12T12:05:47Z', '2025-03-12'];
  await upload([
    {
      name: 'dated.xml',
      text:
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        ['2025-03-12T12:05:47+09:00', '2025-03-12T12:05:47Z', '2025-03-12']
          .map((date, i) => `<url><loc>${SITE}/d/${i}</loc><lastmod>${date}</lastmod></url>\n`)
          .join('') +
        '</urlset>\n',
    },
  ]);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe('3 URLs');
  const cells = page.locator('.url-table tbody tr:not(.pending) td.col-lastmod');
  await expect.poll(() => cells.allTextContents()).toEqual(expect.arrayContaining(dates));
  // Each cell's text fits its cell: nothing is cut with an ellipsis.
  const cut = await cells.evaluateAll((tds) =>
    tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent),
  );
  expect(cut).toEqual([]);
  expectClean();
});
