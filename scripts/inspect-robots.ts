/**
 * `npm run inspect -- --robots FILE --agent TOKEN [--agent …] [--expect FILE] [--site ORIGIN]
 * [--json] [URLS_FILE]`: the robots.txt workbench's matrix on the command line, from the same
 * core the page uses (src/core/robots), so the checks can run in a deploy pipeline.
 *
 * Exit status: 0 when every expectation passes (or none was given), 1 when one fails, 2 on a
 * usage error (unknown option, missing file, bad token, unreadable expectations).
 */
import { readFileSync } from 'node:fs';
import { verdictNames } from '../src/core/robots/analyses/crosscheck';
import { evaluateExpectations, parseExpectations } from '../src/core/robots/analyses/expectations';
import type {
  ExpectationResult,
  ExpectationSummary,
} from '../src/core/robots/analyses/expectations';
import { inferSite, type SiteSource } from '../src/core/robots/analyses/infer-site';
import { readAiPreferences } from '../src/core/robots/analyses/ai-preferences';
import { findCrawlerModel } from '../src/core/robots/analyses/crawler-data';
import { lintRobots } from '../src/core/robots/analyses/lint';
import { evaluateMatrix, type RobotsMatrix } from '../src/core/robots/analyses/matrix';
import { parseRobots } from '../src/core/robots/engine/parse-robots';
import { checkProductToken } from '../src/core/robots/analyses/product-token';
import { parseSite, type RobotsSite } from '../src/core/robots/analyses/site-origin';
import { splitTestLines, type TestLine } from '../src/core/robots/analyses/test-target';
import type { RobotsMessage } from '../src/core/robots/analyses/robots-messages';
import type { RobotsTxt } from '../src/core/robots/engine/robots-txt';
import { cliWords, isLocale, type CliWords } from './cli-messages';
import {
  allValues,
  commandHelp,
  isGiven,
  isHelpAsked,
  lastValue,
  parseOptions,
  type CommandHelp,
  type OptionTable,
} from './command-options';

/** The robots.txt tester's options, with their help. */
const ROBOTS_OPTIONS: OptionTable = [
  { name: '--robots', takesValue: true, usage: '--robots FILE', help: 'the robots.txt to test' },
  {
    name: '--agent',
    takesValue: true,
    isRepeatable: true,
    usage: '--agent TOKEN',
    help: "a crawler product token (Googlebot, GPTBot, *, ...); repeat for more.\nA crawler documented with several tokens follows the most specific\ngroup among them (Googlebot-Image: its own group, else Googlebot's)",
  },
  {
    name: '--expect',
    takesValue: true,
    usage: '--expect FILE',
    help: 'expectations, one per line: allow|block TOKEN PATH-OR-URL',
  },
  {
    name: '--site',
    takesValue: true,
    usage: '--site ORIGIN',
    help: 'the site the robots.txt governs (default: from its Sitemap: lines)',
  },
  { name: '--json', takesValue: false, help: 'print one JSON document' },
  {
    name: '--lang',
    takesValue: true,
    usage: '--lang en|ja|zh',
    help: 'the language of the verdicts and messages (default en)',
  },
];

/** `--robots FILE --agent TOKEN …`: its help, as the command table lists it. */
export const ROBOTS_HELP: CommandHelp = {
  usage: `--robots FILE --agent TOKEN [--agent TOKEN ...]
                          [--expect FILE] [--site ORIGIN] [--json] [--lang en|ja|zh]
                          [URLS_FILE]`,
  description: `Tests paths or full URLs (one per line in URLS_FILE; blank lines and # comments skipped)
against a robots.txt for each crawler token, as Google's robots.txt library decides, and
prints the matrix with the deciding line of each cell.`,
  options: ROBOTS_OPTIONS,
  exitStatus: '0 all expectations pass, 1 some expectation fails, 2 usage error.',
};

const ROBOTS_USAGE = commandHelp(ROBOTS_HELP);

export interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

interface Options {
  robots?: string;
  agents: string[];
  expect?: string;
  site?: string;
  json: boolean;
  words: CliWords;
  urlsFile?: string;
}

