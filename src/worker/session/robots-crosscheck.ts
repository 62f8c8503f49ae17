/**
 * Every stored URL checked against one robots.txt for one crawler (core crosscheck.ts): a
 * verdict column (allowed / blocked / not covered) and the deciding line per row, kept beside
 * the store for the URL table's **robots.txt** column and verdict filter, the summary of
 * blocked sitemap URLs, and the derived `url-blocked-by-robots` problem (Search Console's
 * "URL blocked by robots.txt").
 *
 * A column is filled in slices between messages, so a cancel or a newer question is heard
 * within a slice; whichever request asks carries it on from where it stopped. Rows are only
 * appended until a removal renumbers them, so new URLs extend a column and a removal (or
 * another robots.txt, crawler or site) starts it again.
 */
import { asDocumentId, type DocumentId } from '../../core/ids';
import { NO_CODES, type RowCodes } from '../../core/analysis/row-problem-codes';
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import type { UrlStore } from '../../core/analysis/url-store';
import {
  crossCheckRange,
  summarizeVerdicts,
  VerdictCode,
} from '../../core/robots/analyses/crosscheck';
import { statusOverride } from '../../core/robots/analyses/http-status';
import { DEFAULT_ROBOTS_CHECK, type RobotsCheck, type RobotsVerdictName } from '../protocol/robots';
import { ROBOTS_BLOCKING_LINES_SHOWN } from '../protocol/limits';
import { BlockedUrls, URL_BLOCKED_CODE } from './blocked-urls';
import type { ProblemGroup } from '../protocol/problems';
import type { RobotsCheckAnswer } from '../protocol/robots';
import type { ViewQuery } from '../protocol/rows';
import type { DocumentRecord } from './session-documents';
import { CANCELLED, type Cancelled } from './session-context';
import { PROBLEMS_STEP } from './session-analysis';
import { bindColumn, type BoundColumn } from './bound-column';
import {
  robotsRowColumn,
  type RowRobotsVerdict,
} from '../../core/robots/analyses/robots-row-column';
import type {
  ColumnReader,
  OccurrencePage,
  Preparation,
  SessionAnalysis,
  ViewFilters,
} from './session-analysis';
import { RobotsSources, type ResolvedRobots } from './robots-source';

/**
 * Rows per slice. Measured 2026-11-30 (Node 20, shared 2-core machine, load average ~16): the
 * bench's million URLs against a robots.txt of 1,004 rules took 1.1–1.35 s of CPU time per
 * crawler (about 1.3 µs a URL, ~20 ms a slice) and 2.4–3.5 s of wall time; in Chromium, under
 * the same load, bench/browser.bench.ts saw 4.6 s from the crawler change to the new summary,
 * with no main-thread task over 50 ms.
 */
export const SLICE_ROWS = 16_384;
/** Columns kept: the Problems answer's, the page's choice, and one more (a choice being changed). */
const COLUMNS_KEPT = 3;
/** The codes of a row the Problems answer's check blocks. */
const BLOCKED_CODES: readonly string[] = Object.freeze([URL_BLOCKED_CODE]);

/** Each verdict code's name (core crosscheck.ts `VerdictCode`): an invalid URL is not covered. */
export const verdictOfCode: readonly RobotsVerdictName[] = [
  'allowed',
  'blocked',
  'not-covered',
  'not-covered',
];
const codeOfVerdict: Record<RobotsVerdictName, number> = {
  allowed: VerdictCode.allowed,
  blocked: VerdictCode.blocked,
  'not-covered': VerdictCode.notCovered,
};

export interface VerdictColumn {
  readonly key: string;
  /**
   * The robots.txt and site as last resolved: the key holds while URLs come in, but what the
   * site was inferred from (how many URLs are on it) moves with them.
   */
  resolved: ResolvedRobots;
  readonly agent: string;
  /** The assumed /robots.txt answer's verdict for every URL of the site (none: the rules). */
  readonly statusVerdict: VerdictCode | undefined;
  /** The store's `removals` when the column was started: rows keep their numbers until then. */
  readonly removals: number;
  /** Rows `[0, done)` are checked. */
  done: number;
  verdicts: Uint8Array;
  lines: Uint32Array;
}

export interface CrossCheckContext {
  isCancelled(): boolean;
  yieldToEvents(): Promise<void>;
}

