/**
 * `tsx bench/store.bench.ts` (also run by `npm run bench`): the columnar URL store and its
 * queries on 1,000,000 realistic URLs, side by side with the naive peer (an array of JS
 * objects sorted with Array.prototype.sort and filtered with .filter) in the same run.
 *
 * Targets (issue 4 §5): sort within 500 ms, a filter within 200 ms, store memory within twice
 * the raw URL bytes plus 40 bytes a URL. The URLs are generated here (deterministic PRNG).
 */
import { performance } from 'node:perf_hooks';
import { exportRows } from '../src/core/analysis/export-rows';
import { lastmodStats } from '../src/core/analysis/lastmod-stats';
import { countSections } from '../src/core/analysis/sections';
import { SORT_COLUMNS, type SortColumn } from '../src/core/analysis/url-columns';
import { query, window, type UrlFilter } from '../src/core/analysis/url-query';
import { UrlStore } from '../src/core/analysis/url-store';
import type { UrlEntry } from '../src/core/sitemap/sitemap-entry';
import { makeUrlEntries } from '../test/analysis/make-urls';

const URLS = Number(process.env.STORE_BENCH_URLS ?? 1_000_000);
const FILES = 20;
const gc = (globalThis as { gc?: () => void }).gc;

function time<T>(run: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
}
const fmt = (ms: number): string => `${ms.toFixed(0).padStart(6)} ms`;
const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;
function heapBytes(): number {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

console.log(`Generating ${URLS.toLocaleString('en-US')} URLs in ${FILES} files…`);
const entries: UrlEntry[] = makeUrlEntries(URLS, 42);
const rawBytes = entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.loc), 0);
console.log(`Raw URL bytes: ${mb(rawBytes)} (${(rawBytes / URLS).toFixed(1)} bytes a URL)`);

// ---- our store ------------------------------------------------------------------------
const before = heapBytes();
const store = new UrlStore();
const ingest = time(() => {
  const perFile = Math.ceil(URLS / FILES);
  let duplicates = 0;
  for (let f = 0; f < FILES; f++) {
    const fileId = store.addFile(`export.zip/sitemaps/sitemap-${f + 1}.xml`);
    const end = Math.min(URLS, (f + 1) * perFile);
    for (let i = f * perFile; i < end; i++) {
      const entry = entries[i];
      const codes = Number.isNaN(entry.lastmodMs) && i % 97 === 0 ? ['lastmod-invalid'] : undefined;
      if (store.addUrl(fileId, entry, codes)) duplicates++;
    }
  }
  store.trim();
  return duplicates;
});
const storeHeap = heapBytes() - before;
const budget = 2 * rawBytes + 40 * URLS;
console.log(`\nIngest into UrlStore: ${fmt(ingest.ms)}  (${((URLS / ingest.ms) * 1000).toFixed(0)} URLs/s, ${ingest.result} duplicates)`);
console.log(
  `Store memory: arrays ${mb(store.byteLength)} (${(store.byteLength / URLS).toFixed(1)} B/URL), heap+buffers delta ${mb(storeHeap)}; ` +
    `budget 2×raw+40/URL = ${mb(budget)} → ${store.byteLength <= budget ? 'within' : 'OVER'}`,
);

// ---- the naive peer ---------------------------------------------------------------------
interface NaiveRow {
  loc: string;
  lastmodMs: number;
  changefreq: string | undefined;
  priority: number;
  file: string;
  images: number;
  host: string;
}
const beforeNaive = heapBytes();
const naiveBuild = time(() => {
  const rows: NaiveRow[] = [];
  const perFile = Math.ceil(URLS / FILES);
  for (let i = 0; i < URLS; i++) {
    const e = entries[i];
    // A fresh string per row, as a naive parser would hold (not the generator's shared one).
    const loc = (' ' + e.loc).slice(1);
    rows.push({
      loc,
      lastmodMs: e.lastmodMs,
      changefreq: e.changefreq,
      priority: e.priority,
      file: `sitemap-${Math.floor(i / perFile) + 1}.xml`,
      images: e.images,
      host: new URL(loc).host,
    });
  }
  return rows;
});
const naive = naiveBuild.result;
const naiveHeap = heapBytes() - beforeNaive;
console.log(`Naive peer build:     ${fmt(naiveBuild.ms)}  heap delta ${mb(naiveHeap)} (${(naiveHeap / URLS).toFixed(1)} B/URL)`);

