/**
 * `npm run bench -- logs-page`: the page's ingest of an access log beside its floor, in the
 * same Chromium and run. The log is the logs bench's (bench/log-maker.ts: one million combined
 * lines, 20,000 paths, 7 days; LOGS_BENCH_LINES for another size), gzipped as logs are kept.
 *
 * - **Floor**: the page fetches the `.gz` (untimed), then inflates it with the browser's own
 *   `DecompressionStream`, decodes it with `TextDecoder` and counts its lines: the least any
 *   reader of that file in a page must do. Best of three.
 * - **Ingest**: the built app in a fresh page, the file given to **Upload files** (the worker
 *   tells it is a log from its bytes), until the Crawlers tab's table shows Googlebot's
 *   requests: probe, inflate, parse, tally, the joins, the answer and its render. The first
 *   run is cold (the app's code and the worker start); steady is the better of two more. The
 *   longest main-thread task (`longtask`) of each is printed beside.
 *
 * The aim (the logs issue): the page within 2× its floor. Ratios first, with the load.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { BENCH_LOG_SHAPE, makeLog } from './log-maker';
import { buildApp, inTemporaryFolder, withServedChromium } from './browser/served-chromium';

const LINES = Number(process.env.LOGS_BENCH_LINES ?? BENCH_LOG_SHAPE.lines);
const root = join(import.meta.dirname, '..');
const generated = join(root, 'bench/.generated/logs');
const FOLDER = 'logs-page';
const LOG_NAME = 'access.log.gz';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface Floor {
  ms: number;
  lines: number;
  gzipBytes: number;
  textBytes: number;
}

/** The floor: inflate, decode and count the lines of the `.gz` in a page, best of three. */
async function measureFloor(context: BrowserContext, folderUrl: string): Promise<Floor> {
  const page = await context.newPage();
  try {
    await page.goto(`${folderUrl}floor.html`);
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    const script = `(async (name) => {
      const gzip = await (await fetch(name)).blob();
      let best = Infinity;
      let lines = 0;
      let textBytes = 0;
      for (let pass = 0; pass < 3; pass++) {
        const started = performance.now();
        const inflated = await new Response(
          gzip.stream().pipeThrough(new DecompressionStream('gzip')),
        ).arrayBuffer();
        const text = new TextDecoder().decode(inflated);
        lines = 0;
        for (let at = text.indexOf('\\n'); at >= 0; at = text.indexOf('\\n', at + 1)) lines++;
        best = Math.min(best, performance.now() - started);
        textBytes = inflated.byteLength;
      }
      return { ms: best, lines, gzipBytes: gzip.size, textBytes };
    })(${JSON.stringify(LOG_NAME)})`;
    return (await page.evaluate(script)) as Floor;
  } finally {
    await page.close();
  }
}

interface Ingest {
  ms: number;
  longestTaskMs: number;
}

const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** One ingest of the log in a fresh page of the app, until Googlebot's requests show. */
async function measureIngest(
  context: BrowserContext,
  appUrl: string,
  logPath: string,
): Promise<Ingest> {
  const page = await context.newPage();
  try {
    await page.addInitScript(LONG_TASKS);
    await page.goto(appUrl);
    await page.getByRole('region', { name: 'Demo' }).getByRole('button', { name: 'Clear' }).click();
    await page.getByText('No files yet.').waitFor();
    await page.evaluate('window.__longTasks.length = 0');
    const startedAt = (await page.evaluate('performance.now()')) as number;
    await page.getByLabel('Upload files').setInputFiles([logPath]);
    const figure = page.locator('tr[data-crawler="Googlebot"] [data-figure="requests"]');
    await figure.waitFor({ timeout: 600_000 });
    const endedAt = (await page.evaluate('performance.now()')) as number;
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    return { ms: endedAt - startedAt, longestTaskMs: Math.max(0, ...tasks) };
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(generated, { recursive: true });
  const textPath = join(generated, `access-${LINES}.log`);
  const sitemapPath = join(generated, 'sitemap.xml');
  if (!existsSync(textPath) || !existsSync(sitemapPath))
    makeLog(textPath, sitemapPath, { ...BENCH_LOG_SHAPE, lines: LINES });
  await inTemporaryFolder('inspector-logs-page-', async (work) => {
    console.log(`building the app… (load ${load()})`);
    const dist = join(work, 'dist');
    await buildApp(dist);
    const folder = join(dist, FOLDER);
    mkdirSync(folder);
    await writeFile(join(folder, 'floor.html'), '<!doctype html><title>floor</title>');
    const gzPath = join(folder, LOG_NAME);
    await pipeline(createReadStream(textPath), createGzip(), createWriteStream(gzPath));
    // The upload is a file of its own outside what the server serves.
    const uploadPath = join(work, LOG_NAME);
    await copyFile(gzPath, uploadPath);
    await withServedChromium(dist, async ({ url, context }) => {
      const loadBefore = load();
      const floor = await measureFloor(context, `${url}${FOLDER}/`);
      const cold = await measureIngest(context, url, uploadPath);
      const again = [
        await measureIngest(context, url, uploadPath),
        await measureIngest(context, url, uploadPath),
      ];
      const steady = again.reduce((best, run) => (run.ms < best.ms ? run : best));
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `access log: ${floor.lines.toLocaleString('en-US')} lines, ${(floor.gzipBytes / 1e6).toFixed(1)} MB gzip, ${(floor.textBytes / 1e6).toFixed(1)} MB text`,
      );
      console.log(
        `ratio page ingest / floor: cold ${(cold.ms / floor.ms).toFixed(2)}×, steady ${(steady.ms / floor.ms).toFixed(2)}× (aim ≤ 2×)`,
      );
      console.log(`  floor (inflate + decode + count lines)  ${s(floor.ms)}`);
      console.log(
        `  page ingest to the Crawlers figures     cold ${s(cold.ms)}, steady ${s(steady.ms)}; longest main-thread task cold ${cold.longestTaskMs.toFixed(0)} ms, steady ${steady.longestTaskMs.toFixed(0)} ms`,
      );
      console.log(`load before ${loadBefore}; after ${load()}; ${new Date().toISOString()}`);
    });
  });
}

await main();
