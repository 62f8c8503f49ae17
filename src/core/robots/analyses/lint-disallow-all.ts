/**
 * Whole-site blocks: a crawler set whose rules allow none of a few probe paths. Where the set
 * is the `*` group or names a major search crawler, that is the staging robots.txt shipped to
 * production (seed 004) or a site leaving search: an error. A group that names only other
 * crawlers (Wikipedia's `MJ12bot` and `Mediapartners-Google*`, a site copier, an AI crawler)
 * refuses them on purpose, and every other crawler follows its own group or `*`: a note that
 * says which crawlers it refuses.
 *
 * A major search crawler is one of the tester's search crawlers (ai-crawlers.ts
 * `crawlerPresets`, family `search`) of Google's kind "common crawler" (crawler-model.ts):
 * it feeds a search index. AdsBot-Google and Mediapartners-Google are special-case crawlers
 * that check ads: refusing them costs no search traffic (Google's "special-case crawlers").
 */
import { crawlerPresets } from './ai-crawlers';
import type { CrawlerSet } from './crawler-sets';
import type { RobotsLintCode } from './lint-codes';
import { checkUrl } from '../engine/matcher';
import { canonicalKey } from '../engine/record-key';
import type { RobotsTxt } from '../engine/robots-txt';

type Sink = (code: RobotsLintCode, line: number, params?: Record<string, string | number>) => void;

/** Product tokens (lower case) of the major search crawlers. */
export const majorSearchCrawlers: ReadonlySet<string> = new Set(
  crawlerPresets
    .filter((preset) => preset.family === 'search' && preset.kind === 'common')
    .map((preset) => preset.token.toLowerCase()),
);

/** Paths a whole-site block refuses: the root's children, a file, a deep path with a query. */
const probePaths = ['/x', '/index.html', '/a/b/c?d=e'];

/**
 * The probes, and a URL each Allow of the set matches (its pattern with each `*` standing for
 * "x" and no end anchor): `Disallow: /` with `Allow: /blog/` opens the blog, so it blocks
 * less than the whole site.
 */
function probesOf(set: CrawlerSet): string[] {
  const allowed = set.rules
    .filter((rule) => rule.kind === 'allow' && rule.pattern !== '')
    .map((rule) => rule.pattern.replace(/\*/g, 'x').replace(/\$$/, ''));
  return [...probePaths, ...allowed];
}

export function lintDisallowAll(robots: RobotsTxt, set: CrawlerSet, report: Sink): void {
  // Compiled once per file (checkUrl caches it): a check is one walk of the rule tree.
  const probes = probesOf(set).map((path) => checkUrl(robots, set.tokens ?? '*', path));
  if (!probes.every((verdict) => !verdict.allowed) || !probes[0].rule) return;
  const { line } = probes[0];
  const rule = set.rules.find((r) => r.line === line);
  const text = rule ? `${canonicalKey[rule.kind]}: ${rule.value}` : `line ${line}`;
  const namesSearchCrawler =
    set.tokens?.some((token) => majorSearchCrawlers.has(token.toLowerCase())) ?? false;
  if (set.isGlobal || namesSearchCrawler)
    report('disallow-all', line, { rule: text, agent: set.isGlobal ? '*' : set.name, line });
  else
    report('disallow-all-other-crawlers', line, {
      rule: text,
      agents: (set.agents ?? set.tokens ?? []).join(', '),
      count: set.tokens?.length ?? 0,
      line,
    });
}
