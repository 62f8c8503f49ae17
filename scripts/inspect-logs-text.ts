/**
 * The readable summary's "Crawlers" section of `--logs` (inspect-logs.ts): per crawler its
 * requests and how many were verified, the sitemap join for `--agent`, what robots.txt
 * disallows each crawler, and the problems. Counts only: no address a log holds.
 */
import type { CliWords } from './cli-messages';
import type { LogsRun } from './inspect-logs';
import type { RobotsLogJoin } from '../src/core/logs/log-robots-join';

/** `1 request`, `2 requests`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function statusText(status: Record<string, number>): string {
  return Object.entries(status)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
}

export function logsText(run: LogsRun, words: CliWords): string {
  const { summary } = run;
  const malformed = Object.values(summary.malformed).reduce((sum, count) => sum + count, 0);
  const out = [
    '',
    `Crawlers (${count(summary.lines, 'log line')} in ${count(run.files.length, 'file')}, ${malformed} malformed; ${count(summary.people.requests, 'request')} from people):`,
  ];
  const crawlers = Object.entries(summary.crawlers).sort(([, a], [, b]) => b.requests - a.requests);
  for (const [key, crawler] of crawlers) {
    const checked = key.startsWith('unverified:')
      ? 'from outside its operator’s ranges'
      : crawler.verified > 0
        ? `${crawler.verified} verified`
        : 'unchecked';
    out.push(
      `  ${key.padEnd(24)} ${String(crawler.requests).padStart(7)} ${crawler.requests === 1 ? 'request ' : 'requests'} (${checked})  ${statusText(crawler.status)}`,
    );
  }
  const sitemap = run.sitemap;
  if (sitemap) {
    out.push(
      `  ${sitemap.agent} against the sitemaps (${sitemap.listed} URLs): ${sitemap.listedNeverFetched.count} never fetched, ` +
        `${sitemap.fetchedNotListed.count} fetched but not listed (${count(sitemap.fetchedNotListed.requests, 'request')}: ${statusText(sitemap.fetchedNotListed.status)}), ` +
        `${sitemap.lastmodAfterLastFetch.count} with lastmod after the last fetch`,
    );
    for (const section of sitemap.sections)
      out.push(
        `    ${section.section.padEnd(22)} ${section.fetched}/${section.listed} fetched; last ${section.lastFetch === null ? 'never' : `${section.lastFetch.slice(0, 10)} (${section.daysSinceLastFetch} days before the log's end)`}`,
      );
  }
  if (run.robots) out.push(...robotsJoinLines(run.robots));
  for (const problem of run.problems)
    out.push(`  [${problem.severity}] ${problem.code}: ${words.problem(problem)}`);
  return out.join('\n') + '\n';
}

/** The robots.txt join: under which file (or history), and each crawler's disallowed requests. */
function robotsJoinLines(robots: RobotsLogJoin): string[] {
  const disallowed = Object.entries(robots.disallowed);
  const under = robots.history
    ? `Under the robots.txt history (${count(robots.history.versions, 'version')}, ${robots.history.from.slice(0, 10)} to ${robots.history.to.slice(0, 10)}), each request by its day`
    : `Under the current ${robots.file}`;
  const out = [
    `  ${under}: ${disallowed.length === 0 ? 'no crawler fetched what its group disallows' : ''}`.trimEnd(),
  ];
  for (const [token, found] of disallowed) {
    const first = found.first[0];
    const where = first
      ? ` e.g. ${first.path} (line ${first.line}${first.savedAt ? ` of the version saved ${first.savedAt.slice(0, 10)}` : ''}: ${first.rule})`
      : '';
    const uncertain = found.uncertain
      ? `; ${count(found.uncertain, 'request')} within a day of a change the versions disagree on (uncertain)`
      : '';
    out.push(
      `    ${token}: ${count(found.requests, 'disallowed request')} to ${count(found.paths, 'path')}${where}${uncertain}`,
    );
  }
  return out;
}
