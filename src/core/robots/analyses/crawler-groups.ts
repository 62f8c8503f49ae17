/**
 * Which group a crawler follows when it answers to several tokens (crawler-data.ts): the
 * most specific of its tokens that some group names; then the `*` group, unless the crawler
 * ignores it. Google documents this for its crawlers ("Googlebot-Image … Googlebot": a
 * Googlebot-Image group wins, else a Googlebot group, else `*`); RFC 9309 §2.2.1 compares one
 * token, so a name that is not a modelled crawler keeps that one-token meaning, and so does
 * every call of checkUrl (the conformance cases pass one token).
 */
import { findCrawlerModel, type CrawlerModel } from './crawler-data';
import {
  compileRobots,
  selectGroups,
  type CheckOptions,
  type RobotsVerdict,
} from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';

export interface CrawlerGroupChoice {
  /** The modelled crawler the name means, or null: the name is one token. */
  readonly crawler: CrawlerModel | null;
  /**
   * The token whose group applied: one of the crawler's tokens, `*` for the global group,
   * null when no group applies.
   */
  readonly appliedToken: string | null;
  /** What to pass the matcher, with `options`, to get this crawler's verdicts. */
  readonly checkToken: string;
  readonly options: CheckOptions;
}

/** The group a crawler name follows in this file. */
export function chooseCrawlerGroup(robots: RobotsTxt, name: string): CrawlerGroupChoice {
  const crawler = findCrawlerModel(name) ?? null;
  if (crawler === null) {
    const { group } = selectGroups(robots, [name]);
    const appliedToken = group.kind === 'specific' ? name : group.kind === 'global' ? '*' : null;
    return { crawler, appliedToken, checkToken: name, options: {} };
  }
  for (const token of crawler.tokens) {
    if (selectGroups(robots, [token]).group.kind === 'specific')
      return { crawler, appliedToken: token, checkToken: token, options: {} };
  }
  const options: CheckOptions = crawler.ignoresGlobal ? { ignoreGlobal: true } : {};
  const { group } = selectGroups(robots, [crawler.tokens[0]], crawler.ignoresGlobal);
  return {
    crawler,
    appliedToken: group.kind === 'global' ? '*' : null,
    checkToken: crawler.tokens[0],
    options,
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
