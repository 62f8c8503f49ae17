/**
 * The robots.txt workbench's one answer: lint, matrix, site, expectations and version compare
 * for one state of the tab's inputs, built from the core workbench API (src/core/robots/
 * README.md). The matrix leaves as typed arrays, cut to the rows the tab shows: 100,000 test
 * lines × several crawlers are evaluated here, but only counts and the first rows cross to
 * the page (a million cell objects would cost the page more than the evaluation).
 */
import { compareVersions } from '../../core/robots/analyses/compare-matrix';
import {
  summarizeVerdicts,
  VerdictCode,
  type VerdictName,
} from '../../core/robots/analyses/crosscheck';
import { parseExpectations, evaluateExpectations } from '../../core/robots/analyses/expectations';
import { inferSite } from '../../core/robots/analyses/infer-site';
import { lintRobots } from '../../core/robots/analyses/lint';
import { statusOverride } from '../../core/robots/analyses/http-status';
import { evaluateMatrix, type MatrixColumn } from '../../core/robots/analyses/matrix';
import { parseRobots } from '../../core/robots/engine/parse-robots';
import { checkProductToken } from '../../core/robots/analyses/product-token';
import { parseSite, type RobotsSite } from '../../core/robots/analyses/site-origin';
import { splitTestLines, type TestTarget } from '../../core/robots/analyses/test-target';
import { COMPARE_CHANGES_SHOWN, LINE_ERRORS_SHOWN, MATRIX_ROWS_SHOWN } from '../protocol/limits';
import type {
  RobotsDiagnostic,
  RobotsMatrixRow,
  RobotsStatusOverride,
  RobotsWorkbenchAnswer,
  RobotsWorkbenchAsk,
} from '../protocol/robots-workbench';

export type { RobotsWorkbenchAnswer };
export type WorkbenchInput = RobotsWorkbenchAsk;

function diagnosticsOf(robots: ReturnType<typeof parseRobots>): RobotsDiagnostic[] {
  return lintRobots(robots).map((problem) => ({
    line: problem.line,
    column: problem.column,
    severity: problem.severity,
    code: problem.code,
    ...(problem.params ? { params: problem.params } : {}),
  }));
}

function rowOf(line: number, target: TestTarget): RobotsMatrixRow {
  if (target.kind === 'invalid')
    return { line, input: target.input, kind: 'invalid', reason: target.reason };
  if (target.kind === 'other-site')
    return { line, input: target.input, kind: 'other-site', detail: target.origin };
  return { line, input: target.input, kind: target.kind };
}

/** Google's first phase for `status`, when it sets every verdict instead of the rules. */
function statusOverrideOf(
  status: RobotsWorkbenchAsk['robotsStatus'],
): RobotsStatusOverride | undefined {
  const override = status === undefined ? undefined : statusOverride(status);
  return override && { status: status!, ...override };
}

/** The column as the override decides it: every URL of the site one verdict, no deciding line. */
function overriddenColumn(
  column: MatrixColumn,
  rows: readonly TestTarget[],
  override: RobotsStatusOverride | undefined,
): Pick<MatrixColumn, 'verdicts' | 'lines' | 'counts'> {
  if (!override) return column;
  const verdict = override.effect === 'allow-all' ? VerdictCode.allowed : VerdictCode.blocked;
  const verdicts = column.verdicts.slice();
  rows.forEach((row, i) => {
    if (row.kind === 'path' || row.kind === 'url') verdicts[i] = verdict;
  });
  const lines = new Uint32Array(verdicts.length);
  return { verdicts, lines, counts: summarizeVerdicts(verdicts, lines).counts };
}

interface ChosenSite {
  site: RobotsSite | null;
  answer: Pick<RobotsWorkbenchAnswer, 'site' | 'inferredSite' | 'siteError'>;
}

function chooseSite(
  robots: ReturnType<typeof parseRobots>,
  siteText: string,
  sitemapUrls: Iterable<string>,
): ChosenSite {
  const inferred = inferSite(robots, sitemapUrls);
  const inferredSite =
    inferred.site && inferred.source !== 'none'
      ? {
          origin: inferred.site.origin,
          source: inferred.source,
          votes: inferred.votes,
          counted: inferred.counted,
        }
      : null;
  const siteUsed = inferredSite && { origin: inferredSite.origin, source: inferredSite.source };
  if (siteText.trim() !== '') {
    const typed = parseSite(siteText);
    if (typed.ok)
      return {
        site: typed.site,
        answer: { site: { origin: typed.site.origin, source: 'typed' }, inferredSite },
      };
    return {
      site: inferred.site,
      answer: { site: siteUsed, inferredSite, siteError: typed.reason },
    };
  }
  return { site: inferred.site, answer: { site: siteUsed, inferredSite } };
}

/**
 * Everything the workbench shows for `input`. `sitemapUrls` are the loaded sitemaps' URLs
 * (a sample is enough: only the site is inferred from them).
 */
