/**
 * Sitemap ingest benchmark: our engine (inflate + decode + parse + validate +
 * store) against saxes, sax-wasm, fast-xml-parser and the `sitemap` package's parser, on
 *   - a 50,000-URL, ~50 MB urlset (plain and gzip), and
 *   - a 1,000,000-URL sitemap index of 20 files with realistic URL lengths.
 * Prints MB/s (of inflated XML), URLs/s and peak memory, and the ratios to saxes; then the
 * gzip engine decision (fflate vs Node's DecompressionStream and zlib).
 *
 *   npx tsx bench/sitemap.bench.ts          (or `npm run bench -- sitemap`)
 *   npx tsx bench/sitemap.bench.ts --readers   (the two sitemap readers and saxes only)
 *   npx tsx bench/sitemap.bench.ts --shapes    (only the byte reader and the peers on five other
 *                                              shapes, which every run also prints)
 *   … --from-sources   (the cases through tsx, from the TypeScript sources, as before)
 *
 * The engines and the fairness rules are in bench/sitemap/engines.ts. Each engine × input
 * runs in its own Node process (bench/sitemap/run-case.ts), so peak RSS is its own. That
 * file is first built as the installable command line is built (vite.cli.config.ts: one
 * plain-JavaScript file, not minified, the packages left as they ship), so a case times the
 * code users run, in the page's build as in the command line's, and not tsx's per-file
 * transform of the sources: that transform cost our engine about a fifth more CPU on the
 * same inputs (measured 2026-12-07; `--from-sources` shows it). The peers run from their
 * packages either way. The ratios use CPU time, which a shared machine disturbs less. The inputs are
 * generated once, deterministically, into bench/.generated/sitemap.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Gunzip } from 'fflate';
import { measureGzipInChromium } from './gzip-in-chromium';
import {
  ARCHIVE_INPUTS,
  ENGINES,
  INPUTS,
  type CaseResult,
  type Engine,
  type InputName,
} from './sitemap/engines';
import { buildCaseRunner } from './sitemap/case-runner-build';
import { prepareShapeFolders } from './sitemap/shape-inputs';
import {
  makeBenchBundle,
  makeBenchIndex,
  makeBenchUrlset,
} from '../test/fixtures/generate-fixtures';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '.generated', 'sitemap');
const MB = 1e6;

/** What `main` runs: everything, or with `--readers` the readers' comparison only. */
const ENGINES_RUN: Engine[] = [...ENGINES];
const INPUTS_RUN: InputName[] = (Object.keys(INPUTS) as InputName[]).filter(
  (input) => input !== 'folder',
);
/** The engines that choose a sitemap reader: run on the plain XML inputs only. */
const READER_ENGINES: readonly string[] = ['ours-bytes', 'ours-current'];

function ensureInputs(): void {
  for (const format of ['zip', 'tar.gz'] as const) {
    const path = join(dataDir, `index-1m.${format}`);
    if (!existsSync(path)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path, makeBenchBundle(format));
    }
  }
  if (existsSync(join(dataDir, 'index-1m', 'part-20.xml'))) return;
  mkdirSync(join(dataDir, 'index-1m'), { recursive: true });
  const urlset = makeBenchUrlset();
  writeFileSync(join(dataDir, 'urlset-50k.xml'), urlset);
  writeFileSync(join(dataDir, 'urlset-50k.xml.gz'), gzipSync(urlset, { level: 6 }));
  for (const part of makeBenchIndex())
    writeFileSync(join(dataDir, 'index-1m', part.name), part.text);
}

// ---------------------------------------------------------------- gzip decision

async function gzipDecision(): Promise<string[]> {
  const gz = new Uint8Array(readFileSync(join(dataDir, 'urlset-50k.xml.gz')));
  const time = async (run: () => Promise<number> | number) => {
    let best = Infinity;
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      bytes = await run();
      best = Math.min(best, performance.now() - started);
    }
    return { mbps: bytes / MB / (best / 1000), bytes };
  };
  const fflate = await time(() => {
    let n = 0;
    const gunzip = new Gunzip((chunk) => (n += chunk.length));
    for (let at = 0; at < gz.length; at += 16 * 1024) gunzip.push(gz.subarray(at, at + 16 * 1024));
    gunzip.push(new Uint8Array(0), true);
    return n;
  });
  const native = await time(async () => {
    let n = 0;
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'));
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) n += chunk.length;
    return n;
  });
  const zlib = await time(() => gunzipSync(gz).length);
  return [
    `gzip inflate of ${(gz.length / MB).toFixed(1)} MB → ${(fflate.bytes / MB).toFixed(1)} MB:`,
    `  fflate Gunzip (sync, 16 KiB slices)   ${fflate.mbps.toFixed(0)} MB/s`,
    `  DecompressionStream('gzip') (async)   ${native.mbps.toFixed(0)} MB/s`,
    `  node:zlib gunzipSync (Node only)      ${zlib.mbps.toFixed(0)} MB/s`,
  ];
}

