/**
 * Every sitemap URL checked against robots.txt, in Chromium: with the demo (its robots.txt
 * and sitemaps load together) plus a pasted URL list holding URLs the robots.txt blocks, the
 * **robots.txt verdict** filter shows exactly the blocked URLs, as the core matcher decides
 * them here in Node from the same files; the crawler choice changes the verdicts; the AI
 * crawlers table shows GPTBot blocked, and the Sitemap: lines are marked loaded.
 */
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { checkUrl } from '../../src/core/robots/engine/matcher';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';
import { inferSite } from '../../src/core/robots/analyses/infer-site';
import { isOnSite } from '../../src/core/robots/analyses/site-origin';
import { expectClean, fileItem, openAppPerTest, page, upload } from './app-page';

const samples = join(import.meta.dirname, '..', '..', 'public', 'samples');

const PASTED = [
  'https://www.example.com/search?q=shoes',
  'https://www.example.com/cart/summer-sale',
  'https://www.example.com/search/help/returns',
  'https://www.example.com/checkout/',
  'https://shop.example.com/cart/elsewhere',
];

/** Every loc of the demo sitemaps and the pasted list, read here without the app. */
function allLocs(): string[] {
  const xml = ['sitemap-pages.xml', 'sitemap-blog.xml']
    .map((name) => readFileSync(join(samples, name), 'utf8'))
    .concat(gunzipSync(readFileSync(join(samples, 'sitemap-products.xml.gz'))).toString('utf8'));
  const locs = xml.flatMap((text) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  return [...locs, ...PASTED];
}

const robots = parseRobots(readFileSync(join(samples, 'robots.txt')));
const site = inferSite(robots).site!;
const locs = allLocs();
const blockedFor = (agent: string) =>
  locs.filter((loc) => isOnSite(loc, site) && !checkUrl(robots, agent, loc).allowed).sort();

openAppPerTest({ start: 'app' });

/**
 * The demo's files and a list of five more URLs, uploaded together (the first file a user
 * adds replaces the demo, so the demo's own files come along in the same upload).
 */
async function loadDemoAndPaste() {
  const names = [
    'robots.txt',
    'sitemap_index.xml',
    'sitemap-pages.xml',
    'sitemap-blog.xml',
    'sitemap-products.xml.gz',
  ];
  await upload([
    ...names.map((name) => ({ name, buffer: readFileSync(join(samples, name)) })),
    { name: 'more-urls.txt', mimeType: 'text/plain', text: PASTED.join('\n') },
  ]);
  await expect
    .poll(() => fileItem('sitemap-products.xml.gz').textContent(), { timeout: 20_000 })
    .toContain('gzip');
  await expect.poll(() => fileItem('more-urls.txt').textContent()).toContain('5 URLs');
}

/** The URLs of the rows on screen (the view is small enough to be all on screen). */
const shownUrls = async () =>
  (await page.locator('.url-table tbody tr td.col-loc a').allTextContents()).sort();

test('the Blocked filter shows exactly the sitemap URLs the robots.txt blocks', async () => {
  const googlebot = blockedFor('Googlebot');
  const gptbot = blockedFor('GPTBot');
  // The expectations are not empty, and the two crawlers differ.
  expect(googlebot.length).toBe(3);
  expect(gptbot.length).toBe(locs.length - 1);

  await loadDemoAndPaste();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(() => page.locator('.url-count').textContent()).toBe(`${locs.length} URLs`);
  await page.getByRole('combobox', { name: 'robots.txt verdict' }).selectOption('Blocked');
  await expect
    .poll(() => page.locator('.url-count').textContent())
    .toBe(`${googlebot.length} of ${locs.length} URLs`);
  await expect.poll(shownUrls).toEqual(googlebot);
  const cells = await page.locator('.url-table tbody tr td.col-robots').allTextContents();
  expect(cells.every((text) => text.startsWith('Blocked'))).toBe(true);
  const summary = page.getByRole('region', { name: 'robots.txt check of the sitemap URLs' });
  await expect
    .poll(() => summary.textContent())
    .toContain('3 sitemap URLs are blocked for Googlebot by robots.txt');

  // The crawler is the page's choice: GPTBot is blocked everywhere on the site.
  await page.getByRole('combobox', { name: 'Crawler for robots.txt check' }).selectOption('GPTBot');
  await expect
    .poll(() => page.locator('.url-count').textContent())
    .toBe(`${gptbot.length} of ${locs.length} URLs`);
  await page.getByRole('combobox', { name: 'robots.txt verdict' }).selectOption('Not covered');
  await expect.poll(shownUrls).toEqual(['https://shop.example.com/cart/elsewhere']);
  expectClean();
});

test('the AI crawlers table shows GPTBot blocked, and the Sitemap: lines are loaded', async () => {
  const gptLine = checkUrl(robots, 'GPTBot', '/').line;
  expect(checkUrl(robots, 'GPTBot', '/').allowed).toBe(false);
  await loadDemoAndPaste();
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  const table = page.getByRole('table', { name: 'AI crawlers' });
  const gpt = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'GPTBot' }) });
  await expect
    .poll(() => gpt.getByRole('cell').nth(3).textContent())
    .toBe(`Blocked (line ${gptLine})`);
  const claude = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'ClaudeBot' }) });
  await expect
    .poll(() => claude.getByRole('cell').nth(3).textContent())
    .toBe('Allowed (no rule matched)');
  await expect(page.getByText('reviewed 2026-12-04', { exact: false }).count()).resolves.toBe(1);
  const lines = page.getByRole('region', { name: 'Sitemap: lines' });
  await expect
    .poll(() => lines.getByRole('listitem').allTextContents())
    .toEqual([
      'Line 18 https://www.example.com/sitemap_index.xml loaded',
      'Line 19 https://www.example.com/sitemap-blog.xml loaded',
    ]);
  expectClean();
});

