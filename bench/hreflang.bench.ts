/**
 * `tsx bench/hreflang.bench.ts` (also run by `npm run bench`): the hreflang analysis across
 * every loaded sitemap at 1,000,000 URLs with five alternates each (clusters of
 * en / ja / zh-cn / de / fr, every URL listing all five, itself included), in 20 urlsets,
 * beside the ingest it follows. Printed: the ingest (`open`: the reader hands the links on
 * beside the rows) beside the ingest of the same URLs without alternates, and their ratio
 * (the aim: at most 1.5), the cluster pass (clusters, return links, codes, conflicts), and
 * the memory of the side table and of the pass.
 *
 * `HREFLANG_BENCH_URLS=200000` for a smaller run. One cluster in 1,000 has a fault (a link
 * not returned), so the problems' path runs too.
 */
import { loadavg } from 'node:os';
import { analyzeHreflang } from '../src/core/hreflang/hreflang-analysis';
import { inspectEntries, type InspectEntry } from '../scripts/inspect-run';
import { heapBytes, mb, measureAsync } from './measure';

const URLS = Number(process.env.HREFLANG_BENCH_URLS ?? 1_000_000);
const FILES = 20;
const LANGUAGES = ['en', 'ja', 'zh-cn', 'de', 'fr'];
const SITE = 'https://www.example.com';
const line = (label: string, { ms, cpuMs }: { ms: number; cpuMs: number }, extra = '') =>
  console.log(
    `${label.padEnd(42)} ${ms.toFixed(0).padStart(7)} ms wall ${cpuMs.toFixed(0).padStart(7)} ms CPU${extra}`,
  );

/** Cluster `c`'s URL in language `l`; cluster `c`'s members are in file `c % FILES`. */
const urlOf = (cluster: number, language: string) => `${SITE}/${language}/page-${cluster}`;

function makeFiles(withAlternates: boolean): Uint8Array[] {
  const clusters = Math.ceil(URLS / LANGUAGES.length);
  const parts: string[][] = Array.from({ length: FILES }, () => []);
  for (let cluster = 0; cluster < clusters; cluster++) {
    const isFaulty = cluster % 1000 === 999;
    for (const [index, language] of LANGUAGES.entries()) {
      const links = (withAlternates ? LANGUAGES : [])
        .filter((other) => !(isFaulty && index === 1 && other === 'en'))
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${urlOf(cluster, other)}"/>`,
        )
        .join('');
      parts[cluster % FILES].push(`<url><loc>${urlOf(cluster, language)}</loc>${links}</url>\n`);
    }
  }
  const encoder = new TextEncoder();
  return parts.map((entries) =>
    encoder.encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        entries.join('') +
        '</urlset>\n',
    ),
  );
}

const files = makeFiles(true);
const totalBytes = files.reduce((sum, file) => sum + file.length, 0);
console.log(
  `${URLS.toLocaleString('en-US')} URLs × ${LANGUAGES.length} alternates in ${FILES} urlsets, ${mb(totalBytes)} of XML`,
);
console.log(`(machine load average now: ${loadavg()[0].toFixed(2)}; wall times grow with it)`);

const entriesOf = (texts: Uint8Array[]): InspectEntry[] =>
  texts.map((bytes, index) => ({
    name: `sitemap-${index}.xml`,
    source: { kind: 'bytes', bytes: bytes.slice().buffer },
  }));
// The same URLs without alternates first; only its times are kept, so it is collected before
// the other is read.
const plain = await (async () => {
  const entries = entriesOf(makeFiles(false));
  const { ms, cpuMs } = await measureAsync(() => inspectEntries(entries));
  return { ms, cpuMs };
})();
line('ingest of the same URLs without alternates', plain);
globalThis.gc?.();
const before = heapBytes();
const entries = entriesOf(files);
const ingest = await measureAsync(() => inspectEntries(entries));
line(
  'ingest with alternates (open)',
  ingest,
  `  (${(ingest.cpuMs / plain.cpuMs).toFixed(2)}× CPU, ${(ingest.ms / plain.ms).toFixed(2)}× wall of without)`,
);
const session = ingest.result.session;
const afterIngest = heapBytes();

const table = session.hreflang.table;
const tableHeap = heapBytes();
const pass = await measureAsync(() => analyzeHreflang(table));
const analysis = pass.result;
const afterPass = heapBytes();
line(
  'cluster pass (analyzeHreflang)',
  pass,
  `  (${analysis.summary.clusters.toLocaleString('en-US')} clusters, ${analysis.summary.faultyClusters.toLocaleString('en-US')} faulty, ${analysis.problems.length.toLocaleString('en-US')} problems)`,
);
console.log(
  `memory: store + session ${mb(afterIngest - before)} after ingest; side table columns ${mb(table.byteLength)} (${table.urls.size.toLocaleString('en-US')} URLs and ${table.codes.size} codes interned); the pass's arrays ${mb(Math.max(0, afterPass - tableHeap))}`,
);
if (analysis.summary.faultyClusters !== Math.floor(Math.ceil(URLS / LANGUAGES.length) / 1000))
  throw new Error(`expected one faulty cluster in 1,000, got ${analysis.summary.faultyClusters}`);
