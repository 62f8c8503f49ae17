/**
 * What `watch` finds in `DIR/watch.lock` as data, and whether a run takes the lock, takes it
 * over from a run that is gone, or is refused. `deadPid` is a process that has ended.
 */
import { hostname } from 'node:os';

export type LockResult = 'taken' | 'took over' | 'refused';

const holderText = (pid: number, host = hostname()) =>
  JSON.stringify({ pid, host, startedAt: '2026-12-04T09:20:00.000Z' });

export const LOCK_CASES: readonly {
  readonly name: string;
  /** The lock file's text (null: no lock file). */
  readonly lock: (deadPid: number) => string | null;
  /** How long ago the lock file was last written. */
  readonly ageMs: number;
  readonly result: LockResult;
}[] = [
  { name: 'no lock', lock: () => null, ageMs: 0, result: 'taken' },
  {
    name: 'a run alive on this host',
    lock: () => holderText(process.pid),
    ageMs: 0,
    result: 'refused',
  },
  {
    name: 'a run gone from this host',
    lock: (dead) => holderText(dead),
    ageMs: 0,
    result: 'took over',
  },
  // Its process cannot be looked for: the user is told to remove the lock if that run is over.
  {
    name: 'a run on another host',
    lock: (dead) => holderText(dead, `not-${hostname()}`),
    ageMs: 0,
    result: 'refused',
  },
  // A run creates the file, then writes it: an empty one is a run starting, or one killed then.
  { name: 'an empty lock just made', lock: () => '', ageMs: 0, result: 'refused' },
  { name: 'an empty lock a minute old', lock: () => '', ageMs: 60_000, result: 'took over' },
  { name: 'a cut lock a minute old', lock: () => '{"pid":12', ageMs: 60_000, result: 'took over' },
];