export class RobotsCrossCheck implements SessionAnalysis {
  /** Its answers change only with the data and the question asked: nothing of its own. */
  readonly version = 0;
  readonly sources: RobotsSources;
  /** Most recently used first. */
  private verdictColumns: VerdictColumn[] = [];

  constructor(
    private readonly store: UrlStore,
    private readonly documents: ReadonlyMap<number, DocumentRecord>,
    dataVersion: () => number,
  ) {
    this.sources = new RobotsSources(store, documents, dataVersion);
  }

  /** The column of `check` checked up to the last stored row; null without a robots.txt. */
  async complete(
    check: RobotsCheck,
    context: CrossCheckContext,
  ): Promise<VerdictColumn | null | Cancelled> {
    for (;;) {
      // Looked up again after every yield: a removal or a new robots.txt may have come.
      const column = this.columnOf(check);
      if (column === null || column.done >= this.store.size) return column;
      if (context.isCancelled()) return CANCELLED;
      this.fill(column, SLICE_ROWS);
      await context.yieldToEvents();
    }
  }

  /** The same in one go (Node, tests, and a caller that cannot wait). */
  completeNow(check: RobotsCheck): VerdictColumn | null {
    const column = this.columnOf(check);
    if (column !== null) this.fill(column, Infinity);
    return column;
  }

  /**
   * Fills, in slices between messages, the columns an answer needs complete: a view's verdict
   * filter and the derived code's, an export's verdict column, the Problems answer's check.
   * False when cancelled first.
   */
  async prepare(preparation: Preparation, context: CrossCheckContext): Promise<boolean> {
    for (const check of checksNeeded(preparation))
      if ((await this.complete(check, context)) === CANCELLED) return false;
    return true;
  }

  /** The derived problem's group: the URLs blocked for the Problems answer's crawler. */
  problemGroups(): ProblemGroup[] {
    const blocked = this.blockedGroup(this.completeNow(DEFAULT_ROBOTS_CHECK));
    return blocked ? [blocked] : [];
  }

  ownsCode(code: string): boolean {
    return code === URL_BLOCKED_CODE;
  }

  occurrences(_code: string, offset: number, limit: number): OccurrencePage {
    const group = this.blockedGroup(this.completeNow(DEFAULT_ROBOTS_CHECK), { offset, limit });
    return { count: group?.count ?? 0, occurrences: group?.occurrences ?? [] };
  }

  /**
   * The view's verdict filter under its own check, and the derived problem code as the rows
   * blocked under `DEFAULT_ROBOTS_CHECK` (what the Problems answer counts). That code leaves
   * `problemCodes`; with other codes beside it, both must hold.
   */
  filters(query: ViewQuery, problemCodes: string[] | undefined): ViewFilters {
    const codeColumns: CodeColumnFilter[] = [];
    const none: CodeColumnFilter = { column: new Uint8Array(0), code: 0, key: 'none' };
    if (query.robotsCheck && query.robotsVerdict) {
      const column = this.completeNow(query.robotsCheck);
      codeColumns.push(column ? this.filterOf(column, query.robotsVerdict) : none);
    }
    if (!problemCodes?.includes(URL_BLOCKED_CODE)) return { codeColumns, problemCodes };
    const column = this.completeNow(DEFAULT_ROBOTS_CHECK);
    codeColumns.push(column ? this.filterOf(column, 'blocked') : none);
    return { codeColumns, problemCodes: problemCodes.filter((code) => code !== URL_BLOCKED_CODE) };
  }

  /**
   * Each row's verdict under the query's check, as the table's robots.txt column and every
   * export but the URL list carry it (an export's column is complete: see `prepare`).
   */
  columns(query: ViewQuery, reader: ColumnReader): BoundColumn[] {
    if (!query.robotsCheck || reader === 'urls') return [];
    const column =
      reader === 'table' ? this.columnOf(query.robotsCheck) : this.completeNow(query.robotsCheck);
    if (!column) return [];
    return [
      bindColumn<RowRobotsVerdict<RobotsVerdictName>>(
        robotsRowColumn,
        (row) => this.verdictOf(column, row),
        ({ verdict, line, byStatus }) => ({
          robotsVerdict: verdict,
          robotsLine: line,
          ...(byStatus ? { robotsByStatus: true } : {}),
        }),
      ),
    ];
  }

