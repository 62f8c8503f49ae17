/**
 * Usability with real-shaped files, in Chromium: a Hugo-like folder whose files are all called
 * sitemap.xml, an IDN sitemap with percent-encoded paths, a cross-host index, a refused regular
 * expression, the URL table as a keyboard grid, and no page-level horizontal scroll at 390 px.
 * The files are generated here, shaped like the public sites they stand for.
 */
import { expect, test } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectClean, openAppPerTest, page, scratchFolderPerFile, upload } from './app-page';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

openAppPerTest({ start: 'empty' });
const scratch = scratchFolderPerFile('inspector-usability-');

const index = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${locs
    .map(
      (loc) =>
        `  <sitemap><loc>${loc}</loc><lastmod>2026-08-21T22:50:11+00:00</lastmod></sitemap>\n`,
    )
    .join('')}</sitemapindex>\n`;
const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${locs
    .map(
      (loc) =>
        `  <url><loc>${loc}</loc><lastmod>2026-08-21T22:50:11+00:00</lastmod><changefreq>weekly</changefreq></url>\n`,
    )
    .join('')}</urlset>\n`;

/** A Hugo export: public/sitemap.xml lists public/en/sitemap.xml and public/zh/sitemap.xml. */
async function hugoFolder(): Promise<string> {
  const root = join(scratch(), 'hugo', 'public');
  await mkdir(join(root, 'en'), { recursive: true });
  await mkdir(join(root, 'zh'), { recursive: true });
  const site = 'https://hugo.example';
  await writeFile(
    join(root, 'sitemap.xml'),
    index([`${site}/en/sitemap.xml`, `${site}/zh/sitemap.xml`]),
  );
  await writeFile(
    join(root, 'en', 'sitemap.xml'),
    urlset(Array.from({ length: 12 }, (_, i) => `${site}/en/posts/post-${i}/`)),
  );
  // Percent-encoded Chinese section names, as Hugo writes them.
  const section = encodeURIComponent('文章');
  await writeFile(
    join(root, 'zh', 'sitemap.xml'),
    urlset(
      Array.from(
        { length: 8 },
        (_, i) => `${site}/zh/${section}/${encodeURIComponent('很长的标题')}-${i}/`,
      ),
    ),
  );
  return join(scratch(), 'hugo');
}

/** An IDN WordPress/Yoast-like sitemap: punycode host, percent-encoded Arabic and Japanese paths. */
const IDN_HOST = 'xn--bcher-kva.example';
const idnSitemap = () =>
  urlset([
    ...Array.from(
      { length: 5 },
      (_, i) => `https://${IDN_HOST}/${encodeURIComponent('كتب-عربية-جديدة')}-${i}/`,
    ),
    ...Array.from(
      { length: 5 },
      (_, i) => `https://${IDN_HOST}/${encodeURIComponent('日本語の本')}/${i}/`,
    ),
  ]);

const count = () => page.locator('.url-count').textContent();
const fileList = () => page.locator('.file-list').textContent();

test('a Hugo folder of sitemap.xml files makes the right tree, with no false loop', async () => {
  await page.getByLabel('Upload a folder').setInputFiles(await hugoFolder());
  await page.getByRole('tab', { name: 'Index tree' }).click();
  const tree = page.getByRole('tree', { name: 'Sitemap index tree' });
  await expect.poll(() => tree.textContent(), { timeout: 20_000 }).toContain('en/sitemap.xml');
  await expect.poll(() => tree.textContent()).toContain('zh/sitemap.xml');
  await expect.poll(() => tree.getByRole('treeitem').count()).toBe(3);
  expect(await tree.textContent()).not.toContain('loop');
  expect(await page.getByRole('tree', { name: /listed by no index/ }).count()).toBe(0);
  // Enter on a node: the URLs tab, and focus in the table. The index lists zh/sitemap.xml
  // before that file is read (the node is "missing" until then, and Enter on a node with no
  // file does nothing), so wait for what the user sees once it is read: its URL count.
  const zh = tree.getByRole('treeitem').filter({ hasText: 'zh/sitemap.xml' });
  await expect.poll(() => zh.textContent(), { timeout: 20_000 }).toContain('8 URLs');
  await zh.focus();
  await page.keyboard.press('Enter');
  await expect.poll(count).toBe('8 of 20 URLs');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('url-table');
  expectClean();
});

