/**
 * `npm run bench -- logs`: a one-million-line combined access log (made here, under
 * bench/.generated/, never committed: a crawler mix and paths shaped like a real site's)
 * read three ways on the same file in the same run: our command line
 * (`node --import tsx scripts/inspect.ts --logs FILE --json sitemap.xml`, start-up included),
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
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { InflateBudget } from '../src/core/archive/inflate-limits';
import { LogFileReader } from '../src/core/logs/log-container';
import { LogTally } from '../src/core/logs/log-tally';
import { mb } from './measure';

const LINES = Number(process.env.LOGS_BENCH_LINES ?? 1_000_000);
const root = join(import.meta.dirname, '..');
const dir = join(root, 'bench/.generated/logs');
const logPath = join(dir, `access-${LINES}.log`);
const sitemapPath = join(dir, 'sitemap.xml');
const goaccess = '/usr/bin/goaccess';

/** User agents by share of requests, the operators' documented strings (test/logs/samples/). */
const AGENTS: readonly [number, string, string][] = [
  [
    0.42,
    '203.0.113.',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/144.0.0.0 Safari/537.36',
  ],
  [
    0.08,
    '198.51.100.',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ],
  [
    0.2,
    '192.0.2.',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/144.0.7559.132 Safari/537.36',
  ],
  [
    0.05,
    '192.0.2.',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/144.0.7559.132 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ],
  [
    0.07,
    '203.0.113.',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/144.0.7559.132 Safari/537.36 Edg/144.0.3719.92',
  ],
  [
    0.05,
    '198.51.100.',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.3; +https://openai.com/gptbot',
  ],
  [
    0.03,
    '198.51.100.',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  ],
  [0.04, '198.51.100.', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
  [0.03, '198.51.100.', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
  [0.03, '192.0.2.', 'Googlebot-Image/1.0'],
];
const SECTIONS = ['blog', 'products', 'docs', 'news', 'category', 'tag', 'search', 'static'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A repeatable pseudo-random sequence (mulberry32), so every run reads the same file. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pathOf(n: number): string {
  const section = SECTIONS[n % SECTIONS.length]!;
  if (section === 'static') return `/static/app.${n % 40}.js`;
  if (section === 'search') return `/search?q=term-${n % 500}`;
  return `/${section}/page-${n}`;
}

function makeLog(): void {
  const next = random(42);
  const start = Date.UTC(2026, 10, 24);
  const out: string[] = [];
  let text = '';
  const pad = (n: number) => String(n).padStart(2, '0');
  writeFileSync(logPath, '');
  for (let i = 0; i < LINES; i++) {
    let pick = next();
    let agent = AGENTS[0]!;
    for (const candidate of AGENTS) {
      agent = candidate;
      if ((pick -= candidate[0]) < 0) break;
    }
    const t = new Date(start + Math.floor((i / LINES) * 7 * 86_400_000));
    // Popular pages often, a long tail rarely: 20,000 distinct paths.
    const n = Math.floor(20_000 * next() ** 3);
    const roll = next();
    const isRobots = agent[0] < 0.4 && roll < 0.01;
    const path = isRobots ? '/robots.txt' : pathOf(n);
    const status = roll > 0.97 ? 404 : roll > 0.95 ? 301 : 200;
    const stamp = `${pad(t.getUTCDate())}/${MONTHS[t.getUTCMonth()]}/${t.getUTCFullYear()}:${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())} +0000`;
    const ip = `${agent[1]}${1 + Math.floor(next() * 250)}`;
    const referer = agent[0] > 0.4 ? `"https://www.example.com${pathOf(n + 1)}"` : '"-"';
    text += `${ip} - - [${stamp}] "GET ${path} HTTP/1.1" ${status} ${status === 301 ? '-' : 1000 + (n % 40_000)} ${referer} "${agent[2]}"\n`;
    if (text.length > 1 << 20) {
      out.push(text);
      text = '';
      writeFileSync(logPath, out.join(''), { flag: 'a' });
      out.length = 0;
    }
  }
  writeFileSync(logPath, text, { flag: 'a' });
  const urls = Array.from({ length: 10_000 }, (_, n) => pathOf(n))
    .filter((path) => !path.startsWith('/static') && !path.startsWith('/search'))
    .map(
      (path) => `<url><loc>https://www.example.com${path}</loc><lastmod>2026-11-28</lastmod></url>`,
    );
  writeFileSync(
    sitemapPath,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
}

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
if (!existsSync(logPath) || !existsSync(sitemapPath)) makeLog();
const size = statSync(logPath).size;
const loadBefore = load();
const ours = await threeRuns(() =>
  timed(process.execPath, [
    '--import',
    'tsx',
    'scripts/inspect.ts',
    '--logs',
    logPath,
    '--json',
    sitemapPath,
  ]),
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
    `ratio GoAccess / our command line: cold ${(theirs.cold / ours.cold).toFixed(2)}×, steady ${(theirs.steady / ours.steady).toFixed(2)}×`,
  );
  console.log(
    `ratio GoAccess / our core reader:  cold ${(theirs.cold / core.cold).toFixed(2)}×, steady ${(theirs.steady / core.steady).toFixed(2)}×`,
  );
} else console.log(`GoAccess not found at ${goaccess}: no ratio`);
console.log(
  `  inspect --logs --json   cold ${s(ours.cold)}, steady ${s(ours.steady)} (${rate(ours.steady)})`,
);
console.log(
  `  core reader in-process  cold ${s(core.cold)}, steady ${s(core.steady)} (${rate(core.steady)})`,
);
if (theirs)
  console.log(
    `  goaccess -o json        cold ${s(theirs.cold)}, steady ${s(theirs.steady)} (${rate(theirs.steady)})`,
  );
console.log(
  `load (/proc/loadavg) before: ${loadBefore}; after: ${loadAfter}; ${new Date().toISOString()}`,
);
