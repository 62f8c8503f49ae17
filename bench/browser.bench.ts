/**
 * Browser benchmark: builds the app, serves it, and drives Chromium with the fixture
 * generator's million-URL set (an index and 20 urlsets of 50,000 URLs). Prints, in one run:
 *
 * - the ingest of the set uploaded as 21 files, once with `?workers=1` and once with the
 *   page's default pool (none on two cores: the analyzer worker reads), and once as one zip
 *   (as exports come); for each, the longest
 *   main-thread task (`longtask`) while the URL table is scrolled every half second (target
 *   none over 50 ms) and the workers' peak memory (heap + ArrayBuffers, DevTools protocol);
 * - the same browser's floor for those bytes (TextDecoder + indexOf of every `<loc>`) and
 *   each ingest's ratio to it (target ≤ 8×);
 * - the store's bytes per URL (its own count, from the same session code in Node);
 * - after the default pool's ingest: sort and filter latency, the page's JS heap, and a robots.txt
 *   cross-check of every URL; then the machine's load.
 *
 *   npx tsx bench/browser.bench.ts            (or: npm run bench -- browser)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { makeBenchIndex } from '../test/fixtures/generate-fixtures';
import { writeZip } from '../test/fixtures/archive-writers';
import { measureDecodeFloor } from './browser/decode-floor';
import { runIngest, type IngestFigures } from './browser/ingest-run';
import { buildParserPeers, measureParserPeers } from './browser/parser-peers';
import { buildApp, inTemporaryFolder, withServedChromium } from './browser/served-chromium';
import { measureStoreFootprint, type StoreFootprint } from './browser/store-footprint';
import { measureCrossCheck, measureFilter, measureSort, pageHeapMb } from './browser/view-latency';
import { defaultIngestWorkers } from '../src/worker/pool/pool-size';
import { startWorkerProfiles } from './browser/trace';

const TARGETS = {
  longTaskMs: 50,
  floorRatio: 8,
  sortMs: 1000,
  filterMs: 300,
  heapMb: 200,
  crossCheckMs: 2000,
  saxesRatio: 1.3,
};
const SET_FOLDER = 'bench-1m';
const MB = 1e6;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const line = (name: string, value: string, ok: boolean, target: string) =>
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(50)} ${value.padStart(12)}   (target ${target})`,
  );
const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'not read' : `${(bytes / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  await inTemporaryFolder('inspector-bench-', async (work) => {
    console.log(`building the app… (load ${load()})`);
    const dist = join(work, 'dist');
    // A profile or a trace builds unminified, so that they name the functions.
    await buildApp(dist, {
      minify: !(
        process.env.BENCH_PROFILE_WORKER ||
        process.env.BENCH_PROFILE_SORT ||
        process.env.BENCH_PROFILE ||
        process.env.BENCH_TRACE
      ),
    });
    const set = await writeBenchSet(work, dist);
    const footprint = await measureStoreFootprint(set.parts);
    console.log(`  store (Node, same session code): ${JSON.stringify(footprint)}`);
    await withServedChromium(dist, async (served) => {
      const figures = await measureInChromium(served, set);
      printFigures(figures, footprint);
    });
  });
}

type Served = Parameters<Parameters<typeof withServedChromium>[1]>[0];
type BenchSet = Awaited<ReturnType<typeof writeBenchSet>>;
type Figures = Awaited<ReturnType<typeof measureInChromium>>;

/**
 * Generates the million-URL index and writes it beside the app (the floor page fetches the
 * files) and as one zip, for the uploads.
 */
async function writeBenchSet(work: string, dist: string) {
  console.log('generating the million-URL index…');
  const encoder = new TextEncoder();
  const parts = makeBenchIndex().map((part) => ({
    name: part.name,
    bytes: encoder.encode(part.text),
  }));
  // The files beside the app (the floor page fetches them) and in a folder for the upload.
  const folder = join(dist, SET_FOLDER);
  await mkdir(folder);
  await writeFile(join(folder, 'floor.html'), '<!doctype html><title>floor</title>');
  if (!process.env.BENCH_NO_PEERS) await buildParserPeers(folder);
  for (const part of parts) await writeFile(join(folder, part.name), part.bytes);
  const paths = parts.map((part) => join(folder, part.name));
  const zipPath = join(work, 'index-1m.zip');
  const zip = writeZip(parts.map((part) => ({ path: `index-1m/${part.name}`, data: part.bytes })));
  await writeFile(zipPath, zip);
  const xmlBytes = parts.reduce((sum, part) => sum + part.bytes.length, 0);
  console.log(
    `  ${parts.length - 1} urlsets + 1 index, ${(xmlBytes / MB).toFixed(1)} MB; zip ${(zip.length / MB).toFixed(1)} MB`,
  );
  return { parts, paths, zipPath };
}

