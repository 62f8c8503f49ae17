/**
 * Which group a crawler follows when it answers to several tokens (crawler-data.ts), and
 * why: the most specific of its own tokens that some group names; then a documented fallback
 * (Apple: "If robots instructions don't mention Applebot but do mention Googlebot, the Apple
 * robot will follow Googlebot instructions"); then the `*` group, unless the crawler ignores
 * it (Google's special-case crawlers). Google documents the order of its own tokens
 * ("Googlebot-Image … Googlebot": a Googlebot-Image group wins, else a Googlebot group, else
 * `*`); RFC 9309 §2.2.1 compares one token, so a name that is not a modelled crawler keeps that
 * one-token meaning, and so does every call of checkUrl (the conformance cases pass one token).
 */
import { findCrawlerModel, type CrawlerModel } from './crawler-data';
import { readsRobots, type CrawlerKind } from './crawler-model';
import {
  compileRobots,
  selectGroups,
  type CheckOptions,
  type RobotsVerdict,
} from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';

/**
 * Why a group applied: `own` (a group names the crawler's own name), `fallback` (a group
 * names another token it answers to or falls back on, such as Googlebot for Googlebot-Image
 * or Applebot), `global` (no group names it: the `*` group), `none` (no group applies).
 */
export type GroupReason = 'own' | 'fallback' | 'global' | 'none';

/** Where a crawler stands in a file, the same for every URL. */
export interface CrawlerStanding {
  /** The crawler's kind, null when the name is not a modelled crawler. */
  readonly kind: CrawlerKind | null;
  /** False for a fetcher that does not read robots.txt: its verdicts are "not applicable". */
  readonly readsRobots: boolean;
  readonly reason: GroupReason;
  /** The file names the crawler (by its own or a fallback token) rather than leaving it to `*`. */
  readonly isNamed: boolean;
}

export interface CrawlerGroupChoice {
  /** The modelled crawler the name means, or null: the name is one token. */
  readonly crawler: CrawlerModel | null;
  /**
   * The token whose group applied: one of the crawler's tokens or fallbacks, `*` for the
   * global group, null when no group applies.
   */
  readonly appliedToken: string | null;
  /** What to pass the matcher, with `options`, to get this crawler's verdicts. */
  readonly checkToken: string;
  readonly options: CheckOptions;
  readonly standing: CrawlerStanding;
}

function standingOf(
  crawler: CrawlerModel | null,
  name: string,
  appliedToken: string | null,
): CrawlerStanding {
  const reason: GroupReason =
    appliedToken === null
      ? 'none'
      : appliedToken === '*'
        ? 'global'
        : appliedToken.toLowerCase() === name.toLowerCase()
          ? 'own'
          : 'fallback';
  return {
    kind: crawler?.kind ?? null,
    readsRobots: readsRobots(crawler),
    reason,
    isNamed: reason === 'own' || reason === 'fallback',
  };
}

/** The group a crawler name follows in this file. */
export function chooseCrawlerGroup(robots: RobotsTxt, name: string): CrawlerGroupChoice {
  const crawler = findCrawlerModel(name) ?? null;
  if (crawler === null) {
    const { group } = selectGroups(robots, [name]);
    const appliedToken = group.kind === 'specific' ? name : group.kind === 'global' ? '*' : null;
    const standing = standingOf(null, name, appliedToken);
    return { crawler, appliedToken, checkToken: name, options: {}, standing };
  }
  for (const token of [...crawler.tokens, ...crawler.fallbacks]) {
    if (selectGroups(robots, [token]).group.kind === 'specific') {
      const standing = standingOf(crawler, crawler.name, token);
      return { crawler, appliedToken: token, checkToken: token, options: {}, standing };
    }
  }
  const ignoreGlobal = !crawler.readsGlobal;
  const options: CheckOptions = ignoreGlobal ? { ignoreGlobal: true } : {};
  const { group } = selectGroups(robots, [crawler.tokens[0]], ignoreGlobal);
  const appliedToken = group.kind === 'global' ? '*' : null;
  return {
    crawler,
    appliedToken,
    checkToken: crawler.tokens[0],
    options,
    standing: standingOf(crawler, crawler.name, appliedToken),
  };
}

/** A crawler's verdict for a URL, with the token whose group decided. */
export function checkCrawler(
  robots: RobotsTxt,
  name: string,
  url: string,
  choice: CrawlerGroupChoice = chooseCrawlerGroup(robots, name),
): RobotsVerdict & { readonly appliedToken: string | null } {
  const verdict = compileRobots(robots).check(choice.checkToken, url, choice.options);
  return { ...verdict, appliedToken: choice.appliedToken };
}
