/**
 * `watch` after a run that went wrong: a snapshot left without its fetch log or with one cut
 * short, an unfinished folder, a stamp folder with an impossible or a future date, the lock
 * of a killed run (watch-history-cases.ts). The next run compares with the last whole
 * snapshot, names what it passed over on stderr, and `--fail-on robots-change` fails when
 * robots.txt changed; with no earlier snapshot readable it never calls itself a first run.
 * And two runs at once: the second is refused while the first holds the state folder.
 */
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { snapshotStamp, stampMs } from '../../scripts/watch-stamps';
import { runInspectAsync } from '../cli-run';
import { listenOnLoopback } from './fake-sites';
import { startTableSite, type TableSite } from './option-sites';
import { DAMAGE_CASES, FUTURE } from './watch-history-cases';
import { watchSiteRun } from './watch-site';

let site: TableSite;
let dir = '';
/** A state folder with one whole snapshot, `kept`, of the site's first version. */
let base = '';
let kept = '';
beforeAll(async () => {
  site = await startTableSite();
  dir = mkdtempSync(join(tmpdir(), 'watch-history-'));
  base = join(dir, 'base');
  site.routes = watchSiteRun(site.origin, 1);
  const first = await runInspectAsync(['watch', site.origin, '--state', base]);
  expect(first.status).toBe(0);
  // An hour old, so the cases can put snapshots between it and now.
  kept = snapshotStamp(Date.now() - 60 * 60_000);
  const [made] = readdirSync(join(base, 'snapshots'));
  renameSync(join(base, 'snapshots', made!), join(base, 'snapshots', kept));
}, 120_000);
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

interface WatchJson {
  watch: {
    snapshot: string;
    previous: string | null;
    previousUnreadable: boolean;
    skipped: { snapshot: string; reason: string }[];
    robots: { changed: boolean } | null;
    failOn: { condition: string; isMet: boolean }[];
  };
}

test.each(DAMAGE_CASES)(
  '$name',
  async ({ damage, stderr, comparesWithKept }) => {
    const state = join(dir, `case-${Math.random().toString(36).slice(2)}`);
    cpSync(base, state, { recursive: true });
    const snapshots = join(state, 'snapshots');
    damage(snapshots, kept);
    // robots.txt gains a line since `kept`.
    site.routes = watchSiteRun(site.origin, 3);
    const run = await runInspectAsync([
      ...['watch', site.origin, '--state', state],
      ...['--json', '--fail-on', 'robots-change', '--keep', '1'],
    ]);
    for (const line of stderr)
      if (typeof line === 'string') expect(run.stderr).toContain(line);
      else expect(run.stderr).toMatch(line);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.status).toBe(1);
    const doc = JSON.parse(run.stdout) as WatchJson;
    if (comparesWithKept) {
      expect(doc.watch.previous).toBe(kept);
      expect(doc.watch.robots).toMatchObject({ changed: true });
    } else {
      expect(doc.watch).toMatchObject({ previous: null, previousUnreadable: true, robots: null });
    }
    expect(doc.watch.failOn).toEqual([{ condition: 'robots-change', isMet: true }]);
    // Dated by the clock, never after a future stamp.
    expect(stampMs(doc.watch.snapshot)).toBeLessThanOrEqual(Date.now());
    // --keep 1 leaves the new snapshot and the one it was compared with; nothing unfinished.
    const left = readdirSync(snapshots).filter((name) => name !== FUTURE && stampMs(name));
    expect(left.sort()).toEqual(
      comparesWithKept ? [kept, doc.watch.snapshot] : [doc.watch.snapshot],
    );
    expect(readdirSync(snapshots).filter((name) => name.startsWith('unfinished-'))).toEqual([]);
  },
  120_000,
);

test('a second run while the first holds the state folder is refused (exit 3), fetching nothing', async () => {
  // The site holds robots.txt until released: the first run is then mid-run, lock held.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let robotsAsked = 0;
  let routes: Record<string, string> = {};
  const server = createServer((request, response) => {
    const body = routes[request.url ?? ''];
    const answer = () => {
      if (body === undefined) response.writeHead(404).end();
      else
        response
          .writeHead(200, {
            'content-type': body.startsWith('<') ? 'application/xml' : 'text/plain',
          })
          .end(body);
    };
    if (request.url !== '/robots.txt') answer();
    else {
      robotsAsked += 1;
      void released.then(answer);
    }
  });
  const held = await listenOnLoopback(server);
  routes = watchSiteRun(held.origin, 1);
  const state = join(dir, 'two-at-once');
  try {
    const first = runInspectAsync(['watch', held.origin, '--state', state]);
    await expect.poll(() => robotsAsked, { timeout: 60_000, interval: 50 }).toBe(1);
    const second = await runInspectAsync(['watch', held.origin, '--state', state]);
    expect(second.status).toBe(3);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(
      /is in use by another watch run \(pid \d+ on .+, started .+\): nothing fetched, nothing written\./,
    );
    expect(robotsAsked).toBe(1);
    release();
    const done = await first;
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('First snapshot');
    expect(readdirSync(state).sort()).toEqual(['robots-history.json', 'snapshots']);
  } finally {
    release();
    await held.close();
  }
}, 120_000);
