/**
 * The requests each crawler made to URLs its group in robots.txt disallows, decided by the
 * project's engine as the workbench decides them (crawler-groups.ts: the crawler's own tokens,
 * then its documented fallbacks, then `*`; RFC 9309 §2.2.1–§2.2.2, Google's reading), with
 * the line that decided. One check per distinct (crawler, path) of the tally, never per line.
 *
 * Under the robots.txt given now (`version: 'current'`), or, when a history of the file is
 * loaded (`version: 'history'`), each day's requests under the versions in force that day
 * (log-robots-history.ts): a log covers days or weeks, and the file may have said otherwise
 * when a request was made. A request a crawler may have made under a cached earlier version
 * that allowed it (RFC 9309 §2.4, up to 24 hours) is `uncertain`, not counted as disallowed.
 * Unverified claimants (`unverified:<token>`) are left out: what a stranger sending a
 * crawler's name fetched says nothing of the crawler. So are fetchers that do not read
 * robots.txt (crawler-model.ts `obeysRobots: 'no'`), for which no verdict means anything.
 */
import type { CrawlerPurpose } from '../robots/analyses/crawler-model';
import { chooseCrawlerGroup, type CrawlerGroupChoice } from '../robots/analyses/crawler-groups';
import { compileRobots, type CompiledRobots } from '../robots/engine/matcher';
import type { RobotsTxt } from '../robots/engine/robots-txt';
import type { CrawlerTally, PathTally } from './crawler-tally';
import { splitPathKey } from './log-path-key';
import { isRobotsTxt } from './log-tally';
import { versionSpans, type DatedRobots } from './log-robots-history';

export interface DisallowedPath {
  readonly path: string;
  readonly requests: number;
  /** The rule that decided: its line in robots.txt and as written (`Disallow: /private/`). */
  readonly line: number;
  readonly rule: string;
  /** Under a history: when the version whose rule decided was saved (ISO 8601). */
  readonly savedAt?: string;
}

export interface CrawlerDisallowed {
  readonly purpose?: CrawlerPurpose;
  /** The token whose group decided, `*`, or null (no group). */
  readonly group: string | null;
  readonly requests: number;
  /**
   * Under a history: requests made while versions that disagree on them may each have been
   * the one obeyed (a change's 24-hour cache window), counted neither way.
   */
  readonly uncertain?: number;
  /** Distinct paths. */
  readonly paths: number;
  /** The most requested first. */
  readonly first: readonly DisallowedPath[];
}

export interface RobotsLogJoin {
  readonly version: 'current' | 'history';
  /** The robots.txt read, by its name (under a history: the history's). */
  readonly file: string;
  /** Under a history: how many versions judged, the oldest's and the newest's save times. */
  readonly history?: { readonly versions: number; readonly from: string; readonly to: string };
  /** Crawler key → what it fetched that its group disallows (crawlers with none left out). */
  readonly disallowed: Readonly<Record<string, CrawlerDisallowed>>;
  /** The requests of crawlers whose purpose is ai-training or ai-search, together. */
  readonly aiRequests: number;
}

export interface RobotsJoinOptions {
  readonly file: string;
  /** The host the robots.txt governs: requests naming another are another site's. */
  readonly host?: string;
  readonly maxListed?: number;
}

/** RFC 9309 §2.2.1: a product token is letters, `_` and `-`; anything else is no crawler. */
const productToken = /^[A-Za-z_-]+$/;

export function isAiPurpose(purpose: CrawlerPurpose | undefined): boolean {
  return purpose === 'ai-training' || purpose === 'ai-search';
}

/** One version as the join reads it: compiled once, its save time for the answer. */
interface JudgedVersion {
  readonly compiled: CompiledRobots;
  readonly robots: RobotsTxt;
  readonly savedAt: string | undefined;
}

/** One crawler's verdict on one path under one version: the deciding line, or null (allowed). */
type PathVerdict = { readonly line: number; readonly rule: string } | null;

/** What one crawler fetched that the versions disallow, and what they disagree on. */
interface CrawlerFound {
  readonly found: DisallowedPath[];
  requests: number;
  uncertain: number;
}

function judgePaths(
  versions: readonly JudgedVersion[],
  savedAtMs: readonly number[],
  tally: CrawlerTally,
  options: RobotsJoinOptions,
): CrawlerFound {
  const choices = versions.map((version) => chooseCrawlerGroup(version.robots, tally.key));
  const result: CrawlerFound = { found: [], requests: 0, uncertain: 0 };
  for (const [key, fetched] of tally.paths) {
    const { host, path } = splitPathKey(key);
    if (host !== undefined && options.host !== undefined && host !== options.host) continue;
    // RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed", whatever the rules say.
    if (isRobotsTxt(path)) continue;
    const verdicts: (PathVerdict | undefined)[] = new Array(versions.length);
    const verdictOf = (index: number): PathVerdict =>
      (verdicts[index] ??= verdictUnder(versions[index]!.compiled, choices[index]!, path));
    const judged = judgePath(fetched, savedAtMs, verdictOf);
    result.uncertain += judged.uncertain;
    if (judged.requests === 0 || judged.decidedBy === undefined) continue;
    const decided = verdictOf(judged.decidedBy)!;
    const savedAt = versions[judged.decidedBy]!.savedAt;
    result.requests += judged.requests;
    result.found.push({
      path,
      requests: judged.requests,
      ...decided,
      ...(savedAt === undefined ? {} : { savedAt }),
    });
  }
  return result;
}

