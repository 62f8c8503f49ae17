/**
 * The Lastmod tab in Chromium: on the demo, the histogram image and its readout, the
 * coverage line and the verdict; a bar chosen by keyboard, and a period dragged with the
 * pointer, filter the URL table to their period; **Changed since** filters it to newer URLs
 * plus those without lastmod, then newer only; a sitemap stamped with one instant is called
 * `unusable` for `generation-time`; nothing widens the page at 390 px.
 */
import { expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expectClean, fileItem, openAppPerTest, page, upload } from './app-page';

/** The worker answers within a second on an idle machine; shared CI cores can take longer. */
const SLOW = { timeout: 10_000 };

openAppPerTest({ start: 'app' });

const urlCount = () => page.locator('.url-count').textContent();
const lastmodPanel = () => page.getByRole('tabpanel', { name: 'Lastmod' });
const histogram = () => lastmodPanel().getByRole('img', { name: /^Lastmod histogram/ });

const DEMO_SITEMAPS = ['sitemap-pages.xml', 'sitemap-blog.xml', 'sitemap-products.xml.gz'];

/** The demo read, and the Lastmod view's answer covering all of its URLs (it re-asks as data comes). */
async function demoLoaded() {
  let total = 0;
  for (const name of DEMO_SITEMAPS) {
    await expect
      .poll(() => fileItem(name).textContent(), { timeout: 15_000 })
      .toMatch(/Sitemap: [\d,]+ URLs/);
    const text = await fileItem(name).textContent();
    total += Number(text!.match(/Sitemap: ([\d,]+) URLs/)![1].replace(/,/g, ''));
  }
  await page.getByRole('tab', { name: 'Lastmod' }).click();
  await histogram().waitFor();
  await expect
    .poll(() => lastmodPanel().locator('.lastmod-coverage').textContent(), SLOW)
    .toContain(` of ${total.toLocaleString('en')} URLs`);
}

/** "12 of 345 URLs" → [12, 345]; "345 URLs" → [345, 345]. */
function counts(text: string | null): [number, number] {
  const numbers = (text ?? '').replace(/,/g, '').match(/\d+/g)?.map(Number) ?? [];
  return numbers.length === 1 ? [numbers[0], numbers[0]] : [numbers[0], numbers[1]];
}

/** The lastmod cells of the rows the URL table shows. */
async function shownLastmods(): Promise<string[]> {
  const headers = await page.locator('.url-table thead th').allTextContents();
  const column = headers.findIndex((text) => text.startsWith('Lastmod')) + 1;
  await page.locator('.url-table tbody tr:not(.pending)').first().waitFor();
  return page
    .locator(`.url-table tbody tr:not(.pending) td:nth-child(${column})`)
    .allTextContents();
}

test('the demo: histogram, coverage, verdict; a bar chosen by keyboard filters the table', async () => {
  await demoLoaded();
  const name = await histogram().getAttribute('aria-label');
  // Dates through Intl in the page's language (en here): "Jan 5, 2024", with a time for hours.
  const date = String.raw`\w{3} \d{1,2}, \d{4}(, \d\d:\d\d)?`;
  expect(name).toMatch(new RegExp(`^Lastmod histogram: \\d+ URLs from ${date} to ${date}, by `));
  await expect(
    lastmodPanel()
      .getByText(/ of \d+ URLs have lastmod; /)
      .textContent(),
  ).resolves.toMatch(/distinct values?; the most common value holds [\d.]+ %/);
  await lastmodPanel()
    .getByRole('heading', {
      name: /^Can this lastmod be trusted\? (Usable|Doubtful|Unusable)/,
    })
    .waitFor();
  await lastmodPanel().getByText('Without lastmod:').waitFor();
  await lastmodPanel()
    .getByRole('table', { name: /Lastmod figures/ })
    .waitFor();

  // Keyboard: the bars are one tab stop; End reads the last bar, Enter shows its URLs.
  const bars = lastmodPanel().getByRole('group', { name: 'Histogram bars' });
  await bars.focus();
  await page.keyboard.press('End');
  const readout = await lastmodPanel().locator('.lastmod-readout').textContent();
  const barCount = Number(readout?.match(/: ([\d,]+) URLs?$/)?.[1].replace(/,/g, ''));
  expect(barCount).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByRole('tab', { name: 'URLs' }).getAttribute('aria-selected'), SLOW)
    .toBe('true');
  await expect.poll(async () => counts(await urlCount())[0], SLOW).toBe(barCount);
  const chip = await page.getByRole('button', { name: /^Remove filter: Lastmod / }).textContent();
  const [from, to] = chip!.match(/\d{4}-\d\d-\d\d/g)!;
  for (const lastmod of await shownLastmods()) {
    expect(lastmod.slice(0, 10) >= from && lastmod.slice(0, 10) <= to, lastmod).toBe(true);
  }
  expectClean();
});

