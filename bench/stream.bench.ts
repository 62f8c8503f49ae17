/**
 * `npm run bench -- stream`: the streamed export (`inspect --rows OUT.parquet --stream`) on a
 * site too large for the URL store: 10,000,000 URLs in 200 gzipped sitemaps and an index, with
 * duplicates planted across files, in one of five shapes (`STREAM_BENCH_SHAPE=bench`, the
 * default, `lastmod`, `extensions`, `duplicates` or `problems`: bench/stream/make-site.ts,
 * written once under bench/.generated/). The command runs as a child process, as a user runs it; printed: its
 * wall and CPU time, its peak resident set size (getrusage at exit, and /proc/PID/status
 * VmHWM polled), the machine's load (`uptime`), and a check of the file: its rows, and the
 * URLs it marks as listed twice against those planted. The aim: a peak under 300 MB.
 *
 * The command measured is the installable one (`npx sitemap-inspector`: `cli/`, bundled into
 * one file by vite.cli.config.ts, built here first), as a user runs it;
 * `STREAM_BENCH_CLI=tsx` measures the repository's `npm run inspect` instead (tsx and the
 * modules it compiles hold about 60 MB more before any file is read).
 * `STREAM_BENCH_URLS=200000 STREAM_BENCH_FILES=4` for a quick run (other files, same checks).
 */
import { buildInstallableCli, INSTALLABLE_CLI } from './installable-cli';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parquetMetadataAsync, parquetRead, asyncBufferFromFile } from 'hyparquet';
import { isShapeName, makeSite, SHAPES } from './stream/make-site';
import { mb } from './measure';

const URLS = Number(process.env.STREAM_BENCH_URLS ?? 10_000_000);
const FILES = Number(process.env.STREAM_BENCH_FILES ?? 200);
const SHAPE = process.env.STREAM_BENCH_SHAPE ?? 'bench';
if (!isShapeName(SHAPE))
  throw new Error(`STREAM_BENCH_SHAPE: one of ${Object.keys(SHAPES).join(', ')}, not ${SHAPE}`);
/** The aim for the child's peak resident set size: 300 MB (of 10⁶ bytes). */
const TARGET_BYTES = 300 * 1000 * 1000;
/** Bytes as the docs give them, in MB of 10⁶ bytes, and in MiB. */
const both = (bytes: number) =>
  `${(bytes / 1e6).toFixed(1)} MB (${mb(bytes).replace(' MB', ' MiB')})`;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'bench', '.generated', `stream-${SHAPE}-${URLS}-${FILES}`);
/**
 * Imported into the measured child: on exit it prints the process's peak resident set size and
 * CPU time on stderr. getrusage's ru_maxrss (kB on Linux) is exact where a poll of
 * /proc/PID/status can miss the last moments. A data: URL, so that the installable command
 * line runs without tsx.
 */
const PEAK_ON_EXIT = `data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => { const cpu = process.cpuUsage(); process.stderr.write(`\\nmeasured: peak-rss-kb ${process.resourceUsage().maxRSS} cpu-ms ${Math.round((cpu.user + cpu.system) / 1000)}\\n`); });",
)}`;
const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();

console.log(`Generating (once) under ${dir} …`);
const generating = performance.now();
const site = makeSite(dir, { urls: URLS, files: FILES, shape: SHAPE });
const planted = site.duplicates;
console.log(
  `${URLS.toLocaleString('en-US')} URLs in ${FILES} gzipped sitemaps and an index, ` +
    `shape ${SHAPE} (${SHAPES[SHAPE]}): ` +
    `${mb(site.gzipBytes)} gzip, ${mb(site.inflatedBytes)} inflated, ${planted.toLocaleString('en-US')} ` +
    `planted duplicates (${((performance.now() - generating) / 1000).toFixed(0)} s)`,
);

const out = join(dir, 'rows.parquet');
const isRepositoryCli = process.env.STREAM_BENCH_CLI === 'tsx';
if (!isRepositoryCli) buildInstallableCli(root);
const command = isRepositoryCli
  ? ['--import', 'tsx', '--import', PEAK_ON_EXIT, 'scripts/inspect.ts']
  : ['--import', PEAK_ON_EXIT, INSTALLABLE_CLI];
const args = [
  ...command,
  '--rows',
  out,
  '--stream',
  // The session's 1 GiB of inflated bytes is about 5 million of these URLs.
  `--max-inflated-bytes=${site.inflatedBytes * 2}`,
  // Named from the repository's root: the rows' `file` column reads so.
  ...site.paths.map((path) => relative(root, path)),
];
console.log(
  isRepositoryCli
    ? 'Measuring npm run inspect (tsx)'
    : 'Measuring the installable command line (cli/dist)',
);
console.log(`Before: ${uptime()}`);
const started = performance.now();
const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
let stdout = '';
let stderr = '';
child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
let polledKb = 0;
const poll = setInterval(() => {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    polledKb = Math.max(polledKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  } catch {
    // Gone: the exit hook's figure stands.
  }
}, 200);
const status = await new Promise<number | null>((done) => child.on('close', done));
clearInterval(poll);
const wallMs = performance.now() - started;
console.log(`After:  ${uptime()}`);
if (status !== 0 && status !== 1) {
  console.error(stderr);
  throw new Error(`inspect exited with ${status}`);
}

const measured = /measured: peak-rss-kb (\d+) cpu-ms (\d+)/.exec(stderr);
const peakBytes = Number(measured?.[1] ?? 0) * 1024;
const cpuMs = Number(measured?.[2] ?? 0);
console.log(stderr.split('\n').find((line) => line.startsWith('Wrote')) ?? stderr);
console.log(stdout.trim().split('\n').at(-1));
console.log(
  `--stream: ${(wallMs / 1000).toFixed(1)} s wall, ${(cpuMs / 1000).toFixed(1)} s CPU, ` +
    `peak RSS ${both(peakBytes)} (VmHWM polled: ${both(polledKb * 1024)}), ` +
    `Parquet ${both(statSync(out).size)}; aim under ${both(TARGET_BYTES)}: ${peakBytes < TARGET_BYTES ? 'met' : 'NOT met'}`,
);

// The file, read back a row group at a time: its rows, and the URLs it counts twice.
const file = await asyncBufferFromFile(out);
const metadata = await parquetMetadataAsync(file);
let listedTwice = 0;
let rows = 0;
for (const group of metadata.row_groups) {
  const rowStart = rows;
  rows += Number(group.num_rows);
  await parquetRead({
    file,
    metadata,
    columns: ['occurrences'],
    rowStart,
    rowEnd: rows,
    onChunk: ({ columnData }) => {
      for (const occurrences of columnData) if (Number(occurrences) === 2) listedTwice++;
    },
  });
}
console.log(
  `Check: ${rows.toLocaleString('en-US')} rows (of ${URLS.toLocaleString('en-US')}); ` +
    `${listedTwice.toLocaleString('en-US')} rows of a URL listed twice (planted: ` +
    `${planted.toLocaleString('en-US')} × 2)${rows === URLS && listedTwice === planted * 2 ? '' : ' — MISMATCH'}`,
);
