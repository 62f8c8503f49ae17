/**
 * The state folder of `watch` (`--state DIR`): one dated snapshot a run, each in the layout
 * `--save` writes (`DIR/snapshots/STAMP/files/…` and `…/fetch-log.json`, so any snapshot
 * uploads into the page as it is), and the robots.txt history in the page's own export format
 * (`DIR/robots-history.json`, importable in the workbench). Only folders named as this module
 * names them are read or pruned: anything else in DIR is left alone.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFetchLog } from '../src/core/site/fetch-log';
import {
  addVersion,
  historyJson,
  parseHistory,
  type RobotsHistory,
} from '../src/ui/robots-workbench/robots-history';

export const SNAPSHOTS_FOLDER = 'snapshots';
export const ROBOTS_HISTORY_FILE = 'robots-history.json';

/** `2026-12-04T09-20-00-000Z`: an ISO 8601 instant with `-` for `:` and `.`, which sorts by time. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** The folder name of a snapshot taken at `ms`. */
export function snapshotStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

/** When the snapshot named `stamp` was taken, ms since the epoch. */
export function stampMs(stamp: string): number {
  const [date, time] = stamp.split('T') as [string, string];
  const [h, m, s, ms] = time.slice(0, -1).split('-');
  return Date.parse(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/** The snapshots kept in `dir`, oldest first. */
export function snapshotsIn(dir: string): string[] {
  const folder = join(dir, SNAPSHOTS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && STAMP.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export function snapshotPath(dir: string, stamp: string): string {
  return join(dir, SNAPSHOTS_FOLDER, stamp);
}

/** A stamp for now, later than every kept one (two runs in one millisecond, a clock set back). */
export function nextStamp(dir: string, nowMs: number): string {
  const newest = snapshotsIn(dir).at(-1);
  const after = newest === undefined ? -Infinity : stampMs(newest) + 1;
  return snapshotStamp(Math.max(nowMs, after));
}

/** Removes all but the newest `keep` snapshots; the stamps removed. */
export function pruneSnapshots(dir: string, keep: number): string[] {
  const all = snapshotsIn(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const stamp of removed) rmSync(snapshotPath(dir, stamp), { recursive: true, force: true });
  return removed;
}

/** What a kept snapshot's fetch log says: its raw records, and the saved name of each URL. */
export interface SnapshotLog {
  readonly fetches: readonly {
    url: string;
    purpose: string;
    status: number | null;
    failure?: string;
    isSitemap?: boolean;
  }[];
  readonly robotsStatus: number | string | null;
  readonly savedAsOf: ReadonlyMap<string, string>;
}

/** The fetch log of a snapshot; undefined when it is missing or does not fit. */
export function readSnapshotLog(dir: string, stamp: string): SnapshotLog | undefined {
  let text: string;
  try {
    text = readFileSync(join(snapshotPath(dir, stamp), 'fetch-log.json'), 'utf8');
  } catch {
    return undefined;
  }
  // The page's own check of a log first: a log it would refuse is not compared either.
  const checked = readFetchLog(text);
  if (!checked) return undefined;
  const log = JSON.parse(text) as {
    fetches: SnapshotLog['fetches'];
    robots?: { status?: number | string | null };
  };
  const savedAsOf = new Map<string, string>();
  for (const [savedAs, url] of checked.urlOfSaved) savedAsOf.set(url, savedAs);
  return { fetches: log.fetches, robotsStatus: log.robots?.status ?? null, savedAsOf };
}

/** The bytes a snapshot kept for `url` as text, or undefined when it kept none. */
export function savedText(dir: string, stamp: string, log: SnapshotLog, url: string) {
  const savedAs = log.savedAsOf.get(url);
  if (savedAs === undefined) return undefined;
  try {
    return readFileSync(join(snapshotPath(dir, stamp), 'files', ...savedAs.split('/')), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Adds the robots.txt read now to the history kept in `dir` when it differs from the newest
 * version kept for `site` (the page's rule: the same text twice is one version). A history
 * file that is not one (edited by hand, cut) is left as it is, never overwritten: `unreadable`.
 */
export function keepRobotsVersion(
  dir: string,
  site: string,
  text: string,
  atMs: number,
  note: string,
) {
  const path = join(dir, ROBOTS_HISTORY_FILE);
  let history: RobotsHistory = {};
  if (existsSync(path)) {
    const read = parseHistory(readFileSync(path, 'utf8'));
    if (read === null) return 'unreadable';
    history = read;
  }
  if (history[site]?.[0]?.text === text) return false;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path,
    historyJson(addVersion(history, site, { savedAtMs: atMs, note, text })) + '\n',
  );
  return true;
}
