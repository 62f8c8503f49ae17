/**
 * The engines of the sitemap benchmark (bench/sitemap.bench.ts) and one case of it: an
 * engine on an input, timed in a process of its own (bench/sitemap/run-case.ts), so that
 * peak RSS is its own.
 *
 * `ours` is the whole pipeline into the project's URL store; `ours-no-store` the same with
 * a sink that only counts, to show what the store costs. `ours-bytes` and `ours-current` are
 * `ours` with the sitemap reader chosen: the byte reader (src/core/sitemap/byte-sitemap-reader.ts)
 * or the tokenizer reader (sitemap-reader.ts), side by side in the same run.
 * One untimed warm-up run, then the best of five (the slow parsers: one run, no warm-up); the
 * first run is kept on its own as the cold run (what a one-shot command-line run gets). The
 * heap is collected once, before the first run; each run's result stays referenced until the
 * next one ends, so what it holds is not freed in the middle of the next. Both wall and CPU
 * time are recorded, and the main thread's CPU beside the process's (which adds V8's
 * collector threads).
 *
 * Fairness: every engine starts from the same bytes and its time includes decoding them.
 * saxes gets the same streaming decode as ours (TextDecoder, 64 KiB slices, `stream: true`)
 * and a handler doing the least a sitemap reader must (collect each `<loc>` text, count the
 * `<url>`s); fast-xml-parser and the `sitemap` package need the whole text, decoded at once.
 * The competitors do not validate anything, and get their gzip inflated by native zlib
 * first: the comparison favours them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { XMLParser } from 'fast-xml-parser';
import { parseSitemap } from 'sitemap';
import { defaultReaders } from '../../src/core/ingest/default-readers';
import { ingestFiles } from '../../src/core/ingest/ingest-files';
import { ByteSitemapReader } from '../../src/core/sitemap/byte-sitemap-reader';
import { SitemapReader } from '../../src/core/sitemap/sitemap-reader';
import type { DocumentReaders, IngestSink } from '../../src/core/ingest/ingest-types';
import { UrlStore } from '../../src/core/analysis/url-store';
import type { DocumentId } from '../../src/core/ids';
import { StoreGrowth, type InputGrowth } from '../../src/worker/session/store-growth';
import { DEFAULT_SESSION_LIMITS } from '../../src/worker/session/session-limits';

export const INPUTS = {
  plain: ['urlset-50k.xml'],
  gzip: ['urlset-50k.xml.gz'],
  index: [
    'index-1m/sitemap-index.xml',
    ...Array.from({ length: 20 }, (_, i) => `index-1m/part-${String(i + 1).padStart(2, '0')}.xml`),
  ],
  /** The same index as one archive: only our engine reads archives. */
  'index-zip': ['index-1m.zip'],
  'index-tgz': ['index-1m.tar.gz'],
  /** Every file of the data folder, in name order: the other shapes of input (`--shapes`). */
  folder: [],
} as const;
export const ARCHIVE_INPUTS: readonly string[] = ['index-zip', 'index-tgz'];
export type InputName = keyof typeof INPUTS;
export const ENGINES = [
  'ours',
  'ours-bytes',
  'ours-current',
  'ours-no-store',
  'saxes',
  'sax-wasm',
  'fast-xml-parser',
  'sitemap',
] as const;
export type Engine = (typeof ENGINES)[number];

export interface CaseResult {
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
  const wasm = readFileSync(createRequire(import.meta.url).resolve('sax-wasm/lib/sax-wasm.wasm'));
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

/**
 * One engine on one input (the files of `INPUTS[input]` under `dataDir`, or all of them for
 * `folder`): a warm-up, then the best of five timed runs (see the file comment).
 */
export async function runCase(
  engine: Engine,
  input: InputName,
  dataDir: string,
): Promise<CaseResult> {
  const names = input === 'folder' ? readdirSync(dataDir).sort() : INPUTS[input];
  const files = names.map((name) => ({
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