  /**
   * `url-blocked-by-robots` on each row the Problems answer's check blocks, the rows its group
   * counts: from the complete column in an export (see `prepare`), and in the table's window
   * from the column as far as it got, each row past it checked on its own.
   */
  rowProblems(reader: ColumnReader): RowCodes | undefined {
    const column =
      reader === 'table'
        ? this.columnOf(DEFAULT_ROBOTS_CHECK)
        : this.completeNow(DEFAULT_ROBOTS_CHECK);
    if (column === null) return undefined;
    return (row) => (this.verdictOf(column, row).verdict === 'blocked' ? BLOCKED_CODES : NO_CODES);
  }

  /** The blocked URLs of the Problems answer's check, per document that lists them. */
  problemCounts(): Map<DocumentId, number> {
    const counts = new Map<DocumentId, number>();
    const column = this.completeNow(DEFAULT_ROBOTS_CHECK);
    if (column === null) return counts;
    const { documentOf } = this.store;
    for (let row = 0; row < column.done; row++) {
      if (column.verdicts[row] !== VerdictCode.blocked) continue;
      const documentId = asDocumentId(documentOf[row]);
      counts.set(documentId, (counts.get(documentId) ?? 0) + 1);
    }
    return counts;
  }

  /** A row's verdict, from the column when it got that far, else checked now (a table window). */
  verdictOf(
    column: VerdictColumn,
    row: number,
  ): { verdict: RobotsVerdictName; line: number; byStatus: boolean } {
    if (row < column.done) return verdictAt(column, column.verdicts[row], column.lines[row]);
    const verdicts = new Uint8Array(1);
    const lines = new Uint32Array(1);
    const { robots, site } = column.resolved;
    crossCheckRange(robots, column.agent, [this.store.loc(row)], site, 0, 1, verdicts, lines);
    decideByStatus(column.statusVerdict, verdicts, lines);
    return verdictAt(column, verdicts[0], lines[0]);
  }

  /** The verdict filter over a complete column. */
  filterOf(column: VerdictColumn, verdict: RobotsVerdictName): CodeColumnFilter {
    return {
      column: column.verdicts.subarray(0, column.done),
      code: codeOfVerdict[verdict],
      key: `${column.key}#${column.done}`,
    };
  }

  /** Counts and the blocking lines, most URLs first, each with its rule as written. */
  summary(column: VerdictColumn | null, agent: string): RobotsCheckAnswer {
    const none = { allowed: 0, blocked: 0, notCovered: 0 };
    if (column === null) return { robots: null, agent, total: 0, counts: none, blockingLines: [] };
    const { counts, blockingLines } = summarizeVerdicts(
      column.verdicts.subarray(0, column.done),
      column.lines.subarray(0, column.done),
    );
    const rules = new Map<number, string>();
    for (const group of column.resolved.robots.groups)
      for (const rule of group.rules) rules.set(rule.line, `${rule.key}: ${rule.value}`);
    return {
      robots: RobotsSources.used(column.resolved),
      agent: column.agent,
      total: column.done,
      counts: {
        allowed: counts.allowed,
        blocked: counts.blocked,
        notCovered: counts.notCovered + counts.invalid,
      },
      blockingLines: blockingLines
        .slice(0, ROBOTS_BLOCKING_LINES_SHOWN)
        .map(({ line, count }) => ({ line, count, rule: rules.get(line) ?? '' })),
    };
  }

  /**
   * The derived problem group: every stored URL blocked under `column`, counted per URL, with
   * the first occurrences at their sitemap line. Null when none is blocked.
   */
  blockedGroup(
    column: VerdictColumn | null,
    /** Only occurrences `offset … offset + limit` (a page of the Problems view). */
    page?: { offset: number; limit: number },
  ): ProblemGroup | null {
    if (column === null) return null;
    const { store } = this;
    const blocked = new BlockedUrls(column.agent, page);
    for (let row = 0; row < column.done; row++) {
      if (column.verdicts[row] !== VerdictCode.blocked || !blocked.count()) continue;
      const documentId = asDocumentId(store.documentOf[row]);
      const file = this.documents.get(documentId)?.name ?? store.documentName(documentId);
      blocked.show(
        store.loc(row),
        { documentId, file, line: store.line[row], column: store.column[row] },
        column.lines[row],
      );
    }
    return blocked.group();
  }

