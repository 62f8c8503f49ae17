/**
 * Deciding: is a URL allowed for a crawler, and which line decided. A second consumer of the
 * parse (google/robotstxt RobotsMatcher), working on the RobotsTxt data compiled once per
 * crawler set into a RuleTree.
 *
 * RFC 9309 §2.2.1 (groups: every group naming the crawler merges; `*` only when none does),
 * §2.2.2 (longest match wins, allow on a tie). Where Google's library and the RFC differ
 * (/robots.txt itself, %-decoding of the URL, the index.html rule), the default follows
 * Google and the verdict says so; `{ rfc: true }` gives the RFC reading.
 */
import type { RobotsRule, RobotsTxt, RobotsUserAgent } from './robots-txt';
import { BestMatch, RuleTree, type RuleSummary } from './rule-tree';
import { getPathParamsQuery, mayNeedRfcNormalization, normalizeRfcPath } from './url-path';
import { callerTokenKey, isValidUserAgentToObey } from './user-agent';
import { verdictNote, type RobotsNote } from './verdict-notes';

export interface AppliedGroup {
  /** `specific`: groups naming the crawler; `global`: the `*` groups; `none`: no group applies. */
  readonly kind: 'specific' | 'global' | 'none';
  /** The user-agent lines that made these groups apply. */
  readonly userAgents: readonly RobotsUserAgent[];
}

export interface RobotsVerdict {
  readonly allowed: boolean;
  /** Line of the deciding rule; 0 when no rule matched. */
  readonly line: number;
  readonly rule?: RuleSummary;
  readonly group: AppliedGroup;
  /** The path+params+query that was compared. */
  readonly path: string;
  readonly notes: readonly RobotsNote[];
}

export interface CheckOptions {
  /** RFC 9309 reading: %-normalise the URL path and rules; /robots.txt always allowed; no index.html rule. */
  readonly rfc?: boolean;
  /**
   * The crawler ignores the `*` group (Google's special-case crawlers such as AdsBot-Google):
   * when no group names it, no group applies. Default false, the RFC 9309 §2.2.1 reading.
   */
  readonly ignoreGlobal?: boolean;
}

interface RuleSet {
  readonly group: AppliedGroup;
  readonly rules: readonly RobotsRule[];
  readonly google: RuleTree;
  rfc: RuleTree | null;
  /** Notes that hold for every check with these agents. */
  readonly fixedNotes: readonly RobotsNote[];
}

/** RobotsTxt compiled for matching: one RuleTree per crawler set, built on first use. */
export class CompiledRobots {
  private readonly byAgents = new Map<string, RuleSet>();
  /** The same, for crawlers that ignore the `*` group. */
  private readonly byAgentsIgnoringGlobal = new Map<string, RuleSet>();
  private readonly allow = new BestMatch();
  private readonly disallow = new BestMatch();
  private decidedByIndexHtml = false;

  constructor(readonly robots: RobotsTxt) {}

  check(agents: string | readonly string[], url: string, options?: CheckOptions): RobotsVerdict {
    const set = this.ruleSet(agents, options?.ignoreGlobal === true);
    const path = getPathParamsQuery(url);
    if (options?.rfc === true) return this.checkRfc(set, path);
    const google = this.decide(set, set.google, path);
    const indexHtml = this.decidedByIndexHtml;
    // Notes are rare; build them only when one can apply (a million checks allocate nothing extra).
    const mayDiffer = path === '/robots.txt' || mayNeedRfcNormalization(path);
    if (!mayDiffer && set.fixedNotes.length === 0 && !indexHtml) return google;
    const notes = [...set.fixedNotes];
    if (indexHtml) notes.push(verdictNote('index-html-directory', { line: google.line }));
    if (path === '/robots.txt') {
      if (!google.allowed) notes.push(verdictNote('rfc-robots-txt-allowed', { line: google.line }));
    } else if (mayDiffer) {
      const rfc = this.decideRfc(set, path);
      if (rfc.allowed !== google.allowed || rfc.line !== google.line) {
        notes.push(
          verdictNote('rfc-percent-encoding', {
            rfcVerdict: verdictWord(rfc.allowed),
            rfcLine: rfc.line,
          }),
        );
      }
    }
    return notes.length === 0 ? google : { ...google, notes };
  }

  private checkRfc(set: RuleSet, path: string): RobotsVerdict {
    const rfc = this.decideRfc(set, path);
    const google = this.decide(set, set.google, path);
    const notes = [...set.fixedNotes];
    if (rfc.allowed !== google.allowed || rfc.line !== google.line) {
      notes.push(
        verdictNote('google-differs', {
          googleVerdict: verdictWord(google.allowed),
          googleLine: google.line,
        }),
      );
    }
    return notes.length === 0 ? rfc : { ...rfc, notes };
  }

