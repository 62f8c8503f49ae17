/**
 * robots.txt as it is written in 2026 (issue 29), in Chromium: the AI crawlers table gives,
 * beside each crawler's access, what its group asks (Content-Signal, Content-Usage: a
 * preference, not a permission), and a specialised Googlebot with no group of its own follows
 * the Googlebot group in the matrix.
 */
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, page } from './app-page';
import { ROBOTS_2026 } from '../robots/robots-2026';

openAppPerTest({ start: 'app' });

const ROBOTS = ROBOTS_2026;

const editor = () => page.getByRole('textbox', { name: 'robots.txt', exact: true });
const cell = (url: string, column: number) =>
  page
    .getByRole('table', { name: 'Verdict per URL and crawler' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: url, exact: true }) })
    .getByRole('cell')
    .nth(column);

test('Googlebot-Image follows the Googlebot group; GPTBot may not fetch and is asked not to train', async () => {
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  await editor().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(ROBOTS);

  await page.getByLabel('URLs to test').fill('/photos/cat.jpg\n/other\n');
  const crawler = page.getByRole('group', { name: 'Crawler', exact: true });
  await crawler.getByRole('checkbox', { name: 'Googlebot-Image' }).check();
  // Columns: Googlebot (checked by default), Googlebot-Image.
  await expect.poll(() => cell('/photos/cat.jpg', 1).innerText()).toBe('Blocked line 2');
  await expect.poll(() => cell('/other', 1).innerText()).toBe('Allowed no rule matched');
  // The column and the selected cell say whose group applied.
  const matrix = page.getByRole('table', { name: 'Verdict per URL and crawler' });
  await expect
    .poll(() => matrix.getByRole('columnheader').nth(2).textContent())
    .toContain('Googlebot’s group');
  await cell('/photos/cat.jpg', 1).click();
  await expect
    .poll(() => page.getByRole('region', { name: 'Selected cell' }).textContent())
    .toContain('Googlebot-Image has no group of its own, so it follows the Googlebot group');

  const table = page.getByRole('table', { name: 'AI crawlers' });
  const gpt = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'GPTBot' }) });
  // Columns after the crawler: operator, Named, what it feeds, the site root, preferences.
  await expect.poll(() => gpt.getByRole('cell').nth(1).textContent()).toContain('left to *');
  await expect.poll(() => gpt.getByRole('cell').nth(3).textContent()).toBe('Blocked (line 5)');
  await expect
    .poll(() => gpt.getByRole('cell').nth(4).textContent())
    .toBe(
      'asks to be used for search (lines 6, 7)asks not to be used for training (lines 6, 7)No crawler can act on these: the same group may not fetch /.Other preferences for narrower paths: 8',
    );
  expectClean();
});