/** The floor, the parsers alone, every ingest, and the views measured on the last one's page. */
async function measureInChromium(served: Served, { parts, paths, zipPath }: BenchSet) {
  const floor = await measureDecodeFloor(served.context, `${served.url}${SET_FOLDER}/`, [
    ...parts.map((part) => part.name),
  ]);
  console.log(`  floor: ${JSON.stringify(floor)} (load ${load()})`);
  // The parsers alone on the same bytes, in a worker (BENCH_NO_PEERS=1 skips them).
  const peers = process.env.BENCH_NO_PEERS
    ? undefined
    : await measureParserPeers(
        served.context,
        `${served.url}${SET_FOLDER}/`,
        parts.map((part) => part.name),
      );
  if (peers) console.log(`  parsers alone: ${JSON.stringify(peers)} (load ${load()})`);
  const { workers, defaultPool } = await defaultPoolOf(served);
  const runs = await otherIngests(served, paths, zipPath, workers, defaultPool);
  // The default pool's run last: the views are measured on its page.
  // BENCH_WORKERS=N makes this run's pool N workers (0: everything in the analyzer worker).
  const poolQuery = process.env.BENCH_WORKERS ? `?workers=${process.env.BENCH_WORKERS}` : '';
  const pooled = await runIngest(
    served.context,
    `${served.url}${poolQuery}`,
    paths,
    poolQuery ? `21 files, ${poolQuery}` : `21 files, ${defaultPool}`,
  );
  runs.push(pooled.figures);
  console.log(`  ${JSON.stringify(pooled.figures)} (load ${load()})`);
  const page = pooled.page;
  await page
    .locator('.url-count')
    .filter({ hasText: '1,000,000 URLs' })
    .waitFor({ timeout: 60_000 });
  // BENCH_PROFILE_SORT=1: the workers' busiest functions during the sort.
  const sortProfiles = process.env.BENCH_PROFILE_SORT ? await startWorkerProfiles(page) : undefined;
  const sort = await measureSort(page);
  if (sortProfiles) await sortProfiles();
  const filter = await measureFilter(page);
  const heapMb = await pageHeapMb(page);
  const crossCheck = await measureCrossCheck(page);
  const loadAfter = load();
  return { floor, peers, runs, pooled, sort, filter, heapMb, crossCheck, loadAfter };
}

/** What the page's default pool is on this machine (none on two cores: pool-size.ts). */
async function defaultPoolOf(served: Served) {
  const probe = await served.context.newPage();
  const cores = (await probe.evaluate('navigator.hardwareConcurrency')) as number;
  await probe.close();
  const workers = defaultIngestWorkers(cores);
  const defaultPool = `default pool (${workers === 0 ? 'none: read in the analyzer worker' : `${workers} ingest workers`}, ${cores} cores)`;
  console.log(`  ${defaultPool}`);
  return { workers, defaultPool };
}

/**
 * The ingests before the default pool's: 21 files with one worker, the zip with the default
 * pool, and the zip read in parts where that pool is under two workers.
 */
async function otherIngests(
  served: Served,
  paths: string[],
  zipPath: string,
  workers: number,
  defaultPool: string,
): Promise<IngestFigures[]> {
  const runs: IngestFigures[] = [];
  // BENCH_ONLY_POOLED=1 skips the first two ingests (with BENCH_TRACE or BENCH_PROFILE[_WORKER]).
  if (!process.env.BENCH_ONLY_POOLED) {
    const others = [
      { url: `${served.url}?workers=1`, files: paths, label: '21 files, ?workers=1' },
      { url: served.url, files: [zipPath], label: `one zip, ${defaultPool}` },
      // Where the default pool is under two workers, the zip read in parts too.
      ...(workers < 2
        ? [
            {
              url: `${served.url}?workers=2`,
              files: [zipPath],
              label: 'one zip, ?workers=2 (read in parts)',
            },
          ]
        : []),
    ];
    for (const { url, files, label } of others) {
      const run = await runIngest(served.context, url, files, label);
      runs.push(run.figures);
      console.log(`  ${JSON.stringify(run.figures)} (load ${load()})`);
      await run.page.close();
    }
  }
  return runs;
}

