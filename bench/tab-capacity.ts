/**
 * Where the tab runs out: fills the app's URL store in a Chromium worker, step by step, and
 * prints after each step the rows held, the store's own byte counts (its arrays, and the
 * estimate the session's byte cap counts) and the worker's memory as the DevTools protocol
 * reports it (JS heap + ArrayBuffers). It stops when an allocation fails, the worker or the
 * page crashes, or the worker passes `CAPACITY_CEILING_MB` (default 5,000: the machine is
 * shared, and a tab that takes all of it takes the other users' work with it). On
 * 2026-11-30 it stopped at 31,388,961 URLs and 3.96 GB: Chromium's `encodeInto` refused the
 * URL text table past 2 GiB (docs/limits.md).
 *
 *   npx tsx bench/tab-capacity.ts          (CAPACITY_STEP=2000000 CAPACITY_CEILING_MB=5000)
 */
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { inTemporaryFolder, withServedChromium } from './browser/served-chromium';
import { watchWorkerMemory } from '../test/e2e/worker-memory';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_ROWS = Number(process.env.CAPACITY_STEP ?? 2_000_000);
const CEILING_BYTES = Number(process.env.CAPACITY_CEILING_MB ?? 5000) * 1e6;
const MB = 1e6;

interface Step {
  rows: number;
  arrayBytes?: number;
  estimatedBytes?: number;
  textBytes?: number;
  failed?: string;
}

const PAGE = `<!doctype html><title>capacity</title><script type="module">
  const worker = new Worker('./capacity.js', { type: 'module' });
  window.__step = (rows) => new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => resolve({ rows: -1, failed: 'worker error: ' + event.message });
    worker.postMessage({ rows });
  });
</script>`;

async function main(): Promise<void> {
  await inTemporaryFolder('inspector-capacity-', async (work) => {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir: work,
        emptyOutDir: false,
        lib: {
          entry: join(root, 'bench/browser/capacity.worker.ts'),
          formats: ['es'],
          fileName: () => 'capacity.js',
        },
      },
    });
    await writeFile(join(work, 'index.html'), PAGE);
    await withServedChromium(work, async ({ url, context }) => {
      const page = await context.newPage();
      let crashed = false;
      page.on('crash', () => (crashed = true));
      const memory = await watchWorkerMemory(page);
      await page.goto(url);
      await page.waitForFunction('typeof window.__step === "function"');
      const empty = (await memory.readAfterGc()) ?? 0;
      console.log(`empty worker: ${(empty / MB).toFixed(1)} MB (load ${loadavg()[0].toFixed(1)})`);
      console.log(
        'rows        store arrays  cap estimate  worker (GC)  worker B/row  arrays B/row',
      );
      for (;;) {
        const step = (await page
          .evaluate(`window.__step(${STEP_ROWS})`)
          .catch((error: unknown) => ({ rows: -1, failed: String(error) }))) as Step;
        if (crashed || step.failed) {
          console.log(
            `stopped: ${crashed ? 'the page crashed' : step.failed} at ${step.rows} rows`,
          );
          break;
        }
        const used = (await memory.readAfterGc()) ?? 0;
        console.log(
          [
            step.rows.toLocaleString('en').padEnd(11),
            `${((step.arrayBytes ?? 0) / MB).toFixed(0)} MB`.padStart(12),
            `${((step.estimatedBytes ?? 0) / MB).toFixed(0)} MB`.padStart(13),
            `${(used / MB).toFixed(0)} MB`.padStart(12),
            ((used - empty) / step.rows).toFixed(0).padStart(13),
            ((step.arrayBytes ?? 0) / step.rows).toFixed(0).padStart(13),
          ].join(' '),
        );
        if (used >= CEILING_BYTES) {
          console.log(
            `stopped at the ceiling (${(CEILING_BYTES / MB).toFixed(0)} MB of worker memory)`,
          );
          break;
        }
      }
      console.log(
        `(load average: ${loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')} on ${cpus().length} cores)`,
      );
    });
  });
}

await main();
