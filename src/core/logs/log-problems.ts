/**
 * The logs analysis's findings as problems (logs-codes.ts): a code, its severity, how many
 * requests, lines or URLs it counts, and the params the catalogs word it with. Made from the
 * figures the command line prints, so a problem never says more than `logs` shows.
 */
import { failureParams } from '../archive/archive-reasons';
import type { LogMemberFailure } from './log-container';
import type { LogTallySummary } from './log-summary';
import { isAiPurpose, type RobotsLogJoin } from './log-robots-join';
import type { SitemapLogJoin } from './log-sitemap-join';
import { logsProblemCodes, type LogsProblemCode } from './logs-codes';

export interface LogProblem {
  readonly code: LogsProblemCode;
  readonly severity: (typeof logsProblemCodes)[LogsProblemCode]['severity'];
  readonly count: number;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface LogFindings {
  readonly summary: LogTallySummary;
  readonly failures: readonly LogMemberFailure[];
  readonly sitemap?: SitemapLogJoin;
  readonly robots?: RobotsLogJoin;
}

function problem(
  code: LogsProblemCode,
  count: number,
  params: Record<string, string | number>,
): LogProblem {
  return { code, severity: logsProblemCodes[code].severity, count, params };
}

export function logProblems({ summary, failures, sitemap, robots }: LogFindings): LogProblem[] {
  const problems: LogProblem[] = [];
  const malformed = Object.values(summary.malformed).reduce((sum, count) => sum + count, 0);
  if (malformed > 0)
    problems.push(
      problem('log-malformed-lines', malformed, { count: malformed, total: summary.lines }),
    );
  for (const { member, failure } of failures)
    problems.push(problem('log-file-cut', 1, { file: member, ...failureParams(failure) }));
  if (robots) {
    const ai = Object.entries(robots.disallowed).filter(([, found]) => isAiPurpose(found.purpose));
    if (robots.aiRequests > 0)
      problems.push(
        problem('log-ai-crawler-disallowed', robots.aiRequests, {
          count: robots.aiRequests,
          crawlers: ai.map(([token]) => token).join(', '),
        }),
      );
  }
  const unverified = Object.entries(summary.crawlers).filter(([key]) =>
    key.startsWith('unverified:'),
  );
  const unverifiedRequests = unverified.reduce((sum, [, crawler]) => sum + crawler.requests, 0);
  if (unverifiedRequests > 0)
    problems.push(
      problem('log-crawler-unverified', unverifiedRequests, {
        count: unverifiedRequests,
        crawlers: unverified.map(([key]) => key.slice('unverified:'.length)).join(', '),
      }),
    );
  if (sitemap && sitemap.listedNeverFetched.count > 0)
    problems.push(
      problem('log-sitemap-url-never-fetched', sitemap.listedNeverFetched.count, {
        count: sitemap.listedNeverFetched.count,
        total: sitemap.listed,
        agent: sitemap.agent,
      }),
    );
  return problems;
}
