/**
 * The AI posture across sites in Chromium: three uploaded robots.txt (all named robots.txt, as
 * three downloads are) get their sites typed, and the table gives each crawler's access per
 * site with its deciding lines (GPTBot shut out of one site only; Google-Agent not applicable
 * everywhere), the contradictions under it, and the command line's CSV; a site typed wrong says
 * why, a second file for one site says which is used; the section has no axe violation, scrolls
 * in its own box at 390 px and by keyboard.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { expectClean, openAppPerTest, openTab, page, upload } from './app-page';
import { POSTURE_SITES } from '../robots/posture-sites';

openAppPerTest({ start: 'empty' });

const SLOW = { timeout: 20_000 };
const [news, shop, docs] = POSTURE_SITES;

const section = () => page.getByRole('region', { name: 'AI posture across sites' });
const table = () => section().getByRole('table', { name: 'AI crawlers by site' });
/** The cells of a crawler's row, one per site. */
const cellsOf = (crawler: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: crawler, exact: true }) })
    .getByRole('cell');
const siteField = (name: string) => section().getByLabel(`Site of ${name}`, { exact: true });

/** Uploads the three sites' robots.txt (after `first`, when it is loaded already). */
async function uploadSites(sites: readonly (typeof POSTURE_SITES)[number][]) {
  await upload(sites.map(({ robots }) => ({ name: 'robots.txt', text: robots })));
}

async function typeSites() {
  for (const [place, site] of POSTURE_SITES.entries())
    await siteField(`robots.txt (${place + 1})`).fill(site.host);
  await expect
    .poll(() => table().getByRole('columnheader').allTextContents(), SLOW)
    .toEqual(['Crawler', news.host, shop.host, docs.host]);
}

test('three uploaded robots.txt with their sites typed: cells, contradictions and the CSV', async () => {
  await uploadSites([news]);
  await openTab('robots.txt');
  await expect
    .poll(() => section().textContent(), SLOW)
    .toContain('Load the robots.txt of two or more sites');

  await uploadSites([shop, docs]);
  // Until a site is typed, each column is named after its file.
  await expect
    .poll(() => table().getByRole('columnheader').allTextContents(), SLOW)
    .toEqual(['Crawler', 'robots.txt (1)', 'robots.txt (2)', 'robots.txt (3)']);
  await typeSites();

  await expect
    .poll(() => cellsOf('GPTBot').allInnerTexts())
    .toEqual(['none\nline 2', 'all', 'all']);
  expect(await cellsOf('GPTBot').first().getAttribute('aria-description')).toBe(
    `GPTBot may fetch nothing on ${news.host}: line 2.`,
  );
  expect(await cellsOf('Google-Agent').allInnerTexts()).toEqual(['n/a', 'n/a', 'n/a']);
  expect(await cellsOf('Google-Agent').nth(1).getAttribute('aria-description')).toBe(
    `Google-Agent does not read robots.txt: the rules of ${shop.host} decide nothing for it.`,
  );
  expect(await cellsOf('ClaudeBot').first().innerText()).toBe('some\nline 5\nagainst a preference');
  expect(await cellsOf('ClaudeBot').first().getAttribute('aria-description')).toBe(
    `ClaudeBot may fetch some of ${news.host}, not all: line 5. This goes against line 6, which asks for no training.`,
  );
  // The rows are grouped by what the crawlers feed.
  expect(await table().getByRole('rowheader').first().textContent()).toBe('Model training');

  const notes = await section().textContent();
  expect(notes).toContain(`${news.host}: asks train-ai=n, search=y (6)`);
  expect(notes).toContain(
    `${shop.host}: no Content-Usage or Content-Signal line for the whole site; its rules for AI crawlers are in the table above`,
  );
  expect(notes).toContain(
    `${news.host}: ClaudeBot may fetch (some (5)) although line 6 asks for no training`,
  );
  expect(notes).toContain(
    `${docs.host}: OAI-SearchBot is blocked (none (2)) although line 6 invites search`,
  );

  const downloaded = page.waitForEvent('download');
  await section().getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readFile(await (await downloaded).path(), 'utf8')).split('\r\n');
  expect(csv[0]).toBe(
    'site,robots_status,crawler,purpose,access,rules_access,lines,applied_token,group_reason,named,train_ai,search,contradictions',
  );
  expect(csv).toContain(`${news.host},,GPTBot,training,none,none,2,GPTBot,own,true,,,`);
  expect(csv).toContain(`${shop.host},,GPTBot,training,all,all,,*,global,false,,,`);
  expect(csv).toContain(
    `${docs.host},,OAI-SearchBot,ai-search,none,none,2,OAI-SearchBot,own,true,,,search-blocked-against-preference`,
  );
  expectClean();
});