test('a period dragged over the bars filters the URL table to it', async () => {
  await demoLoaded();
  // Below the fold at 1280 × 900: a pointer outside the viewport hits nothing.
  await histogram().scrollIntoViewIfNeeded();
  const box = (await histogram().boundingBox())!;
  // From the plot's left edge (past the count axis) to its right edge: every bar.
  await page.mouse.move(box.x + 52, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const selection = lastmodPanel().locator('.lastmod-selection');
  const text = await selection.textContent();
  const selected = Number(text?.match(/, ([\d,]+) URLs?/)?.[1].replace(/,/g, ''));
  expect(selected).toBeGreaterThan(0);
  await selection.getByRole('button', { name: 'Show these URLs' }).click();
  await expect.poll(async () => counts(await urlCount())[0], SLOW).toBe(selected);
  expectClean();
});

test('Changed since filters the table: newer plus without lastmod, then newer only', async () => {
  await demoLoaded();
  // A day alone is enough (a date control); midnight UTC is where it starts.
  await lastmodPanel().getByLabel('Changed since', { exact: true }).fill('2024-11-20');
  const countsLine = lastmodPanel().locator('.changed-since-counts');
  await expect.poll(() => countsLine.textContent(), SLOW).toMatch(/^Newer: /);
  const [newer, without] = (await countsLine.textContent())!
    .replace(/,/g, '')
    .match(/\d+/g)!
    .map(Number);
  expect(newer).toBeGreaterThan(0);
  await lastmodPanel().getByRole('button', { name: 'Show in the URL table' }).click();
  await expect.poll(async () => counts(await urlCount())[0], SLOW).toBe(newer + without);
  for (const lastmod of await shownLastmods())
    if (lastmod) expect(lastmod > '2024-11-20T00:00', lastmod).toBe(true);

  await page.getByRole('tab', { name: 'Lastmod' }).click();
  await lastmodPanel().getByLabel('Exclude URLs without lastmod').check();
  await lastmodPanel().getByRole('button', { name: 'Show in the URL table' }).click();
  await expect.poll(async () => counts(await urlCount())[0], SLOW).toBe(newer);
  expectClean();
});

test('a sitemap stamped with one instant everywhere is unusable: generation-time', async () => {
  await page.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
  await page.getByText('No files yet.').waitFor();
  const urls = Array.from(
    { length: 120 },
    (_, i) =>
      `<url><loc>https://www.example.com/p/${i}</loc><lastmod>2024-06-01T12:00:00Z</lastmod></url>`,
  ).join('\n');
  await upload([
    {
      name: 'stamped.xml',
      mimeType: 'text/xml',
      text: `<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`,
    },
  ]);
  await expect.poll(() => fileItem('stamped.xml').textContent(), SLOW).toContain('120 URLs');
  await page.getByRole('tab', { name: 'Lastmod' }).click();
  await expect(histogram().getAttribute('aria-label')).resolves.toMatch(
    /^Lastmod histogram: 120 URLs from Jun 1, 2024/,
  );
  await lastmodPanel()
    // The verdict in words, its code not repeated after it (issue 25: "Unusable unusable").
    .getByRole('heading', { name: /trusted\? Unusable$/ })
    .waitFor();
  await expect(lastmodPanel().locator('.lastmod-reasons').textContent()).resolves.toContain(
    'generation-time',
  );
  await lastmodPanel()
    .getByText(/holds 100 %/)
    .waitFor();
  expectClean();
});

test('at 390 px the view does not widen the page and the axis labels do not overlap', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await demoLoaded();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), SLOW)
    .toBeLessThanOrEqual(390);
  const boxes = await histogram()
    .locator('text.tick-x')
    .evaluateAll((texts) =>
      texts
        .map((text) => text.getBoundingClientRect())
        .map((rect) => ({ left: rect.left, right: rect.right })),
    );
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThan(boxes[i - 1].right);
  expectClean();
});

test('the Lastmod panel has no axe violations (WCAG 2 A and AA)', async () => {
  await demoLoaded();
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') allows it.
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.evaluate(await readFile(axePath, 'utf8'));
  const result = await page.evaluate(async () => {
    interface AxeResult {
      passes: unknown[];
      violations: { id: string; nodes: { target: string[] }[] }[];
    }
    const { axe } = window as unknown as {
      axe: { run(context: string, options: object): Promise<AxeResult> };
    };
    const outcome = await axe.run('#panel-lastmod', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return {
      passes: outcome.passes.length,
      violations: outcome.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    };
  });
  // axe ran its rules on the panel (some passed), and none failed.
  expect(result.passes).toBeGreaterThan(5);
  const { violations } = result;
  expect(violations).toEqual([]);
  expectClean();
});
