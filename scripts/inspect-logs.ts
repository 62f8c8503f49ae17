/**
 * `npm run inspect -- --logs FILE [--ranges FILE] [--agent TOKEN] [--json] robots.txt SITEMAPS…`:
 * what crawlers did, from access logs (src/core/logs). Each log is read from disk 4 MiB at a
 * time through its containers (log-container.ts) into the tally, so memory grows with the
 * distinct crawlers and paths, never with the lines; then the tally is joined against the
 * sitemaps the session read (for `--agent`) and the first robots.txt loaded (for every
 * crawler). No address a log holds is ever printed: the summary has counts only.
 * docs/command-line.md ("What crawlers did") describes the output.
 */
import { closeSync, openSync, readFileSync, readSync, statSync, writeSync } from 'node:fs';
import { writeLogRowsParquet } from '../src/core/export/log-rows-parquet';
import { ChunkWriter } from '../src/core/export/chunk-writer';
import { basename } from 'node:path';
import { InflateBudget } from '../src/core/archive/inflate-limits';
import type { LogFileReport } from '../src/core/logs/log-container';
import type { LogProblem } from '../src/core/logs/log-problems';
import type { RobotsLogJoin } from '../src/core/logs/log-robots-join';
import type { SitemapLogJoin } from '../src/core/logs/log-sitemap-join';
import type { LogTallySummary } from '../src/core/logs/log-summary';
import { LogRowTally } from '../src/core/logs/log-row-tally';
import type { LogsAnswer } from '../src/core/logs/logs-answer';
import { LogsRead, type LogFileSink } from '../src/core/logs/logs-read';
import { historySiteOf } from '../src/core/logs/robots-history-site';
import { parseHistory, type RobotsHistory } from '../src/core/robots/robots-history';
import { ROBOTS_HISTORY_FILE } from './watch-state';
import type { InspectorSession } from '../src/worker/session/inspector-session';
import type { SessionLimits } from '../src/worker/session/session-limits';
import type { CliWords } from './cli-messages';
import { allValues, lastValue, type OptionTable, type ParsedOptions } from './command-options';
import {
  logFailOutcomes,
  parseLogFailOn,
  type LogFailCondition,
  type LogFailOutcome,
} from './logs-fail-on';

export const LOGS_OPTIONS: OptionTable = [
  {
    name: '--logs',
    takesValue: true,
    isRepeatable: true,
    usage: '--logs FILE',
    help: 'an access log (plain, .gz, .zip or .tar.gz of rotated files;\nrepeat for more): what each crawler fetched, joined against the\nsitemaps for --agent TOKEN (default Googlebot) and against the\nfirst robots.txt for every crawler',
  },
  {
    name: '--ranges',
    takesValue: true,
    isRepeatable: true,
    usage: '--ranges FILE',
    help: "an operator's published JSON range file (Google's\ncommon-crawlers.json, OpenAI's gptbot.json, …; repeat for more):\na request claiming that crawler from outside it is counted as\nunverified:<token>, never as the crawler",
  },
  {
    name: '--robots-history',
    takesValue: true,
    usage: '--robots-history FILE',
    help: "with --logs: a robots.txt history (the workbench's export, or\nwatch's robots-history.json): each request is judged under the\nversion in force that day, not only the robots.txt loaded now",
  },
  {
    name: '--fail-on',
    takesValue: true,
    usage: '--fail-on ai-disallowed-requests>N',
    help: 'with --logs: exit 1 when AI crawlers (ai-training, ai-search)\nmade more than N requests that robots.txt disallows them',
  },
  {
    name: '--log-rows',
    takesValue: true,
    usage: '--log-rows OUT.parquet',
    help: 'with --logs: write one row per (path, crawler, UTC day) to\nParquet (docs/parquet.md)',
  },
];

export interface LogsOptions {
  readonly logs: readonly string[];
  readonly ranges: readonly string[];
  readonly failOn: readonly LogFailCondition[];
  readonly logRows?: string;
  /** `--robots-history`: versions by site, read and checked. */
  readonly robotsHistory?: { readonly path: string; readonly history: RobotsHistory };
}

/** The `--logs` options given, checked; undefined when `--logs` was not. */
export function logsOptionsOf(
  parsed: ParsedOptions,
): { options: LogsOptions | undefined } | { error: string } {
  const logs = allValues(parsed, '--logs');
  const ranges = allValues(parsed, '--ranges');
  const failOnText = lastValue(parsed, '--fail-on');
  const logRows = lastValue(parsed, '--log-rows');
  const historyPath = lastValue(parsed, '--robots-history');
  if (logs.length === 0) {
    const needing =
      ranges.length > 0
        ? '--ranges'
        : failOnText
          ? '--fail-on'
          : logRows
            ? '--log-rows'
            : historyPath
              ? '--robots-history'
              : undefined;
    return needing ? { error: `${needing} needs --logs FILE` } : { options: undefined };
  }
  for (const path of [...logs, ...ranges])
    if (!isFile(path))
      return { error: `${logs.includes(path) ? '--logs' : '--ranges'} ${path}: no such file` };
  const failOn = failOnText === undefined ? [] : parseLogFailOn(failOnText);
  if (typeof failOn === 'string') return { error: failOn };
  const robotsHistory = historyPath === undefined ? undefined : readRobotsHistory(historyPath);
  if (typeof robotsHistory === 'string') return { error: robotsHistory };
  return {
    options: {
      logs,
      ranges,
      failOn,
      ...(logRows === undefined ? {} : { logRows }),
      ...(robotsHistory === undefined ? {} : { robotsHistory }),
    },
  };
}

