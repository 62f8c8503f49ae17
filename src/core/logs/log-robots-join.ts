/**
 * The requests each crawler made to URLs its group in robots.txt disallows, decided by the
 * project's engine as the workbench decides them (crawler-groups.ts: the crawler's own tokens,
 * then its documented fallbacks, then `*`; RFC 9309 §2.2.1–§2.2.2, Google's reading), with
 * the line that decided. One check per distinct (crawler, path) of the tally, never per line.
 *
 * Under the robots.txt given now (`version: 'current'`): a log covers days or weeks, and the
 * file may have said otherwise when a request was made; only the current one is known here.
 * Unverified claimants (`unverified:<token>`) are left out: what a stranger sending a
 * crawler's name fetched says nothing of the crawler. So are fetchers that do not read
 * robots.txt (crawler-model.ts `obeysRobots: 'no'`), for which no verdict means anything.
 */
import type { CrawlerPurpose } from '../robots/analyses/crawler-model';
import { chooseCrawlerGroup } from '../robots/analyses/crawler-groups';
import { compileRobots } from '../robots/engine/matcher';
import type { RobotsTxt } from '../robots/engine/robots-txt';
import type { CrawlerTally } from './crawler-tally';
import { splitPathKey } from './log-path-key';

export interface DisallowedPath {
  readonly path: string;
  readonly requests: number;
  /** The rule that decided: its line in robots.txt and as written (`Disallow: /private/`). */
  readonly line: number;
  readonly rule: string;
}

export interface CrawlerDisallowed {
  readonly purpose?: CrawlerPurpose;
  /** The token whose group decided, `*`, or null (no group). */
  readonly group: string | null;
  readonly requests: number;
  /** Distinct paths. */
  readonly paths: number;
  /** The most requested first. */
  readonly first: readonly DisallowedPath[];
}

export interface RobotsLogJoin {
  readonly version: 'current';
  /** The robots.txt read, by its name. */
  readonly file: string;
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

export function joinRobotsLog(
  robots: RobotsTxt,
  tallies: Iterable<CrawlerTally>,
  options: RobotsJoinOptions,
): RobotsLogJoin {
  const maxListed = options.maxListed ?? 10;
  const compiled = compileRobots(robots);
  const disallowed: Record<string, CrawlerDisallowed> = {};
  let aiRequests = 0;
  const ordered = [...tallies].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const tally of ordered) {
    // `other-bots` is many bots past the tally's cap, not one crawler.
    if (!productToken.test(tally.key) || tally.key === 'other-bots') continue;
    const choice = chooseCrawlerGroup(robots, tally.key);
    if (!choice.standing.readsRobots) continue;
    const found: DisallowedPath[] = [];
    let requests = 0;
    for (const [key, fetched] of tally.paths) {
      const { host, path } = splitPathKey(key);
      if (host !== undefined && options.host !== undefined && host !== options.host) continue;
      const verdict = compiled.check(choice.checkToken, path, choice.options);
      if (verdict.allowed) continue;
      requests += fetched.requests;
      const rule = verdict.rule ? `Disallow: ${verdict.rule.value}` : '';
      found.push({ path, requests: fetched.requests, line: verdict.line, rule });
    }
    if (found.length === 0) continue;
    found.sort((a, b) => b.requests - a.requests || (a.path < b.path ? -1 : 1));
    if (isAiPurpose(tally.purpose)) aiRequests += requests;
    disallowed[tally.key] = {
      ...(tally.purpose === undefined ? {} : { purpose: tally.purpose }),
      group: choice.appliedToken,
      requests,
      paths: found.length,
      first: found.slice(0, maxListed),
    };
  }
  return { version: 'current', file: options.file, disallowed, aiRequests };
}
