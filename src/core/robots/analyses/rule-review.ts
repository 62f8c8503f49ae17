/**
 * The review a robots.txt needs twice a year and after every change of the site's structure, done
 * against the loaded sitemaps for one crawler: for each rule, how many sitemap URLs it decides
 * (allowed / blocked), which rules decide none of them (each should be explainable, or go),
 * which miss sitemap URLs only by letter case (paths are case-sensitive: RFC 9309 §2.2.2, and
 * Google's "How Google interprets the robots.txt specification"), and which name places a
 * public file should not advertise (an admin screen or a staging copy is closed with a
 * password, not hidden by a robots.txt line that tells everyone where it is).
 *
 * The crawler reads as the matrix reads it (crawler-groups.ts): Googlebot-Image follows a
 * Googlebot group when it has none of its own. URLs of another site than the one the file
 * governs are counted apart (RFC 9309 §2.3).
 */
import { chooseCrawlerGroup, type CrawlerGroupChoice } from './crawler-groups';
import { compileRobots, type CompiledRobots } from '../engine/matcher';
import type { RobotsGroup, RobotsTxt, RuleKind } from '../engine/robots-txt';
import { isOnSite, type RobotsSite } from './site-origin';

export interface RuleReviewRow {
  readonly line: number;
  readonly kind: RuleKind;
  /** The value as written. */
  readonly value: string;
  /** The rule belongs to a group the crawler obeys; the others decide nothing for it. */
  readonly applies: boolean;
  /** Sitemap URLs this rule decides: as the deciding (longest) match, allowed or blocked. */
  readonly allowed: number;
  readonly blocked: number;
  /** Sitemap URLs the rule would decide if paths were compared ignoring letter case. */
  readonly caseOnly: number;
  /** One such URL, to show. */
  readonly caseOnlyExample?: string;
  /** A word of the path that names a place to close rather than to list (`admin`). */
  readonly revealing?: string;
}

export interface RuleReview {
  readonly agent: string;
  /** The token whose group applied (`*`: the global group; null: none). */
  readonly appliedToken: string | null;
  /** Sitemap URLs on the file's site, checked. */
  readonly checked: number;
  /** Sitemap URLs of another site, not checked. */
  readonly notCovered: number;
  /** Checked URLs no rule matched (allowed by default). */
  readonly undecided: number;
  /** Every rule of the file, in the review's order (`reviewOrder`). */
  readonly rules: readonly RuleReviewRow[];
}

/**
 * Path words that name an entrance (admin screens, staging and development copies, backups,
 * dumps, configuration). Matched as whole words of the path, case-insensitively.
 */
export const REVEALING_WORDS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'phpmyadmin',
  'staging',
  'stage',
  'dev',
  'development',
  'test',
  'testing',
  'backup',
  'backups',
  'bak',
  'old',
  'secret',
  'secrets',
  'private',
  'internal',
  'intranet',
  'hidden',
  'tmp',
  'temp',
  'config',
  'db',
  'database',
  'sql',
  'dump',
  'git',
  'svn',
  'env',
]);

/** The first word of `value` that names an entrance; undefined when none does. */
export function revealingWord(value: string): string | undefined {
  for (const word of value.toLowerCase().split(/[^a-z0-9]+/))
    if (REVEALING_WORDS.has(word)) return word;
  return undefined;
}

/**
 * ASCII letters lower-cased, except the hex digits of %XX escapes (Google upper-cases those in
 * patterns, so folding them would make an escape miss itself).
 */
export function foldCase(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 && i + 2 < text.length) {
      out += text.slice(i, i + 3);
      i += 2;
    } else out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : text[i];
  }
  return out;
}

/** The file with every rule's pattern folded: what would match if case were ignored. */
function foldedRobots(robots: RobotsTxt): RobotsTxt {
  const groups: RobotsGroup[] = robots.groups.map((group) => ({
    ...group,
    rules: group.rules.map((rule) => ({ ...rule, pattern: foldCase(rule.pattern) })),
  }));
  return { ...robots, groups };
}

const HAS_UPPER = /[A-Z]/;

