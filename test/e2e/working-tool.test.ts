/**
 * Issue 26, "a working tool, not a document", in Chromium: the Overview and the tabs (with
 * their counts) above the fold at 1440 × 900, the URL column taking the room, a row's detail
 * opened by a click and closed with Escape, a verdict cell's deciding line shown beside the
 * matrix without moving the page, the robots.txt tab at 390 px with a Wikipedia-sized
 * robots.txt, and the Problems tab filtered by severity. The files are generated here, shaped
 * like real ones (a real-estate sitemap, a malformed video sitemap, a big robots.txt).
 */
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, page, upload, pageSize } from './app-page';

openAppPerTest({ start: 'empty' });

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SLOW = { timeout: 20_000 };

/** A real-estate site's listing sitemap: long, similar URLs that differ at their end. */
const listings = (count: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${Array.from(
    { length: count },
    (_, i) =>
      `  <url><loc>https://www.realestate.example/real-estate/ontario/toronto/condos-for-sale/listing-${i}-street-unit-${i % 7}-toronto</loc>` +
      `<lastmod>2026-0${(i % 9) + 1}-1${i % 10}</lastmod><changefreq>daily</changefreq><priority>0.8</priority></url>\n`,
  ).join('')}</urlset>\n`;

/** Unescaped & in a loc (xml-malformed, an error) and a lastmod that is not a date (a warning). */
const BROKEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.realestate.example/about</loc><lastmod>yesterday</lastmod></url>\n  <url><loc>https://www.realestate.example/search?city=toronto&type=condo</loc></url>\n</urlset>\n`;

/**
 * Shaped like Wikipedia's robots.txt (15 KB, ~700 lines): many crawlers each refused whole,
 * then one long `*` group of Disallow lines with comments between them.
 */
function bigRobots(): string {
  const lines = ['# robots.txt shaped like a big wiki’s', ''];
  for (let i = 0; i < 60; i++)
    lines.push(`# Bot number ${i}`, `User-agent: BadBot${i}`, 'Disallow: /', '');
  lines.push('User-agent: *', 'Allow: /w/api.php?action=mobileview&');
  for (let i = 0; i < 400; i++) {
    if (i % 20 === 0) lines.push(`# section ${i / 20}`);
    lines.push(`Disallow: /wiki/Special:Page${i}`, `Disallow: /wiki/Special%3APage${i}`);
  }
  // A few lines the lint has words for: a typo and a rule outside any group.
  lines.push('Disalow: /typo/', 'Crawl-delay: 5', '');
  return lines.join('\n');
}

const ROBOTS = 'User-agent: *\nDisallow: /real-estate/ontario/toronto/condos-for-sale/listing-1-\n';

async function loadRealShapedFiles() {
  await upload([
    { name: 'listings.xml', text: listings(400) },
    { name: 'broken.xml', text: BROKEN },
    { name: 'robots.txt', text: ROBOTS },
  ]);
  await expect
    .poll(() => page.getByRole('region', { name: 'Overview' }).innerText(), SLOW)
    .toMatch(/40[12] URLs[\s\S]*\d+ errors?/);
}

const inViewport = (box: { y: number; height: number } | null, height: number) =>
  box !== null && box.y >= 0 && box.y + box.height <= height;

test('at 1440 × 900 the Overview and the tabs (with counts) are in view; the table starts in the upper half', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadRealShapedFiles();
  // The inputs folded to their one line, as they are once files are in.
  await page.locator('.inputs-bar > summary').click();
  await expect.poll(() => page.locator('.inputs-bar').getAttribute('open')).toBeNull();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));

  const overview = page.getByRole('region', { name: 'Overview' });
  expect(inViewport(await overview.boundingBox(), 900)).toBe(true);
  expect(inViewport(await page.getByRole('tablist').boundingBox(), 900)).toBe(true);
  await expect(overview.innerText()).resolves.toMatch(/40[12] URLs/);
  // Each figure leads somewhere: a button, its state in words.
  await expect(overview.getByRole('button', { name: /\d+ errors?/ }).count()).resolves.toBe(1);
  await expect(
    overview.getByRole('button', { name: /blocked for Googlebot/ }).count(),
  ).resolves.toBe(1);

  // The Problems tab carries its count: a badge beside its name, said as its description.
  const problemsTab = page.getByRole('tab', { name: 'Problems', exact: true });
  const badge = await problemsTab.evaluate((tab) => getComputedStyle(tab, '::after').content);
  expect(badge).toMatch(/\d/);
  const described = await problemsTab.getAttribute('aria-describedby');
  await expect(page.locator(`#${described}`).textContent()).resolves.toMatch(/^\d+ problems?$/);

  // The first rows start in the upper half of the window.
  const firstRow = page.locator('.url-table tbody tr').first();
  await firstRow.waitFor(SLOW);
  const row = await firstRow.boundingBox();
  expect(row!.y).toBeLessThan(450);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expectClean();
});

