/**
 * The row detail, the inputs bar and assigning a file by hand, in Chromium: every field of
 * an entry (images, hreflang alternates, news, video, problems, file and line, the robots.txt
 * verdict) read again from a `.gz` the page uploaded; the inputs folding once reading ends
 * (not while the user types, and as the user last chose by hand); a renamed download
 * assigned to the index tree's "missing" node.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, page, upload } from './app-page';

const SITE = 'https://shop.example';

// Each test starts with no file, and with no remembered choice for the inputs bar (the
// origin's localStorage is cleared per test), so the bar folds as for a first visit.
openAppPerTest({ start: 'empty', foldsInputs: true });

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
  ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' +
  ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"' +
  ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"' +
  ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const plainUrl = (i: number) => `  <url><loc>${SITE}/p/${i}</loc></url>\n`;
/** An entry with every extension, after 200 plain ones; `priority` 2.0 is a problem. */
const RICH_ENTRY =
  '  <url>\n' +
  `    <loc>${SITE}/cart/sofa</loc>\n    <priority>2.0</priority>\n` +
  `    <image:image><image:loc>${SITE}/img/sofa.jpg</image:loc>` +
  '<image:title>Grey sofa</image:title><image:caption>Three seats &amp; a footstool</image:caption></image:image>\n' +
  `    <image:image><image:loc>${SITE}/img/sofa-side.jpg</image:loc></image:image>\n` +
  `    <xhtml:link rel="alternate" hreflang="ja" href="${SITE}/ja/cart/sofa"/>\n` +
  `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/cart/sofa"/>\n` +
  '    <news:news><news:publication><news:name>Shop News</news:name><news:language>en</news:language>' +
  '</news:publication><news:publication_date>2026-11-29</news:publication_date>' +
  '<news:title>Sofa week</news:title></news:news>\n' +
  `    <video:video><video:thumbnail_loc>${SITE}/v/sofa.jpg</video:thumbnail_loc>` +
  '<video:title>Sofa in 60 seconds</video:title><video:description>A tour</video:description>' +
  `<video:content_loc>${SITE}/v/sofa.mp4</video:content_loc></video:video>\n` +
  '  </url>\n';
const RICH_SITEMAP = `${HEAD}${Array.from({ length: 200 }, (_, i) => plainUrl(i)).join('')}${RICH_ENTRY}</urlset>\n`;
const ROBOTS = 'User-agent: *\nDisallow: /cart/\n';

const count = () => page.locator('.url-count').textContent();
const summary = () => page.locator('.inputs-bar > summary');
const isBarOpen = () =>
  page.locator('.inputs-bar').evaluate((bar) => (bar as HTMLDetailsElement).open);

/** Filters the table to `text`, then opens the one row left from the keyboard. */
async function openRow(text: string, rows: string) {
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByRole('searchbox', { name: 'Filter URLs' }).fill(text);
  await expect.poll(count, { timeout: 20_000 }).toBe(rows);
  await page.getByRole('grid', { name: 'URLs' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'URL details' });
  await detail.waitFor();
  return detail;
}

test('the row detail shows every field of the entry, read again from its .gz', async () => {
  await upload([
    { name: 'sitemap-products.xml.gz', buffer: gzipSync(RICH_SITEMAP) },
    { name: 'robots.txt', buffer: Buffer.from(ROBOTS) },
  ]);
  const detail = await openRow('sofa', '1 of 201 URLs');
  const text = () => detail.innerText();
  await expect.poll(text, { timeout: 15_000 }).toContain('Images (2)');
  for (const expected of [
    `${SITE}/img/sofa.jpg`,
    'Grey sofa',
    'Three seats & a footstool',
    `${SITE}/img/sofa-side.jpg`,
    'Language versions, hreflang → URL (2)',
    `ja → ${SITE}/ja/cart/sofa`,
    `x-default → ${SITE}/cart/sofa`,
    'Shop News',
    '2026-11-29',
    'Sofa week',
    'Sofa in 60 seconds',
    `${SITE}/v/sofa.mp4`,
    `${SITE}/v/sofa.jpg`,
    'sitemap-products.xml.gz, line 204, column 5',
    'priority-invalid',
    'Blocked: robots.txt line 2, Disallow: /cart/',
  ])
    expect(await text()).toContain(expected);

  // The file removed: the detail says its fields are gone instead of showing stale ones.
  await summary().click();
  await page.getByRole('button', { name: 'Remove sitemap-products.xml.gz' }).click();
  await expect.poll(text).toContain('was removed');
  expect(await text()).not.toContain('Grey sofa');
  expectClean();
});

test('a URL list has no extensions; at 390 px the detail does not widen the page', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  const long = `${SITE}/${'very-long-section-name-'.repeat(12)}end`;
  await upload([
    { name: 'urls.txt', buffer: Buffer.from(`${SITE}/a\n${long}\n`) },
    { name: 'robots.txt', buffer: Buffer.from(ROBOTS) },
  ]);
  const detail = await openRow('end', '1 of 2 URLs');
  await expect.poll(() => detail.innerText()).toContain('lists no images, alternates');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The values keep room beside the long terms: the URL reads in lines, not a letter a line.
  const valueWidths = await detail
    .locator('dd')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
  expect(Math.min(...valueWidths)).toBeGreaterThanOrEqual(150);
  // The labels wrap between words, never inside one ("Changefreq" stood broken in two).
  const brokenWords = await detail.locator('dt').evaluateAll((terms) =>
    terms.flatMap((term) =>
      [...term.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .flatMap((node) =>
          [...(node.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const tops = new Set(
              [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top),
            );
            return tops.size > 1 ? [word[0]] : [];
          }),
        ),
    ),
  );
  expect(brokenWords).toEqual([]);
  // The verdict is said once.
  await expect.poll(() => detail.innerText()).toContain('Allowed: no rule matched');
  expect(await detail.innerText()).not.toMatch(/matched: allowed/i);
  expectClean();
});

