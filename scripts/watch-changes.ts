/**
 * What changed between two kept snapshots of a site (watch-state.ts), from their files and
 * fetch logs alone: the robots.txt (its status, the lines changed, the verdicts that flip for
 * the crawlers named and the expectations that now fail or pass), the sitemaps (added,
 * removed, failing now), and the URLs (added, removed, re-dated, with the lastmod findings of
 * two snapshots), the last by the same comparison as `--compare` (src/core/snapshot).
 */
import { verdictNames } from '../src/core/robots/analyses/crosscheck';
import { evaluateExpectations, type Expectation } from '../src/core/robots/analyses/expectations';
import { evaluateMatrix } from '../src/core/robots/analyses/matrix';
import { parseSite } from '../src/core/robots/analyses/site-origin';
import { parseRobots } from '../src/core/robots/engine/parse-robots';
import { compareSnapshots, type SnapshotComparison } from '../src/core/snapshot/snapshot-compare';
import { snapshotCut } from '../src/core/snapshot/snapshot-cut';
import { ChangeCode, joinSnapshots } from '../src/core/snapshot/snapshot-join';
import {
  robotsLineChanges,
  type RobotsLineChanges,
} from '../src/core/snapshot/robots-line-changes';
import type { UrlStore } from '../src/core/analysis/url-store';
import type { SessionLimits } from '../src/worker/session/session-limits';
import { sessionFileKeys } from '../src/worker/session/earlier-snapshot';
import { readSnapshot } from './compare-snapshot';
import { join } from 'node:path';
import { savedText, snapshotPath, type SnapshotLog } from './watch-state';

/** URLs named per kind of change; the counts count them all. */
export const EXAMPLES_NAMED = 20;
/** Sitemap URLs whose verdicts are compared per crawler: a million-URL site is sampled so. */
export const VERDICT_URLS_CHECKED = 100_000;

export interface VerdictFlip {
  readonly agent: string;
  readonly url: string;
  readonly before: string;
  readonly after: string;
  /** The deciding line of the current robots.txt (0: none). */
  readonly line: number;
}

export interface ExpectationChange {
  readonly line: number;
  readonly expect: string;
  readonly agent: string;
  readonly url: string;
  readonly wasPassing: boolean | null;
  readonly isPassing: boolean;
  readonly actual: string;
  readonly decidingLine: number;
}

export interface WatchChanges {
  readonly robots: {
    readonly statusBefore: number | string | null;
    readonly statusAfter: number | string | null;
    readonly isChanged: boolean;
    readonly lines: RobotsLineChanges;
    readonly flips: readonly VerdictFlip[];
    readonly flipCount: number;
    readonly urlsChecked: number;
    readonly expectations: readonly ExpectationChange[];
  };
  readonly sitemaps: {
    readonly added: readonly string[];
    readonly removed: readonly string[];
    /** Read before, failing now (with the failure). */
    readonly failing: readonly { url: string; failure: string; status: number | null }[];
  };
  /** Null when a side holds no sitemap to compare (say why in `urlsRefused`). */
  readonly urls: {
    readonly comparison: SnapshotComparison;
    readonly added: readonly string[];
    readonly removed: readonly string[];
    readonly redated: readonly { url: string; before: string; after: string }[];
    /** A cap cut a side: removed URLs cannot be ruled out. */
    readonly isCut: boolean;
  } | null;
  readonly urlsRefused?: string;
}

export interface SnapshotSide {
  readonly dir: string;
  readonly stamp: string;
  readonly log: SnapshotLog;
}

export async function watchChanges(
  earlier: SnapshotSide,
  current: SnapshotSide,
  origin: string,
  agents: readonly string[],
  expectations: readonly Expectation[],
  limits: SessionLimits,
): Promise<WatchChanges> {
  const robotsUrl = `${origin}/robots.txt`;
  const before = savedText(earlier.dir, earlier.stamp, earlier.log, robotsUrl) ?? '';
  const after = savedText(current.dir, current.stamp, current.log, robotsUrl) ?? '';
  const now = Date.now();
  const [earlierRead, currentRead] = await Promise.all([
    readSnapshot(join(snapshotPath(earlier.dir, earlier.stamp), 'files'), now, limits),
    readSnapshot(join(snapshotPath(current.dir, current.stamp), 'files'), now, limits),
  ]);
  const currentUrls = currentRead.ok
    ? distinctUrls(currentRead.run.session.store, VERDICT_URLS_CHECKED)
    : [];
  const verdicts = verdictChanges(before, after, origin, agents, expectations, currentUrls);
  let urls: WatchChanges['urls'] = null;
  let urlsRefused: string | undefined;
  if (earlierRead.ok && currentRead.ok) {
    const earlierStore = earlierRead.run.session.store;
    const currentStore = currentRead.run.session.store;
    const joined = joinSnapshots(earlierStore, currentStore);
    const keys = sessionFileKeys(earlierRead.run.session, currentRead.run.session);
    const comparison = compareSnapshots(earlierStore, currentStore, joined, keys);
    const added: string[] = [];
    const redated: { url: string; before: string; after: string }[] = [];
    for (let row = 0; row < currentStore.size; row++) {
      const change = joined.change[row];
      if (change === ChangeCode.added && added.length < EXAMPLES_NAMED)
        added.push(currentStore.loc(row));
      else if (change === ChangeCode.lastmodChanged && redated.length < EXAMPLES_NAMED) {
        const earlierRow = joined.earlierRowOf[row]!;
        redated.push({
          url: currentStore.loc(row),
          before: instant(earlierStore.lastmodMs[earlierRow]!),
          after: instant(currentStore.lastmodMs[row]!),
        });
      }
    }
    const removed: string[] = [];
    for (let row = 0; row < earlierStore.size && removed.length < EXAMPLES_NAMED; row++)
      if (joined.earlierChange[row] === ChangeCode.removed) removed.push(earlierStore.loc(row));
    const isCut =
      snapshotCut(earlierRead.run.documents) !== null ||
      snapshotCut(currentRead.run.documents) !== null;
    urls = { comparison, added, removed, redated, isCut };
  } else
    urlsRefused = [earlierRead, currentRead]
      .map((read, i) =>
        read.ok ? '' : `${i === 0 ? 'previous' : 'this'} snapshot: ${read.reason}`,
      )
      .filter(Boolean)
      .join('; ');
  return {
    robots: {
      statusBefore: earlier.log.robotsStatus,
      statusAfter: current.log.robotsStatus,
      isChanged: before !== after || earlier.log.robotsStatus !== current.log.robotsStatus,
      lines: robotsLineChanges(before, after),
      ...verdicts,
    },
    sitemaps: sitemapChanges(earlier.log, current.log),
    urls,
    ...(urlsRefused !== undefined ? { urlsRefused } : {}),
  };
}