test('the URL column takes at least 40 % of the table; changefreq and priority are chosen, not shown by default', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadRealShapedFiles();
  await page.getByRole('tab', { name: 'URLs' }).click();
  const headers = () =>
    page.locator('.url-table thead th').evaluateAll((cells) =>
      cells.map((cell) => ({
        text: cell.textContent ?? '',
        width: cell.getBoundingClientRect().width,
      })),
    );
  await page.locator('.url-table tbody tr:not(.pending)').first().waitFor(SLOW);
  const shown = await headers();
  expect(shown.map((header) => header.text.trim())).not.toContain('Changefreq');
  expect(shown.map((header) => header.text.trim())).not.toContain('Priority');
  const table = await page.locator('.url-table').boundingBox();
  const url = shown.find((header) => header.text.startsWith('URL'))!;
  expect(url.width / table!.width).toBeGreaterThanOrEqual(0.4);

  // A long URL keeps its host and its end in view; the title holds it whole.
  const link = page.locator('.url-table tbody tr').first().locator('.url-cell a');
  const full = await link.getAttribute('title');
  expect(full).toMatch(/^https:\/\/www\.realestate\.example\/real-estate\/.*-toronto$/);
  await expect(link.locator('.url-tail').isVisible()).resolves.toBe(true);
  await expect(link.locator('.url-tail').textContent()).resolves.toMatch(/-toronto$/);

  // The chooser shows them again, with the note; the choice is remembered.
  await page.locator('summary', { hasText: 'Columns' }).click();
  await expect(page.getByText('Google ignores changefreq and priority.').isVisible()).resolves.toBe(
    true,
  );
  await page.getByRole('checkbox', { name: 'Priority' }).check();
  await expect
    .poll(async () => (await headers()).map((header) => header.text.trim()))
    .toContain('Priority');
  await page.reload();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.locator('.url-table thead th').first().waitFor(SLOW);
  expect((await headers()).map((header) => header.text.trim())).toContain('Priority');
  expectClean();
});

test('a click on a row opens its detail beside the table; Escape closes it', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadRealShapedFiles();
  await page.getByRole('tab', { name: 'URLs' }).click();
  const cell = page.locator('.url-table tbody tr').nth(1).locator('td.col-lastmod');
  await cell.waitFor(SLOW);
  await cell.click();
  const detail = page.getByRole('region', { name: 'URL details' });
  await detail.waitFor();
  await expect(detail.innerText()).resolves.toMatch(
    /https:\/\/www\.realestate\.example\/real-estate\//,
  );
  // Beside the table: the row clicked is still in view.
  expect(inViewport(await cell.boundingBox(), 900)).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => detail.count()).toBe(0);
  expectClean();
});

test('selecting a verdict cell keeps it in view and shows its deciding line beside the matrix', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await upload([{ name: 'robots.txt', text: bigRobots() }]);
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await page.getByLabel('URLs to test').fill('/wiki/Special:Page399\n/wiki/Main_Page\n');
  const matrix = page.getByRole('table', { name: 'Verdict per URL and crawler' });
  const cell = matrix
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/wiki/Special:Page399', exact: true }) })
    .getByRole('button');
  await expect.poll(() => cell.innerText(), SLOW).toMatch(/^Blocked line \d+/);
  const decidingLine = Number(/line (\d+)/.exec(await cell.innerText())![1]);
  // The matrix in the middle of the window, as a user reading it has it.
  await matrix.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await cell.click();

  const detail = page.getByRole('region', { name: 'Selected cell' });
  const excerpt = detail.getByLabel(`robots.txt around line ${decidingLine}`);
  await expect.poll(() => excerpt.innerText()).toContain('Disallow: /wiki/Special:Page399');
  // Numbered, with the lines around it.
  await expect(excerpt.innerText()).resolves.toContain(String(decidingLine - 1));
  await expect(excerpt.innerText()).resolves.toContain(String(decidingLine + 1));
  // The page did not move, the cell and its detail are both in view.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  expect(inViewport(await cell.boundingBox(), 900)).toBe(true);
  expect(inViewport(await excerpt.boundingBox(), 900)).toBe(true);
  // Beside, not under.
  const cellBox = (await cell.boundingBox())!;
  const detailBox = (await detail.boundingBox())!;
  expect(detailBox.x).toBeGreaterThan(cellBox.x + cellBox.width);

  // "Show in editor" goes there on purpose.
  await detail.getByRole('button', { name: 'Show in editor' }).click();
  await expect
    .poll(() => page.locator('.cm-deciding-line').innerText())
    .toBe('Disallow: /wiki/Special:Page399');
  expectClean();
});

