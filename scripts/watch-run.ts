/**
 * One `watch` run on a state folder it holds the lock of (watch-lock.ts): reads the site,
 * keeps what it fetched as a snapshot written whole or not at all (watch-snapshot-write.ts),
 * compares it with the newest earlier snapshot that can be read (watch-state.ts), keeps the
 * robots.txt history, prunes, and words the feed (watch-feed.ts). What the run passed over
 * on the way (a folder with an impossible or future date, an unreadable snapshot, an
 * unfinished one left by an interrupted run) is said on stderr, one line each.
 */
import type { Expectation } from '../src/core/robots/analyses/expectations';
import { evaluateExpectations } from '../src/core/robots/analyses/expectations';
import { parseSite } from '../src/core/robots/analyses/site-origin';
import { parseRobots } from '../src/core/robots/engine/parse-robots';
import type { SessionLimits } from '../src/worker/session/session-limits';
import type { SiteRun } from './inspect-site-options';
import type { CommandResult } from './inspect-robots';
import {
  inspectSite,
  nodeSiteIo,
  unmatchedPatternNotes,
  type SiteInspectRun,
} from './inspect-site';
import { runPageCheck, savePages } from './inspect-pages';
import { pageObservations, recordPageChanges } from './watch-pages';
import type { PageCheck } from '../src/core/page-check/check-pages';
import { watchChanges, type WatchChanges } from './watch-changes';
import { failOutcomes, type FailCondition } from './watch-fail-on';
import { watchJson, watchMarkdown, watchText, type WatchRun } from './watch-feed';
import {
  dropUnfinished,
  keepSnapshot,
  removeUnfinished,
  unfinishedPath,
} from './watch-snapshot-write';
import { nextStamp, stampMs } from './watch-stamps';
import {
  SNAPSHOTS_FOLDER,
  keepRobotsVersion,
  newestReadable,
  pruneSnapshots,
  readSnapshotLog,
  savedText,
  snapshotFolders,
  snapshotPath,
} from './watch-state';

export interface WatchRequest {
  /** The state folder, locked by the caller. */
  readonly dir: string;
  readonly url: string;
  readonly site: SiteRun;
  readonly limits: SessionLimits;
  readonly agents: readonly string[];
  readonly expectations: readonly Expectation[];
  readonly conditions: readonly FailCondition[];
  readonly keep: number | undefined;
  readonly format: 'text' | 'json' | 'markdown';
}

export async function runWatch(request: WatchRequest): Promise<CommandResult> {
  const { dir, url, conditions, expectations } = request;
  const notes: string[] = [];
  const nowMs = Date.now();
  const { folders, previous, skipped, isPreviousUnreadable } = earlierSnapshots(dir, nowMs, notes);

  const origin = new URL(url).origin;
  const newest = folders.stamps.at(-1);
  const stamp = nextStamp(nowMs, newest === undefined ? undefined : stampMs(newest), folders.names);
  const unfinished = unfinishedPath(dir);
  const fetched = await inspectSite({ ...request.site, saveDir: unfinished }, request.limits);
  notes.push(...unmatchedPatternNotes(fetched.site));
  const pageCheck = await checkWatchPages(request, fetched, unfinished, previous?.stamp);
  const isSaveIncomplete = fetched.saved?.some((file) => file.error) ?? false;
  const reading = readSnapshotLog(unfinished);
  const kept = reading.ok ? keepWhole(unfinished, dir, stamp) : reading.reason;
  if (!reading.ok || kept !== true) {
    dropUnfinished(unfinished);
    notes.push(`The snapshot could not be written whole (${String(kept)}): none kept.`);
    return { stdout: '', stderr: lines(notes), exitCode: 1 };
  }
  const log = reading.log;

  const changes: WatchChanges | null = previous
    ? await watchChanges(
        { dir, stamp: previous.stamp, log: previous.log },
        { dir, stamp, log },
        origin,
        request.agents,
        expectations,
        request.limits,
      )
    : null;
  const robotsText = savedText(dir, stamp, log, `${origin}/robots.txt`);
  const failingExpectations = countFailing(robotsText ?? '', origin, expectations);
  const versionKept = keepRobotsText(request, stamp, log.robotsStatus, robotsText, {
    changes,
    isPreviousUnreadable,
  });
  if (versionKept === 'unreadable')
    notes.push(
      `${dir}/robots-history.json is not a robots.txt history: left as it is, no version added.`,
    );
  const pruned =
    request.keep === undefined
      ? []
      : pruneSnapshots(
          dir,
          [...folders.stamps, stamp],
          request.keep,
          new Set(previous ? [stamp, previous.stamp] : [stamp]),
        );
  const failOn = failOutcomes(
    conditions,
    changes,
    failingExpectations,
    isPreviousUnreadable,
    pageCheck?.site.verdict,
  );
  const pageChanges = pageCheck && previous ? recordPageChanges(dir, previous.stamp, stamp) : null;
  const run: WatchRun = {
    url,
    stamp,
    previous: previous?.stamp ?? null,
    skipped,
    isPreviousUnreadable,
    changes,
    failingExpectations,
    failOn,
    isRobotsVersionKept: versionKept === true,
    pruned,
    ...(pageCheck ? { pages: { check: pageCheck, changes: pageChanges } } : {}),
  };
  if (isSaveIncomplete)
    notes.push(`Some fetched files could not be written under ${snapshotPath(dir, stamp)}.`);
  const isFailed =
    failOn.some((outcome) => outcome.isMet) ||
    (conditions.length > 0 && isPreviousUnreadable) ||
    isSaveIncomplete;
  const format = { text: watchText, json: watchJson, markdown: watchMarkdown }[request.format];
  return { stdout: format(run), stderr: lines(notes), exitCode: isFailed ? 1 : 0 };
}

