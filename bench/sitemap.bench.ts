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
 *
 * `ours` is the whole pipeline into the project's URL store; `ours-no-store` the same with
 * a sink that only counts, to show what the store costs. `ours-bytes` and `ours-current` are
 * `ours` with the sitemap reader chosen: the byte reader (src/core/sitemap/byte-sitemap-reader.ts)
 * or the current, text-based one (sitemap-reader.ts), side by side in the same run.
 * Each engine × input runs in its own Node process, so peak RSS is its own: one untimed
 * warm-up run, then the best of five (the slow parsers: one run, no warm-up); the first run
 * is printed on its own as the cold run (what a one-shot command-line run gets). The heap is
 * collected once, before the first run; each run's result stays referenced until the next
 * one ends, so what it holds is not freed in the middle of the next. Both wall and
 * CPU time are recorded, and the main thread's CPU beside the process's (which adds V8's
 * collector threads); the ratios use CPU time, which a shared machine disturbs less.
 * The inputs are generated once, deterministically, into bench/.generated/sitemap.
 *
 * Fairness: every engine starts from the same bytes and its time includes decoding them.
 * saxes gets the same streaming decode as ours (TextDecoder, 64 KiB slices, `stream: true`)
 * and a handler doing the least a sitemap reader must (collect each `<loc>` text, count the
 * `<url>`s); fast-xml-parser and the `sitemap` package need the whole text, decoded at once.
 * The competitors do not validate anything, and get their gzip inflated by native zlib
 * first: the comparison favours them.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Gunzip } from 'fflate';
import { SaxesParser } from 'saxes';
import { XMLParser } from 'fast-xml-parser';
import { parseSitemap } from 'sitemap';
import { defaultReaders } from '../src/core/ingest/default-readers';
import { ingestFiles } from '../src/core/ingest/ingest-files';
import { ByteSitemapReader } from '../src/core/sitemap/byte-sitemap-reader';
import { SitemapReader } from '../src/core/sitemap/sitemap-reader';
import { measureGzipInChromium } from './gzip-in-chromium';
import type { DocumentReaders, IngestSink } from '../src/core/ingest/ingest-types';
import { UrlStore } from '../src/core/analysis/url-store';
import type { DocumentId } from '../src/core/ids';
import { StoreGrowth, type InputGrowth } from '../src/worker/session/store-growth';
import { DEFAULT_SESSION_LIMITS } from '../src/worker/session/session-limits';
import {
  makeBenchBundle,
  makeBenchIndex,
  makeBenchUrlset,
} from '../test/fixtures/generate-fixtures';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '.generated', 'sitemap');
const MB = 1e6;

const INPUTS = {
  plain: ['urlset-50k.xml'],
  gzip: ['urlset-50k.xml.gz'],
  index: [
    'index-1m/sitemap-index.xml',
    ...Array.from({ length: 20 }, (_, i) => `index-1m/part-${String(i + 1).padStart(2, '0')}.xml`),
  ],
  /** The same index as one archive: only our engine reads archives. */
  'index-zip': ['index-1m.zip'],
  'index-tgz': ['index-1m.tar.gz'],
} as const;
const ARCHIVE_INPUTS: readonly string[] = ['index-zip', 'index-tgz'];
type InputName = keyof typeof INPUTS;
const ENGINES = [
  'ours',
  'ours-bytes',
  'ours-current',
  'ours-no-store',
  'saxes',
  'sax-wasm',
  'fast-xml-parser',
  'sitemap',
] as const;
/** What `main` runs: everything, or with `--readers` the readers' comparison only. */
const ENGINES_RUN: Engine[] = [...ENGINES];
const INPUTS_RUN: InputName[] = Object.keys(INPUTS) as InputName[];
/** The engines that choose a sitemap reader: run on the plain XML inputs only. */
const READER_ENGINES: readonly string[] = ['ours-bytes', 'ours-current'];
type Engine = (typeof ENGINES)[number];

interface CaseResult {
  engine: Engine;
  input: InputName;
  /** Best wall time of the timed runs. */
  seconds: number;
  /** Best CPU time (user + system, every thread of the process) of the timed runs. */
  cpuSeconds: number;
  /** The main thread's CPU time in that best run (V8's collector threads left out); NaN off Linux. */
  mainCpuSeconds: number;
  /** The first run of the process, before any warm-up: what a one-shot command-line run gets. */
  coldSeconds: number;
  coldCpuSeconds: number;
  inflatedBytes: number;
  urls: number;
  peakRssMb: number;
  note?: string;
}

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

// ---------------------------------------------------------------- engines (child process)

