/**
 * An AI posture: for one site's robots.txt, every AI crawler (ai-crawlers.ts) with what it
 * may fetch (all, some, none, or not applicable for a fetcher that does not read robots.txt),
 * the lines that decide, what the preferences ask for the site root (training, search), and
 * where the two contradict each other: the file's preferences say no training while the rules
 * let a training crawler in, or the rules block a search crawler the preferences invite. What
 * the site wants is read from every group's preferences for the whole site (no path, or `/`),
 * most-restrictively: the usual mistake is a `*` group that asks for no training beside a
 * crawler's own group that lets it in, and that crawler never reads the `*` group's lines.
 *
 * Without the site's URLs, what a crawler may fetch is read from its group's rules: `all`
 * when no Disallow with a path applies to it, `none` when `/` is disallowed and no Allow with a
 * path reopens anything, `some` otherwise. Given URLs (the loaded sitemaps), it is decided by
 * checking them. The preferences are those of the crawler's group for `/`, where it may fetch
 * `/` (draft-ietf-aipref-attach-05 §4).
 */
import { aiCrawlers, type AiCrawlerPurpose } from './ai-crawlers';
import { preferencesFor, readAiPreferences, type PreferenceLine } from './ai-preferences';
import { chooseCrawlerGroup, type CrawlerStanding } from './crawler-groups';
import { compileRobots, selectGroups } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';

export type PostureAccess = 'all' | 'some' | 'none' | 'not-applicable';

export type PostureContradiction =
  'training-allowed-against-preference' | 'search-blocked-against-preference';

export interface PostureCell {
  readonly token: string;
  readonly purpose: AiCrawlerPurpose;
  readonly access: PostureAccess;
  /** What the rules decide even when the fetcher does not read them (`access` says so). */
  readonly rulesAccess: Exclude<PostureAccess, 'not-applicable'>;
  /** The deciding lines: the Disallow lines for `some`, the line blocking `/` for `none`. */
  readonly lines: readonly number[];
  readonly appliedToken: string | null;
  readonly standing: CrawlerStanding;
  /** What the group asks for `/`: true yes, false no, null not stated; with the lines saying so. */
  readonly trainAi: boolean | null;
  readonly search: boolean | null;
  readonly preferenceLines: readonly number[];
  readonly contradictions: readonly PostureContradiction[];
  /** The preference lines (any group) that the rules contradict. */
  readonly contradictedLines: readonly number[];
}

/** Deciding lines kept per cell (a file may disallow thousands of paths). */
const LINES_KEPT = 5;

/** Every AI crawler's posture in this file; `urls` (paths or URLs of the site) decide access when given. */
export function evaluatePosture(robots: RobotsTxt, urls?: readonly string[]): PostureCell[] {
  const compiled = compileRobots(robots);
  const preferenceLines = readAiPreferences(robots);
  const wish = siteWish(preferenceLines);
  return aiCrawlers.map((crawler) => {
    const choice = chooseCrawlerGroup(robots, crawler.token);
    const check = (url: string) => compiled.check(choice.checkToken, url, choice.options);
    const root = check('/');
    const { rulesAccess, lines } =
      urls === undefined
        ? accessFromRules(robots, choice.checkToken, choice.options.ignoreGlobal === true, root)
        : accessFromUrls(urls, check);
    const groupLines = root.group.userAgents.map((ua) => ua.line);
    const preferences = preferencesFor(
      robots,
      preferenceLines,
      groupLines,
      '/',
      () => root.allowed,
    );
    const said = (purpose: 'train-ai' | 'search') =>
      preferences.find((p) => p.purpose === purpose)?.allows ?? null;
    const access = choice.standing.readsRobots ? rulesAccess : 'not-applicable';
    const trainAi = said('train-ai');
    const search = said('search');
    const contradictions: PostureContradiction[] = [];
    const contradictedLines: number[] = [];
    if (
      crawler.purpose === 'training' &&
      wish.trainAi.allows === false &&
      (access === 'all' || access === 'some')
    ) {
      contradictions.push('training-allowed-against-preference');
      contradictedLines.push(...wish.trainAi.lines);
    }
    if (crawler.purpose === 'ai-search' && wish.search.allows === true && access === 'none') {
      contradictions.push('search-blocked-against-preference');
      contradictedLines.push(...wish.search.lines);
    }
    return {
      token: crawler.token,
      purpose: crawler.purpose,
      access,
      rulesAccess,
      lines,
      appliedToken: choice.appliedToken,
      standing: choice.standing,
      trainAi,
      search,
      preferenceLines: [...new Set(preferences.flatMap((p) => p.lines))].sort((a, b) => a - b),
      contradictions,
      contradictedLines,
    };
  });
}

interface Wish {
  readonly allows: boolean | null;
  readonly lines: readonly number[];
}

/** What the file asks for the whole site in any group: a "no" anywhere wins (most-restrictive). */
function siteWish(lines: readonly PreferenceLine[]): { trainAi: Wish; search: Wish } {
  const said = (purpose: 'train-ai' | 'search'): Wish => {
    let allows: boolean | null = null;
    const saying = new Map<boolean, number[]>([
      [true, []],
      [false, []],
    ]);
    for (const line of lines) {
      if (line.groupIndex < 0 || (line.path !== null && line.path !== '/')) continue;
      for (const entry of line.entries) {
        if (entry.status !== 'counts' || entry.purpose !== purpose) continue;
        const yes = entry.allows === true;
        allows = allows === false ? false : yes;
        saying.get(yes)?.push(line.line);
      }
    }
    return { allows, lines: allows === null ? [] : (saying.get(allows) ?? []) };
  };
  return { trainAi: said('train-ai'), search: said('search') };
}

function accessFromRules(
  robots: RobotsTxt,
  token: string,
  ignoreGlobal: boolean,
  root: { allowed: boolean; line: number },
): { rulesAccess: PostureCell['rulesAccess']; lines: number[] } {
  const { rules } = selectGroups(robots, [token], ignoreGlobal);
  // RFC 9309 §2.2.2: an empty Disallow blocks nothing; an Allow with a path may reopen some.
  const disallows = rules.filter((rule) => rule.kind === 'disallow' && rule.pattern !== '');
  const allows = rules.filter((rule) => rule.kind === 'allow' && rule.pattern !== '');
  if (disallows.length === 0) return { rulesAccess: 'all', lines: [] };
  if (!root.allowed && allows.length === 0) return { rulesAccess: 'none', lines: [root.line] };
  return { rulesAccess: 'some', lines: disallows.slice(0, LINES_KEPT).map((rule) => rule.line) };
}

function accessFromUrls(
  urls: readonly string[],
  check: (url: string) => { allowed: boolean; line: number },
): { rulesAccess: PostureCell['rulesAccess']; lines: number[] } {
  const blockingLines = new Map<number, number>();
  let blocked = 0;
  for (const url of urls) {
    const verdict = check(url);
    if (verdict.allowed) continue;
    blocked++;
    blockingLines.set(verdict.line, (blockingLines.get(verdict.line) ?? 0) + 1);
  }
  const lines = [...blockingLines]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, LINES_KEPT)
    .map(([line]) => line);
  if (blocked === 0) return { rulesAccess: 'all', lines };
  return { rulesAccess: blocked === urls.length ? 'none' : 'some', lines };
}
