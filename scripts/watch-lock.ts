/**
 * The lock on a `watch` state folder: one run at a time reads, writes and prunes it (two at
 * once could each prune the snapshot the other compares with or is writing). The lock is
 * `DIR/watch.lock`, made with an exclusive create (`wx`: O_CREAT | O_EXCL, which fails when
 * the file exists, atomically, POSIX open(2)) and holding the run's pid, host and start time.
 * A lock whose run is gone (same host, no such process) is taken over; one from another host
 * cannot be checked, so it is left for the user to remove.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  fsyncSync,
  linkSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'watch.lock';

/** A lock file left empty or cut this long ago was left by a run killed while writing it. */
const UNWRITTEN_LOCK_STALE_MS = 10_000;

export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** ISO 8601. */
  readonly startedAt: string;
}

export type LockOutcome =
  | {
      readonly ok: true;
      /** Removes the lock (when it is still this run's). */
      readonly release: () => void;
      /** The lock of a run that is gone, taken over. */
      readonly tookOver?: LockHolder | 'unwritten';
    }
  /** Held by a live run (or one on another host); `null`: a lock being written right now. */
  | { readonly ok: false; readonly holder: LockHolder | null };

/** Takes the lock on the state folder `dir` (made when missing). */
export function lockStateFolder(dir: string): LockOutcome {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  if (create(path, me)) return { ok: true, release: held(path, me) };
  const holder = readHolder(path);
  if (!isStale(path, holder)) return { ok: false, holder: holder === 'unwritten' ? null : holder };
  // Two runs may find the same stale lock: each moves it aside under a name of its own first,
  // and only the one that moved the stale lock itself (not a new one) goes on to create.
  const aside = `${path}-${process.pid}-stale`;
  try {
    renameSync(path, aside);
  } catch {
    return { ok: false, holder: null };
  }
  const moved = readHolder(aside);
  if (!isSameHolder(moved, holder)) {
    // A live run's lock was moved: put it back (unless yet another run holds it now).
    try {
      linkSync(aside, path);
    } catch {
      // Someone holds the lock now; theirs stands.
    }
    rmSync(aside, { force: true });
    return { ok: false, holder: moved === 'unwritten' ? null : moved };
  }
  rmSync(aside, { force: true });
  if (create(path, me)) return { ok: true, release: held(path, me), tookOver: holder };
  const now = readHolder(path);
  return { ok: false, holder: now === 'unwritten' ? null : now };
}

/** Creates the lock file holding `me`; false when it exists. */
function create(path: string, me: LockHolder): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'wx');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(descriptor, JSON.stringify(me) + '\n');
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  return true;
}

function readHolder(path: string): LockHolder | 'unwritten' {
  try {
    const read = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder> | null;
    if (
      Number.isSafeInteger(read?.pid) &&
      typeof read?.host === 'string' &&
      typeof read.startedAt === 'string'
    )
      return read as LockHolder;
  } catch {
    // Empty or cut: its run was killed between creating and writing it, or is writing it now.
  }
  return 'unwritten';
}

function isStale(path: string, holder: LockHolder | 'unwritten'): boolean {
  if (holder === 'unwritten') {
    try {
      return Date.now() - statSync(path).mtimeMs > UNWRITTEN_LOCK_STALE_MS;
    } catch {
      return false;
    }
  }
  return holder.host === hostname() && !isAlive(holder.pid);
}

/** Whether process `pid` runs here: signal 0 checks without sending (POSIX kill(2)). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

const isSameHolder = (a: LockHolder | 'unwritten', b: LockHolder | 'unwritten') =>
  a === 'unwritten' || b === 'unwritten'
    ? a === b
    : a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;

function release(path: string, me: LockHolder): void {
  if (isSameHolder(readHolder(path), me)) rmSync(path, { force: true });
}

/**
 * The release of a lock just taken, also run when the process is interrupted (Ctrl-C, a CI
 * job cancelled), then the signal is raised again so the process ends as it would have: a
 * lock from another host cannot be taken over, so it should not be left when avoidable.
 */
function held(path: string, me: LockHolder): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    release(path, me);
    process.kill(process.pid, signal);
  };
  for (const signal of RELEASING_SIGNALS) process.once(signal, onSignal);
  return () => {
    for (const signal of RELEASING_SIGNALS) process.off(signal, onSignal);
    release(path, me);
  };
}

const RELEASING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