export function evaluateWorkbench(
  input: WorkbenchInput,
  sitemapUrls: Iterable<string> = [],
): RobotsWorkbenchAnswer {
  const robots = parseRobots(input.robotsText);
  const { site, answer: siteAnswer } = chooseSite(robots, input.siteText, sitemapUrls);

  const { agents, agentErrors } = checkAgents(input.agents);

  const { lines, dropped } = splitTestLines(input.testLinesText);
  const texts = lines.map((line) => line.text);
  const matrix = evaluateMatrix(robots, site, texts, agents);
  const shown = Math.min(lines.length, MATRIX_ROWS_SHOWN);
  const rows: RobotsMatrixRow[] = [];
  for (let i = 0; i < shown; i++) rows.push(rowOf(lines[i].line, matrix.rows[i]));
  const lineErrors: RobotsWorkbenchAnswer['lineErrors'] = [];
  let lineErrorCount = 0;
  matrix.rows.forEach((target, i) => {
    if (target.kind !== 'invalid') return;
    if (++lineErrorCount <= LINE_ERRORS_SHOWN)
      lineErrors.push({ line: lines[i].line, message: target.reason });
  });

  const override = statusOverrideOf(input.robotsStatus);
  const columns = matrix.columns.map((column) => ({
    column,
    decided: overriddenColumn(column, matrix.rows, override),
  }));

  const expectations = expectationsAnswer(robots, site, input.expectationsText, override);
  const compare =
    input.beforeText === undefined
      ? undefined
      : compareAnswer(parseRobots(input.beforeText), robots, site, texts, agents);

  return {
    diagnostics: diagnosticsOf(robots),
    ignoredContent: matrix.ignoredContent && {
      firstIgnoredLine: matrix.ignoredContent.firstIgnoredLine,
      isMidLine: matrix.ignoredContent.isMidLine,
      message: matrix.ignoredContent.message,
    },
    ...siteAnswer,
    rows,
    rowCount: lines.length,
    droppedLines: dropped,
    lineErrors,
    lineErrorCount,
    columns: columns.map(({ column, decided }) => ({
      agent: column.agent,
      appliedToken: column.appliedToken,
      standing: column.standing,
      group: column.group,
      globalGroupNote: column.globalGroupNote,
      verdicts: decided.verdicts.slice(0, shown),
      lines: decided.lines.slice(0, shown),
      counts: decided.counts,
    })),
    agentErrors,
    expectations,
    ...(compare ? { compare } : {}),
    ...(override ? { statusOverride: override } : {}),
  };
}

/** The agents to test, as product tokens (each once), and why the others are not. */
function checkAgents(typed: readonly string[]): {
  agents: string[];
  agentErrors: RobotsWorkbenchAnswer['agentErrors'];
} {
  const agentErrors: RobotsWorkbenchAnswer['agentErrors'] = [];
  const agents: string[] = [];
  for (const agent of typed) {
    const check = checkProductToken(agent);
    if (check.ok) {
      if (!agents.includes(check.token)) agents.push(check.token);
    } else
      agentErrors.push({
        agent,
        message: check.reason,
        ...(check.suggestion ? { suggestion: check.suggestion } : {}),
      });
  }
  return { agents, agentErrors };
}

/** The expectations typed, each checked; a robots.txt status that decides all overrides the rules. */
function expectationsAnswer(
  robots: ReturnType<typeof parseRobots>,
  site: Parameters<typeof evaluateExpectations>[1],
  expectationsText: string,
  override: ReturnType<typeof statusOverrideOf>,
): RobotsWorkbenchAnswer['expectations'] {
  const parsed = parseExpectations(expectationsText);
  const evaluated = evaluateExpectations(robots, site, parsed.expectations);
  const results = evaluated.results.map((result) => {
    const base = {
      expect: result.expectation.expect,
      agent: result.expectation.agent,
      url: result.expectation.url,
      line: result.expectation.line,
      actual: result.actual,
      robotsLine: result.line,
      pass: result.pass,
    };
    // Not covered and invalid stay so: the status decides only the site's URLs.
    if (!override || (result.actual !== 'allowed' && result.actual !== 'blocked')) return base;
    const actual: VerdictName = override.effect === 'allow-all' ? 'allowed' : 'blocked';
    return {
      ...base,
      actual,
      robotsLine: 0,
      pass: (base.expect === 'allow') === (actual === 'allowed'),
    };
  });
  const passed = results.filter((result) => result.pass).length;
  return {
    results,
    summary: { total: results.length, passed, failed: results.length - passed },
    errors: parsed.errors,
  };
}

/** What changes from the earlier version to this one, for the lines and agents tested. */
function compareAnswer(
  before: ReturnType<typeof parseRobots>,
  robots: ReturnType<typeof parseRobots>,
  site: Parameters<typeof compareVersions>[2],
  texts: readonly string[],
  agents: readonly string[],
): RobotsWorkbenchAnswer['compare'] {
  const { changes, changedCells } = compareVersions(before, robots, site, texts, agents, {
    limit: COMPARE_CHANGES_SHOWN,
  });
  return {
    changes: changes.map(({ url, agent, before: b, after }) => ({ url, agent, before: b, after })),
    changedCells,
  };
}
