/**
 * What the URL table's rendering costs the page: with 100,000 URLs loaded and nothing else
 * running, the table is scrolled a screen at a time (3,000 px, as the browser benchmark does
 * during an ingest), each time until its new rows are drawn, and the page's main-thread time
 * is read from the DevTools protocol (`Performance.getMetrics`: script, style, layout, and
 * all tasks) before and after. Compare the same machine, layout by layout, in one run.
 *
 *   npx tsx bench/browser/scroll-cost.ts
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeBenchIndex } from '../../test/fixtures/generate-fixtures';
import { buildApp, inTemporaryFolder, withServedChromium } from './served-chromium';

const SCROLLS = 40;
const ROUNDS = 3;

async function main(): Promise<void> {
  await inTemporaryFolder('inspector-scroll-', async (work) => {
    const dist = join(work, 'dist');
    await buildApp(dist);
    const paths: string[] = [];
    for (const part of makeBenchIndex(2, 50_000).slice(1)) {
      const path = join(work, part.name);
      await writeFile(path, part.text);
      paths.push(path);
    }
    await withServedChromium(dist, async ({ url, context }) => {
      const page = await context.newPage();
      await page.goto(url);
      await page
        .getByRole('region', { name: 'Demo' })
        .getByRole('button', { name: 'Clear' })
        .click();
      await page.getByRole('tab', { name: 'URLs' }).click();
      await page.getByLabel('Upload files').setInputFiles(paths);
      await page
        .locator('.url-count')
        .filter({ hasText: '100,000 URLs' })
        .waitFor({ timeout: 120_000 });
      await page.waitForTimeout(2000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const metrics = async () => {
        const { metrics: list } = await cdp.send('Performance.getMetrics');
        return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
      };
      for (let round = 0; round < ROUNDS; round++) {
        const before = await metrics();
        for (let scroll = 0; scroll < SCROLLS; scroll++) {
          await page.evaluate(async () => {
            const table = document.querySelector('.url-table')!;
            table.scrollTop += 3000;
            // Until the rows of the new place are drawn (not the "Loading" placeholders).
            for (let frame = 0; frame < 200; frame++) {
              await new Promise((resolve) => requestAnimationFrame(resolve));
              if (!table.querySelector('tr.pending')) break;
            }
          });
        }
        const after = await metrics();
        const ms = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / SCROLLS;
        console.log(
          `per scroll: task ${ms('TaskDuration').toFixed(1)} ms, script ${ms('ScriptDuration').toFixed(1)}, style ${ms('RecalcStyleDuration').toFixed(1)}, layout ${ms('LayoutDuration').toFixed(1)}; ` +
            `${await page.locator('.url-table tbody td').count()} cells on screen`,
        );
      }
    });
  });
}

await main();