/** One ingest: its time, against the floor and the parsers alone, and its main-thread tasks. */
function printIngest(run: IngestFigures, floor: Figures['floor'], peers: Figures['peers']): void {
  const ratio = run.ms / floor.ms;
  console.log(`ingest of 1,000,000 URLs, ${run.label}: ${(run.ms / 1000).toFixed(1)} s`);
  line(
    '  ingest / floor',
    `${ratio.toFixed(1)}×`,
    ratio <= TARGETS.floorRatio,
    `≤ ${TARGETS.floorRatio}×`,
  );
  // The aim: the whole ingest (read, checked, stored) in no more than 1.3 times what
  // saxes alone takes to tokenize the same pre-loaded bytes in the same browser and run.
  if (peers?.saxes)
    line(
      '  ingest / saxes alone (tokenizing only)',
      `${(run.ms / peers.saxes.ms).toFixed(2)}×`,
      run.ms <= TARGETS.saxesRatio * peers.saxes.ms,
      `≤ ${TARGETS.saxesRatio}×`,
    );
  if (peers?.['sax-wasm'])
    console.log(
      `       ingest / sax-wasm alone (its events only): ${(run.ms / peers['sax-wasm'].ms).toFixed(2)}×`,
    );
  line(
    '  longest main-thread task during ingest',
    `${run.longestTaskMs.toFixed(0)} ms`,
    run.longestTaskMs <= TARGETS.longTaskMs,
    `≤ ${TARGETS.longTaskMs} ms`,
  );
  console.log(
    `       long tasks: ${run.longTasks}; scrolls answered: ${run.scrollsAnswered}/${run.scrolls}; workers' memory before ${mb(run.workerBeforeBytes)}, peak ${mb(run.workerPeakBytes)}, after GC ${mb(run.workerAfterGcBytes)}`,
  );
  if (run.cpu) console.log(`       ${run.cpu}`);
}

/** Every figure against its target. */
function printFigures(figures: Figures, footprint: StoreFootprint): void {
  const { floor, peers, runs, pooled, sort, filter, heapMb, crossCheck, loadAfter } = figures;
  console.log('');
  console.log(
    `floor: decode ${(floor.bytes / MB).toFixed(1)} MB and find ${floor.locs.toLocaleString('en')} <loc> in ${floor.ms.toFixed(0)} ms`,
  );
  if (peers) {
    console.log('the parsers alone on the same bytes, in a worker (best of 2; × the floor):');
    for (const [name, figure] of Object.entries(peers))
      console.log(
        `       ${name.padEnd(10)} ${figure.ms.toFixed(0).padStart(6)} ms  ${(figure.ms / floor.ms).toFixed(1).padStart(5)}×`,
      );
  }
  for (const run of runs) printIngest(run, floor, peers);
  const single = runs.find((run) => run.label.includes('workers=1'));
  if (single)
    console.log(
      `last ingest vs ?workers=1: ${(single.ms / pooled.figures.ms).toFixed(2)}× as fast`,
    );
  const afterGc = pooled.figures.workerAfterGcBytes;
  const before = pooled.figures.workerBeforeBytes;
  console.log(
    `store: ${(footprint.arrayBytes / footprint.urls).toFixed(1)} B/URL in its arrays (${(footprint.textBytes / footprint.urls).toFixed(1)} B of text), ${(footprint.estimatedBytes / footprint.urls).toFixed(1)} B/URL as the cap counts it;` +
      (afterGc !== undefined && before !== undefined
        ? ` worker after GC ${((afterGc - before) / footprint.urls).toFixed(0)} B/URL above its empty state`
        : ''),
  );
  line(
    'sort 1,000,000 rows by URL (click → first row)',
    `${sort.toFixed(0)} ms`,
    sort <= TARGETS.sortMs,
    `≤ ${TARGETS.sortMs} ms`,
  );
  line(
    'filter keystroke (key → new count)',
    `${filter.toFixed(0)} ms`,
    filter <= TARGETS.filterMs,
    `≤ ${TARGETS.filterMs} ms`,
  );
  line(
    'page JS heap after GC',
    `${heapMb.toFixed(1)} MB`,
    heapMb <= TARGETS.heapMb,
    `≤ ${TARGETS.heapMb} MB`,
  );
  line(
    'robots.txt cross-check of 1,000,000 URLs',
    `${crossCheck.ms.toFixed(0)} ms`,
    crossCheck.ms <= TARGETS.crossCheckMs,
    `≤ ${TARGETS.crossCheckMs} ms`,
  );
  line(
    'longest main-thread task during the cross-check',
    `${crossCheck.longestTaskMs.toFixed(0)} ms`,
    crossCheck.longestTaskMs <= TARGETS.longTaskMs,
    `≤ ${TARGETS.longTaskMs} ms`,
  );
  // Timings on a shared machine move with its load: print it beside them.
  console.log(`     (load average at the end: ${loadAfter} on ${cpus().length} cores)`);
}

await main();
