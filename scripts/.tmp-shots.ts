import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openShotPage, BROWSERS } from './screenshot-driver';
import { withBuiltAppServer, root } from './with-built-app';
import { startPageSite } from '../test/page-check/page-sites';
import { plantedSites } from '../test/page-check/page-check-cases';
import { spawn } from 'node:child_process';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
await withBuiltAppServer(async (server) => {
  const site = await startPageSite(plantedSites[0]!.pages.concat(plantedSites[2]!.pages));
  const saved = await mkdtemp(join(tmpdir(), 'saved-'));
  await new Promise((done) => spawn(process.execPath, ['--import', 'tsx', 'scripts/inspect.ts', '--site', site.origin, '--pages', '50', '--rate', '50', '--save', saved, '--json'], { cwd: root, stdio: 'ignore' }).on('exit', done));
  await site.close();
  for (const browser of BROWSERS)
    for (const [width, height] of [[390, 844], [1440, 900]] as const)
      for (const lang of ['en', 'ja']) {
        const page = await openShotPage(browser, width, height);
        await page.goto(server.url);
        await wait(1500);
        await page.choose('header select', lang);
        await wait(500);
        await page.evaluate(`localStorage.setItem('x','1')`);
        await page.upload('header input[type=file]', [join(root, 'test/logs/sitemap.xml'), join(root, 'test/logs/robots.txt'), join(root, 'test/logs/samples/combined.log')]);
        await wait(4000);
        await page.evaluate(`[...document.querySelectorAll('[role=tab]')].find(t => t.id && t.id.includes('crawlers'))?.click()`);
        await wait(2500);
        await writeFile(`/tmp/shots/${browser}-${width}-${lang}-crawlers.webp`, await page.webp());
        if (browser === 'chromium') {
          const inputs = await page.evaluate<number>(`document.querySelectorAll('input[webkitdirectory]').length`);
          if (inputs > 0) {
            await page.upload('input[webkitdirectory]', [saved]);
            await wait(4000);
            await page.evaluate(`[...document.querySelectorAll('[role=tab]')].find(t => t.id && t.id.includes('lastmod'))?.click()`);
            await wait(2000);
            await page.evaluate(`document.querySelector('[class*=page-check]')?.scrollIntoView()`);
            await wait(800);
            await writeFile(`/tmp/shots/${browser}-${width}-${lang}-pagecheck.webp`, await page.webp());
          }
        }
        await page.close();
      }
});
