/**
 * Wikipedia's robots.txt (test/robots/real/, copied with its source) beside a sitemap of
 * Wikipedia pages, in Chromium: the rule review opens with the rules that decide the
 * sitemap's URLs for the crawler, not with the 30 groups refusing other crawlers; those
 * refusals (Mediapartners-Google* among them) are notes, not errors; and the site the
 * workbench inferred is said where it is used, with the button that leads to the Site field;
 * at 390 px the tab stays under 6,000 px tall and never wider than the window.
 * The expected review comes from core's reviewRules over the same file, read here in Node.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { reviewRules } from '../../src/core/robots/analyses/rule-review';
import { parseSite } from '../../src/core/robots/analyses/site-origin';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';
import { expectClean, openAppPerTest, openTab, page, upload, pageSize } from './app-page';

openAppPerTest({ start: 'empty' });

const SLOW = { timeout: 20_000 };
const robotsText = readFileSync(
  new URL('../robots/real/wikipedia-robots.txt', import.meta.url),
  'utf8',
);
/** Four pages of the English Wikipedia and one of the German: the site is inferred from 4 of 5. */
const urls = [
  'https://en.wikipedia.org/wiki/Robots.txt',
  'https://en.wikipedia.org/wiki/Special:Random',
  'https://en.wikipedia.org/wiki/Wikipedia:Articles_for_deletion/Example',
  'https://en.wikipedia.org/w/load.php?modules=site',
  'https://de.wikipedia.org/wiki/Robots_Exclusion_Standard',
];
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
  .map((url) => `  <url><loc>${url.replace(/&/g, '&amp;')}</loc></url>\n`)
  .join('')}</urlset>\n`;

async function openWorkbench() {
  await upload([
    { name: 'robots.txt', text: robotsText },
    { name: 'sitemap.xml', text: sitemap },
  ]);
  const panel = await openTab('robots.txt');
  await panel.waitFor();
  return panel;
}

const review = () => page.getByRole('region', { name: 'Rule review' });

test('the rule review opens with the rules that decide the sitemap URLs for Googlebot', async () => {
  await openWorkbench();
  const site = parseSite('https://en.wikipedia.org');
  if (!site.ok) throw new Error('site');
  const expected = reviewRules(parseRobots(robotsText), 'Googlebot', site.site, urls);
  const deciding = expected.rules.filter((rule) => rule.allowed + rule.blocked > 0);
  expect(deciding.length).toBeGreaterThan(1);
  // The file's first rule is MJ12bot's Disallow: / on line 12, far from the * group.
  expect(expected.rules.length).toBeGreaterThan(200);

  const table = review().getByRole('table', { name: 'Rules and the sitemap URLs they decide' });
  await expect
    .poll(
      () =>
        review()
          .getByText(/sitemap URLs on https:\/\/en\.wikipedia\.org checked/)
          .count(),
      SLOW,
    )
    .toBe(1);
  const rows = table.getByRole('row');
  for (const [i, rule] of deciding.entries()) {
    const cells = rows.nth(i + 1).getByRole('cell');
    await expect
      .poll(() => cells.nth(1).textContent())
      .toBe(`${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.value}`);
    const count = rule.kind === 'allow' ? rule.allowed : rule.blocked;
    await expect(cells.nth(2).textContent()).resolves.toBe(
      `${count} ${rule.kind === 'allow' ? 'allowed' : 'blocked'}`,
    );
  }
  // Other crawlers' groups come last: the first shown rows are all the * group's.
  await expect(table.getByText('another group').count()).resolves.toBe(0);
  expectClean();
});

test('the crawlers Wikipedia refuses whole are notes naming them; the * group has no error', async () => {
  await openWorkbench();
  const summary = page.locator('.wb-lint summary');
  await summary.waitFor(SLOW);
  await summary.click();
  const list = page.getByRole('list', { name: /problems? in this robots\.txt/ });
  const mediapartners = list
    .getByRole('listitem')
    .filter({ hasText: 'for the crawler this group names: Mediapartners-Google*' });
  await expect.poll(() => mediapartners.textContent(), SLOW).toMatch(/^Note line 16: /);
  await expect(
    list.getByRole('listitem').filter({ hasText: 'blocks the whole site' }).allTextContents(),
  ).resolves.not.toContainEqual(expect.stringMatching(/^Error/));
  expectClean();
});

test('the inferred site is said where it is used; Change site leads to the Site field', async () => {
  await openWorkbench();
  const field = page.getByRole('textbox', { name: 'Site', exact: true });
  await expect
    .poll(
      () =>
        field
          .getAttribute('aria-describedby')
          .then((id) => page.locator(`[id="${id}"]`).textContent()),
      SLOW,
    )
    .toBe(
      'Inferred: https://en.wikipedia.org, the host of 4 of 5 sitemap URLs looked at. Type another site to change it.',
    );
  await expect
    .poll(
      () =>
        review()
          .getByText(/^Site https:\/\/en\.wikipedia\.org, inferred/)
          .textContent(),
      SLOW,
    )
    .toBe(
      'Site https://en.wikipedia.org, inferred from the host of 4 of 5 sitemap URLs. Change site',
    );

  // The AI crawler table says it too: both lead to the one field.
  // Polled: on a loaded machine the AI crawler table draws its line after the review's.
  await expect.poll(() => page.getByRole('button', { name: 'Change site' }).count()).toBe(2);
  await review().getByRole('button', { name: 'Change site' }).click();
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

  // Typed, the site is the user's: the review follows it and says no more about inferring.
  await field.fill('https://de.wikipedia.org');
  await expect
    .poll(
      () =>
        review()
          .getByText(/checked for Googlebot/)
          .textContent(),
      SLOW,
    )
    .toMatch(/^1 sitemap URL on https:\/\/de\.wikipedia\.org checked/);
  await expect(review().getByRole('button', { name: 'Change site' }).count()).resolves.toBe(0);
  expectClean();
});

test('at 390 px the robots.txt tab with Wikipedia’s robots.txt stays under 6,000 px and never widens the page', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWorkbench();
  // The inputs folded to their one line, as they are once files are in.
  await page.locator('.inputs-bar > summary').click();
  await expect.poll(() => review().getByRole('table').first().isVisible(), SLOW).toBe(true);
  await page.waitForTimeout(500);
  const size = await pageSize();
  expect(size.width).toBeLessThanOrEqual(390);
  expect(size.height).toBeLessThan(6000);
  expectClean();
});