test('an IDN sitemap shows the Unicode host and decoded path; export keeps punycode', async () => {
  await upload([{ name: 'post-sitemap.xml', text: idnSitemap() }]);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count, { timeout: 20_000 }).toBe('10 URLs');
  const table = page.locator('.url-table tbody');
  await expect.poll(() => table.textContent()).toContain('https://bücher.example/日本語の本/');
  await expect.poll(() => table.textContent()).toContain('decoded');
  const link = table.getByRole('link').first();
  expect(await link.getAttribute('href')).toContain(IDN_HOST);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const path = join(scratch(), 'idn.csv');
  await download.saveAs(path);
  const csv = await readFile(path, 'utf8');
  expect(csv).toContain(`https://${IDN_HOST}/`);
  expect(csv).not.toContain('bücher');
  expectClean();
});

test('a cross-host index: loc-out-of-scope counted once per file', async () => {
  const urls = Array.from({ length: 300 }, (_, i) => `https://www.example/listing/${i}`);
  await upload([
    { name: 'sitemap_index.xml', text: index(['https://listings.example/sitemap-1.xml']) },
    { name: 'sitemap-1.xml', text: urlset(urls) },
  ]);
  await expect.poll(fileList, { timeout: 20_000 }).toContain('300 URLs');
  await page.getByRole('tab', { name: 'Problems' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Problems' });
  await expect
    .poll(() => panel.textContent())
    .toContain("300 of 300 URLs are outside the sitemap's location https://listings.example/");
  expectClean();
});

test('while the sections list is not there (loading), the table keeps its column', async () => {
  await upload([{ name: 'post-sitemap.xml', text: idnSitemap() }]);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count, { timeout: 20_000 }).toBe('10 URLs');
  await page.locator('.urls-body > .sections').waitFor();
  const tableWidth = () =>
    page.evaluate(() => document.querySelector('.url-table')!.getBoundingClientRect().width);
  const withSections = await tableWidth();
  // SectionList renders nothing until its answer comes: take it out as the page is then.
  await page.evaluate(() => document.querySelector('.urls-body > .sections')!.remove());
  expect(await tableWidth()).toBe(withSections);
  expectClean();
});

test("every column's name fits its header at the starting widths", async () => {
  await upload([{ name: 'post-sitemap.xml', text: idnSitemap() }]);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count, { timeout: 20_000 }).toBe('10 URLs');
  // A header cell clips what does not fit ("Changefreq" was cut to "Changefrec" at 96 px).
  const clipped = await page
    .locator('.url-table thead th')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
    );
  expect(clipped).toEqual([]);
  expectClean();
});