function verdictUnder(
  compiled: CompiledRobots,
  choice: CrawlerGroupChoice,
  path: string,
): PathVerdict {
  const verdict = compiled.check(choice.checkToken, path, choice.options);
  if (verdict.allowed) return null;
  return { line: verdict.line, rule: verdict.rule ? `Disallow: ${verdict.rule.value}` : '' };
}

/**
 * A path's requests every version that may have governed them disallows, the newest such
 * version (whose line is shown), and those the versions disagree on.
 */
function judgePath(
  fetched: PathTally,
  savedAtMs: readonly number[],
  verdictOf: (index: number) => PathVerdict,
): { requests: number; uncertain: number; decidedBy: number | undefined } {
  let requests = 0;
  let uncertain = 0;
  let decidedBy: number | undefined;
  for (const span of versionSpans(savedAtMs, fetched)) {
    let disallowing = 0;
    for (let index = span.first; index <= span.last; index++) if (verdictOf(index)) disallowing++;
    if (disallowing === 0) continue;
    if (disallowing < span.last - span.first + 1) {
      uncertain += span.requests;
      continue;
    }
    requests += span.requests;
    decidedBy = Math.max(decidedBy ?? span.last, span.last);
  }
  return { requests, uncertain, decidedBy };
}

/** What the requests are judged by: the robots.txt loaded now, or a history of it. */
export type RobotsJudge =
  | { readonly robots: RobotsTxt }
  /** At least one version: a history with none is no judge (robots-history-site.ts). */
  | { readonly history: readonly [DatedRobots, ...DatedRobots[]] };

/** The versions of a judge, oldest first, each with its save time (none for the current file). */
function judgedVersions(judge: RobotsJudge): { versions: JudgedVersion[]; savedAtMs: number[] } {
  if ('robots' in judge) {
    const robots = judge.robots;
    return {
      versions: [{ compiled: compileRobots(robots), robots, savedAt: undefined }],
      savedAtMs: [0],
    };
  }
  const dated = [...judge.history].sort((a, b) => a.savedAtMs - b.savedAtMs);
  return {
    versions: dated.map((version) => ({
      compiled: compileRobots(version.robots),
      robots: version.robots,
      savedAt: new Date(version.savedAtMs).toISOString(),
    })),
    savedAtMs: dated.map((version) => version.savedAtMs),
  };
}

/** Joins the tallies with the robots.txt loaded now or with its history (log-robots-history.ts). */
export function joinRobotsLog(
  judge: RobotsJudge,
  tallies: Iterable<CrawlerTally>,
  options: RobotsJoinOptions,
): RobotsLogJoin {
  const maxListed = options.maxListed ?? 10;
  const { versions, savedAtMs } = judgedVersions(judge);
  const isHistory = 'history' in judge;
  const newest = versions[versions.length - 1]!;
  const disallowed: Record<string, CrawlerDisallowed> = {};
  let aiRequests = 0;
  const ordered = [...tallies].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const tally of ordered) {
    // `other-bots` is many bots past the tally's cap, not one crawler.
    if (!productToken.test(tally.key) || tally.key === 'other-bots') continue;
    const choice = chooseCrawlerGroup(newest.robots, tally.key);
    if (!choice.standing.readsRobots) continue;
    const { found, requests, uncertain } = judgePaths(versions, savedAtMs, tally, options);
    if (found.length === 0 && uncertain === 0) continue;
    found.sort((a, b) => b.requests - a.requests || (a.path < b.path ? -1 : 1));
    if (isAiPurpose(tally.purpose)) aiRequests += requests;
    disallowed[tally.key] = {
      ...(tally.purpose === undefined ? {} : { purpose: tally.purpose }),
      group: choice.appliedToken,
      requests,
      ...(uncertain > 0 ? { uncertain } : {}),
      paths: found.length,
      first: found.slice(0, maxListed),
    };
  }
  return {
    version: isHistory ? 'history' : 'current',
    file: options.file,
    ...(isHistory
      ? {
          history: {
            versions: versions.length,
            from: versions[0]!.savedAt!,
            to: newest.savedAt!,
          },
        }
      : {}),
    disallowed,
    aiRequests,
  };
}
