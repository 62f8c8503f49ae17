/**
 * `npm run bench -- logs-memory`: the command line's peak memory reading an access log as the
 * lines grow tenfold over the same distinct paths and days (the aim: ten million lines
 * within 1.2× the memory of one million). The tally keeps per crawler, per (crawler, path) and
 * per day, so only the distinct paths, crawlers and days should move it, never the lines.
 *
 * Two shapes (bench/log-maker.ts): the logs bench's own (20,000 paths over 7 days) and a long
 * tail (200,000 paths over 30 days, so a path is fetched on several days and the per-day pairs
 * that judge a robots.txt history are kept). Each log is run once through
 * `node --import tsx scripts/inspect.ts --logs FILE --json sitemap.xml` under GNU time, whose
 * maximum resident set size is the peak of the whole process (start-up included). Load is
 * printed beside: memory does not depend on it, time does. The ten-million-line logs are
 * about 2 GB each; they are kept under bench/.generated/ for the next run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeLog, type LogShape } from './log-maker';
import { mb } from './measure';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'bench/.generated/logs');
const BASE_LINES = Number(process.env.LOGS_BENCH_LINES ?? 1_000_000);

const SHAPES: readonly { name: string; paths: number; days: number }[] = [
  { name: 'bench', paths: 20_000, days: 7 },
  { name: 'long-tail', paths: 200_000, days: 30 },
];

interface Peak {
  kib: number;
  seconds: number;
}

/** The command line on one log, under GNU time: its peak resident set and wall time. */
function peakOf(logPath: string, sitemapPath: string): Peak {
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'peak-kib=%M wall=%e',
      process.execPath,
      '--import',
      'tsx',
      'scripts/inspect.ts',
      '--logs',
      logPath,
      '--json',
      sitemapPath,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 },
  );
  const stderr = result.stderr.toString();
  const found = /peak-kib=(\d+) wall=([\d.]+)/.exec(stderr);
  if (result.status !== 0 || !found)
    throw new Error(`inspect --logs ${logPath} exited ${result.status}: ${stderr.slice(-500)}`);
  return { kib: Number(found[1]), seconds: Number(found[2]) };
}

function logOf(shape: LogShape, name: string): { logPath: string; sitemapPath: string } {
  const logPath = join(dir, `memory-${name}-${shape.lines}.log`);
  const sitemapPath = join(dir, `memory-${name}-sitemap.xml`);
  if (!existsSync(logPath) || !existsSync(sitemapPath)) makeLog(logPath, sitemapPath, shape);
  return { logPath, sitemapPath };
}

const load = () => readFileSync('/proc/loadavg', 'utf8').trim();

mkdirSync(dir, { recursive: true });
console.log(
  `peak RSS of inspect --logs --json, ${BASE_LINES.toLocaleString('en-US')} lines and ten times as many`,
);
for (const { name, paths, days } of SHAPES) {
  const small = logOf({ lines: BASE_LINES, paths, days }, name);
  const large = logOf({ lines: BASE_LINES * 10, paths, days }, name);
  const loadBefore = load();
  const one = peakOf(small.logPath, small.sitemapPath);
  const ten = peakOf(large.logPath, large.sitemapPath);
  console.log(
    `${name} (${paths.toLocaleString('en-US')} paths, ${days} days): ratio ${(ten.kib / one.kib).toFixed(2)}× ` +
      `(aim ≤ 1.2×); ${BASE_LINES.toLocaleString('en-US')} lines (${mb(statSync(small.logPath).size)}) ` +
      `${(one.kib / 1024).toFixed(1)} MiB in ${one.seconds} s, ` +
      `${(BASE_LINES * 10).toLocaleString('en-US')} lines (${mb(statSync(large.logPath).size)}) ` +
      `${(ten.kib / 1024).toFixed(1)} MiB in ${ten.seconds} s; load before ${loadBefore}, after ${load()}`,
  );
}
console.log(new Date().toISOString());