  /** The column for `check` as far as it is checked: kept, or started again. */
  columnOf(check: RobotsCheck): VerdictColumn | null {
    const resolved = this.sources.resolve(check.source, check.site);
    if (resolved === null) return null;
    const override =
      check.robotsStatus === undefined ? undefined : statusOverride(check.robotsStatus);
    const statusVerdict =
      override && (override.effect === 'allow-all' ? VerdictCode.allowed : VerdictCode.blocked);
    const key = `${resolved.identity}\u0000${check.agent}\u0000${statusVerdict ?? ''}`;
    const at = this.verdictColumns.findIndex((column) => column.key === key);
    let column = at >= 0 ? this.verdictColumns[at] : undefined;
    if (at >= 0) this.verdictColumns.splice(at, 1);
    if (column !== undefined) column.resolved = resolved;
    if (column === undefined || column.removals !== this.store.removals) {
      const capacity = this.store.size;
      column = {
        key,
        resolved,
        agent: check.agent,
        statusVerdict,
        removals: this.store.removals,
        done: 0,
        verdicts: new Uint8Array(capacity),
        lines: new Uint32Array(capacity),
      };
    }
    this.verdictColumns.unshift(column);
    this.verdictColumns.length = Math.min(this.verdictColumns.length, COLUMNS_KEPT);
    return column;
  }

  /** Checks up to `maxRows` more rows of the column. */
  private fill(column: VerdictColumn, maxRows: number): void {
    const { store } = this;
    const size = store.size;
    if (column.verdicts.length < size) {
      // Grown by doubling while URLs stream in, as the store's own columns are.
      const capacity = Math.max(size, column.verdicts.length * 2);
      const verdicts = new Uint8Array(capacity);
      const lines = new Uint32Array(capacity);
      verdicts.set(column.verdicts.subarray(0, column.done));
      lines.set(column.lines.subarray(0, column.done));
      column.verdicts = verdicts;
      column.lines = lines;
    }
    const { robots, site } = column.resolved;
    while (column.done < size && maxRows > 0) {
      const from = column.done;
      const to = Math.min(size, from + Math.min(maxRows, SLICE_ROWS));
      crossCheckRange(
        robots,
        column.agent,
        store.locs(from, to),
        site,
        0,
        to - from,
        column.verdicts.subarray(from, to),
        column.lines.subarray(from, to),
      );
      decideByStatus(
        column.statusVerdict,
        column.verdicts.subarray(from, to),
        column.lines.subarray(from, to),
      );
      column.done = to;
      maxRows -= to - from;
    }
  }
}

/** A verdict as a row carries it: decided by the assumed answer unless not covered. */
function verdictAt(column: VerdictColumn, code: number, line: number) {
  const verdict = verdictOfCode[code];
  return {
    verdict,
    line,
    byStatus: column.statusVerdict !== undefined && verdict !== 'not-covered',
  };
}

/**
 * Google's first reading of an assumed /robots.txt answer: every URL of the site gets its
 * verdict, with no deciding line; URLs of other sites stay not covered (the file governs its
 * own origin only: RFC 9309 §2.3).
 */
function decideByStatus(
  statusVerdict: VerdictCode | undefined,
  verdicts: Uint8Array,
  lines: Uint32Array,
): void {
  if (statusVerdict === undefined) return;
  for (let i = 0; i < verdicts.length; i++) {
    if (verdicts[i] !== VerdictCode.allowed && verdicts[i] !== VerdictCode.blocked) continue;
    verdicts[i] = statusVerdict;
    lines[i] = 0;
  }
}

/** The robots.txt checks an answer needs complete before it can be given. */
function checksNeeded(preparation: Preparation): RobotsCheck[] {
  if ('step' in preparation)
    return preparation.step === PROBLEMS_STEP ? [DEFAULT_ROBOTS_CHECK] : [];
  const { query, reader } = preparation;
  const checks: RobotsCheck[] = [];
  // The verdict filter reads the whole column, and so does an export's robots.txt column.
  const isExport = reader !== 'table' && reader !== 'urls';
  if (query.robotsCheck && (query.robotsVerdict || isExport)) checks.push(query.robotsCheck);
  // So does the code's filter, and an export's `problems` column, which names the code.
  if (query.problemCodes?.includes(URL_BLOCKED_CODE) || isExport) checks.push(DEFAULT_ROBOTS_CHECK);
  return checks;
}