const usageError = (message: string): CommandResult => ({
  stdout: '',
  stderr: `${message}\n\n${ROBOTS_USAGE}\n`,
  exitCode: 2,
});

function parseArgs(argv: readonly string[]): Options | string {
  const outcome = parseOptions(argv, ROBOTS_OPTIONS);
  if (!outcome.ok) return outcome.error;
  const { parsed } = outcome;
  const lang = lastValue(parsed, '--lang') ?? 'en';
  if (!isLocale(lang)) return `--lang takes en, ja or zh, not ${lang}`;
  const [urlsFile, second] = parsed.positionals;
  if (second !== undefined)
    return `Only one URLS_FILE can be given (got ${urlsFile} and ${second}).`;
  const robots = lastValue(parsed, '--robots');
  const expect = lastValue(parsed, '--expect');
  const site = lastValue(parsed, '--site');
  return {
    agents: [...allValues(parsed, '--agent')],
    json: isGiven(parsed, '--json'),
    words: cliWords(lang),
    ...(robots !== undefined ? { robots } : {}),
    ...(expect !== undefined ? { expect } : {}),
    ...(site !== undefined ? { site } : {}),
    ...(urlsFile !== undefined ? { urlsFile } : {}),
  };
}

function read(path: string): Uint8Array | string {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `${path}: no such file` : `${path}: ${String(error)}`;
  }
}

/** Runs the robots.txt command; pure apart from reading the named files. */
export function runRobotsCommand(argv: readonly string[]): CommandResult {
  if (isHelpAsked(argv)) return { stdout: ROBOTS_USAGE + '\n', stderr: '', exitCode: 0 };
  const options = parseArgs(argv);
  if (typeof options === 'string') return usageError(options);
  if (options.robots === undefined) return usageError('--robots FILE is required.');
  const say = (message: RobotsMessage) => options.words.robots(message);
  if (options.agents.length === 0) return usageError('Give at least one --agent TOKEN.');
  if (options.urlsFile === undefined && options.expect === undefined)
    return usageError('Give a URLS_FILE, an --expect FILE, or both.');
  for (const agent of options.agents) {
    const check = checkProductToken(agent);
    if (!check.ok) return usageError(`--agent ${JSON.stringify(agent)}: ${say(check.reason)}`);
  }
  const robotsBytes = read(options.robots);
  if (typeof robotsBytes === 'string') return usageError(robotsBytes);
  const robots = parseRobots(robotsBytes);

  let site: RobotsSite | null;
  let siteSource: SiteSource | 'option';
  if (options.site !== undefined) {
    const parsed = parseSite(options.site);
    if (!parsed.ok) return usageError(`--site: ${say(parsed.reason)}`);
    [site, siteSource] = [parsed.site, 'option'];
  } else {
    const inferred = inferSite(robots);
    [site, siteSource] = [inferred.site, inferred.source];
  }

  let testLines: TestLine[] = [];
  if (options.urlsFile !== undefined) {
    const urls = read(options.urlsFile);
    if (typeof urls === 'string') return usageError(urls);
    testLines = splitTestLines(new TextDecoder().decode(urls), Infinity).lines;
  }
  let expectations: { results: ExpectationResult[]; summary: ExpectationSummary } | null = null;
  if (options.expect !== undefined) {
    const text = read(options.expect);
    if (typeof text === 'string') return usageError(text);
    const parsed = parseExpectations(new TextDecoder().decode(text));
    if (parsed.errors.length > 0)
      return {
        stdout: '',
        stderr:
          parsed.errors.map((e) => `${options.expect}:${e.line}: ${say(e.message)}`).join('\n') +
          '\n',
        exitCode: 2,
      };
    expectations = evaluateExpectations(robots, site, parsed.expectations);
  }
  const matrix = evaluateMatrix(
    robots,
    site,
    testLines.map((l) => l.text),
    options.agents,
  );
  const exitCode = expectations !== null && expectations.summary.failed > 0 ? 1 : 0;
  const context = {
    robots,
    robotsFile: options.robots,
    site,
    siteSource,
    testLines,
    matrix,
    expectations,
    words: options.words,
  };
  return { stdout: options.json ? toJson(context) : toText(context), stderr: '', exitCode };
}

