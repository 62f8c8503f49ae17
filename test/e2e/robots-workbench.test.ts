/**
 * The robots.txt workbench in the built app (strict CSP, served under a sub-path), driven in
 * Chromium by role and accessible name: the editor is a textbox named "robots.txt", the
 * tester's box "URLs to test", the crawler choice "Crawler".
 */
import { beforeEach, expect, test } from 'vitest';
import { expectClean, openAppPerTest, page, upload } from './app-page';

// expectClean() also guards CodeMirror's styles: in a <style> element they would be a CSP
// violation, which Chromium logs as a console error.
openAppPerTest({ start: 'app' });
beforeEach(async () => {
  await page.getByRole('tab', { name: 'robots.txt' }).click();
});

const editor = () => page.getByRole('textbox', { name: 'robots.txt', exact: true });
const matrix = () => page.getByRole('table', { name: 'Verdict per URL and crawler' });
/** The text of the cell of the row of `url`, in crawler column `column` (0-based). */
const cell = (url: string, column: number) =>
  matrix()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: url, exact: true }) })
    .getByRole('cell')
    .nth(column);

async function typeInEditor(text: string) {
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  await editor().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('the demo robots.txt opens; several URLs for two crawlers get verdict and line', async () => {
  await expect
    .poll(() => editor().innerText(), { timeout: 15_000 })
    .toContain('User-agent: GPTBot');
  expect(await editor().getAttribute('contenteditable')).toBe('true');

  await page.getByLabel('URLs to test').fill('/cart/x\n/search/help\n/products/drafts/a\n/blog/\n');
  const crawler = page.getByRole('group', { name: 'Crawler', exact: true });
  await crawler.getByRole('checkbox', { name: 'Googlebot-Image' }).check();
  await crawler.getByLabel('Other crawlers').fill('GPTBot');

  // Columns: Googlebot (checked by default), Googlebot-Image, GPTBot.
  await expect.poll(() => cell('/cart/x', 0).innerText()).toBe('Blocked line 4');
  await expect.poll(() => cell('/cart/x', 1).innerText()).toBe('Allowed no rule matched');
  await expect.poll(() => cell('/cart/x', 2).innerText()).toBe('Blocked line 16');
  await expect.poll(() => cell('/search/help', 0).innerText()).toBe('Allowed line 7');
  await expect
    .poll(() => cell('/products/drafts/a', 0).innerText())
    .toBe('Allowed no rule matched');
  await expect.poll(() => cell('/products/drafts/a', 1).innerText()).toBe('Blocked line 11');

  // Selecting a cell (from the keyboard) names the group and highlights the deciding line.
  await cell('/cart/x', 0).getByRole('button').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const detail = page.getByRole('region', { name: 'Selected cell' });
  await expect.poll(() => detail.innerText()).toContain('Googlebot-Image obeys its own group');
  await expect(detail.innerText()).resolves.toContain('The * group (line 3) was not used');
  await expect
    .poll(() => page.locator('.cm-deciding-line').innerText())
    .toBe('Disallow: /products/drafts/');

  // What was typed survives a visit to another tab.
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await expect(page.getByLabel('URLs to test').inputValue()).resolves.toContain('/blog/');

  // A token that is not a product token is refused where it was typed.
  await crawler.getByLabel('Other crawlers').fill('GPTBot, Googlebot/2.1');
  await expect.poll(() => crawler.innerText()).toContain('Google matches only the token part');
  expectClean();
});

test('an expectation fails after an edit breaks it, and the compare lists the change', async () => {
  await expect
    .poll(() => editor().innerText(), { timeout: 15_000 })
    .toContain('User-agent: GPTBot');
  await page.getByLabel('URLs to test').fill('/blog/\n/cart/\n');
  await expect.poll(() => cell('/blog/', 0).innerText()).toBe('Allowed no rule matched');
  await cell('/blog/', 0).getByRole('button').click();
  await page.getByRole('button', { name: 'Must be allowed' }).click();
  await expect
    .poll(() => page.getByLabel('Expectations file').inputValue())
    .toContain('allow Googlebot /blog/');
  const summary = page.getByRole('status').filter({ hasText: 'expectation' });
  await expect.poll(() => summary.innerText()).toBe('All 1 expectation passes.');

  // Add a Googlebot group at the end: it replaces the * group for Googlebot.
  await editor().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\nUser-agent: Googlebot\nDisallow: /blog/\n');
  await expect.poll(() => summary.innerText()).toBe('1 of 1 expectation fails.');
  await expect.poll(() => cell('/blog/', 0).innerText()).toContain('Blocked line 21');
  await expect.poll(() => cell('/blog/', 0).innerText()).toContain('fails: must be allowed');

  const changes = page.getByRole('table', { name: 'Changed verdicts' });
  await expect.poll(() => changes.getByRole('row').count()).toBe(3);
  const blog = changes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/blog/' }) });
  await expect(blog.innerText()).resolves.toMatch(
    /Allowed \(no rule matched\)\s+Blocked \(line 21\)/,
  );
  // /cart/ changes too: the new Googlebot group drops the * group's Disallow: /cart/.
  const cart = changes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/cart/' }) });
  await expect(cart.innerText()).resolves.toMatch(
    /Blocked \(line 4\)\s+Allowed \(no rule matched\)/,
  );
  expectClean();
});

test('typed from scratch: Crawl-delay is said to have no effect; the server-answer explainer', async () => {
  await typeInEditor('User-agent: *\nCrawl-delay: 10\nDisallow: /private/\n');
  const problems = page.getByRole('list', { name: /problems? in this robots.txt/ });
  await expect
    .poll(() => problems.innerText())
    .toMatch(/line 2: crawl-delay has no effect on Google/i);

  // On its line: a gutter mark, an underline, and on hover the message with its fix.
  await expect
    .poll(() => page.locator('.cm-lint-marker-warning, .cm-lint-marker-info').count())
    .toBeGreaterThan(0);
  await page.locator('[class*="cm-lintRange"]').first().hover();
  await expect
    .poll(() => page.locator('.cm-tooltip-lint').innerText())
    .toMatch(/no effect on Google[\s\S]*Fix:/);

  await page
    .getByLabel('HTTP answer for /robots.txt')
    .selectOption({ label: '503 Service Unavailable' });
  const status = page.getByRole('region', { name: 'If the server answers…' });
  await expect.poll(() => status.innerText()).toContain('12 hours');
  await expect(status.innerText()).resolves.toContain('Crawls nothing on the site.');
  expectClean();
});

test('the chosen server answer drives the verdicts: 503 blocks everything, 404 allows it', async () => {
  await typeInEditor('User-agent: *\nDisallow: /private/\n');
  await page.getByLabel('URLs to test').fill('/private/a\n/blog\n');
  await page.getByLabel('Expectations file').fill('allow Googlebot /blog\n');
  await expect.poll(() => cell('/private/a', 0).innerText()).toBe('Blocked line 2');
  await expect
    .poll(() => cell('/blog', 0).innerText())
    .toBe('Allowed no rule matched · expectation met');
  const note = page.locator('.wb-matrix-scroll').getByRole('note');
  await expect(note.count()).resolves.toBe(0);

  const answer = page.getByLabel('HTTP answer for /robots.txt');
  await answer.selectOption({ label: '503 Service Unavailable' });
  await expect
    .poll(() => note.innerText())
    .toBe('Verdicts as if /robots.txt answered 503: Google crawls nothing for the first 12 hours.');
  await expect
    .poll(() => cell('/blog', 0).innerText())
    .toBe('Blocked server error · fails: must be allowed');
  await expect(cell('/private/a', 0).innerText()).resolves.toBe('Blocked server error');
  const results = page.getByRole('list', { name: 'Expectation results' });
  await expect.poll(() => results.innerText()).toContain('Blocked (server error)');
  await cell('/blog', 0).getByRole('button').click();
  await expect
    .poll(() => page.getByRole('region', { name: 'Selected cell' }).innerText())
    .toContain('Blocked (server error)');

  await answer.selectOption({ label: '404 Not Found' });
  await expect.poll(() => note.innerText()).toContain('Google follows no rules');
  await expect.poll(() => cell('/private/a', 0).innerText()).toBe('Allowed no robots.txt');

  // 200 (the default) leaves the rules deciding.
  await answer.selectOption({ label: '200 OK' });
  await expect.poll(() => cell('/private/a', 0).innerText()).toBe('Blocked line 2');
  await expect(note.count()).resolves.toBe(0);
  expectClean();
});

test('a 3 MB paste is cut with a message; content past 500 KiB is shown as ignored; 390 px fits', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  const big =
    'User-agent: *\n' + 'Disallow: /a-long-enough-path-to-fill-the-file/\n'.repeat(65_000);
  await editor().evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, big);
  await page.getByRole('alert').filter({ hasText: 'The text was cut at' }).waitFor();
  // The editor renders only the lines in view, not the 40,000 pasted.
  await expect(editor().locator('.cm-line').count()).resolves.toBeLessThan(200);
  await page
    .getByRole('note')
    .filter({ hasText: /Google reads only the first 500 KiB: line \d+/ })
    .waitFor({ timeout: 30_000 });
  // The end of the text is past the limit: shown struck through as ignored.
  await editor().click();
  await page.keyboard.press('Control+End');
  await expect.poll(() => page.locator('.cm-ignored-content').count()).toBeGreaterThan(0);
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(390);
  expectClean();
});

test('at 390 px robots.txt files with long names do not widen the page', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Exports name files this way; the list of robots.txt files to use is as wide as the longest.
  await upload([
    {
      name: 'robots_staging_environment_before_the_2024_redesign.txt',
      text: 'User-agent: *\nDisallow: /\n',
    },
    { name: 'robots_production.txt', text: 'User-agent: *\nDisallow: /cart/\n' },
  ]);
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await editor().filter({ hasText: 'Disallow' }).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  expectClean();
});