test('at 390 px the robots.txt tab with a Wikipedia-sized robots.txt stays under 6,000 px and never widens the page', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await upload([{ name: 'robots.txt', text: bigRobots() }]);
  await expect.poll(() => page.locator('.file-list').innerText(), SLOW).toContain('robots.txt');
  // The inputs folded to their one line, as they are once files are in.
  await page.locator('.inputs-bar > summary').click();
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await page
    .getByLabel('URLs to test')
    .fill('/wiki/Special:Page1\n/wiki/Main_Page\n/w/api.php?action=mobileview&x\n');
  const crawler = page.getByRole('group', { name: 'Crawler', exact: true });
  await crawler.getByRole('checkbox', { name: 'Googlebot-Image' }).check();
  const matrix = page.getByRole('table', { name: 'Verdict per URL and crawler' });
  await expect.poll(() => matrix.innerText(), SLOW).toContain('Blocked');
  // The lint folds to its counts by severity.
  const lint = page.locator('.wb-lint details');
  await expect(lint.locator('summary').innerText()).resolves.toMatch(/error|warning|note/);
  // The matrix is a list: each verdict under its URL, named by its crawler.
  const firstRow = matrix.locator('tbody tr').filter({ hasText: '/wiki/Special:Page1' }).first();
  // Polled: the Googlebot-Image column arrives with the answer after the box is checked.
  await expect
    .poll(() => firstRow.innerText(), SLOW)
    .toMatch(/Googlebot[\s\S]*Blocked[\s\S]*Googlebot-Image[\s\S]*Blocked/);
  await page.waitForTimeout(500);
  const size = await pageSize();
  expect(size.width).toBeLessThanOrEqual(390);
  expect(size.height).toBeLessThan(6000);
  expectClean();
});

test('at 390 px, with files in, the opened inputs take the page’s width and Clear has a row of its own', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await upload([{ name: 'broken.xml', text: BROKEN }]);
  await expect.poll(() => page.locator('.file-list').innerText(), SLOW).toContain('broken.xml');
  const inputs = await page.getByRole('region', { name: 'Add files' }).boundingBox();
  const clear = await page.getByRole('button', { name: 'Clear' }).boundingBox();
  // The quiet demo bar beside them left the inputs about 150 px (seen in a screenshot).
  expect(inputs!.width).toBeGreaterThan(300);
  expect(clear!.y + clear!.height).toBeLessThanOrEqual(inputs!.y);
  expectClean();
});

test('Problems can be filtered by severity, file and code; the Overview opens them filtered', async () => {
  await loadRealShapedFiles();
  const overview = page.getByRole('region', { name: 'Overview' });
  await overview.getByRole('button', { name: /\d+ errors?/ }).click();
  const panel = page.getByRole('tabpanel', { name: 'Problems' });
  const severity = panel.getByLabel('Severity');
  await expect.poll(() => severity.inputValue()).toBe('error');
  const codes = () => panel.locator('.problem-group h3 code').allTextContents();
  await expect.poll(codes).toContain('xml-malformed');
  for (const group of await panel.locator('.problem-group').all())
    await expect(group.getAttribute('class')).resolves.toContain('severity-error');

  await severity.selectOption('warning');
  await expect.poll(codes).not.toContain('xml-malformed');
  for (const group of await panel.locator('.problem-group').all())
    await expect(group.getAttribute('class')).resolves.toContain('severity-warning');

  await severity.selectOption('');
  await panel.getByLabel('File').selectOption('broken.xml');
  await expect.poll(codes).toContain('xml-malformed');
  for (const where of await panel.locator('.problem-occurrence .where').allTextContents())
    expect(where).toMatch(/^broken\.xml/);
  await panel.getByLabel('File').selectOption('');
  await panel.getByLabel('Code').selectOption('xml-malformed');
  await expect.poll(codes).toEqual(['xml-malformed']);
  expectClean();
});
