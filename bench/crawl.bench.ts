/**
 * `tsx bench/crawl.bench.ts` (also run by `npm run bench`): a Screaming Frog-shaped crawl
 * export of 1,000,000 rows (`CRAWL_BENCH_ROWS` for another size) read by the crawl reader
 * in 1 MiB slices, as the worker reads an uploaded file, and joined against as many sitemap
 * URLs (90% of them crawled). Reports wall and CPU time and the heap the table keeps.
 */
import { performance } from 'node:perf_hooks';
import { CrawlFile } from '../src/core/crawl/crawl-file';
import { joinCrawl } from '../src/core/crawl/crawl-join';
import { csvCell, SF_HEADER } from '../test/crawl/make-crawl';
import { heapBytes, mb } from './measure';

const ROWS = Number(process.env.CRAWL_BENCH_ROWS ?? 1_000_000);
const encoder = new TextEncoder();

function url(i: number): string {
  return `https://www.example.com/section-${i % 50}/page-${i}`;
}

/** The export as 1 MiB chunks of bytes, made ahead so that making them is not timed. */
function makeChunks(): { chunks: Uint8Array[]; bytes: number } {
  const chunks: Uint8Array[] = [];
  let text = SF_HEADER.map((cell) => csvCell(cell)).join(',') + '\r\n';
  let bytes = 0;
  for (let i = 0; i < ROWS; i++) {
    const status = i % 40 === 0 ? '404' : '200';
    const cells = [
      url(i),
      'text/html; charset=UTF-8',
      status,
      status === '200' ? 'OK' : 'Not Found',
      status === '200' ? 'Indexable' : 'Non-Indexable',
      status === '200' ? '' : 'Client Error',
      `Page ${i}, a title`,
      '',
      '',
      status === '200' ? url(i) : '',
      '',
    ];
    text += cells.map((cell) => csvCell(cell)).join(',') + '\r\n';
    if (text.length >= 1 << 20) {
      const chunk = encoder.encode(text);
      chunks.push(chunk);
      bytes += chunk.length;
      text = '';
    }
  }
  const last = encoder.encode(text);
  chunks.push(last);
  return { chunks, bytes: bytes + last.length };
}

const { chunks, bytes } = makeChunks();
const sitemap = Array.from({ length: ROWS }, (_, i) =>
  i % 10 === 9 ? `${url(i)}/elsewhere` : url(i),
);
const heapBefore = heapBytes();
const cpu = process.cpuUsage();
let started = performance.now();
const file = new CrawlFile();
for (const chunk of chunks) file.push(chunk);
file.end();
const readMs = performance.now() - started;
const readCpu = process.cpuUsage(cpu);
const heapTable = heapBytes() - heapBefore;
started = performance.now();
const coverage = joinCrawl(
  { size: sitemap.length, loc: (row) => sitemap[row]!, documentOf: () => 0 },
  file.table,
);
const joinMs = performance.now() - started;

console.log(`crawl export: ${ROWS.toLocaleString('en-US')} rows, ${mb(bytes)}`);
console.log(
  `  read   ${readMs.toFixed(0).padStart(6)} ms (${((readCpu.user + readCpu.system) / 1000).toFixed(0)} ms CPU), ${(bytes / 1048576 / (readMs / 1000)).toFixed(1)} MB/s`,
);
console.log(
  `  join   ${joinMs.toFixed(0).padStart(6)} ms against ${sitemap.length.toLocaleString('en-US')} sitemap URLs`,
);
console.log(`  table  ${mb(heapTable)} of heap (${(heapTable / ROWS).toFixed(0)} bytes a row)`);
console.log(
  `  sitemapNotCrawled ${coverage.sitemapNotCrawled}, crawledNotInSitemaps ${coverage.crawledNotInSitemaps}, sitemapNonIndexable ${coverage.sitemapNonIndexable}`,
);
if (file.rows !== ROWS) {
  console.error(`expected ${ROWS} rows, read ${file.rows}`);
  process.exit(1);
}