/** Our engine, into the project's columnar URL store (or, for `ours-no-store`, a count). */
async function runOurs(
  files: { name: string; bytes: Uint8Array }[],
  withStore: boolean,
  reader?: 'bytes' | 'current',
): Promise<{ urls: number; inflatedBytes: number; note?: string; kept: unknown }> {
  const store = withStore ? new UrlStore() : undefined;
  // Room reserved ahead as the session does (store-growth.ts): each input queued, started
  // when its first document starts, done at its report, the rate learned from the inputs read.
  const growth = store ? new StoreGrowth(store, DEFAULT_SESSION_LIMITS) : undefined;
  for (const file of files) growth?.queue(file.bytes.length);
  const sizeOf = new Map(files.map((file) => [file.name, file.bytes.length]));
  let reading: InputGrowth | undefined;
  const storeIds = new Map<number, DocumentId>();
  let urls = 0;
  const sink: IngestSink = {
    onFileStart: (file) => {
      if (growth && file.parentIngestId === undefined) {
        reading?.finish(true);
        reading = growth.start(sizeOf.get(file.name) ?? 0);
      }
      if (store) storeIds.set(file.ingestId, store.addDocument(file.name));
    },
    onUrl: (ingestId, entry) => {
      urls++;
      store?.addUrl(storeIds.get(ingestId)!, entry);
    },
    // As the worker's session takes them: a batch of rows, no entry object per URL.
    onUrlBatch: (ingestId, batch) => {
      urls += batch.count;
      store?.addBatch(storeIds.get(ingestId)!, batch);
    },
    onSitemap: () => {},
    // The XML bytes read: every document's inflated size (archives only hold documents).
    onFileReport: (report) => {
      if (report.kind !== 'archive') inflatedBytes += report.inflatedBytes;
    },
  };
  let inflatedBytes = 0;
  // As the command line runs: in Node the native gunzip is slower than fflate (measured
  // below), and only zip entries go through DecompressionStream.
  await ingestFiles(files, sink, {
    nowMs: Date.parse('2025-01-01T00:00:00Z'),
    nativeInflate: 'zip',
    ...(reader ? { readers: { ...defaultReaders, createSitemapReader: READERS[reader] } } : {}),
  });
  reading?.finish(true);
  return {
    urls,
    inflatedBytes,
    kept: store,
  };
}

const READERS: Record<'bytes' | 'current', DocumentReaders['createSitemapReader']> = {
  bytes: (handler, options) => new ByteSitemapReader(handler, options),
  current: (handler, options) => new SitemapReader(handler, options),
};

function xmlBytes(files: { name: string; bytes: Uint8Array }[]): Uint8Array[] {
  return files.map((f) => (f.name.endsWith('.gz') ? new Uint8Array(gunzipSync(f.bytes)) : f.bytes));
}

function xmlTexts(files: { name: string; bytes: Uint8Array }[]): string[] {
  const decoder = new TextDecoder();
  return xmlBytes(files).map((bytes) => decoder.decode(bytes));
}

/** Decodes as our engine does: 64 KiB slices through a streaming TextDecoder (saxes's best
 * slice too: 90 MB/s against 84 with 1 MiB, measured 2026-11-30). */
const SLICE_BYTES = 1 << 16;

function runSaxes(documents: Uint8Array[]): { urls: number; kept: string[] } {
  let urls = 0;
  const locs: string[] = [];
  for (const bytes of documents) {
    const decoder = new TextDecoder();
    const parser = new SaxesParser();
    let isInLoc = false;
    let loc = '';
    parser.on('opentag', (tag) => {
      if (tag.name !== 'loc') return;
      isInLoc = true;
      loc = '';
    });
    parser.on('text', (t) => {
      if (isInLoc) loc += t;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'loc') {
        isInLoc = false;
        locs.push(loc);
      } else if (tag.name === 'url') urls++;
    });
    for (let at = 0; at < bytes.length; at += SLICE_BYTES)
      parser.write(decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  }
  return { urls, kept: locs };
}

/**
 * sax-wasm (Rust compiled to WebAssembly), with the same least-work handler as saxes: each
 * `<loc>` text collected, the `<url>`s counted. It reads bytes, so it needs no decoder; its
 * event objects live in WebAssembly memory until the next write, so texts are copied out.
 */
async function runSaxWasm(documents: Uint8Array[]): Promise<{ urls: number; kept: string[] }> {
  const { SAXParser, SaxEventType } = await import('sax-wasm');
  const wasm = readFileSync(join(here, '..', 'node_modules', 'sax-wasm', 'lib', 'sax-wasm.wasm'));
  let urls = 0;
  const locs: string[] = [];
  for (const bytes of documents) {
    const parser = new SAXParser(SaxEventType.Text | SaxEventType.OpenTag | SaxEventType.CloseTag);
    await parser.prepareWasm(wasm);
    let isInLoc = false;
    let loc = '';
    parser.eventHandler = (event, detail) => {
      if (event === SaxEventType.Text) {
        if (isInLoc) loc += (detail as { value: string }).value;
        return;
      }
      const name = (detail as { name: string }).name;
      if (event === SaxEventType.OpenTag) {
        if (name === 'loc') {
          isInLoc = true;
          loc = '';
        }
      } else if (name === 'loc') {
        isInLoc = false;
        locs.push(loc);
      } else if (name === 'url') urls++;
    };
    for (let at = 0; at < bytes.length; at += SLICE_BYTES)
      parser.write(bytes.subarray(at, at + SLICE_BYTES));
    parser.end();
  }
  return { urls, kept: locs };
}