test('a site typed wrong says why; a second file for one site says which is used', async () => {
  await uploadSites(POSTURE_SITES);
  await openTab('robots.txt');
  await typeSites();

  const third = siteField('robots.txt (3)');
  await third.fill('ftp://docs.example');
  await expect.poll(() => third.getAttribute('aria-invalid'), SLOW).toBe('true');
  await expect
    .poll(() =>
      section().getByText('robots.txt rules are for http and https sites, not ftp').count(),
    )
    .toBe(1);

  await third.fill('news.example');
  await expect.poll(() => third.getAttribute('aria-invalid'), SLOW).toBe('false');
  await expect
    .poll(() => table().getByRole('columnheader').allTextContents(), SLOW)
    .toEqual(['Crawler', news.host, shop.host]);
  expect(await section().textContent()).toContain(
    'robots.txt (3) is for the same site as robots.txt (1): the robots.txt loaded first is used',
  );
  expectClean();
});

test('the section has no axe violation, and at 390 px its table scrolls in its own box', async () => {
  await uploadSites(POSTURE_SITES);
  await openTab('robots.txt');
  await typeSites();

  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') allows it.
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.evaluate(await readFile(axePath, 'utf8'));
  const result = await page.evaluate(async () => {
    interface AxeResult {
      passes: unknown[];
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    }
    const { axe } = window as unknown as {
      axe: { run(context: string, options: object): Promise<AxeResult> };
    };
    const outcome = await axe.run('.ai-posture', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return {
      passes: outcome.passes.length,
      violations: outcome.violations.map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    };
  });
  expect(result.passes).toBeGreaterThan(5);
  expect(result.violations).toEqual([]);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), SLOW)
    .toBeLessThanOrEqual(390);
  const box = section().getByRole('group', { name: 'AI crawlers by site' });
  const sizes = await box.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(sizes[0]).toBeGreaterThan(sizes[1]);
  // The box takes the keyboard's focus, and the arrows scroll it.
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expectClean();
});

test('the typed sites stay with their files through Clear, Undo and a reload', async () => {
  await uploadSites(POSTURE_SITES);
  await openTab('robots.txt');
  await typeSites();
  const headers = ['Crawler', news.host, shop.host, docs.host];
  // Recorded beside the kept copies, once the files are kept in this browser.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.values(
            JSON.parse(
              localStorage.getItem('sitemap-inspector.workspace.typed-sites') ?? '{}',
            ) as Record<string, string>,
          ).sort(),
        ),
      SLOW,
    )
    .toEqual([docs.host, news.host, shop.host]);

  const demo = page.getByRole('region', { name: 'Demo' });
  await demo.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  await demo.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(() => table().getByRole('columnheader').allTextContents(), SLOW)
    .toEqual(headers);

  await page.reload();
  await openTab('robots.txt');
  await expect
    .poll(() => table().getByRole('columnheader').allTextContents(), SLOW)
    .toEqual(headers);
  expect(await siteField('robots.txt (2)').inputValue()).toBe(shop.host);
  expectClean();
});
