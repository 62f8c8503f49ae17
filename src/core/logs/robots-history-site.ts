/**
 * The versions of a kept robots.txt history (the workbench's, or `watch`'s
 * `robots-history.json`: versions by site) that judge a log's requests
 * (log-robots-history.ts): those of the site whose robots.txt is joined. A history names sites
 * as the user typed them (`example.com`, `https://www.example.com`) or by origin, so they are
 * compared by host: RFC 9309 §2.3, a robots.txt governs its own host only, and a history of
 * another site's file says nothing of this one.
 */
import { parseSite } from '../robots/analyses/site-origin';
import { parseRobots } from '../robots/engine/parse-robots';
import type { RobotsHistory } from '../robots/robots-history';
import type { DatedRobots } from './log-robots-history';

/** The history's site for the joined robots.txt, or why none is: the sites it keeps. */
export type HistorySite =
  | { readonly site: string }
  /** No site of the history is the joined one's (or, with no host known, several could be). */
  | { readonly site: null; readonly sites: readonly string[] };

export type HistoryChoice =
  | { readonly site: string; readonly versions: readonly [DatedRobots, ...DatedRobots[]] }
  | Extract<HistorySite, { site: null }>;

function hostOf(site: string): string | undefined {
  const parsed = parseSite(site);
  return parsed.ok ? parsed.site.host : undefined;
}

/**
 * The site of the history whose host is `host`; with no host known (a robots.txt read from a
 * file, no sitemap naming its site), the history's only site, if it has one.
 */
export function historySiteOf(history: RobotsHistory, host: string | undefined): HistorySite {
  const sites = Object.keys(history).filter((site) => (history[site]?.length ?? 0) > 0);
  const chosen =
    host === undefined
      ? sites.length === 1
        ? sites[0]
        : undefined
      : sites.find((site) => hostOf(site) === host.toLowerCase());
  return chosen === undefined ? { site: null, sites } : { site: chosen };
}

/** {@link historySiteOf}, with that site's versions read as robots.txt files. */
export function historyOfSite(history: RobotsHistory, host: string | undefined): HistoryChoice {
  const chosen = historySiteOf(history, host);
  if (chosen.site === null) return chosen;
  // historySiteOf chooses only a site with versions: `first` is one.
  const [first, ...rest] = history[chosen.site]!.map((version) => ({
    savedAtMs: version.savedAtMs,
    robots: parseRobots(version.text),
  }));
  return { site: chosen.site, versions: [first!, ...rest] };
}