test('a robots.txt problem names its line, not a column 0', async () => {
  await upload([{ name: 'robots.txt', text: 'User-agent: *\nDisallow: /\n' }]);
  await page.getByRole('tab', { name: 'Problems' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Problems' });
  await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain('disallow-all');
  const where = await panel.locator('.problem-occurrence .where').allTextContents();
  expect(where).toContain('robots.txt, line 2');
  expect(where.join(' ')).not.toContain('column');
  expectClean();
});

test('a problem with 1,000 occurrences: every one reachable, duplicates name the first', async () => {
  const locs = Array.from({ length: 1001 }, () => 'https://www.example/same-page');
  await upload([{ name: 'dupes.xml', text: urlset(locs) }]);
  await expect.poll(fileList, { timeout: 20_000 }).toMatch(/1,?001 URLs/);
  await page.getByRole('tab', { name: 'Problems' }).click();
  const pages = page.getByRole('navigation', { name: 'Occurrences of duplicate-url' });
  await pages.getByRole('button', { name: 'Last' }).click();
  await expect.poll(() => pages.textContent()).toMatch(/951–1,?000 of 1,?000/);
  const panel = page.getByRole('tabpanel', { name: 'Problems' });
  // The last occurrence: the 1,001st URL, on line 1,003 of the file.
  await expect.poll(() => panel.textContent()).toMatch(/line 1,?003,/);
  await expect.poll(() => panel.textContent()).toContain('first at dupes.xml, line 3');
  expectClean();
});

test('a refused regular expression keeps the rows, the count and the columns', async () => {
  await upload([{ name: 'post-sitemap.xml', text: idnSitemap() }]);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count, { timeout: 20_000 }).toBe('10 URLs');
  const rows = () => page.locator('.url-table tbody tr:not(.pending)').count();
  const widths = () =>
    page.locator('.url-table thead th').evaluateAll((cells) => cells.map((c) => c.clientWidth));
  const before = await widths();
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill('/(a)\\1/');
  await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
  expect(await count()).toBe('10 URLs');
  expect(await rows()).toBe(10);
  expect(await page.getByText('No URL matches these filters').count()).toBe(0);
  expect(await widths()).toEqual(before);
  expectClean();
});

test('the table is one Tab stop: arrows, PageDown and Enter work and focus stays', async () => {
  const site = 'https://www.getsetsold.example';
  await upload([
    {
      name: 'listings.xml',
      text: urlset(Array.from({ length: 400 }, (_, i) => `${site}/real-estate/listing-${i}`)),
    },
  ]);
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count, { timeout: 20_000 }).toBe('400 URLs');
  const grid = page.getByRole('grid', { name: 'URLs' });
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('url-table');
  const active = await grid.getAttribute('aria-activedescendant');
  expect(active).toMatch(/^url-cell-\d+-0$/);
  expect(Number(active!.split('-')[2])).toBeGreaterThan(10);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'URL details' });
  await detail.waitFor();
  expect(await detail.textContent()).toContain(`${site}/real-estate/listing-`);
  // One Tab stop: from the table, Tab leaves it (no link or Copy button inside takes it).
  await grid.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.url-table') === null)).toBe(
    true,
  );
  expectClean();
});

test('at 390 px nothing widens the page; screenshots at 390 and 1440 px', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Upload a folder').setInputFiles(await hugoFolder());
  // A long name, as exports have: the file selects (URLs filter, Lastmod scope) list it and
  // are as wide as their longest option unless their layout lets them shrink.
  await upload([
    { name: 'post-sitemap-of-the-multilingual-blog-exported-2024-06-01.xml', text: idnSitemap() },
    // No namespace: its fix quotes xmlns="http://www.sitemaps.org/…", which has no break,
    // beside a name that has none either; the Problems tab must wrap both.
    { name: 'legacy_export_sitemap_without_namespace.xml', text: '<urlset></urlset>' },
  ]);
  await expect.poll(fileList, { timeout: 20_000 }).toContain('10 URLs');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const tab of ['Index tree', 'URLs', 'Lastmod', 'robots.txt', 'Problems']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel', { name: tab }).waitFor();
    await expect.poll(pageWidth, { message: tab }).toBeLessThanOrEqual(390);
  }
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(count).toBe('30 URLs');
  await page.getByText(/files loaded: fold the inputs away/).click();
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill('zh');
  await expect.poll(count).toBe('8 of 30 URLs');
  await page.locator('.urls-toolbar').evaluate((bar) => bar.scrollIntoView());
  // The docs' screenshots are refreshed on request only, so a test run leaves the tree clean:
  // SCREENSHOTS=1 npx vitest run --project browser test/e2e/usability.test.ts
  const shoot = (path: string) =>
    process.env.SCREENSHOTS ? page.screenshot({ path, fullPage: false }) : page.screenshot();
  await shoot('docs/screenshot-390.png');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill('');
  await expect.poll(count).toBe('30 URLs');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('docs/screenshot-1440.png');
  expectClean();
});
