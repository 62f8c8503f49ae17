/**
 * The tester's matrix: tested lines × crawler tokens, each cell allowed / blocked / not
 * covered with its deciding line. The robots.txt is compiled once per crawler and reused for
 * every row (100,000 lines × several crawlers stays fast); cells are typed arrays per column
 * (cheap to transfer from the worker), and the detail of one cell is computed on demand by
 * explainCell. RFC 9309 §2.2.1 (groups), §2.2.2 (longest match), §2.3 (one site per file).
 */
import { checkProductToken, type ProductTokenCheck } from './product-token';
import { chooseCrawlerGroup, type CrawlerStanding } from './crawler-groups';
import { compileRobots, type AppliedGroup, type RobotsVerdict } from '../engine/matcher';
import { RobotsMessageCode as Code, robotsMessage, type RobotsMessage } from './robots-messages';
import type { RobotsTxt, RobotsUserAgent } from '../engine/robots-txt';
import type { RobotsSite } from './site-origin';
import { classifyTestLine, type TestTarget } from './test-target';
import { summarizeVerdicts, VerdictCode, type VerdictCounts } from './crosscheck';

export interface MatrixColumn {
  /** The token as given. */
  readonly agent: string;
  readonly tokenCheck: ProductTokenCheck;
  /** The groups that applied to this crawler (the same for every row). */
  readonly group: AppliedGroup;
  /**
   * The token whose group applied: the agent itself, or for a modelled crawler
   * (crawler-data.ts) the most specific of its tokens a group names; `*` for the global
   * group; null when no group applies.
   */
  readonly appliedToken: string | null;
  /** The tokens the crawler answers to, most specific first (one: the agent, when not modelled). */
  readonly tokens: readonly string[];
  /**
   * Its kind, why its group applied, whether the file names it, and whether it reads
   * robots.txt at all: when not (a user-triggered fetcher), every verdict below is what the
   * rules say, shown as "not applicable".
   */
  readonly standing: CrawlerStanding;
  /** Set when a specific group applied and the file also has a `*` group: it was not used. */
  readonly globalGroupNote: RobotsMessage | null;
  /** Per row: a VerdictCode. */
  readonly verdicts: Uint8Array;
  /** Per row: the deciding rule's line; 0 when no rule matched (or not covered / invalid). */
  readonly lines: Uint32Array;
  readonly counts: VerdictCounts;
}

/** Content past Google's 500 KiB limit. */
export interface IgnoredContent {
  readonly limitBytes: number;
  /** The first line not read in full. */
  readonly firstIgnoredLine: number;
  /** The limit falls inside that line: its start was read, its end was not. */
  readonly isMidLine: boolean;
  readonly message: RobotsMessage;
}

export interface RobotsMatrix {
  /** One per tested line, in order. */
  readonly rows: readonly TestTarget[];
  /** One per crawler token, in order. */
  readonly columns: readonly MatrixColumn[];
  readonly ignoredContent: IgnoredContent | null;
}

/** Where Google's 500 KiB limit cut the file; null when it did not. */
export function describeIgnoredContent(robots: RobotsTxt): IgnoredContent | null {
  const cut = robots.sizeLimit;
  if (cut === null) return null;
  const message = robotsMessage(cut.isMidLine ? Code.ignoredMidLine : Code.ignoredFromLine, {
    kib: cut.limitBytes / 1024,
    line: cut.line,
  });
  return {
    limitBytes: cut.limitBytes,
    firstIgnoredLine: cut.line,
    isMidLine: cut.isMidLine,
    message,
  };
}

/** Lines of the file's `*` group user-agents. */
function globalUserAgents(robots: RobotsTxt): RobotsUserAgent[] {
  return robots.groups.flatMap((g) => g.userAgents.filter((ua) => ua.isGlobal));
}