/**
 * The review's one order: a rule comes earlier the more it decides for the chosen crawler.
 * First the rules of the crawler's group that decide loaded sitemap URLs, then the rest of
 * that group, then the other groups' rules (which decide nothing for this crawler); file order
 * within each. A file like Wikipedia's opens with dozens of groups refusing other crawlers,
 * and a reviewer reads the rules that decide their URLs before those.
 */
function reviewOrder(rule: RuleReviewRow): number {
  if (!rule.applies) return 2;
  return rule.allowed + rule.blocked > 0 ? 0 : 1;
}

/** Counts, slice by slice, what each rule decides among the sitemap URLs given to `add`. */
export class RuleReviewer {
  private readonly choice: CrawlerGroupChoice;
  private readonly compiled: CompiledRobots;
  private readonly folded: CompiledRobots;
  /** Some rule has an upper-case letter: then every URL is checked folded, not only mixed ones. */
  private readonly rulesHaveUpper: boolean;
  private readonly allowed = new Map<number, number>();
  private readonly blocked = new Map<number, number>();
  private readonly caseOnly = new Map<number, { count: number; example: string }>();
  private checked = 0;
  private notCovered = 0;
  private undecided = 0;

  constructor(
    private readonly robots: RobotsTxt,
    private readonly agent: string,
    private readonly site: RobotsSite | null,
  ) {
    this.choice = chooseCrawlerGroup(robots, agent);
    this.compiled = compileRobots(robots);
    this.folded = compileRobots(foldedRobots(robots));
    this.rulesHaveUpper = robots.groups.some((group) =>
      group.rules.some((rule) => HAS_UPPER.test(rule.pattern.replace(/%[0-9A-F]{2}/g, ''))),
    );
  }

  /** Checks each URL (full URLs, as stored). */
  add(urls: readonly string[]): void {
    const { checkToken, options } = this.choice;
    for (const url of urls) {
      if (this.site !== null && !isOnSite(url, this.site)) {
        this.notCovered++;
        continue;
      }
      this.checked++;
      const verdict = this.compiled.check(checkToken, url, options);
      if (verdict.line === 0) this.undecided++;
      else {
        const counts = verdict.allowed ? this.allowed : this.blocked;
        counts.set(verdict.line, (counts.get(verdict.line) ?? 0) + 1);
      }
      if (!this.rulesHaveUpper && !HAS_UPPER.test(url)) continue;
      // Folding keeps every match (it maps pattern and path alike), so a different deciding
      // line here is a rule that matches this URL only when case is ignored.
      const folded = this.folded.check(checkToken, foldCase(url), options);
      if (folded.line !== 0 && folded.line !== verdict.line) {
        const known = this.caseOnly.get(folded.line);
        if (known) known.count++;
        else this.caseOnly.set(folded.line, { count: 1, example: url });
      }
    }
  }

  result(): RuleReview {
    const applied = this.compiled.check(this.choice.checkToken, '/', this.choice.options).group;
    const appliedLines = new Set(applied.userAgents.map((ua) => ua.line));
    const rules: RuleReviewRow[] = [];
    for (const group of this.robots.groups) {
      const applies = group.userAgents.some((ua) => appliedLines.has(ua.line));
      for (const rule of group.rules) {
        const caseOnly = this.caseOnly.get(rule.line);
        const revealing = revealingWord(rule.value);
        rules.push({
          line: rule.line,
          kind: rule.kind,
          value: rule.value,
          applies,
          allowed: this.allowed.get(rule.line) ?? 0,
          blocked: this.blocked.get(rule.line) ?? 0,
          caseOnly: caseOnly?.count ?? 0,
          ...(caseOnly ? { caseOnlyExample: caseOnly.example } : {}),
          ...(revealing ? { revealing } : {}),
        });
      }
    }
    rules.sort((a, b) => reviewOrder(a) - reviewOrder(b) || a.line - b.line);
    return {
      agent: this.agent,
      appliedToken: this.choice.appliedToken,
      checked: this.checked,
      notCovered: this.notCovered,
      undecided: this.undecided,
      rules,
    };
  }
}

/** The review of `urls` in one go (the command line, tests). */
export function reviewRules(
  robots: RobotsTxt,
  agent: string,
  site: RobotsSite | null,
  urls: readonly string[],
): RuleReview {
  const reviewer = new RuleReviewer(robots, agent, site);
  reviewer.add(urls);
  return reviewer.result();
}
