/**
 * What crawlers did, as one plain-JSON answer: the files read, the range files, the tally's
 * summary, the sitemap join for one agent, the robots.txt join for every crawler and the
 * problems they make. The command line prints it as `logs` (with the problems worded) and the
 * worker's logs analysis answers the page's `logs` request with it, so the two cannot disagree.
 * Counts only: no address a log holds is in it.
 */
import { sumReads } from './log-container';
import { logProblems, type LogProblem } from './log-problems';
import { joinRobotsLog, type RobotsJudge, type RobotsLogJoin } from './log-robots-join';
import { joinSitemapLogRows, type SitemapLogJoin, type SitemapUrl } from './log-sitemap-join';
import type { LogTallySummary } from './log-summary';
import type { LogsRead } from './logs-read';

/** One log file as read: its containers, members, format, lines and what cut it short. */
export interface LogFileAnswer {
  readonly name: string;
  readonly containers: readonly string[];
  readonly members: number;
  readonly format: string | null;
  readonly lines: number;
  readonly failures: readonly {
    readonly member: string;
    readonly code: string;
    readonly detail: string | undefined;
  }[];
}

/** One range file: what it verifies, or why it was refused. */
export type RangeFileAnswer =
  | {
      readonly file: string;
      readonly operator: string;
      readonly crawlers: readonly string[];
      readonly prefixes: number;
      readonly skipped: number;
    }
  | { readonly file: string; readonly refused: string };

export type LogsAnswer = {
  readonly files: readonly LogFileAnswer[];
  readonly ranges: readonly RangeFileAnswer[];
} & LogTallySummary & {
    readonly sitemap: SitemapLogJoin | null;
    readonly robots: RobotsLogJoin | null;
    readonly problems: readonly LogProblem[];
  };

/** What the logs are joined with: what the session read beside them. */
export interface LogsJoinInputs {
  /** Every sitemap URL with its lastmod; null when no sitemap is loaded (no join). */
  readonly sitemapUrls: Iterable<SitemapUrl> | null;
  /**
   * The robots.txt joined against every crawler (or its history, log-robots-history.ts), with
   * its name and the host it governs.
   */
  readonly robots: {
    readonly judge: RobotsJudge;
    readonly name: string;
    readonly host?: string;
  } | null;
  /** The crawler joined against the sitemaps (its tally key, any case). */
  readonly agent: string;
}

export interface LogsAnswerWithRows {
  readonly answer: LogsAnswer;
  /** Each sitemap URL's verdict, in `sitemapUrls`' order (log-sitemap-join.ts `SitemapRowVerdict`). */
  readonly rowVerdicts: Uint8Array | null;
}

/** The `logs` answer, and each sitemap URL's verdict for the URL table's filters. */
export function logsAnswerWithRows(read: LogsRead, inputs: LogsJoinInputs): LogsAnswerWithRows {
  const summary = read.tally.summary(sumOfReads(read));
  const joined =
    inputs.sitemapUrls === null
      ? null
      : joinSitemapLogRows(inputs.sitemapUrls, read.tally.tallies(), {
          agent: inputs.agent,
          asOfMs: read.asOfMs,
        });
  const sitemap = joined?.join ?? null;
  const robots = inputs.robots
    ? joinRobotsLog(inputs.robots.judge, read.tally.tallies(), {
        file: inputs.robots.name,
        ...(inputs.robots.host === undefined ? {} : { host: inputs.robots.host }),
      })
    : null;
  const failures = read.files.flatMap((file) => file.failures);
  const answer: LogsAnswer = {
    files: read.files.map((file) => ({
      name: file.name,
      containers: file.containers,
      members: file.members,
      format: file.read.format ?? null,
      lines: file.read.lines,
      failures: file.failures.map(({ member, failure }) => ({
        member,
        code: failure.code,
        detail: failure.detail,
      })),
    })),
    ranges: read.ranges.map((report) =>
      report.ok
        ? {
            file: report.name,
            operator: report.operator,
            crawlers: report.crawlers,
            prefixes: report.prefixCount,
            skipped: report.skipped.length,
          }
        : { file: report.name, refused: report.reason },
    ),
    ...summary,
    sitemap,
    robots,
    problems: logProblems({
      summary,
      failures,
      ...(sitemap ? { sitemap } : {}),
      ...(robots ? { robots } : {}),
    }),
  };
  return { answer, rowVerdicts: joined?.verdicts ?? null };
}

/** The lines of every file together, with the first 20 malformed samples. */
function sumOfReads(read: LogsRead) {
  return sumReads(
    read.files.map((file) => file.read),
    20,
  );
}