/**
 * The main thread's CPU seconds so far, from Linux's /proc/thread-self/stat (utime + stime,
 * in clock ticks of 1/100 s): the process's CPU time adds V8's collector threads, a third to
 * two fifths of a parser's process time. NaN where there is no /proc.
 */
function mainThreadCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The last run's result, kept referenced until the next run ends. */
const keptAlive: unknown[] = [];

function runFastXmlParser(texts: string[]): number {
  let urls = 0;
  const parser = new XMLParser();
  for (const text of texts) {
    const doc = parser.parse(text) as { urlset?: { url?: unknown[] | unknown } };
    const list = doc.urlset?.url;
    urls += Array.isArray(list) ? list.length : list ? 1 : 0;
  }
  return urls;
}

async function runSitemapPackage(texts: string[]): Promise<number> {
  let urls = 0;
  for (const text of texts) {
    if (text.includes('<sitemapindex')) continue;
    urls += (await parseSitemap(Readable.from([text]))).length;
  }
  return urls;
}

async function runCase(engine: Engine, input: InputName): Promise<CaseResult> {
  const files = INPUTS[input].map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(join(dataDir, name))),
  }));
  let best = Infinity;
  let bestCpu = Infinity;
  let bestMainCpu = NaN;
  let cold = NaN;
  let coldCpu = NaN;
  let urls = 0;
  let inflatedBytes = 0;
  let note: string | undefined;
  // The slow parsers run once: a second run of tens of seconds would tell nothing new.
  const isSlow = engine === 'fast-xml-parser' || engine === 'sitemap';
  const warmUps = isSlow ? 0 : 1;
  const runs = isSlow ? 1 : 5;
  for (let run = 0; run < warmUps + runs; run++) {
    // Collected once, before the first run only: a forced collection between runs threw away
    // the optimised code of the byte reader each time ("reason: weak objects" under
    // `--trace-deopt`, the hidden classes of the run before's objects dying with them), so
    // every timed run measured a half-cold engine. The timed runs now follow one another as
    // a worker reads file after file: each pays for the collections its own work calls.
    if (run === 0) (globalThis as { gc?: () => void }).gc?.();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const mainStarted = mainThreadCpuSeconds();
    if (engine.startsWith('ours')) {
      const reader =
        engine === 'ours-bytes' ? 'bytes' : engine === 'ours-current' ? 'current' : undefined;
      const result = await runOurs(files, engine !== 'ours-no-store', reader);
      urls = result.urls;
      inflatedBytes = result.inflatedBytes;
      note = result.note;
      keptAlive[0] = result.kept;
    } else if (engine === 'saxes' || engine === 'sax-wasm') {
      const documents = xmlBytes(files);
      inflatedBytes = documents.reduce((sum, bytes) => sum + bytes.length, 0);
      const result = engine === 'saxes' ? runSaxes(documents) : await runSaxWasm(documents);
      urls = result.urls;
      keptAlive[0] = result.kept;
    } else {
      const texts = xmlTexts(files);
      inflatedBytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
      urls =
        engine === 'fast-xml-parser' ? runFastXmlParser(texts) : await runSitemapPackage(texts);
    }
    const cpu = process.cpuUsage(cpuStarted);
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if (run === 0) {
      cold = seconds;
      coldCpu = cpuSeconds;
    }
    if (run < warmUps) continue;
    best = Math.min(best, seconds);
    if (cpuSeconds < bestCpu) {
      bestCpu = cpuSeconds;
      bestMainCpu = mainThreadCpuSeconds() - mainStarted;
    }
  }
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  return {
    engine,
    input,
    seconds: best,
    cpuSeconds: bestCpu,
    mainCpuSeconds: bestMainCpu,
    coldSeconds: cold,
    coldCpuSeconds: coldCpu,
    inflatedBytes,
    urls,
    peakRssMb,
    ...(note ? { note } : {}),
  };
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

async function main(argv: string[]): Promise<void> {
  const caseArg = argv.indexOf('--case');
  if (caseArg >= 0) {
    const [engine, input] = argv[caseArg + 1].split(':') as [Engine, InputName];
    console.log(JSON.stringify(await runCase(engine, input)));
    return;
  }
  ensureInputs();
  console.log(`inputs in ${dataDir}: ${readdirSync(dataDir).join(', ')}`);
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
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--expose-gc',
          fileURLToPath(import.meta.url),
          '--case',
          `${engine}:${input}`,
        ],
        {
          encoding: 'utf8',
          maxBuffer: 1 << 24,
        },
      );
      const line = child.stdout.trim().split('\n').pop() ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        console.log(
          `  ${engine} on ${input} failed: ${child.stderr.trim().split('\n').slice(-3).join(' | ')}`,
        );
        continue;
      }
      results.push(JSON.parse(line) as CaseResult);
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
  console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
  if (argv.includes('--readers')) return;
  console.log('');
  for (const line of await gzipDecision()) console.log(line);
  const gz = new Uint8Array(readFileSync(join(dataDir, 'urlset-50k.xml.gz')));
  for (const line of await measureGzipInChromium(gz)) console.log(line);
}

await main(process.argv.slice(2));