  private decideRfc(set: RuleSet, path: string): RobotsVerdict {
    // RFC 9309 §2.2.2: "/robots.txt" is implicitly allowed.
    if (path === '/robots.txt')
      return { allowed: true, line: 0, group: set.group, path, notes: noNotes };
    // RFC 9309 has no index.html rule: the RFC tree leaves it out.
    set.rfc ??= new RuleTree(set.rules, normalizeRfcPath, false);
    return this.decide(set, set.rfc, normalizeRfcPath(path));
  }

  /**
   * google/robotstxt RobotsMatcher::disallow() and matching_line(). Sets decidedByIndexHtml
   * (a field, so a check allocates only its verdict).
   */
  private decide(set: RuleSet, tree: RuleTree, path: string): RobotsVerdict {
    const { allow, disallow } = this;
    tree.match(path, allow, disallow);
    // Only a positive priority blocks: an empty `Disallow:` (priority 0) matches but allows.
    const allowed = !(disallow.priority > 0 && disallow.priority > allow.priority);
    // Allow wins a tie (Match::HigherPriorityMatch).
    const decider = disallow.priority > allow.priority ? disallow.entry : allow.entry;
    this.decidedByIndexHtml = decider !== null && decider.isIndexHtmlDirectory;
    if (decider === null) return { allowed, line: 0, group: set.group, path, notes: noNotes };
    return {
      allowed,
      line: decider.line,
      rule: decider.summary,
      group: set.group,
      path,
      notes: noNotes,
    };
  }

  private ruleSet(agents: string | readonly string[], ignoreGlobal: boolean): RuleSet {
    const cacheKey = typeof agents === 'string' ? agents : agents.join('\u0000') + '\u0000';
    const cache = ignoreGlobal ? this.byAgentsIgnoringGlobal : this.byAgents;
    let set = cache.get(cacheKey);
    if (set === undefined) {
      if (cache.size >= 256) cache.clear();
      const list = typeof agents === 'string' ? [agents] : agents;
      set = buildRuleSet(this.robots, list, ignoreGlobal);
      cache.set(cacheKey, set);
    }
    return set;
  }
}

const noNotes: readonly RobotsNote[] = Object.freeze([]);
const verdictWord = (allowed: boolean): string => (allowed ? 'allowed' : 'disallowed');

/**
 * The groups that apply to a set of crawler tokens. Google pools every group that names any
 * of them (not an OR of per-agent verdicts); the `*` groups apply only when none does.
 */
export function selectGroups(
  robots: RobotsTxt,
  agents: readonly string[],
  ignoreGlobal = false,
): { group: AppliedGroup; rules: RobotsRule[] } {
  const keys = new Set<string>();
  for (const agent of agents) {
    const key = callerTokenKey(agent);
    if (key !== null) keys.add(key);
  }
  const specific: RobotsUserAgent[] = [];
  const specificRules: RobotsRule[] = [];
  const global: RobotsUserAgent[] = [];
  const globalRules: RobotsRule[] = [];
  for (const group of robots.groups) {
    const named = group.userAgents.filter((ua) => !ua.isGlobal && keys.has(ua.token.toLowerCase()));
    if (named.length > 0) {
      specific.push(...named);
      specificRules.push(...group.rules);
      continue;
    }
    const stars = group.userAgents.filter((ua) => ua.isGlobal);
    if (stars.length > 0) {
      global.push(...stars);
      globalRules.push(...group.rules);
    }
  }
  if (specific.length > 0)
    return { group: { kind: 'specific', userAgents: specific }, rules: specificRules };
  if (global.length > 0 && !ignoreGlobal)
    return { group: { kind: 'global', userAgents: global }, rules: globalRules };
  return { group: { kind: 'none', userAgents: [] }, rules: [] };
}

function buildRuleSet(
  robots: RobotsTxt,
  agents: readonly string[],
  ignoreGlobal: boolean,
): RuleSet {
  const { group, rules } = selectGroups(robots, agents, ignoreGlobal);
  // The empty token is compared like any other (it matches `User-agent:` lines with no token).
  const fixedNotes = agents
    .filter((agent) => agent !== '' && !isValidUserAgentToObey(agent))
    .map((agent) => verdictNote('agent-not-a-token', { agent }));
  if (group.kind === 'none') fixedNotes.push(verdictNote('no-matching-group'));
  return { group, rules, google: new RuleTree(rules), rfc: null, fixedNotes };
}

const compiled = new WeakMap<RobotsTxt, CompiledRobots>();

/** Compiles (once per RobotsTxt object, cached) for fast repeated checks. */
export function compileRobots(robots: RobotsTxt): CompiledRobots {
  let result = compiled.get(robots);
  if (result === undefined) {
    result = new CompiledRobots(robots);
    compiled.set(robots, result);
  }
  return result;
}

/**
 * Is `url` (a full URL or a path) allowed for the crawler token(s), and which line decided?
 * The URL is compared as given, as Google's library does (pass it %-encoded).
 */
export function checkUrl(
  robots: RobotsTxt,
  agents: string | readonly string[],
  url: string,
  options?: CheckOptions,
): RobotsVerdict {
  return compileRobots(robots).check(agents, url, options);
}