// ---- sorts -------------------------------------------------------------------------------
console.log('\nSort (first sort of a column; later filters reuse it)      ours     naive   ratio');
const naiveSorters: Partial<Record<SortColumn, (a: NaiveRow, b: NaiveRow) => number>> = {
  loc: (a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0),
  lastmod: (a, b) => (Number.isNaN(a.lastmodMs) ? 1 : Number.isNaN(b.lastmodMs) ? -1 : a.lastmodMs - b.lastmodMs),
  priority: (a, b) => (Number.isNaN(a.priority) ? 1 : Number.isNaN(b.priority) ? -1 : a.priority - b.priority),
  file: (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  images: (a, b) => a.images - b.images,
  changefreq: (a, b) => ((a.changefreq ?? '~') < (b.changefreq ?? '~') ? -1 : 1),
};
let worstSort = 0;
for (const column of SORT_COLUMNS) {
  const ours = time(() => query(store, { sort: { column, descending: true }, filter: {} }));
  worstSort = Math.max(worstSort, ours.ms);
  const sorter = naiveSorters[column];
  const peer = sorter ? time(() => naive.slice().sort(sorter)).ms : NaN;
  const ratio = sorter ? `${(peer / ours.ms).toFixed(1)}×` : '';
  console.log(`  ${column.padEnd(12)}${' '.repeat(40)}${fmt(ours.ms)} ${sorter ? fmt(peer) : '         —'}  ${ratio}`);
}
console.log(`  worst: ${worstSort.toFixed(0)} ms (target 500 ms) → ${worstSort <= 500 ? 'met' : 'MISSED'}`);

// ---- filters -----------------------------------------------------------------------------
console.log('\nFilter (sorted by URL)                                      ours     naive   ratio  matched');
const dayMs = 86_400_000;
const from = Date.UTC(2024, 0, 1);
const filters: [string, UrlFilter, (row: NaiveRow) => boolean][] = [
  ['substring "product" (common)', { text: 'product' }, (r) => r.loc.toLowerCase().includes('product')],
  ['substring "wool-socks" (rare)', { text: 'wool-socks' }, (r) => r.loc.toLowerCase().includes('wool-socks')],
  ['substring "/Blog/" (exact case)', { text: '/Blog/' }, (r) => r.loc.includes('/Blog/')],
  ['regex /\\/blog\\/20(19|20)\\//', { text: '/\\/blog\\/20(19|20)\\//' }, (r) => /\/blog\/20(19|20)\//.test(r.loc)],
  ['regex /\\d{6}\\.html$/', { text: '/\\d{6}\\.html$/' }, (r) => /\d{6}\.html$/.test(r.loc)],
  ['host shop.example.com', { hosts: ['shop.example.com'] }, (r) => r.host === 'shop.example.com'],
  ['section www.example.com/blog', { sections: ['www.example.com/blog'] }, (r) => r.host === 'www.example.com' && r.loc.startsWith('https://www.example.com/blog/')],
  ['file sitemap-3.xml', { fileIds: [2] }, (r) => r.file === 'sitemap-3.xml'],
  ['lastmod ≥ 2024-01-01 or none', { lastmodFromMs: from, includeNoLastmod: true }, (r) => !(r.lastmodMs < from)],
  ['lastmod in one week', { lastmodFromMs: from, lastmodToMs: from + 7 * dayMs }, (r) => r.lastmodMs >= from && r.lastmodMs <= from + 7 * dayMs],
  ['problem duplicate-url', { problemCode: 'duplicate-url' }, () => false],
];
query(store, { sort: { column: 'loc' }, filter: {} }); // the sorted order is cached
let worstFilter = 0;
for (const [name, filter, predicate] of filters) {
  const ours = time(() => query(store, { sort: { column: 'loc' }, filter }));
  worstFilter = Math.max(worstFilter, ours.ms);
  const peer = time(() => naive.filter(predicate));
  console.log(
    `  ${name.padEnd(52)}${fmt(ours.ms)} ${fmt(peer.ms)}  ${(peer.ms / ours.ms).toFixed(1).padStart(4)}×  ${ours.result.matched.toLocaleString('en-US')}`,
  );
}
console.log(`  worst: ${worstFilter.toFixed(0)} ms (target 200 ms) → ${worstFilter <= 200 ? 'met' : 'MISSED'}`);

const unsafe = time(() => query(store, { filter: { text: '/(a+)+$/' } }));
console.log(`  unsafe /(a+)+$/ refused in ${unsafe.ms.toFixed(1)} ms: ${unsafe.result.error?.code}`);

// ---- the rest ------------------------------------------------------------------------------
const view = query(store, { sort: { column: 'lastmod', descending: true }, filter: { text: 'product' } });
const win = time(() => window(view, 500_000 % Math.max(1, view.matched), (500_000 % Math.max(1, view.matched)) + 60));
console.log(`\nWindow of 60 rows: ${win.ms.toFixed(2)} ms`);
const sections = time(() => countSections(store, query(store, { filter: {} })));
console.log(`countSections (all rows): ${fmt(sections.ms)}  ${sections.result.sections.length} sections, ${sections.result.hosts.length} hosts`);
const stats = time(() => lastmodStats(store));
console.log(`lastmodStats (all rows):  ${fmt(stats.ms)}  present ${stats.result.present}, distinct ${stats.result.distinct}`);
for (const format of ['csv', 'tsv', 'urls'] as const) {
  const run = time(() => {
    let bytes = 0;
    for (const chunk of exportRows(store, view, format, 10_000)) bytes += chunk.length;
    return bytes;
  });
  console.log(`export ${format.padEnd(4)} of ${view.matched.toLocaleString('en-US')} rows: ${fmt(run.ms)}  ${mb(run.result)}`);
}
const removal = time(() => store.removeFile(0));
console.log(`removeFile (compacts ${store.size.toLocaleString('en-US')} rows): ${fmt(removal.ms)}`);
