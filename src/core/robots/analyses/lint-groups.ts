/**
 * Lint checks that need the groups as a crawler sees them: every group naming it merged, or
 * the `*` groups (RFC 9309 §2.2.1). Empty and merged groups, `*` rules a specific group drops,
 * whole-site blocks, and rules that can never decide (duplicates, shadowed rules, Allows
 * with nothing to override).
 */
import { crawlerSets, type CrawlerSet } from './crawler-sets';
import type { RobotsLintCode } from './lint-codes';
import { lintDisallowAll } from './lint-disallow-all';
import { checkUrl } from '../engine/matcher';
import { canonicalKey } from '../engine/record-key';
import type { RobotsRule, RobotsTxt } from '../engine/robots-txt';
import { RuleTree, type TreeRule } from '../engine/rule-tree';

type Sink = (code: RobotsLintCode, line: number, params?: Record<string, string | number>) => void;

export function lintGroups(robots: RobotsTxt, report: Sink): void {
  lintGroupShapes(robots, report);
  const sets = crawlerSets(robots);
  const verdicts = new RuleVerdicts();
  const global = sets.find((set) => set.isGlobal);
  for (const set of sets) {
    lintDecisions(set.rules, verdicts);
    lintDisallowAll(robots, set, report);
    if (!set.isGlobal && global && set.rules.length > 0)
      lintDroppedGlobalRules(robots, set, global, report);
  }
  verdicts.flush(report);
}

/** Empty groups and user-agent lines merged into the next group across unsupported lines. */
function lintGroupShapes(robots: RobotsTxt, report: Sink): void {
  const between = [
    ...robots.unsupported.map((r) => ({ line: r.line, key: r.key })),
    ...robots.sitemaps.map((s) => ({ line: s.line, key: s.key })),
  ].sort((a, b) => a.line - b.line);
  for (const group of robots.groups) {
    if (group.rules.length === 0) {
      report('group-empty', group.startLine, {
        agents: group.userAgents.map((ua) => ua.value).join(', '),
        line: group.startLine,
      });
      continue;
    }
    for (let i = 0; i + 1 < group.userAgents.length; i++) {
      const from = group.userAgents[i].line;
      const to = group.userAgents[i + 1].line;
      const record = between.find((r) => r.line > from && r.line < to);
      if (record)
        report('user-agent-merged', from, {
          value: group.userAgents[i].value,
          line: from,
          key: record.key,
        });
    }
  }
}

/**
 * `*` Disallows that no longer apply to a crawler with its own group. Only those whose URLs
 * the crawler may now fetch are listed: a group that blocks them anyway (often
 * "Disallow: /") loses nothing.
 */
function lintDroppedGlobalRules(
  robots: RobotsTxt,
  set: CrawlerSet,
  global: CrawlerSet,
  report: Sink,
): void {
  const own = new Set(set.rules.filter((r) => r.kind === 'disallow').map((r) => r.pattern));
  const dropped = global.rules.filter((r) => {
    if (r.kind !== 'disallow' || r.pattern === '' || own.has(r.pattern)) return false;
    own.add(r.pattern);
    // A URL the * rule blocks: the pattern with each * standing for "x" and no end anchor.
    const example = r.pattern.replace(/\*/g, 'x').replace(/\$$/, '');
    return checkUrl(robots, set.tokens ?? [], example).allowed;
  });
  if (dropped.length === 0) return;
  const shown =
    dropped
      .slice(0, 3)
      .map((r) => `Disallow: ${r.value}`)
      .join(', ') + (dropped.length > 3 ? ', …' : '');
  report('global-rules-dropped', set.line, {
    agent: set.name,
    line: set.line,
    count: dropped.length,
    rules: shown,
  });
}

/** A pattern that matches exactly the URLs starting with its prefix ("/a", "/a*", "/a*$"). */
const isPrefixLike = (entry: TreeRule): boolean =>
  entry.compiled.segments === null
    ? !entry.compiled.anchored
    : entry.compiled.segments.every((s) => s === '');

/** Does `other` win against `entry` on every URL `entry` matches (given it matches them all)? */
const alwaysBeats = (other: TreeRule, entry: TreeRule): boolean =>
  other.priority > entry.priority ||
  (other.priority === entry.priority &&
    ((other.rule.kind === 'allow' && entry.rule.kind === 'disallow') ||
      (other.rule.kind === entry.rule.kind && other.line < entry.line)));

/**
 * Collects, per rule line, whether it is a duplicate / shadowed / a redundant Allow in every
 * crawler set that contains it; a rule is reported only when that holds in all of them.
 */
class RuleVerdicts {
  private readonly seen = new Map<number, number>();
  private readonly flagged = new Map<
    string,
    { count: number; code: RobotsLintCode; line: number; params: Record<string, string | number> }
  >();

  contains(line: number): void {
    this.seen.set(line, (this.seen.get(line) ?? 0) + 1);
  }