/**
 * The store's URLs in reading order, each once (at its first listing), at most `limit`: a URL
 * listed in two sitemaps is one URL whose verdict flips once, as `--compare` counts URLs, not
 * rows (src/core/snapshot/snapshot-join.ts).
 */
export function distinctUrls(store: UrlStore, limit: number): string[] {
  const urls: string[] = [];
  for (let row = 0; row < store.size && urls.length < limit; row++)
    if (store.firstOccurrence(row) === row) urls.push(store.loc(row));
  return urls;
}

/** A lastmod as the feed shows it: the instant in UTC, or `none`. */
function instant(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : 'none';
}

/**
 * The verdicts of the sitemap URLs that flip between the two robots.txt texts for each crawler
 * named, and every expectation with its verdict now and whether it passed before. A robots.txt
 * that is missing reads as empty: no rules (RFC 9309 §2.3.1.3). `urls` are distinct
 * ({@link distinctUrls}): a flip is one crawler's verdict on one URL.
 */
export function verdictChanges(
  before: string,
  after: string,
  origin: string,
  agents: readonly string[],
  expectations: readonly Expectation[],
  urls: readonly string[],
) {
  const parsedSite = parseSite(origin);
  const site = parsedSite.ok ? parsedSite.site : null;
  const earlierRobots = parseRobots(new TextEncoder().encode(before));
  const currentRobots = parseRobots(new TextEncoder().encode(after));
  const flips: VerdictFlip[] = [];
  let flipCount = 0;
  if (before !== after && agents.length > 0 && urls.length > 0) {
    const was = evaluateMatrix(earlierRobots, site, urls, agents);
    const now = evaluateMatrix(currentRobots, site, urls, agents);
    now.columns.forEach((column, c) => {
      const earlierColumn = was.columns[c]!;
      for (let row = 0; row < urls.length; row++) {
        if (column.verdicts[row] === earlierColumn.verdicts[row]) continue;
        flipCount++;
        if (flips.length < EXAMPLES_NAMED)
          flips.push({
            agent: column.agent,
            url: urls[row]!,
            before: verdictNames[earlierColumn.verdicts[row]!]!,
            after: verdictNames[column.verdicts[row]!]!,
            line: column.lines[row]!,
          });
      }
    });
  }
  const wasResults = evaluateExpectations(earlierRobots, site, expectations).results;
  const nowResults = evaluateExpectations(currentRobots, site, expectations).results;
  const expectationChanges = nowResults.map((result, i): ExpectationChange => ({
    line: result.expectation.line,
    expect: result.expectation.expect,
    agent: result.expectation.agent,
    url: result.expectation.url,
    wasPassing: before === '' && after === '' ? null : wasResults[i]!.pass,
    isPassing: result.pass,
    actual: result.actual,
    decidingLine: result.line,
  }));
  return { flips, flipCount, urlsChecked: urls.length, expectations: expectationChanges };
}

type LogFetch = SnapshotLog['fetches'][number];

/** A sitemap of the snapshot: fetched as one, or found by `--discover`. */
const isSitemapFetch = (fetch: LogFetch) =>
  fetch.purpose === 'sitemap' || (fetch.purpose === 'discover' && fetch.isSitemap === true);

function sitemapChanges(earlier: SnapshotLog, current: SnapshotLog): WatchChanges['sitemaps'] {
  const before = new Map(earlier.fetches.filter(isSitemapFetch).map((f) => [f.url, f]));
  const after = new Map(current.fetches.filter(isSitemapFetch).map((f) => [f.url, f]));
  return {
    added: [...after.keys()].filter((url) => !before.has(url)),
    removed: [...before.keys()].filter((url) => !after.has(url)),
    failing: [...after.values()]
      .filter(
        (f) =>
          f.failure !== undefined && before.has(f.url) && before.get(f.url)!.failure === undefined,
      )
      .map((f) => ({ url: f.url, failure: f.failure!, status: f.status })),
  };
}
