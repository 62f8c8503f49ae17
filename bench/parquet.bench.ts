/**
 * `npm run bench -- parquet`: a million URL rows written as Parquet (src/core/export), beside
 * the CSV export of the same rows in the same run. Prints each one's time and size, and the
 * heap the Parquet writer takes on top of the store: sampled after every row group, so its
 * peak shows whether memory stays flat (one row group) or grows with the rows written.
 *
 * `PARQUET_BENCH_URLS=100000` for a quick run. The URLs are generated (deterministic PRNG).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { exportRows } from '../src/core/analysis/export-rows';
import { query } from '../src/core/analysis/url-query';
import { UrlStore } from '../src/core/analysis/url-store';
import { ChunkWriter } from '../src/core/export/chunk-writer';
import { writeParquetRows } from '../src/core/export/parquet-rows';
import { asDocumentId } from '../src/core/ids';
import { streamUrlEntries } from '../test/analysis/make-urls';
import { mb } from './measure';

const URLS = Number(process.env.PARQUET_BENCH_URLS ?? 1_000_000);
const FILES = 20;
const gc = (globalThis as { gc?: () => void }).gc;
const heapNow = (): number => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
const heapLive = (): number => {
  gc?.();
  return heapNow();
};

function measure(run: () => number): { ms: number; cpuMs: number; bytes: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = run();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes };
}

const store = new UrlStore();
const perFile = Math.ceil(URLS / FILES);
let documentId = asDocumentId(-1);
let i = 0;
for (const entry of streamUrlEntries(URLS, 42)) {
  if (i % perFile === 0)
    documentId = store.addDocument(`export.zip/sitemaps/sitemap-${i / perFile + 1}.xml`);
  store.addUrl(documentId, entry);
  i++;
}
store.trim();
const view = query(store, { filter: {} });
console.log(
  `${URLS.toLocaleString('en-US')} URL rows; load average ${loadavg()[0].toFixed(2)} at the start` +
    (gc ? '' : ' (run with --expose-gc for the heap figures)'),
);

const csv = measure(() => {
  let bytes = 0;
  for (const text of exportRows(store, view, 'csv', 10_000)) bytes += Buffer.byteLength(text);
  return bytes;
});

const live = heapLive();
let peak = live;
const perGroup: number[] = [];
const parquet = measure(() => {
  let bytes = 0;
  const writer = new ChunkWriter((chunk) => (bytes += chunk.byteLength));
  for (const _rows of writeParquetRows(store, view.rows, view.matched, writer)) {
    const heap = heapNow();
    perGroup.push(heap - live);
    peak = Math.max(peak, heap);
  }
  return bytes;
});
const after = heapLive();

const line = (name: string, r: { ms: number; cpuMs: number; bytes: number }) =>
  `${name.padEnd(8)} ${r.ms.toFixed(0).padStart(6)} ms wall ${r.cpuMs.toFixed(0).padStart(6)} ms CPU ${mb(r.bytes).padStart(9)}`;
console.log(line('CSV', csv));
console.log(line('Parquet', parquet));
console.log(
  `Parquet / CSV: ${(parquet.cpuMs / csv.cpuMs).toFixed(2)}× the CPU time, ${(parquet.bytes / csv.bytes).toFixed(2)}× the size`,
);
console.log(
  `Heap over the store after each row group (uncollected garbage included): ${perGroup.map((b) => mb(b)).join(', ')}`,
);
console.log(
  `Peak ${mb(peak - live)} over the store (garbage not yet collected included; ${mb(peak)} in all); ` +
    `${mb(after - live)} left after the file`,
);
console.log(`Load average at the end: ${loadavg()[0].toFixed(2)}`);