  flag(code: RobotsLintCode, line: number, params: Record<string, string | number>): void {
    const key = `${code}:${line}`;
    const entry = this.flagged.get(key);
    if (entry) entry.count++;
    else this.flagged.set(key, { count: 1, code, line, params });
  }

  flush(report: Sink): void {
    for (const entry of this.flagged.values()) {
      if (entry.count === this.seen.get(entry.line)) report(entry.code, entry.line, entry.params);
    }
  }
}

/** Pairs (wildcard Allow × Disallow) compared at most for the Allow check; beyond, Allows are assumed useful. */
const widenedPairLimit = 1_000_000;

/**
 * Duplicates, shadowed rules and redundant Allows of one crawler set. Linear-ish: each rule
 * walks two prefix trees once and looks only at the best rule of each node on its way.
 */
function lintDecisions(rules: readonly RobotsRule[], verdicts: RuleVerdicts): void {
  const nonEmpty = rules.filter((r) => r.pattern !== '');
  const all = new RuleTree(nonEmpty);
  const entries: TreeRule[] = [];
  all.forEachEntry((entry) => {
    if (!entry.isIndexHtmlDirectory) entries.push(entry);
  });
  entries.sort((a, b) => a.line - b.line);
  for (const rule of rules) verdicts.contains(rule.line);
  // Prefix-like rules match every URL starting with their prefix: the only sure supersets.
  const prefixLike = new RuleTree(entries.filter(isPrefixLike).map((entry) => entry.rule));
  const firstLine = new Map<string, number>();
  const disallows = nonEmpty.filter((r) => r.kind === 'disallow');
  const wildcardAllows = entries.filter(
    (e) => e.rule.kind === 'allow' && e.priority > e.compiled.prefix.length,
  ).length;
  const canWiden = wildcardAllows * disallows.length <= widenedPairLimit;

  for (const entry of entries) {
    const line = entry.line;
    const sameKey = `${entry.rule.kind}\n${entry.pattern}`;
    const first = firstLine.get(sameKey);
    if (first !== undefined) {
      verdicts.flag('rule-duplicate', line, { line, other: first });
      continue;
    }
    firstLine.set(sameKey, line);
    let winner: TreeRule | null = null;
    const consider = (other: TreeRule | undefined): void => {
      if (other === undefined || other.line === line || other.isIndexHtmlDirectory) return;
      if (alwaysBeats(other, entry) && (winner === null || alwaysBeats(other, winner)))
        winner = other;
    };
    prefixLike.forEachNodeAlong(entry.compiled.prefix, (allow, disallow) => {
      // Lists are best-first: only the strongest (other than this rule) can always win.
      consider(allow[0]?.line === line ? allow[1] : allow[0]);
      consider(disallow[0]?.line === line ? disallow[1] : disallow[0]);
    });
    // The same pattern with the other kind covers the same URLs even when not prefix-like.
    if (entry.rule.kind === 'disallow' && firstLine.has(`allow\n${entry.pattern}`))
      winner ??= entry;
    if (winner !== null) {
      const other = winner as TreeRule;
      const otherLine =
        other === entry ? (firstLine.get(`allow\n${entry.pattern}`) ?? 0) : other.line;
      const otherRule =
        other === entry
          ? `Allow: ${entry.rule.value}`
          : `${canonicalKey[other.rule.kind]}: ${other.rule.value}`;
      verdicts.flag('rule-shadowed', line, { line, other: otherLine, otherRule });
      continue;
    }
    if (
      entry.rule.kind === 'allow' &&
      !hasIndexHtmlForm(entry) &&
      !canOverride(entry, all, disallows, canWiden)
    ) {
      verdicts.flag('allow-redundant', line, { line });
    }
  }
}

/**
 * Can this Allow beat some Disallow on some URL? Only a Disallow no longer than the Allow
 * (allow wins a tie) whose prefix is compatible with the Allow's can ever meet it.
 */
function canOverride(
  entry: TreeRule,
  all: RuleTree,
  disallows: readonly RobotsRule[],
  canWiden: boolean,
): boolean {
  let found = false;
  all.forEachNodeAlong(entry.compiled.prefix, (_allow, _disallow, minDisallowPriority) => {
    if (minDisallowPriority <= entry.priority) found = true;
  });
  if (found) return true;
  const prefix = entry.compiled.prefix;
  // Only an Allow with * or $ (priority above its prefix length) can also meet Disallows with
  // a longer prefix that are still no longer than it: compare those directly, within a budget.
  if (entry.priority === prefix.length) return false;
  if (!canWiden) return true;
  return disallows.some((d) => d.pattern.length <= entry.priority && d.pattern.startsWith(prefix));
}

const hasIndexHtmlForm = (entry: TreeRule): boolean => {
  const slash = entry.pattern.lastIndexOf('/');
  return slash >= 0 && entry.pattern.startsWith('/index.htm', slash);
};
