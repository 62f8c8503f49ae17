/**
 * The robots.txt workbench (`robotsWorkbench`): everything its tab shows for one state of its
 * inputs, in one answer: lint, the verdict matrix, the site, expectations and the compare.
 * What it says about the inputs crosses as `RobotsMessage` (a code and its values), which
 * the page words through its catalog.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { AppliedGroup } from '../../core/robots/engine/matcher';
import type { VerdictName } from '../../core/robots/analyses/crosscheck';
import type { CrawlerStanding } from '../../core/robots/analyses/crawler-groups';
import type { RobotsMessage } from '../../core/robots/analyses/robots-messages';
import type { SiteInference } from './robots';

export type { RobotsMessage };

/** The workbench's inputs, as typed; sent once per pause of typing. */
export interface RobotsWorkbenchAsk {
  /** The editor's text ("after" when comparing). */
  robotsText: string;
  /** The version to compare with; absent: no comparison. */
  beforeText?: string;
  /** The site field as typed; blank: inferred (Sitemap: lines, else the loaded sitemaps). */
  siteText: string;
  /** The "URLs to test" box, as typed. */
  testLinesText: string;
  /** Crawler tokens as chosen or typed (checked by the worker). */
  agents: string[];
  /** An expectations file (core format: `allow|block TOKEN PATH-OR-URL` per line). */
  expectationsText: string;
  /**
   * "If the server answers…": the HTTP answer of /robots.txt to assume (`unreachable`: no
   * answer). Absent: 200, the rules are followed.
   */
  robotsStatus?: number | 'unreachable';
}

/**
 * The chosen status makes Google ignore the rules (http-status.ts, its first phase): every
 * tested URL of the site is allowed (4xx but 429) or blocked (5xx, 429, unreachable: for the
 * first `hours`). Cells and expectations then carry that verdict with line 0.
 */
export interface RobotsStatusOverride {
  status: number | 'unreachable';
  effect: 'allow-all' | 'disallow-all';
  /** How long the effect lasts; null: until the status changes. */
  hours: number | null;
}

/** One lint diagnostic of the workbench's robots.txt (line 0: the whole file). */
export interface RobotsDiagnostic {
  line: number;
  column: number;
  severity: Severity;
  code: string;
  /** The message's values: the page words the code with its catalog (src/messages). */
  params?: Readonly<Record<string, string | number>>;
}

/** One crawler column of the matrix: its group, and per shown row a verdict and a line. */
export interface RobotsMatrixColumn {
  agent: string;
  /**
   * The token whose group applied: the agent's own, another of its documented tokens
   * (Googlebot-Image follows `Googlebot`), `*`, or null when no group applies.
   */
  appliedToken: string | null;
  /** Why that group applied, whether the file names the crawler, whether it reads robots.txt at all. */
  standing: CrawlerStanding;
  /** The groups that applied (the same for every row). */
  group: AppliedGroup;
  /** Why the `*` group did not apply, when a specific group did and the file has one. */
  globalGroupNote: RobotsMessage | null;
  /** Per shown row: a `VerdictCode` (0 allowed, 1 blocked, 2 not covered, 3 invalid). */
  verdicts: Uint8Array;
  /** Per shown row: the deciding line; 0 when no rule matched (or not covered / invalid). */
  lines: Uint32Array;
  /** Over every tested row, not only the shown ones. */
  counts: { allowed: number; blocked: number; notCovered: number; invalid: number };
}

/** A tested line of the box as the matrix shows it. */
export interface RobotsMatrixRow {
  /** 1-based line in the box. */
  line: number;
  input: string;
  kind: 'path' | 'url' | 'other-site' | 'invalid';
  /** For `other-site`: the other origin. */
  detail?: string;
  /** For `invalid`: why. */
  reason?: RobotsMessage;
}

export interface RobotsExpectationResult {
  expect: 'allow' | 'block';
  agent: string;
  url: string;
  /** 1-based line in the expectations text. */
  line: number;
  actual: VerdictName;
  /** Deciding line (0: no rule matched, not covered or invalid). */
  robotsLine: number;
  pass: boolean;
}

export interface RobotsCellChange {
  url: string;
  agent: string;
  before: { verdict: VerdictName; line: number };
  after: { verdict: VerdictName; line: number };
}

export interface RobotsWorkbenchAnswer {
  diagnostics: RobotsDiagnostic[];
  /** Content past Google's 500 KiB limit: the first ignored line and the message. */
  ignoredContent: { firstIgnoredLine: number; isMidLine: boolean; message: RobotsMessage } | null;
  /** The site used (typed, else inferred) and how it was found. */
  site: { origin: string; source: 'typed' | 'sitemap-lines' | 'sitemap-urls' } | null;
  /** The inferred site, whatever was typed (the field's suggestion), and how it was found. */
  inferredSite: ({ origin: string } & SiteInference) | null;
  /** Why the typed site was refused (the inferred one is used meanwhile). */
  siteError?: RobotsMessage;
  /** The first `MATRIX_ROWS_SHOWN` tested rows; `rowCount` counts them all. */
  rows: RobotsMatrixRow[];
  rowCount: number;
  /** Lines past `testLineLimit`, not tested. */
  droppedLines: number;
  /** Lines of the box that are not URLs or paths (the first `LINE_ERRORS_SHOWN`), and how many. */
  lineErrors: { line: number; message: RobotsMessage }[];
  lineErrorCount: number;
  columns: RobotsMatrixColumn[];
  /** Typed tokens that are not product tokens: no column, a message instead. */
  agentErrors: { agent: string; message: RobotsMessage; suggestion?: string }[];
  expectations: {
    results: RobotsExpectationResult[];
    summary: { total: number; passed: number; failed: number };
    errors: { line: number; message: RobotsMessage }[];
  };
  /** Absent when no "before" text was sent. */
  compare?: { changes: RobotsCellChange[]; changedCells: number };
  /** Set when the asked `robotsStatus` decides every verdict instead of the rules. */
  statusOverride?: RobotsStatusOverride;
}