// ---------------------------------------------------------------- parent: run and print

function printTable(results: CaseResult[]): void {
  for (const input of INPUTS_RUN) {
    const rows = results.filter((r) => r.input === input);
    const saxesInput = ARCHIVE_INPUTS.includes(input) ? 'index' : input;
    const saxes = results.find((r) => r.engine === 'saxes' && r.input === saxesInput);
    const title = {
      plain: '50,000-URL urlset, plain',
      gzip: '50,000-URL urlset, gzip',
      index: '1,000,000-URL index of 20 files',
      'index-zip': 'the same index as one .zip (deflate)',
      'index-tgz': 'the same index as one .tar.gz',
      folder: 'the files of a folder',
    }[input];
    console.log(`\n${title} (${((rows[0]?.inflatedBytes ?? 0) / MB).toFixed(1)} MB of XML)`);
    console.log(
      '  engine               wall s    CPU s  main s  MB/s (CPU)  URLs/s (CPU)   peak RSS   × saxes (CPU)  (wall)  (main)   cold wall / CPU',
    );
    for (const r of rows) {
      const mbps = r.inflatedBytes / MB / r.cpuSeconds;
      const ratio = saxes ? saxes.cpuSeconds / r.cpuSeconds : NaN;
      const wallRatio = saxes ? saxes.seconds / r.seconds : NaN;
      const mainRatio = saxes ? saxes.mainCpuSeconds / r.mainCpuSeconds : NaN;
      const cold = `${r.coldSeconds.toFixed(3)} / ${r.coldCpuSeconds.toFixed(3)}`;
      const urlsPerSecond = Math.round(r.urls / r.cpuSeconds).toLocaleString('en-US');
      console.log(
        `  ${r.engine.padEnd(18)} ${r.seconds.toFixed(3).padStart(8)} ${r.cpuSeconds.toFixed(3).padStart(8)} ${r.mainCpuSeconds.toFixed(2).padStart(7)} ${mbps.toFixed(1).padStart(11)} ${urlsPerSecond.padStart(13)} ${(r.peakRssMb.toFixed(0) + ' MB').padStart(10)} ${ratio.toFixed(2).padStart(15)} ${wallRatio.toFixed(2).padStart(7)} ${mainRatio.toFixed(2).padStart(7)}   ${cold.padStart(15)}   ${r.urls.toLocaleString('en-US')} URLs${r.note ? ` (${r.note})` : ''}`,
      );
    }
  }
}

/** The byte reader against the current one and saxes, input by input (CPU time, same run). */
function printReaderRatios(results: CaseResult[]): void {
  const cpu = (engine: Engine, input: InputName) =>
    results.find((r) => r.engine === engine && r.input === input)?.cpuSeconds ?? NaN;
  console.log('\nParse + validate + store, CPU, × saxes (byte reader / tokenizer reader):');
  // The aims in CPU time against saxes: the 50,000-URL urlset 3×, the million-URL index 2×.
  const aims: Partial<Record<InputName, number>> = { plain: 3, index: 2 };
  for (const input of ['plain', 'gzip', 'index'] as const) {
    const saxes = cpu('saxes', input);
    const bytes = saxes / cpu('ours-bytes', input);
    const current = saxes / cpu('ours-current', input);
    const overWasm = cpu('sax-wasm', input) / cpu('ours-bytes', input);
    const aim = aims[input];
    console.log(
      `  ${input.padEnd(6)} bytes ${bytes.toFixed(2)} ×   current ${current.toFixed(2)} ×   bytes / current ${(bytes / current).toFixed(2)}   bytes × sax-wasm ${overWasm.toFixed(2)}${aim ? `   (aim ≥ ${aim} ×: ${bytes >= aim ? 'met' : 'not met'})` : ''}`,
    );
  }
}

/** One case in a process of its own (bench/sitemap/run-case.ts); undefined when it failed. */
function runOne(
  runner: readonly string[],
  engine: Engine,
  input: InputName,
  data: string,
): CaseResult | undefined {
  const child = spawnSync(
    process.execPath,
    [...runner, '--case', `${engine}:${input}`, '--data', data],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status === 0 && line.startsWith('{')) return JSON.parse(line) as CaseResult;
  console.log(
    `  ${engine} on ${input} failed: ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`,
  );
  return undefined;
}

/**
 * `--shapes`: the byte reader, saxes and sax-wasm on each of the streamed export's five site
 * shapes (bench/sitemap/shape-inputs.ts), CPU × saxes, so that the aims are tried on inputs
 * the bench was not tuned on.
 */
