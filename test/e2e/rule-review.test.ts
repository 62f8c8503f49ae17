/**
 * Seed 004's review list in the workbench (issue 29 item 7), in Chromium: with the demo
 * loaded, the **Rule review** lists every rule of its robots.txt with the sitemap URLs it
 * decides, for the crawler picked among the workbench's; a typed robots.txt shows a rule that
 * misses sitemap URLs only by letter case, and one that names an admin screen. The expected
 * counts come from core's reviewRules over the demo's own files, read here in Node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';
import { reviewRules } from '../../src/core/robots/analyses/rule-review';
import { parseSite } from '../../src/core/robots/analyses/site-origin';
import { expectClean, openAppPerTest, page } from './app-page';

openAppPerTest({ start: 'app' });

const samples = join(import.meta.dirname, '..', '..', 'public', 'samples');
const sample = (name: string) => {
  const bytes = readFileSync(join(samples, name));
  return new TextDecoder().decode(name.endsWith('.gz') ? gunzipSync(bytes) : bytes);
};
const demoUrls = ['sitemap-blog.xml', 'sitemap-pages.xml', 'sitemap-products.xml.gz'].flatMap(
  (name) => [...sample(name).matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => match[1]!),
);
const site = parseSite('https://www.example.com');
if (!site.ok) throw new Error('site');

const review = () => page.getByRole('region', { name: 'Rule review' });
const ruleRow = (rule: string) =>
  review()
    .getByRole('table', { name: 'Rules and the sitemap URLs they decide' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: rule, exact: true }) });

test('the demo: every rule with its sitemap URL count, for the crawler picked', async () => {
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  const crawler = page.getByRole('group', { name: 'Crawler', exact: true });
  await crawler.getByRole('checkbox', { name: 'Googlebot-Image' }).check();
  await review().getByLabel('Crawler for the review').selectOption('Googlebot-Image');

  const expected = reviewRules(
    parseRobots(sample('robots.txt')),
    'Googlebot-Image',
    site.site,
    demoUrls,
  );
  expect(expected.checked).toBe(demoUrls.length);
  await expect
    .poll(() =>
      review()
        .getByText(/sitemap URLs on https:\/\/www\.example\.com checked/)
        .textContent(),
    )
    .toContain(
      `${demoUrls.length} sitemap URLs on https://www.example.com checked for Googlebot-Image`,
    );
  for (const rule of expected.rules) {
    const row = ruleRow(`${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.value}`);
    const decided = rule.kind === 'allow' ? rule.allowed : rule.blocked;
    const words = !rule.applies
      ? 'another group'
      : decided === 0
        ? 'none'
        : `${decided} ${rule.kind === 'allow' ? 'allowed' : 'blocked'}`;
    await expect
      .poll(() => row.getByRole('cell').nth(2).textContent(), { message: rule.value })
      .toBe(words);
  }
  // The products the Googlebot-Image group allows are the demo's product URLs.
  expect(expected.rules.find((rule) => rule.value === '/products/')?.allowed).toBeGreaterThan(0);
  expectClean();
});

test('a typed robots.txt: a case slip and an admin path, sorted by what needs a look', async () => {
  await page.getByRole('tab', { name: 'robots.txt' }).click();
  await page.getByLabel('robots.txt to use').selectOption({ label: 'Typed here (from scratch)' });
  const editor = page.getByRole('textbox', { name: 'robots.txt', exact: true });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('User-agent: *\nDisallow: /Blog/\nDisallow: /wp-admin/\n');

  const slip = ruleRow('Disallow: /Blog/');
  await expect.poll(() => slip.getByRole('cell').nth(3).textContent()).toMatch(/^[1-9]\d*$/);
  await expect.poll(() => slip.textContent()).toContain('only by letter case');
  await expect.poll(() => ruleRow('Disallow: /wp-admin/').textContent()).toContain('("admin")');

  await review().getByRole('button', { name: 'Notes' }).click();
  const header = review().getByRole('columnheader', { name: 'Notes' });
  await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
  const firstRow = review().getByRole('row').nth(1);
  await expect.poll(() => firstRow.textContent()).toContain('/Blog/');
  expectClean();
});