/** Why the `*` group did not apply, when a specific group did (RFC 9309 §2.2.1). */
export function globalGroupNote(robots: RobotsTxt, group: AppliedGroup): RobotsMessage | null {
  if (group.kind !== 'specific') return null;
  const stars = globalUserAgents(robots);
  if (stars.length === 0) return null;
  const lineList = (agents: readonly RobotsUserAgent[]) => agents.map((ua) => ua.line).join(', ');
  return robotsMessage(Code.groupStarUnused, {
    starLines: lineList(stars),
    named: robotsMessage(Code.groupLines, { lines: lineList(group.userAgents) }),
  });
}

function evaluateColumn(
  robots: RobotsTxt,
  rows: readonly TestTarget[],
  agent: string,
): MatrixColumn {
  const compiled = compileRobots(robots);
  const verdicts = new Uint8Array(rows.length);
  const lines = new Uint32Array(rows.length);
  const choice = chooseCrawlerGroup(robots, agent);
  const { checkToken, options } = choice;
  const group = compiled.check(checkToken, '/', options).group;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row.kind === 'other-site') verdicts[i] = VerdictCode.notCovered;
    else if (row.kind === 'invalid') verdicts[i] = VerdictCode.invalid;
    else {
      const verdict = compiled.check(checkToken, row.checked, options);
      verdicts[i] = verdict.allowed ? VerdictCode.allowed : VerdictCode.blocked;
      lines[i] = verdict.line;
    }
  }
  return {
    agent,
    tokenCheck: checkProductToken(agent),
    group,
    appliedToken: choice.appliedToken,
    tokens: choice.crawler ? [...choice.crawler.tokens, ...choice.crawler.fallbacks] : [agent],
    standing: choice.standing,
    globalGroupNote: globalGroupNote(robots, group),
    verdicts,
    lines,
    counts: summarizeVerdicts(verdicts, lines).counts,
  };
}

/**
 * Every tested line against every crawler token. `lines` are the box's lines (see
 * splitTestLines); `site` null tests full URLs of any site by their path.
 */
export function evaluateMatrix(
  robots: RobotsTxt,
  site: RobotsSite | null,
  lines: readonly string[],
  agents: readonly string[],
): RobotsMatrix {
  const rows = lines.map((line) => classifyTestLine(line, site));
  return {
    rows,
    columns: agents.map((agent) => evaluateColumn(robots, rows, agent)),
    ignoredContent: describeIgnoredContent(robots),
  };
}

export interface CellDetail {
  readonly target: TestTarget;
  readonly verdict: 'allowed' | 'blocked' | 'not-covered' | 'invalid';
  /** The matcher's answer (deciding rule, group, notes); absent when not covered or invalid. */
  readonly match?: RobotsVerdict;
  readonly group: AppliedGroup;
  /** The token whose group applied (see MatrixColumn.appliedToken). */
  readonly appliedToken: string | null;
  readonly standing: CrawlerStanding;
  readonly globalGroupNote: RobotsMessage | null;
}

/** Everything about one cell, for the selected cell's panel. */
export function explainCell(
  robots: RobotsTxt,
  site: RobotsSite | null,
  line: string,
  agent: string,
): CellDetail {
  const target = classifyTestLine(line, site);
  const compiled = compileRobots(robots);
  const { checkToken, options, appliedToken, standing } = chooseCrawlerGroup(robots, agent);
  const group = compiled.check(checkToken, '/', options).group;
  const note = globalGroupNote(robots, group);
  if (target.kind === 'other-site')
    return {
      target,
      verdict: 'not-covered',
      group,
      appliedToken,
      standing,
      globalGroupNote: note,
    };
  if (target.kind === 'invalid')
    return {
      target,
      verdict: 'invalid',
      group,
      appliedToken,
      standing,
      globalGroupNote: note,
    };
  const match = compiled.check(checkToken, target.checked, options);
  return {
    target,
    verdict: match.allowed ? 'allowed' : 'blocked',
    match,
    group,
    appliedToken,
    standing,
    globalGroupNote: note,
  };
}