function runShapes(runner: readonly string[]): void {
  console.log('\nOther shapes: an index and 4 sitemaps of 50,000 URLs each, plain XML (CPU s):');
  console.log(
    '  shape        MB      URLs    ours   saxes  sax-wasm   × saxes  sax-wasm / ours   cold ours / saxes',
  );
  for (const { shape, dir, inflatedBytes } of prepareShapeFolders(join(dataDir, 'shapes'))) {
    const [ours, saxes, saxWasm] = (['ours-bytes', 'saxes', 'sax-wasm'] as const).map((engine) =>
      runOne(runner, engine, 'folder', dir),
    );
    if (!ours || !saxes || !saxWasm) continue;
    console.log(
      `  ${shape.padEnd(11)} ${(inflatedBytes / MB).toFixed(1).padStart(5)} ${ours.urls.toLocaleString('en-US').padStart(8)} ${ours.cpuSeconds.toFixed(3).padStart(7)} ${saxes.cpuSeconds.toFixed(3).padStart(7)} ${saxWasm.cpuSeconds.toFixed(3).padStart(9)} ${(saxes.cpuSeconds / ours.cpuSeconds).toFixed(2).padStart(9)} ${(saxWasm.cpuSeconds / ours.cpuSeconds).toFixed(2).padStart(16)}   ${ours.coldCpuSeconds.toFixed(3)} / ${saxes.coldCpuSeconds.toFixed(3)}`,
    );
  }
}

async function main(argv: string[]): Promise<void> {
  ensureInputs();
  const isFromSources = argv.includes('--from-sources');
  const runner = isFromSources
    ? ['--import', 'tsx', '--expose-gc', join(here, 'sitemap', 'run-case.ts')]
    : [
        '--expose-gc',
        await buildCaseRunner(join(here, '..'), join(here, '.generated', 'sitemap-build')),
      ];
  console.log(
    `the cases run ${isFromSources ? 'through tsx, from the sources' : `from ${runner[1]}, built as the command line is`}`,
  );
  console.log(`inputs in ${dataDir}: ${readdirSync(dataDir).join(', ')}`);
  if (argv.includes('--shapes')) {
    runShapes(runner);
    console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
    return;
  }
  if (argv.includes('--readers')) {
    // Only what the byte reader's aims need: the two readers and saxes, on the three inputs.
    ENGINES_RUN.splice(0, ENGINES_RUN.length, 'ours-bytes', 'ours-current', 'saxes', 'sax-wasm');
    INPUTS_RUN.splice(0, INPUTS_RUN.length, 'plain', 'gzip', 'index');
  }
  const load = loadavg()[0];
  console.log(
    `load average ${load.toFixed(1)} on ${cpus().length} cores${load > cpus().length ? ' — the machine is busy: absolute figures are low, compare the ratios' : ''}`,
  );
  const results: CaseResult[] = [];
  for (const input of INPUTS_RUN) {
    for (const engine of ENGINES_RUN) {
      if (ARCHIVE_INPUTS.includes(input) && !engine.startsWith('ours')) continue;
      if (ARCHIVE_INPUTS.includes(input) && READER_ENGINES.includes(engine)) continue;
      const result = runOne(runner, engine, input, dataDir);
      if (result) results.push(result);
    }
  }
  printTable(results);
  const ours = results.find((r) => r.engine === 'ours' && r.input === 'index');
  if (ours)
    console.log(
      `\nAim: 1,000,000 URLs in under 3 s → ${ours.seconds.toFixed(2)} s wall, ${ours.cpuSeconds.toFixed(2)} s CPU (${ours.seconds < 3 ? 'met' : 'not met'})`,
    );
  const plainOurs = results.find((r) => r.engine === 'ours' && r.input === 'plain');
  const plainSaxes = results.find((r) => r.engine === 'saxes' && r.input === 'plain');
  if (plainOurs && plainSaxes) {
    const ratio = plainSaxes.cpuSeconds / plainOurs.cpuSeconds;
    console.log(
      `Aim: ≥ 2 × saxes on plain XML → ${ratio.toFixed(2)} × by CPU time, ${(plainSaxes.seconds / plainOurs.seconds).toFixed(2)} × by wall time (${ratio >= 2 ? 'met' : 'not met'})`,
    );
  }
  printReaderRatios(results);
  // The aims tried beyond the bench's own inputs, in every run that prints them.
  runShapes(runner);
  console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
  if (argv.includes('--readers')) return;
  console.log('');
  for (const line of await gzipDecision()) console.log(line);
  const gz = new Uint8Array(readFileSync(join(dataDir, 'urlset-50k.xml.gz')));
  for (const line of await measureGzipInChromium(gz)) console.log(line);
}

await main(process.argv.slice(2));