/** A history file read and checked (the page's own format), or why it cannot be used. */
function readRobotsHistory(path: string): { path: string; history: RobotsHistory } | string {
  if (!isFile(path)) return `--robots-history ${path}: no such file`;
  if (statSync(path).size > MAX_HISTORY_FILE_BYTES)
    return `--robots-history ${path}: larger than a history can be`;
  const history = parseHistory(readFileSync(path, 'utf8'));
  return history
    ? { path, history }
    : `--robots-history ${path}: not a robots.txt history (the workbench's export or watch's ${ROBOTS_HISTORY_FILE})`;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export interface LogsRun {
  /** The figures, made as the page's logs analysis makes them (src/core/logs/logs-answer.ts). */
  readonly answer: LogsAnswer;
  // Parts of the answer by name, and the files' whole reports, for the readable summary
  // (inspect-logs-text.ts).
  readonly files: readonly LogFileReport[];
  readonly summary: LogTallySummary;
  readonly sitemap: SitemapLogJoin | null;
  readonly robots: RobotsLogJoin | null;
  readonly problems: readonly LogProblem[];
  /** `--fail-on`'s conditions, each met or not: one met makes the command exit 1. */
  readonly failOn: readonly LogFailOutcome[];
  readonly rows?: LogRowTally;
  /**
   * Why `--robots-history` was not used: it keeps no versions for the robots.txt's site (the
   * requests were judged under the robots.txt loaded, and the command exits 1).
   */
  readonly historyRefused?: string;
}

function historyRefusal(path: string, sites: readonly string[]): string {
  const kept = sites.length === 0 ? 'none' : sites.map((site) => site || '(no site)').join(', ');
  return `--robots-history ${path}: no version kept for the site of the robots.txt loaded (sites kept: ${kept}); judged under the robots.txt loaded instead\n`;
}

/** A history keeps at most 50 versions of 500 KiB a site: a file past this is no history. */
const MAX_HISTORY_FILE_BYTES = 256 * 1024 * 1024;

/** Bytes read from disk at a time: big enough that a chunk's overhead is nothing. */
const readChunkBytes = 4 * 1024 * 1024;

/** Reads the logs, then joins them with what the session read. */
export async function runLogs(
  options: LogsOptions,
  session: InspectorSession,
  agent: string,
  limits: SessionLimits,
): Promise<LogsRun> {
  const rows = options.logRows === undefined ? undefined : new LogRowTally();
  const read = new LogsRead({
    rangeFiles: Object.fromEntries(
      options.ranges.map((path) => [basename(path), readFileSync(path, 'utf8')]),
    ),
    // A log's own cap, apart from the session's: a rotated log inflates to gigabytes honestly,
    // and only the cap given with --max-inflated-bytes (default 1 GiB) stops a bomb.
    budget: new InflateBudget({
      perStreamBytes: limits.inflatedBytes,
      totalBytes: limits.inflatedBytes,
    }),
    ...(rows ? { onCrawlerRequest: (key, request) => rows.add(key, request) } : {}),
  });
  for (const path of options.logs) readLogFile(path, read.file(path));
  // Installed in the session's logs analysis, as the page's are: the figures, the problems
  // and the report are that analysis's (src/worker/session/logs-analysis.ts).
  if (options.robotsHistory) session.logs.setRobotsHistory(options.robotsHistory.history);
  session.logs.install(read);
  const answer = session.logs.answer(agent).logs!;
  const robots = session.robots.sources.resolve({ kind: 'first-loaded' });
  const historySite =
    options.robotsHistory && robots
      ? historySiteOf(options.robotsHistory.history, robots.site?.host)
      : undefined;
  return {
    answer,
    files: read.files,
    summary: answer,
    sitemap: answer.sitemap,
    robots: answer.robots,
    problems: answer.problems,
    failOn: logFailOutcomes(options.failOn, answer.robots),
    ...(rows ? { rows } : {}),
    ...(historySite?.site === null && options.robotsHistory
      ? { historyRefused: historyRefusal(options.robotsHistory.path, historySite.sites) }
      : {}),
  };
}

/**
 * Feeds the file to `reader` a chunk at a time, with synchronous reads: the log is read from
 * start to end with nothing else to do meanwhile, and awaiting each chunk of a stream left the
 * process idle 0.8 s of 7 on a million lines (docs/benchmarks.md). Each chunk is a new buffer,
 * since a reader may keep a part of it (a line cut across two chunks).
 */
function readLogFile(path: string, reader: LogFileSink): LogFileReport {
  const fd = openSync(path, 'r');
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(readChunkBytes);
      const read = readSync(fd, chunk, 0, readChunkBytes, null);
      if (read === 0) break;
      reader.push(chunk.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return reader.end();
}

/** `logs` of `--json`: the answer, its problems worded. */
export function logsJson(run: LogsRun, words: CliWords) {
  return {
    ...run.answer,
    problems: run.answer.problems.map((problem) => ({
      code: problem.code,
      severity: problem.severity,
      count: problem.count,
      message: words.problem(problem),
    })),
    ...(run.failOn.length > 0 ? { failOn: run.failOn } : {}),
  };
}

/** Writes `--log-rows` (one row per path, crawler and UTC day), a chunk at a time; the rows written. */
export function writeLogRows(run: LogsRun, path: string): number {
  if (!run.rows) return 0;
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    const writer = new ChunkWriter((bytes) => writeSync(fd, bytes));
    for (written of writeLogRowsParquet(run.rows.values(), writer));
  } finally {
    closeSync(fd);
  }
  return written;
}