test('Clear clears typed robots.txt and test URLs (Undo brings them back); a robots.txt in a zip then drives the check', async () => {
  const googlebot = blockedFor('Googlebot').filter((loc) => !PASTED.includes(loc));
  const total = locs.length - PASTED.length;
  // The user's own file replaces the demo; then, typed from scratch, a robots.txt that blocks
  // nothing that the sitemaps list, and a URL to test.
  await upload([{ name: 'more-urls.txt', mimeType: 'text/plain', text: PASTED.join('\n') }]);
  await expect.poll(() => fileItem('more-urls.txt').textContent()).toContain('5 URLs');
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  const editor = page.getByRole('textbox', { name: 'robots.txt', exact: true });
  await editor.click();
  await page.keyboard.insertText('User-agent: *\nDisallow: /typed-only/\n');
  await page.getByLabel('URLs to test').fill('/cart/x');
  await expect.poll(() => editor.innerText()).toContain('Disallow:');

  const demo = page.getByRole('region', { name: 'Demo' });
  await demo.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await expect.poll(() => page.getByLabel('URLs to test').inputValue()).toBe('');
  await expect.poll(() => editor.innerText()).not.toContain('/typed-only/');
  // Undo brings back what Clear took, typed text included; then Clear once more.
  await demo.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => page.getByLabel('URLs to test').inputValue()).toBe('/cart/x');
  await expect.poll(() => editor.innerText()).toContain('/typed-only/');
  await expect.poll(() => fileItem('more-urls.txt').count()).toBe(1);
  await demo.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => page.getByLabel('URLs to test').inputValue()).toBe('');

  // The demo's files in one zip: its robots.txt is a member, and the one in use.
  const names = ['robots.txt', 'sitemap_index.xml', 'sitemap-pages.xml', 'sitemap-blog.xml'];
  const { writeZip } = await import('../fixtures/archive-writers');
  const zip = writeZip([
    ...names.map((name) => ({ path: name, data: readFileSync(join(samples, name)) })),
    {
      path: 'sitemap-products.xml.gz',
      data: readFileSync(join(samples, 'sitemap-products.xml.gz')),
    },
  ]);
  await upload([{ name: 'site.zip', buffer: Buffer.from(zip) }]);
  await expect.poll(() => editor.innerText(), { timeout: 20_000 }).toContain('User-agent: GPTBot');
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect.poll(() => page.locator('.url-count').textContent()).toBe(`${total} URLs`);
  await page.getByRole('combobox', { name: 'robots.txt verdict' }).selectOption('Blocked');
  await expect
    .poll(() => page.locator('.url-count').textContent())
    .toBe(`${googlebot.length} of ${total} URLs`);
  await expect.poll(shownUrls).toEqual(googlebot);
  expectClean();
});

test('the URL table assumes the server answer chosen in the robots.txt tab', async () => {
  const onSite = locs.filter((loc) => isOnSite(loc, site));
  const count = () => page.locator('.url-count').textContent();
  /** Chooses the server answer in the robots.txt tab, then the verdict filter in the URLs tab. */
  const assume = async (answer: string, verdict: string) => {
    await page.getByRole('tab', { name: 'robots.txt' }).click();
    await page.getByLabel('HTTP answer for /robots.txt').selectOption({ label: answer });
    await page.getByRole('tab', { name: 'URLs' }).click();
    await page.getByRole('combobox', { name: 'robots.txt verdict' }).selectOption(verdict);
  };
  await loadDemoAndPaste();
  // Google crawls nothing of the site while /robots.txt answers 503: every URL of it is blocked.
  await assume('503 Service Unavailable', 'Blocked');
  await expect.poll(count).toBe(`${onSite.length} of ${locs.length} URLs`);
  const cell = page.locator('.url-table tbody tr td.col-robots span').first();
  await expect
    .poll(() => cell.getAttribute('title'))
    .toBe('Decided by the server answer assumed in the robots.txt tab, not by the rules');
  // A 404 is "no robots.txt": everything allowed; 200 puts the rules back.
  await assume('404 Not Found', 'Allowed');
  await expect.poll(count).toBe(`${onSite.length} of ${locs.length} URLs`);
  await assume('200 OK', 'Blocked');
  await expect.poll(count).toBe(`${blockedFor('Googlebot').length} of ${locs.length} URLs`);
  expectClean();
});