interface Context {
  readonly robots: RobotsTxt;
  readonly robotsFile: string;
  readonly site: RobotsSite | null;
  readonly siteSource: SiteSource | 'option';
  readonly testLines: readonly TestLine[];
  readonly matrix: RobotsMatrix;
  readonly expectations: { results: ExpectationResult[]; summary: ExpectationSummary } | null;
  readonly words: CliWords;
}

function toJson({
  robots,
  robotsFile,
  site,
  siteSource,
  testLines,
  matrix,
  expectations,
  words,
}: Context): string {
  const say = words.robots;
  const doc = {
    robots: robotsFile,
    site: site?.origin ?? null,
    siteSource,
    ignoredContent: matrix.ignoredContent && {
      ...matrix.ignoredContent,
      message: say(matrix.ignoredContent.message),
    },
    agents: matrix.columns.map((c) => ({
      agent: c.agent,
      tokens: c.tokens,
      // The token whose group applied ("*": the global group; null: no group).
      token: c.appliedToken,
      // Google's kind of client; why the group applied (own, fallback, global, none); whether
      // the file names the crawler; false: a fetcher that does not read robots.txt.
      kind: c.standing.kind,
      groupReason: c.standing.reason,
      named: c.standing.isNamed,
      readsRobots: c.standing.readsRobots,
      // What its operator documents (crawler-data*.ts); absent for a token that is not modelled.
      ...operatorFacts(c.agent),
      group: c.group.kind,
      groupLines: c.group.userAgents.map((ua) => ua.line),
      globalGroupNote: c.globalGroupNote && say(c.globalGroupNote),
    })),
    aiPreferences: aiPreferencesJson(robots, words),
    rows: matrix.rows.map((row, i) => ({
      url: row.input,
      line: testLines[i].line,
      kind: row.kind,
      ...(row.kind === 'invalid' ? { reason: say(row.reason) } : {}),
      cells: matrix.columns.map((c) =>
        c.standing.readsRobots
          ? { agent: c.agent, verdict: verdictNames[c.verdicts[i]], line: c.lines[i] }
          : {
              agent: c.agent,
              verdict: 'not-applicable',
              // What the rules would decide, were the fetcher to read them.
              rulesVerdict: verdictNames[c.verdicts[i]],
              line: c.lines[i],
            },
      ),
    })),
    ...(expectations !== null
      ? {
          expectations: {
            summary: expectations.summary,
            results: expectations.results.map((r) => ({
              line: r.expectation.line,
              expect: r.expectation.expect,
              agent: r.expectation.agent,
              url: r.expectation.url,
              actual: r.actual,
              decidingLine: r.line,
              pass: r.pass,
            })),
          },
        }
      : {}),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

/** A modelled crawler's documented behaviour, as codes and numbers (crawler-model.ts). */
function operatorFacts(agent: string) {
  const model = findCrawlerModel(agent);
  if (model === undefined) return {};
  const { operator, crawlDelay, robotsFailure, propagationHours, docs, read, source } = model;
  return {
    operator: { name: operator, crawlDelay, robotsFailure, propagationHours, docs, read, source },
  };
}

/** The AI preference lines (Content-Signal, Content-Usage) with what each key says and their lint. */
function aiPreferencesJson(robots: RobotsTxt, words: CliWords) {
  const problems = lintRobots(robots).filter(
    (p) => p.code === 'ai-preference' || p.code.startsWith('preference-'),
  );
  return readAiPreferences(robots).map((pref) => ({
    line: pref.line,
    record: pref.key,
    agents: pref.agents,
    ...(pref.path !== null ? { path: pref.path } : {}),
    ...(pref.parseError !== null ? { parseError: pref.parseError } : {}),
    preferences: pref.entries.map((e) => ({
      key: e.key,
      value: e.value,
      status: e.status,
      ...(e.purpose !== undefined ? { purpose: e.purpose, allows: e.allows } : {}),
      ...(e.use !== undefined ? { use: e.use } : {}),
      ...(e.droppedBy !== undefined ? { droppedBy: e.droppedBy } : {}),
    })),
    lint: problems
      .filter((p) => p.line === pref.line)
      .map((p) => ({ code: p.code, severity: p.severity, message: words.problem(p) })),
  }));
}

const siteWords: Record<Context['siteSource'], string> = {
  option: 'from --site',
  'sitemap-lines': 'from its Sitemap: lines',
  'sitemap-urls': 'from the sitemap URLs',
  none: '',
};

function toText({
  robots,
  robotsFile,
  site,
  siteSource,
  testLines,
  matrix,
  expectations,
  words,
}: Context): string {
  const say = words.robots;
  const out: string[] = [];
  out.push(
    site === null
      ? `${robotsFile}: site unknown (no --site and no Sitemap: line), full URLs are tested by their path`
      : `${robotsFile}: governs ${site.origin} (${siteWords[siteSource]})`,
  );
  if (matrix.ignoredContent !== null) out.push(`Warning: ${say(matrix.ignoredContent.message)}`);
  for (const column of matrix.columns) {
    const lines = column.group.userAgents.map((ua) => ua.line).join(', ');
    const where = lines === '' ? '' : ` (user-agent line ${lines})`;
    const note = column.globalGroupNote ? '. ' + say(column.globalGroupNote) : '';
    out.push(
      `${column.agent}: ${words.standing(column.standing, column.appliedToken)}${where}${note}`,
    );
  }
  const preferences = readAiPreferences(robots);
  if (preferences.length > 0) out.push('', 'AI preferences (a preference is not a permission):');
  for (const pref of preferences) {
    const where = pref.groupIndex < 0 ? 'no group' : `for ${pref.agents.join(', ')}`;
    const path = pref.path === null ? '' : ` ${pref.path}`;
    const said = pref.entries.map(
      (e) => `${e.key}=${e.value}${e.status === 'counts' ? '' : ` (${e.status})`}`,
    );
    const body =
      pref.parseError !== null ? `not a dictionary (${pref.parseError})` : said.join(', ');
    out.push(`  line ${pref.line} ${pref.key}${path} (${where}): ${body}`);
  }
  if (matrix.rows.length > 0) {
    const header = ['URL', ...matrix.columns.map((c) => c.agent)];
    const table = matrix.rows.map((row, i) => [
      row.input,
      ...matrix.columns.map((c) =>
        c.standing.readsRobots
          ? words.cell(c.verdicts[i], c.lines[i])
          : words.notApplicableCell(c.verdicts[i], c.lines[i]),
      ),
    ]);
    const widths = header.map((h, col) => Math.max(h.length, ...table.map((r) => r[col].length)));
    const format = (cells: readonly string[]) =>
      cells
        .map((cell, col) => (col === cells.length - 1 ? cell : cell.padEnd(widths[col])))
        .join('  ');
    out.push('', format(header), ...table.map(format));
    const invalid = matrix.rows.flatMap((row, i) =>
      row.kind === 'invalid'
        ? [`  line ${testLines[i].line}: ${row.input}: ${say(row.reason)}`]
        : [],
    );
    if (invalid.length > 0) out.push('', 'Invalid lines:', ...invalid);
  }
  if (expectations !== null) {
    const { summary, results } = expectations;
    out.push(
      '',
      `Expectations: ${summary.passed} passed, ${summary.failed} failed (of ${summary.total})`,
    );
    for (const r of results) {
      const e = r.expectation;
      const verdict = words.cell(verdictNames.indexOf(r.actual), r.line, r.otherOrigin);
      const label = r.reason ? `${verdict}: ${say(r.reason)}` : verdict;
      out.push(
        `  ${r.pass ? 'PASS' : 'FAIL'} line ${e.line}: ${e.expect} ${e.agent} ${e.url}: ${label}`,
      );
    }
  }
  return out.join('\n') + '\n';
}