/**
 * The snapshots already in `dir`, after removing what an interrupted run left: the newest
 * readable one is compared with. What was removed, ignored or skipped goes to `notes`.
 */
function earlierSnapshots(dir: string, nowMs: number, notes: string[]) {
  for (const name of removeUnfinished(dir))
    notes.push(
      `Removed ${SNAPSHOTS_FOLDER}/${name}: a snapshot an interrupted run left unfinished.`,
    );
  const folders = snapshotFolders(dir, nowMs);
  for (const { name, reason } of folders.ignored)
    notes.push(`Ignored ${SNAPSHOTS_FOLDER}/${name}: ${reason}.`);
  const { previous, skipped } = newestReadable(dir, folders.stamps);
  for (const { name, reason } of skipped) notes.push(`Skipped snapshot ${name}: ${reason}.`);
  const isPreviousUnreadable = previous === undefined && skipped.length > 0;
  if (isPreviousUnreadable)
    notes.push(
      `No earlier snapshot can be read (${skipped.length} skipped): nothing compared, and this is not a first run.`,
    );
  return { folders, previous, skipped, isPreviousUnreadable };
}

/**
 * The robots.txt read now, kept in the history when it answered (2xx: its text; 4xx: none,
 * no rules); a 5xx or no answer says nothing of what the site meant, and keeps none.
 */
function keepRobotsText(
  request: WatchRequest,
  stamp: string,
  robotsStatus: number | string | null,
  robotsText: string | undefined,
  compared: { changes: WatchChanges | null; isPreviousUnreadable: boolean },
): ReturnType<typeof keepRobotsVersion> | false {
  const isAnswered = typeof robotsStatus === 'number' && robotsStatus >= 200 && robotsStatus < 500;
  if (!isAnswered) return false;
  return keepRobotsVersion(
    request.dir,
    new URL(request.url).origin,
    robotsText ?? '',
    stampMs(stamp)!,
    versionNote(compared.changes, compared.isPreviousUnreadable, robotsStatus),
  );
}

/**
 * `--pages N`: the page check, the URLs the previous snapshot checked sampled first where
 * still listed (the same pages measured again), kept with the snapshot being written.
 */
async function checkWatchPages(
  request: WatchRequest,
  fetched: SiteInspectRun,
  unfinished: string,
  previous: string | undefined,
): Promise<PageCheck | undefined> {
  const size = request.site.pages;
  if (size === undefined) return undefined;
  const earlier = previous ? pageObservations(request.dir, previous).map((page) => page.url) : [];
  const check = await runPageCheck(fetched, size, nodeSiteIo(request.site), earlier);
  await savePages(unfinished, check);
  return check;
}

const lines = (notes: readonly string[]) => notes.map((note) => `${note}\n`).join('');

/** Flushes and renames the unfinished folder; true, or why it could not. */
function keepWhole(unfinished: string, dir: string, stamp: string): true | string {
  try {
    keepSnapshot(unfinished, dir, stamp);
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : String(error);
  }
}

function countFailing(robotsText: string, origin: string, expectations: readonly Expectation[]) {
  if (expectations.length === 0) return 0;
  const site = parseSite(origin);
  const robots = parseRobots(new TextEncoder().encode(robotsText));
  return evaluateExpectations(robots, site.ok ? site.site : null, expectations).summary.failed;
}

/** The note a kept version carries in the history: why the watch kept it. */
function versionNote(
  changes: WatchChanges | null,
  isPreviousUnreadable: boolean,
  status: number | string | null,
): string {
  const missing =
    typeof status === 'number' && status >= 400 ? ` (HTTP ${status}: no robots.txt)` : '';
  if (!changes)
    return `watch: ${isPreviousUnreadable ? 'no earlier snapshot could be read' : 'first snapshot'}${missing}`;
  const { removed, added } = changes.robots.lines;
  return `watch: ${removed.length} lines removed, ${added.length} added${missing}`;
}
