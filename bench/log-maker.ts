/**
 * The access logs the logs benches read (made under bench/.generated/, never committed): a
 * crawler mix by share of requests, popular paths often and a long tail rarely, over a given
 * number of distinct paths and days, in the combined format.
 */
import { writeFileSync } from 'node:fs';
import { makeRandom } from '../test/fixtures/generate-fixtures';

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

function pathOf(n: number): string {
  const section = SECTIONS[n % SECTIONS.length]!;
  if (section === 'static') return `/static/app.${n % 40}.js`;
  if (section === 'search') return `/search?q=term-${n % 500}`;
  return `/${section}/page-${n}`;
}

/** The shape of a generated log: how many lines, over how many distinct paths and days. */
export interface LogShape {
  readonly lines: number;
  /** Distinct paths the popular-to-rare draw picks from (the bench's default: 20,000). */
  readonly paths: number;
  /** Days the lines are spread over, evenly (default 7). */
  readonly days: number;
}

export const BENCH_LOG_SHAPE: LogShape = { lines: 1_000_000, paths: 20_000, days: 7 };

/**
 * Writes a combined access log of `shape` to `logPath`, and a sitemap of the first 10,000
 * paths to `sitemapPath`. The same shape always gives the same bytes (a seeded sequence).
 */
export function makeLog(logPath: string, sitemapPath: string, shape: LogShape): void {
  const LINES = shape.lines;
  // A repeatable sequence (mulberry32), so every run reads the same file.
  const next = makeRandom(42);
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
    const t = new Date(start + Math.floor((i / LINES) * shape.days * 86_400_000));
    // Popular pages often, a long tail rarely.
    const n = Math.floor(shape.paths * next() ** 3);
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