test('an index with many missing children folds them past five into one row with a count', async () => {
  const missing = Array.from(
    { length: 40 },
    (_, i) => `  <sitemap><loc>${SITE}/sitemap-missing-${i}.xml</loc></sitemap>\n`,
  ).join('');
  const index =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `  <sitemap><loc>${SITE}/sitemap-products.xml</loc></sitemap>\n${missing}</sitemapindex>\n`;
  await upload([
    { name: 'sitemap_index.xml', buffer: Buffer.from(index) },
    { name: 'sitemap-products.xml', buffer: Buffer.from(RICH_SITEMAP) },
    // A renamed download: every missing row shown would offer it in an Assign select.
    { name: 'sitemap-other (1).xml', buffer: Buffer.from(RICH_SITEMAP) },
  ]);
  await page.getByRole('tab', { name: 'Index tree' }).click();
  const tree = page.getByRole('tree', { name: 'Sitemap index tree' });
  const folded = tree.getByRole('treeitem', { name: '35 more missing sitemaps: show them' });
  await folded.waitFor({ timeout: 20_000 });
  // Once the renamed download is read, the five missing rows shown offer it.
  await expect.poll(() => tree.getByRole('combobox').count(), { timeout: 20_000 }).toBe(5);
  // From the keyboard, as a tree item: Enter shows them all, focus on the first of them.
  await folded.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => tree.getByRole('combobox').count()).toBe(40);
  await expect(folded.count()).resolves.toBe(0);
  await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
    'sitemap-missing-5.xml',
  );
  expectClean();
});

test('the inputs fold when reading ends, reopen from the bar, and keep a choice made by hand', async () => {
  // Chosen from the keyboard: focus is on the file input when reading ends.
  await page.getByLabel('Upload files').focus();
  await upload([{ name: 'sitemap-products.xml', buffer: Buffer.from(RICH_SITEMAP) }]);
  // Folded once read, the bar counts the file and its problems; focus moved to the bar.
  await expect.poll(isBarOpen, { timeout: 20_000 }).toBe(false);
  await expect
    .poll(() => summary().innerText())
    .toMatch(/^1 file loaded, \d+ problems?: add or manage files$/);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
  // Reopened by hand: remembered, so the next file read leaves the inputs open.
  await summary().click();
  expect(await isBarOpen()).toBe(true);
  await upload([{ name: 'robots.txt', buffer: Buffer.from(ROBOTS) }]);
  await expect.poll(() => page.locator('.file-list').innerText()).toContain('robots.txt');
  await page.waitForTimeout(300);
  expect(await isBarOpen()).toBe(true);
  expectClean();
});

test('the inputs stay open while the user types in the paste box', async () => {
  const box = page.getByLabel('Paste robots.txt, a sitemap or a URL list');
  await box.fill('https://shop.example/half-typed');
  await upload([{ name: 'sitemap-products.xml', buffer: Buffer.from(RICH_SITEMAP) }]);
  await expect
    .poll(() => page.locator('.file-list').innerText(), { timeout: 20_000 })
    .toContain('201 URLs');
  await page.waitForTimeout(300);
  expect(await isBarOpen()).toBe(true);
  expect(await box.inputValue()).toBe('https://shop.example/half-typed');
  expectClean();
});

test('a renamed download is assigned by hand to the missing node of the index tree', async () => {
  const index =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `  <sitemap><loc>${SITE}/sitemap-products.xml</loc></sitemap>\n</sitemapindex>\n`;
  await upload([
    { name: 'sitemap_index.xml', buffer: Buffer.from(index) },
    { name: 'sitemap-products (1).xml', buffer: Buffer.from(RICH_SITEMAP) },
  ]);
  await page.getByRole('tab', { name: 'Index tree' }).click();
  const tree = page.getByRole('tree', { name: 'Sitemap index tree' });
  await expect.poll(() => tree.textContent(), { timeout: 20_000 }).toContain('missing');
  const assign = page.getByLabel(`Assign a supplied file to ${SITE}/sitemap-products.xml`);
  await assign.selectOption({ label: 'sitemap-products (1).xml' });
  await expect.poll(() => tree.textContent()).toContain('assigned by hand');
  expect(await tree.textContent()).not.toContain('missing');
  // The node now stands for the file: selecting it shows its URLs.
  await tree.getByRole('treeitem').filter({ hasText: 'assigned by hand' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(count).toBe('201 URLs');
  expect(await page.getByRole('button', { name: /^Remove filter/ }).count()).toBeGreaterThan(0);
  // Undone, the node is missing again.
  await page.getByRole('tab', { name: 'Index tree' }).click();
  await page.getByRole('button', { name: 'Undo assignment' }).click();
  await expect.poll(() => tree.textContent()).toContain('missing');
  expectClean();
});
