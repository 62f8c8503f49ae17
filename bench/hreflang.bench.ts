/**
 * `tsx bench/hreflang.bench.ts` (also run by `npm run bench`): the hreflang analysis across
 * every loaded sitemap at 1,000,000 URLs with five alternates each (clusters of
 * en / ja / zh-cn / de / fr, every URL listing all five, itself included), in 20 urlsets,
 * beside the ingest it follows.
 *
 * Printed for the same URLs without alternates and with them, and their ratio (the aim: at
 * most 1.5; the XML with alternates is five times larger): the `open` (read, store, the
 * reader handing the links on beside the rows into the alternate table), the reports after
 * it (as the command line prints them: with alternates they count the hreflang problems, so
 * the first cluster pass runs there), and both together. Then the cluster pass
 * (analyzeHreflang: clusters, return links, codes, conflicts) alone, run again on the
 * table, and the memory of the side table and of the pass. Last, saxes alone over the same
 * bytes with and without alternates: the floor of that ratio for any reader.
 *
 * Both kinds are read once at a twentieth of the size first, so neither measured run pays
 * for compiling the reader. The run without alternates is measured first and let go (its
 * garbage collected before the other); the run with them is kept alive, for its memory.
 *
 * `HREFLANG_BENCH_URLS=200000` for a smaller run. One cluster in 1,000 has a fault (a link
 * not returned), so the problems' path runs too.
 */
import { loadavg } from 'node:os';
import { analyzeHreflang } from '../src/core/hreflang/hreflang-analysis';
import { documentsOf, inspectEntries, type InspectEntry } from '../scripts/inspect-run';
import { heapBytes, mb, measureAsync } from './measure';
import { PARSER_RUNNERS } from './parser-runners';

const URLS = Number(process.env.HREFLANG_BENCH_URLS ?? 1_000_000);
const WARM_UP_URLS = Math.ceil(URLS / 20);
const FILES = 20;
const LANGUAGES = ['en', 'ja', 'zh-cn', 'de', 'fr'];
const SITE = 'https://www.example.com';
const line = (label: string, { ms, cpuMs }: { ms: number; cpuMs: number }, extra = '') =>
  console.log(
    `${label.padEnd(46)} ${ms.toFixed(0).padStart(7)} ms wall ${cpuMs.toFixed(0).padStart(7)} ms CPU${extra}`,
  );

/** Cluster `c`'s URL in language `l`; cluster `c`'s members are in file `c % FILES`. */
const urlOf = (cluster: number, language: string) => `${SITE}/${language}/page-${cluster}`;

function makeFiles(withAlternates: boolean, urls = URLS): Uint8Array[] {
  const clusters = Math.ceil(urls / LANGUAGES.length);
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

/** The open, then the reports, each timed; the reports' run (and its session) returned. */
async function ingest(texts: Uint8Array[]) {
  const entries = entriesOf(texts);
  const open = await measureAsync(() => inspectEntries(entries));
  const reports = await measureAsync(async () => documentsOf(open.result));
  const total = { ms: open.ms + reports.ms, cpuMs: open.cpuMs + reports.cpuMs };
  return { open, reports, total, run: open.result };
}

for (const hasAlternates of [false, true]) await ingest(makeFiles(hasAlternates, WARM_UP_URLS));
globalThis.gc?.();
// Only the times of the run without alternates are kept: it is collected before the other.
const plain = await (async () => {
  const { open, reports, total } = await ingest(makeFiles(false));
  return { open, reports, total };
})();
globalThis.gc?.();
const before = heapBytes();
const withAlternates = await ingest(files);
const ratio = (phase: 'open' | 'reports' | 'total') =>
  `  (${(withAlternates[phase].cpuMs / plain[phase].cpuMs).toFixed(2)}× CPU, ${(withAlternates[phase].ms / plain[phase].ms).toFixed(2)}× wall of without)`;
line('without alternates: open', plain.open);
line('without alternates: reports', plain.reports);
line('without alternates: open + reports', plain.total);
line('with alternates: open', withAlternates.open, ratio('open'));
line('with alternates: reports (first cluster pass)', withAlternates.reports, ratio('reports'));
line('with alternates: open + reports', withAlternates.total, ratio('total'));
const session = withAlternates.run.session;
const afterIngest = heapBytes();

const table = session.hreflang.table;
const tableHeap = heapBytes();
const pass = await measureAsync(() => analyzeHreflang(table));
const analysis = pass.result;
const afterPass = heapBytes();
line(
  'cluster pass alone (analyzeHreflang, again)',
  pass,
  `  (${analysis.summary.clusters.toLocaleString('en-US')} clusters, ${analysis.summary.faultyClusters.toLocaleString('en-US')} faulty, ${analysis.problems.length.toLocaleString('en-US')} problems)`,
);
console.log(
  `memory: store + session ${mb(afterIngest - before)} after ingest; side table ${mb(table.byteLength)} (columns and interned texts, ${table.urls.size.toLocaleString('en-US')} URLs and ${table.codes.size} codes interned); the pass's arrays ${mb(Math.max(0, afterPass - tableHeap))}`,
);
if (analysis.summary.faultyClusters !== Math.floor(Math.ceil(URLS / LANGUAGES.length) / 1000))
  throw new Error(`expected one faulty cluster in 1,000, got ${analysis.summary.faultyClusters}`);

// The floor any reader has here: saxes alone (empty handlers, the same 64 KiB decoding) over
// the same bytes, with and without alternates. The XML is five times larger, so a ratio of
// the ingests under this one would mean reading less than a tokenizer does.
const saxes = (texts: Uint8Array[]) =>
  measureAsync(async () => texts.reduce((sum, text) => sum + PARSER_RUNNERS.saxes(text), 0));
const saxesWithout = await saxes(makeFiles(false));
const saxesWith = await saxes(files);
line('saxes alone, without alternates', saxesWithout);
line(
  'saxes alone, with alternates',
  saxesWith,
  `  (${(saxesWith.cpuMs / saxesWithout.cpuMs).toFixed(2)}× CPU of without; the ingest with alternates is ${(withAlternates.total.cpuMs / saxesWith.cpuMs).toFixed(2)}× this)`,
);
