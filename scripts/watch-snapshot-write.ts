/**
 * How `watch` writes a snapshot so that a run killed, a full disk or a power cut never leaves
 * a half-written one under a snapshot's name: the files and the fetch log go into an
 * unfinished folder beside the snapshots (`DIR/snapshots/unfinished-…`, a name no stamp
 * can have), are flushed to the disk, and only then is the folder renamed to its stamp. A
 * rename within one folder is atomic (POSIX rename(2); MoveFileEx on Windows), so a
 * snapshot's name either holds a whole snapshot or nothing. An unfinished folder found later
 * was left by a run that ended before the rename; the run holding the state folder's lock
 * (watch-lock.ts) removes it.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOTS_FOLDER, snapshotPath } from './watch-state';

/** No dot, and no digit first: never a stamp, never a hidden file. */
const UNFINISHED_PREFIX = 'unfinished-';

/** A new unfinished folder's path for `dir` (not yet made: `--save` makes it). */
export function unfinishedPath(dir: string): string {
  return join(dir, SNAPSHOTS_FOLDER, `${UNFINISHED_PREFIX}${randomBytes(6).toString('hex')}`);
}

/** Removes the unfinished folders that runs left in `dir`; their names. Hold the lock first. */
export function removeUnfinished(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(dir, SNAPSHOTS_FOLDER)).filter((name) =>
      name.startsWith(UNFINISHED_PREFIX),
    );
  } catch {
    return [];
  }
  for (const name of names)
    rmSync(join(dir, SNAPSHOTS_FOLDER, name), { recursive: true, force: true });
  return names;
}

/**
 * Flushes the unfinished folder `from` to the disk and renames it to the snapshot `stamp`.
 * Flushed first: rename(2) promises nothing about when other files' data reach the disk, so
 * after a power cut the name could otherwise stand for files still empty.
 */
export function keepSnapshot(from: string, dir: string, stamp: string): void {
  flushTree(from);
  renameSync(from, snapshotPath(dir, stamp));
  flushFolder(join(dir, SNAPSHOTS_FOLDER));
}

/** Removes an unfinished folder that will not become a snapshot. */
export function dropUnfinished(from: string): void {
  rmSync(from, { recursive: true, force: true });
}

function flushTree(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) flushTree(path);
    else if (entry.isFile()) flushFile(path);
  }
  flushFolder(folder);
}

/** fsync(2); a file that cannot be flushed is not written whole, so the error is thrown. */
function flushFile(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** fsync(2) of a folder, which makes its new names durable where the system allows it. */
function flushFolder(path: string): void {
  try {
    flushFile(path);
  } catch {
    // Windows opens no folder for it (EPERM, EISDIR): the names are as durable as it makes them.
  }
}
