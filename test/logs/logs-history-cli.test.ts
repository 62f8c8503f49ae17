/**
 * `inspect --logs … --robots-history FILE` (scripts/inspect-logs.ts) on the combined sample
 * log: GPTBot fetched /blog/post-1 on 1 December 2026 at 09:00 UTC. Under a history whose
 * Disallow of /blog/ was saved that noon, the request is uncertain (the day after a change,
 * RFC 9309 §2.4); saved a month before, it is disallowed under that version; a history of
 * another site is refused with exit 1 and the requests judged under the robots.txt loaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { runInspect } from '../cli-run';
import { rangesDir, samplesDir } from './read-log';

const here = import.meta.dirname;
const dir = join(here, '../.generated/logs-history-cli');
const log = ['--logs', join(samplesDir, 'combined.log')];
const ranges = ['--ranges', join(rangesDir, 'gptbot.json')];
const site = [join(here, 'robots.txt'), join(here, 'sitemap.xml')];

const allowAll = 'User-agent: GPTBot\nAllow: /\n';
const refuseBlog = 'User-agent: GPTBot\nDisallow: /blog/\n';

/** A history file in the page's export format, one site's versions (newest first, as kept). */
function historyFile(name: string, site: string, versions: [string, string][]): string {
  const path = join(dir, name);
  const kept = versions.map(([savedAt, text]) => ({
    savedAtMs: Date.parse(savedAt),
    note: '',
    text,
  }));
  writeFileSync(
    path,
    JSON.stringify({ format: 'robots-txt-history', version: 1, sites: { [site]: kept } }),
  );
  return path;
}

interface Robots {
  version: string;
  history?: { versions: number; from: string; to: string };
  disallowed: Record<
    string,
    {
      requests: number;
      uncertain?: number;
      first: { path: string; line: number; savedAt?: string }[];
    }
  >;
}

function robotsOf(history: string): { status: number | null; robots: Robots; stderr: string } {
  const run = runInspect('--json', ...log, ...ranges, '--robots-history', history, ...site);
  const robots = (JSON.parse(run.stdout) as { logs: { robots: Robots } }).logs.robots;
  return { status: run.status, robots, stderr: run.stderr };
}

beforeAll(() => mkdirSync(dir, { recursive: true }));

test('a change saved the day of the request leaves it uncertain', () => {
  const path = historyFile('same-day.json', 'https://www.example.com', [
    ['2026-12-01T12:00:00Z', refuseBlog],
    ['2026-11-01T00:00:00Z', allowAll],
  ]);
  const { status, robots, stderr } = robotsOf(path);
  expect(stderr).toBe('');
  expect(status).toBe(0);
  expect(robots.version).toBe('history');
  expect(robots.history).toEqual({
    versions: 2,
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-12-01T12:00:00.000Z',
  });
  expect(robots.disallowed.GPTBot).toMatchObject({ requests: 0, uncertain: 1, first: [] });
});

test('a Disallow in force for a month counts the request under its version', () => {
  const path = historyFile('month-before.json', 'www.example.com', [
    ['2026-11-01T00:00:00Z', refuseBlog],
  ]);
  const { status, robots } = robotsOf(path);
  expect(status).toBe(0);
  expect(robots.disallowed.GPTBot).toEqual({
    purpose: 'ai-training',
    group: 'GPTBot',
    requests: 1,
    paths: 1,
    first: [
      {
        path: '/blog/post-1',
        requests: 1,
        line: 2,
        rule: 'Disallow: /blog/',
        savedAt: '2026-11-01T00:00:00.000Z',
      },
    ],
  });
});

test("another site's history is refused, and the robots.txt loaded judges", () => {
  const path = historyFile('other-site.json', 'https://shop.example.org', [
    ['2026-11-01T00:00:00Z', allowAll],
  ]);
  const { status, robots, stderr } = robotsOf(path);
  expect(status).toBe(1);
  expect(stderr).toContain('no version kept for the site of the robots.txt loaded');
  expect(stderr).toContain('https://shop.example.org');
  expect(robots.version).toBe('current');
  expect(robots.disallowed.GPTBot).toMatchObject({ requests: 1 });
});

test('a file that is no history is a usage error', () => {
  const path = join(dir, 'not-history.json');
  writeFileSync(path, '{"format":"something-else"}');
  const run = runInspect(...log, '--robots-history', path, ...site);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('not a robots.txt history');
});
