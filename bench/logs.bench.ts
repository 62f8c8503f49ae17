/**
 * `npm run bench -- logs`: a one-million-line combined access log (made here, under
 * bench/.generated/, never committed: a crawler mix and paths shaped like a real site's)
 * read four ways on the same file in the same run: the installable command line
 * (`sitemap-inspector --logs FILE --json sitemap.xml`, built here first, start-up included),
 * the same through tsx (`npm run inspect`, which compiles the sources as it starts),
 * the core reader alone in this process (log-container.ts → log-tally.ts), and GoAccess
 * (`goaccess FILE --log-format=COMBINED -o report.json`). Each is run once cold (its first
 * run: modules, JIT and tsx's cache cold; the file is in the page cache for all three, since it
 * was just written or read) and twice more; steady is the better of those two. Ratios first,
 * with the machine's load (/proc/loadavg) before and after. docs/benchmarks.md keeps figures.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  openSync,
  readSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { InflateBudget } from '../src/core/archive/inflate-limits';
import { LogFileReader } from '../src/core/logs/log-container';
import { LogTally } from '../src/core/logs/log-tally';
import { mb } from './measure';
import { BENCH_LOG_SHAPE, makeLog } from './log-maker';
import { buildInstallableCli, INSTALLABLE_CLI } from './installable-cli';

const LINES = Number(process.env.LOGS_BENCH_LINES ?? 1_000_000);
const root = join(import.meta.dirname, '..');
const dir = join(root, 'bench/.generated/logs');
const logPath = join(dir, `access-${LINES}.log`);
const sitemapPath = join(dir, 'sitemap.xml');
const goaccess = '/usr/bin/goaccess';

function timed(command: string, args: readonly string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 26,
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}: ${result.stderr.toString().slice(-500)}`,
    );
  return ms;
}

function coreRead(): number {
  const started = performance.now();
  const tally = new LogTally({ isHostKept: true });
  const reader = new LogFileReader(logPath, new InflateBudget(), {
    onRequest: (request) => tally.add(request),
  });
  // As the command line reads it (scripts/inspect-logs.ts): 4 MiB synchronous reads.
  const fd = openSync(logPath, 'r');
  for (let read = 1; read > 0;) {
    const chunk = Buffer.allocUnsafe(4 << 20);
    read = readSync(fd, chunk, 0, chunk.length, null);
    if (read > 0) reader.push(chunk.subarray(0, read));
  }
  closeSync(fd);
  const report = reader.end();
  tally.summary(report.read);
  if (report.read.lines !== LINES) throw new Error(`read ${report.read.lines} lines of ${LINES}`);
  return performance.now() - started;
}

interface Runs {
  cold: number;
  steady: number;
}

async function threeRuns(run: () => number | Promise<number>): Promise<Runs> {
  const cold = await run();
  const steady = Math.min(await run(), await run());
  return { cold, steady };
}

const load = () => readFileSync('/proc/loadavg', 'utf8').trim();

mkdirSync(dir, { recursive: true });
if (!existsSync(logPath) || !existsSync(sitemapPath))
  makeLog(logPath, sitemapPath, { ...BENCH_LOG_SHAPE, lines: LINES });
const size = statSync(logPath).size;
// `npm run inspect` runs the same code as the installable command line through tsx, whose
// start-up compiles the sources on every run.
buildInstallableCli(root);
const logArgs = ['--logs', logPath, '--json', sitemapPath];
const loadBefore = load();
const ours = await threeRuns(() => timed(process.execPath, [INSTALLABLE_CLI, ...logArgs]));
const oursTsx = await threeRuns(() =>
  timed(process.execPath, ['--import', 'tsx', 'scripts/inspect.ts', ...logArgs]),
);
const core = await threeRuns(coreRead);
const theirs = existsSync(goaccess)
  ? await threeRuns(() =>
      timed(goaccess, [logPath, '--log-format=COMBINED', '-o', join(dir, 'goaccess.json')]),
    )
  : undefined;
const loadAfter = load();

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (ms: number) =>
  `${(((LINES / ms) * 1000) / 1e6).toFixed(2)} M lines/s, ${(size / 1048576 / (ms / 1000)).toFixed(0)} MB/s`;
console.log(
  `access log: ${LINES.toLocaleString('en-US')} combined lines, ${mb(size)} (${logPath})`,
);
if (theirs) {
  console.log(
    `ratio GoAccess / sitemap-inspector: cold ${(theirs.cold / ours.cold).toFixed(2)}×, steady ${(theirs.steady / ours.steady).toFixed(2)}×`,
  );
  console.log(
    `ratio GoAccess / our core reader:  cold ${(theirs.cold / core.cold).toFixed(2)}×, steady ${(theirs.steady / core.steady).toFixed(2)}×`,
  );
} else console.log(`GoAccess not found at ${goaccess}: no ratio`);
console.log(
  `  sitemap-inspector --logs --json (installable) cold ${s(ours.cold)}, steady ${s(ours.steady)} (${rate(ours.steady)})`,
);
console.log(
  `  npm run inspect -- --logs --json (tsx)        cold ${s(oursTsx.cold)}, steady ${s(oursTsx.steady)} (${rate(oursTsx.steady)})`,
);
console.log(
  `  core reader in-process                        cold ${s(core.cold)}, steady ${s(core.steady)} (${rate(core.steady)})`,
);
if (theirs)
  console.log(
    `  goaccess -o json                              cold ${s(theirs.cold)}, steady ${s(theirs.steady)} (${rate(theirs.steady)})`,
  );
console.log(
  `load (/proc/loadavg) before: ${loadBefore}; after: ${loadAfter}; ${new Date().toISOString()}`,
);
