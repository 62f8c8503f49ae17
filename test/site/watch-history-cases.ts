/**
 * What an interrupted, cut or hand-made state folder can hold, as data for
 * test/site/watch-history.test.ts: each case damages a copy of a state folder whose one
 * snapshot (`kept`, an hour old) is whole, and says what the next `watch` run must say on
 * stderr and whether it still compares with `kept`. Runs killed mid-save are simulated by
 * what they leave: a snapshot folder without its log, a log cut short, an unfinished folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { snapshotStamp } from '../../scripts/watch-stamps';

/** Half an hour old: newer than `kept`, older than the run. */
const newer = () => snapshotStamp(Date.now() - 30 * 60_000);
export const FUTURE = '2999-01-01T00-00-00-000Z';
const IMPOSSIBLE = '2026-13-45T99-99-99-999Z';

export interface DamageCase {
  readonly name: string;
  /** Damages `snapshots` (the state folder's snapshots folder); `kept` is its one snapshot. */
  readonly damage: (snapshots: string, kept: string) => void;
  /** On stderr (`STAMP`: the snapshot the damage made newer than `kept`). */
  readonly stderr: readonly (string | RegExp)[];
  /** Whether the run compares with `kept` (else: no earlier snapshot can be read). */
  readonly comparesWithKept: boolean;
}

/** A copy of `kept` as snapshot `stamp`, its fetch log then rewritten by `log`. */
function copyAs(snapshots: string, kept: string, stamp: string, log?: (text: string) => string) {
  cpSync(join(snapshots, kept), join(snapshots, stamp), { recursive: true });
  const path = join(snapshots, stamp, 'fetch-log.json');
  if (log) writeFileSync(path, log(readFileSync(path, 'utf8')));
}

export const DAMAGE_CASES: readonly DamageCase[] = (() => {
  const stamp = newer();
  return [
    {
      name: 'a run killed before its fetch log was written (an older version, no temporary folder)',
      damage: (snapshots, kept) => {
        cpSync(join(snapshots, kept, 'files'), join(snapshots, stamp, 'files'), {
          recursive: true,
        });
      },
      stderr: [`Skipped snapshot ${stamp}: fetch-log.json is missing.`],
      comparesWithKept: true,
    },
    {
      name: 'a fetch log cut short (a disk full, a run killed while writing it)',
      damage: (snapshots, kept) => copyAs(snapshots, kept, stamp, (text) => text.slice(0, 100)),
      stderr: [`Skipped snapshot ${stamp}: fetch-log.json is not valid JSON.`],
      comparesWithKept: true,
    },
    {
      name: 'a fetch log that is JSON but no fetch log',
      damage: (snapshots, kept) => copyAs(snapshots, kept, stamp, () => '{"fetches": 1}'),
      stderr: [`Skipped snapshot ${stamp}: fetch-log.json is not a fetch log.`],
      comparesWithKept: true,
    },
    {
      name: 'a run killed mid-save, its unfinished folder left',
      damage: (snapshots, kept) =>
        cpSync(
          join(snapshots, kept, 'files'),
          join(snapshots, 'unfinished-0123456789ab', 'files'),
          {
            recursive: true,
          },
        ),
      stderr: [
        'Removed snapshots/unfinished-0123456789ab: a snapshot an interrupted run left unfinished.',
      ],
      comparesWithKept: true,
    },
    {
      name: 'a folder named like a stamp with an impossible date',
      damage: (snapshots, kept) => copyAs(snapshots, kept, IMPOSSIBLE),
      stderr: [`Ignored snapshots/${IMPOSSIBLE}: its name is not a possible date.`],
      comparesWithKept: true,
    },
    {
      name: 'a snapshot dated in the future',
      damage: (snapshots, kept) => copyAs(snapshots, kept, FUTURE),
      stderr: [`Ignored snapshots/${FUTURE}: its name is a date later than now.`],
      comparesWithKept: true,
    },
    {
      name: 'the lock of a run killed (its process gone)',
      damage: (snapshots) =>
        writeFileSync(
          join(snapshots, '..', 'watch.lock'),
          JSON.stringify({
            pid: spawnSync(process.execPath, ['-e', '']).pid,
            host: hostname(),
            startedAt: '2026-12-04T09:20:00.000Z',
          }),
        ),
      stderr: [
        /^Took over .*watch\.lock: the run that held it \(pid \d+, started 2026-12-04T09:20:00\.000Z\) is no longer running\.$/m,
      ],
      comparesWithKept: true,
    },
    {
      name: 'the only snapshot with its fetch log cut',
      damage: (snapshots, kept) =>
        writeFileSync(
          join(snapshots, kept, 'fetch-log.json'),
          readFileSync(join(snapshots, kept, 'fetch-log.json'), 'utf8').slice(0, 100),
        ),
      stderr: [
        /^Skipped snapshot [^:]+: fetch-log\.json is not valid JSON\.$/m,
        'No earlier snapshot can be read (1 skipped): nothing compared, and this is not a first run.',
      ],
      comparesWithKept: false,
    },
  ];
})();
