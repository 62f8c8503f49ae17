/**
 * "AI crawlers at a glance": for each crawler, may it fetch the site root and each top-level
 * section of the loaded sitemaps (fully allowed, partly blocked, fully blocked), with the
 * deciding lines. Sections are the first path segment of the sitemap URLs on the site
 * (RFC 9309 §2.3); each is judged on its own path and a bounded sample of its URLs, so the
 * table costs the same for a thousand URLs or a million.
 */
import { aiCrawlers } from './ai-crawlers';
import { preferencesFor, readAiPreferences, type AppliedPreference } from './ai-preferences';
import { chooseCrawlerGroup, type CrawlerStanding } from './crawler-groups';
import { compileRobots } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';
import { isOnSite, parseAbsoluteUrl, type RobotsSite } from './site-origin';

export interface SitemapSection {
  /** `/blog/`, or `/` for URLs directly under the root. */
  readonly path: string;
  /** How many sitemap URLs are in the section. */
  readonly urlCount: number;
  /** Up to the sample limit, in list order. */
  readonly sample: readonly string[];
}

/** Groups sitemap URLs of the site by first path segment (largest sections first). */
export function sitemapSections(
  urls: Iterable<string>,
  site: RobotsSite | null,
  sampleLimit = 200,
): SitemapSection[] {
  const sections = new Map<string, { path: string; urlCount: number; sample: string[] }>();
  for (const url of urls) {
    if (site !== null && !isOnSite(url, site)) continue;
    const parsed = parseAbsoluteUrl(url);
    if (!parsed.ok) continue;
    const path = parsed.url.path;
    const end = path.indexOf('/', 1);
    const key = end < 0 ? '/' : path.slice(0, end + 1);
    let section = sections.get(key);
    if (section === undefined) {
      section = { path: key, urlCount: 0, sample: [] };
      sections.set(key, section);
    }
    section.urlCount++;
    if (section.sample.length < sampleLimit) section.sample.push(url);
  }
  return [...sections.values()].sort(
    (a, b) => b.urlCount - a.urlCount || (a.path < b.path ? -1 : 1),
  );
}

export type AccessLevel = 'allowed' | 'partly-blocked' | 'blocked';

export interface SectionAccess {
  readonly path: string;
  readonly level: AccessLevel;
  /** URLs checked: the section path itself and its sample. */
  readonly checked: number;
  readonly blocked: number;
  /** Deciding lines of the blocked checks, most frequent first; for `allowed`, the line that allowed the section path (0: no rule matched). */
  readonly lines: readonly number[];
}

export interface CrawlerAccess {
  readonly token: string;
  /** The token whose group applied (`*`: the global group; null: none), crawler-groups.ts. */
  readonly appliedToken: string | null;
  /** Why that group applied, whether the file names the crawler, whether it reads robots.txt. */
  readonly standing: CrawlerStanding;
  /**
   * What the same group asks of the crawler for the site root (Content-Signal,
   * Content-Usage without a path or with one matching `/`): beside, never instead of, access.
   * As stated: when `root.allowed` is false no crawler can act on them
   * (draft-ietf-aipref-attach-05 §4: preferences apply only where the group allows fetching).
   */
  readonly preferences: readonly AppliedPreference[];
  /** Content-Usage lines of its group that are for a narrower path (their preferences differ there). */
  readonly pathPreferenceLines: readonly number[];
  /** The site root `/`. */
  readonly root: { readonly allowed: boolean; readonly line: number };
  readonly sections: readonly SectionAccess[];
}

/** Root and section access for each token (default: every AI crawler of ai-crawlers.ts). */
export function evaluateCrawlerAccess(
  robots: RobotsTxt,
  sections: readonly SitemapSection[],
  tokens: readonly string[] = aiCrawlers.map((c) => c.token),
): CrawlerAccess[] {
  const compiled = compileRobots(robots);
  const preferenceLines = readAiPreferences(robots);
  return tokens.map((token) => {
    const { checkToken, options, appliedToken, standing } = chooseCrawlerGroup(robots, token);
    const check = (url: string) => compiled.check(checkToken, url, options);
    const root = check('/');
    const groupLines = root.group.userAgents.map((ua) => ua.line);
    return {
      token,
      appliedToken,
      standing,
      preferences: preferencesFor(robots, preferenceLines, groupLines, '/'),
      pathPreferenceLines: preferenceLines
        .filter((line) => line.path !== null && line.path !== '/')
        .filter((line) => preferencesFor(robots, [line], groupLines, line.path ?? '/').length > 0)
        .map((line) => line.line),
      root: { allowed: root.allowed, line: root.line },
      sections: sections.map((section): SectionAccess => {
        const own = check(section.path);
        const perLine = new Map<number, number>();
        let blocked = 0;
        for (const verdict of [own, ...section.sample.map(check)]) {
          if (verdict.allowed) continue;
          blocked++;
          perLine.set(verdict.line, (perLine.get(verdict.line) ?? 0) + 1);
        }
        const checked = section.sample.length + 1;
        const level =
          blocked === 0 ? 'allowed' : blocked === checked ? 'blocked' : 'partly-blocked';
        const lines =
          blocked === 0
            ? [own.line]
            : [...perLine].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([line]) => line);
        return { path: section.path, level, checked, blocked, lines };
      }),
    };
  });
}
