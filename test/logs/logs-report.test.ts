/**
 * `inspect --logs … --report` writes the Crawlers tab's figures into the report and the
 * workbook (src/report/report-logs.ts): requests per crawler as `--json` counts them, the
 * joined crawler against the sitemaps, the AI crawlers' refused requests with their rule, and
 * the logs' problems among the others. No client address of the sample log reaches either
 * file: the `logs` answer holds counts only.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { runInspect } from '../cli-run';
import { readWorkbook } from '../report/read-workbook';
import { samplesDir } from './read-log';

const here = import.meta.dirname;
const dir = join(here, '../.generated/logs-report');
const logPath = join(samplesDir, 'combined.log');
const site = [join(here, 'robots.txt'), join(here, 'sitemap.xml')];
const addresses = [
  ...new Set(
    readFileSync(logPath, 'utf8')
      .split('\n')
      .flatMap((line) => line.split(' ', 1))
      .filter((address) => address !== ''),
  ),
];

interface Crawler {
  requests: number;
}
let crawlers: Record<string, Crawler>;
let problemCodes: string[];
let gptBot: {
  requests: number;
  paths: number;
  first: { path: string; line: number; rule: string }[];
};

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  const run = runInspect('--json', '--logs', logPath, ...site);
  const logs = (
    JSON.parse(run.stdout) as {
      logs: {
        crawlers: Record<string, Crawler>;
        problems: { code: string }[];
        robots: { disallowed: Record<string, typeof gptBot> };
      };
    }
  ).logs;
  crawlers = logs.crawlers;
  gptBot = logs.robots.disallowed.GPTBot!;
  problemCodes = logs.problems.map((problem) => problem.code);
});

test('the HTML report has a Crawlers section with the --json figures, and no address', () => {
  const path = join(dir, 'report.html');
  const run = runInspect('--logs', logPath, '--report', path, ...site);
  expect(run.status).toBe(0);
  const html = readFileSync(path, 'utf8');
  const section = html.slice(html.indexOf('<section id="crawlers">'));
  expect(section).toContain('<h2>What crawlers did</h2>');
  expect(section).toContain('<caption>Requests per crawler</caption>');
  for (const [key, crawler] of Object.entries(crawlers)) {
    const name = key.startsWith('unverified:')
      ? `${key.slice('unverified:'.length)} (not from its operator’s ranges)`
      : key;
    expect(section).toMatch(
      new RegExp(`<th scope="row">${escape(name)}</th><td>[^<]*</td><td>${crawler.requests}</td>`),
    );
  }
  expect(section).toContain(
    `GPTBot: ${gptBot.requests} disallowed requests to ${gptBot.paths} paths`,
  );
  for (const { path, line, rule } of gptBot.first)
    expect(section).toContain(`${path}: line ${line}, ${rule}`);
  // The logs' problems are the report's too, as the page's session has them.
  for (const code of problemCodes) expect(html).toContain(code);
  for (const address of addresses) expect(html).not.toContain(address);
});

test('the workbook has a Crawlers sheet with one row per crawler, and no address', () => {
  const path = join(dir, 'report.xlsx');
  const run = runInspect('--logs', logPath, '--report', path, ...site);
  expect(run.status).toBe(0);
  const sheets = readWorkbook(new Uint8Array(readFileSync(path)));
  const rows = sheets.get('Crawlers')!;
  const header = rows.findIndex((row) => row[0] === 'Crawler');
  expect(header).toBeGreaterThan(0);
  const requests = new Map(
    rows
      .slice(header + 1)
      .filter((row) => typeof row[2] === 'number')
      .map((row) => [row[0], row[2]]),
  );
  expect(requests.size).toBe(Object.keys(crawlers).length);
  expect(requests.get('Googlebot')).toBe(crawlers.Googlebot!.requests);
  const text = JSON.stringify([...sheets.values()]);
  for (const address of addresses) expect(text).not.toContain(address);
});

/** A crawler's name as a pattern of itself (names hold `(`, `.`, `:`). */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
