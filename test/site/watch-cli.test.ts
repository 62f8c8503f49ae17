/**
 * `npm run inspect -- watch URL --state DIR` run three times against a loopback site whose
 * files change between runs (watch-site.ts): the first run keeps a snapshot and says there is
 * nothing to compare; the second says which URLs were added, removed and re-dated, and
 * `--fail-on removed-urls>0` fails it; the third says which robots.txt line changed, the
 * verdicts it flips and the expectation it breaks, `--fail-on` fails it, `--keep 2` prunes,
 * and the robots.txt history is the page's own format.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseHistory } from '../../src/core/robots/robots-history';
import { runInspectAsync } from '../cli-run';
import { startTableSite, type TableSite } from './option-sites';
import { WATCH_EXPECTATIONS, watchSiteRun } from './watch-site';

let site: TableSite;
let dir = '';
let state = '';
let expectFile = '';
beforeAll(async () => {
  site = await startTableSite();
  dir = mkdtempSync(join(tmpdir(), 'watch-'));
  state = join(dir, 'state');
  expectFile = join(dir, 'expect.txt');
  writeFileSync(expectFile, WATCH_EXPECTATIONS);
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const watch = (...args: string[]) =>
  runInspectAsync(['watch', site.origin, '--state', state, '--expect', expectFile, ...args]);

interface WatchJson {
  watch: {
    previous: string | null;
    robots: { changed: boolean } | null;
    urls: {
      added: number;
      removed: number;
      lastmodChanged: number;
      addedFirst: string[];
      removedFirst: string[];
      lastmodChangedFirst: { url: string; before: string; after: string }[];
    } | null;
    failOn: { condition: string; isMet: boolean }[];
  };
}

test('three runs over a changing site: the first keeps, the next two say what changed', async () => {
  site.routes = watchSiteRun(site.origin, 1);
  const first = await watch('--json', '--fail-on', 'robots-change,removed-urls>0');
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  const firstDoc = JSON.parse(first.stdout) as WatchJson;
  expect(firstDoc.watch).toMatchObject({ previous: null, robots: null, urls: null });

  site.routes = watchSiteRun(site.origin, 2);
  const second = await watch('--json', '--fail-on', 'removed-urls>0');
  expect(second.status).toBe(1);
  const secondDoc = JSON.parse(second.stdout) as WatchJson;
  expect(secondDoc.watch.robots).toMatchObject({ changed: false });
  expect(secondDoc.watch.urls).toMatchObject({
    added: 1,
    removed: 1,
    lastmodChanged: 1,
    addedFirst: [`${site.origin}/a/4`],
    removedFirst: [`${site.origin}/a/3`],
    lastmodChangedFirst: [
      {
        url: `${site.origin}/a/2`,
        before: '2026-11-02T00:00:00.000Z',
        after: '2026-12-01T00:00:00.000Z',
      },
    ],
  });
  expect(secondDoc.watch.failOn).toEqual([{ condition: 'removed-urls>0', isMet: true }]);

  site.routes = watchSiteRun(site.origin, 3);
  const third = await watch(
    ...['--markdown', '--keep', '2'],
    ...['--fail-on', 'robots-change', '--fail-on=blocked-expectation'],
  );
  expect(third.status).toBe(1);
  const feed = third.stdout;
  expect(feed).toContain('robots.txt: 0 lines removed, 1 added');
  expect(feed).toContain('+ line 3: `Disallow: /a/`');
  expect(feed).toContain(`Googlebot: \`${site.origin}/a/1\` allowed → blocked (line 3)`);
  expect(feed).toMatch(
    /expectation line 1 \(allow Googlebot `\/a\/1`\): FAILS now, blocked by line 3/,
  );
  expect(feed).toContain(`+ \`${site.origin}/sitemap-c.xml\``);
  expect(feed).toContain(`- \`${site.origin}/sitemap-b.xml\``);
  expect(feed).toContain('--fail-on: met: robots-change, blocked-expectation');

  // --keep 2: the first snapshot is gone; each left is a --save folder.
  const snapshots = readdirSync(join(state, 'snapshots')).sort();
  expect(snapshots).toHaveLength(2);
  for (const stamp of snapshots)
    expect(readdirSync(join(state, 'snapshots', stamp)).sort()).toEqual([
      'fetch-log.json',
      'files',
    ]);
  // The robots.txt history is the page's export: two versions, the newest first.
  const history = parseHistory(readFileSync(join(state, 'robots-history.json'), 'utf8'));
  const versions = history?.[site.origin] ?? [];
  expect(versions.map((version) => version.text.includes('Disallow: /a/'))).toEqual([true, false]);
  expect(versions[0]!.note).toBe('watch: 0 lines removed, 1 added');
}, 120_000);

test.each([
  [['watch', 'http://127.0.0.1:9/'], 'watch needs --state DIR'],
  [['watch', '--state', 'x'], 'watch takes the site'],
  [['watch', 'http://127.0.0.1:9/', '--state', 'x', '--save', 'y'], 'Unknown option --save'],
  [
    ['watch', 'http://127.0.0.1:9/', '--state', 'x', '--fail-on', 'removed-urls>many'],
    '--fail-on takes',
  ],
  [['watch', 'http://127.0.0.1:9/', '--state', 'x', '--keep', '0'], '--keep: expected a positive'],
  [['watch', 'http://127.0.0.1:9/', '--state', 'x', '--json', '--markdown'], 'choose one'],
])('usage error %j exits 2', async (args, message) => {
  const { status, stderr } = await runInspectAsync(args);
  expect(status).toBe(2);
  expect(stderr).toContain(message);
});
