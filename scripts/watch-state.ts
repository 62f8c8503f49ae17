/**
 * The state folder of `watch` (`--state DIR`): one dated snapshot a run, each in the layout
 * `--save` writes (`DIR/snapshots/STAMP/files/…` and `…/fetch-log.json`, so any snapshot
 * uploads into the page as it is), and the robots.txt history in the page's own export format
 * (`DIR/robots-history.json`, importable in the workbench). Only folders named as this module
 * names them are read or pruned: anything else in DIR is left alone.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FETCH_LOG_NAME, readFetchLog } from '../src/core/site/fetch-log';
import {
  addVersion,
  historyJson,
  parseHistory,
  type RobotsHistory,
} from '../src/core/robots/robots-history';
import { isStampShaped, stampMs } from './watch-stamps';

export const SNAPSHOTS_FOLDER = 'snapshots';
export const ROBOTS_HISTORY_FILE = 'robots-history.json';

export function snapshotPath(dir: string, stamp: string): string {
  return join(dir, SNAPSHOTS_FOLDER, stamp);
}

/** A folder a run passes over in the snapshots folder (ignored or skipped), and why. */
export interface PassedOverFolder {
  readonly name: string;
  readonly reason: string;
}

export interface SnapshotFolders {
  /** The snapshots that may be read, oldest first. */
  readonly stamps: readonly string[];
  /** Folders named like snapshots that are not: never read, compared, counted or pruned. */
  readonly ignored: readonly PassedOverFolder[];
  /** Every name in the snapshots folder: a new snapshot's name must be none of them. */
  readonly names: ReadonlySet<string>;
}

/**
 * The snapshots kept in `dir` as of `nowMs`. A stamp that is no real instant is ignored
 * rather than read (its date cannot be compared); so is one later than now, which would
 * otherwise hide every snapshot taken until the clock reaches it.
 */
export function snapshotFolders(dir: string, nowMs: number): SnapshotFolders {
  const folder = join(dir, SNAPSHOTS_FOLDER);
  if (!existsSync(folder)) return { stamps: [], ignored: [], names: new Set() };
  const entries = readdirSync(folder, { withFileTypes: true });
  const stamps: string[] = [];
  const ignored: PassedOverFolder[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !isStampShaped(entry.name)) continue;
    const ms = stampMs(entry.name);
    if (ms === undefined)
      ignored.push({ name: entry.name, reason: 'its name is not a possible date' });
    else if (ms > nowMs)
      ignored.push({ name: entry.name, reason: 'its name is a date later than now' });
    else stamps.push(entry.name);
  }
  return {
    stamps: stamps.sort(),
    ignored: ignored.sort((a, b) => (a.name < b.name ? -1 : 1)),
    names: new Set(entries.map((entry) => entry.name)),
  };
}

/**
 * Removes all but the newest `keep` of `stamps`, and never one `inUse` (the snapshot just
 * written, and the one it was compared with: the next run's fallback should the newest
 * become unreadable). The stamps removed.
 */
export function pruneSnapshots(
  dir: string,
  stamps: readonly string[],
  keep: number,
  inUse: ReadonlySet<string>,
): string[] {
  const removed = [...stamps]
    .sort()
    .slice(0, Math.max(0, stamps.length - keep))
    .filter((stamp) => !inUse.has(stamp));
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

export type SnapshotLogReading =
  | { readonly ok: true; readonly log: SnapshotLog }
  | { readonly ok: false; readonly reason: string };

/** The fetch log of the snapshot in `folder`, or why it cannot be used. */
export function readSnapshotLog(folder: string): SnapshotLogReading {
  let text: string;
  try {
    text = readFileSync(join(folder, FETCH_LOG_NAME), 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      reason:
        code === 'ENOENT'
          ? `${FETCH_LOG_NAME} is missing`
          : `${FETCH_LOG_NAME} cannot be read (${String(code)})`,
    };
  }
  // The page's own check of a log first: a log it would refuse is not compared either.
  const checked = readFetchLog(text);
  if (!checked) return { ok: false, reason: whyNotFetchLog(text) };
  const log = JSON.parse(text) as {
    fetches: SnapshotLog['fetches'];
    robots?: { status?: number | string | null };
  };
  const savedAsOf = new Map<string, string>();
  for (const [savedAs, url] of checked.urlOfSaved) savedAsOf.set(url, savedAs);
  return {
    ok: true,
    log: { fetches: log.fetches, robotsStatus: log.robots?.status ?? null, savedAsOf },
  };
}

function whyNotFetchLog(text: string): string {
  try {
    JSON.parse(text);
  } catch {
    // A run killed or a disk filled while the log was written leaves it cut.
    return `${FETCH_LOG_NAME} is not valid JSON`;
  }
  return `${FETCH_LOG_NAME} is not a fetch log`;
}

/** A snapshot and its fetch log. */
export interface ReadSnapshot {
  readonly stamp: string;
  readonly log: SnapshotLog;
}

/**
 * The newest of `stamps` whose fetch log reads, and the newer ones skipped on the way with
 * why: one unreadable snapshot costs the comparison its newest step, never the history.
 */
export function newestReadable(
  dir: string,
  stamps: readonly string[],
): { readonly previous?: ReadSnapshot; readonly skipped: readonly PassedOverFolder[] } {
  const skipped: PassedOverFolder[] = [];
  for (const stamp of [...stamps].sort().reverse()) {
    const reading = readSnapshotLog(snapshotPath(dir, stamp));
    if (reading.ok) return { previous: { stamp, log: reading.log }, skipped };
    skipped.push({ name: stamp, reason: reading.reason });
  }
  return { skipped };
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
