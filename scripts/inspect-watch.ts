/**
 * `npm run inspect -- watch URL --state DIR`: reads the site as `--site` does, keeps what it
 * fetched as a dated snapshot in DIR (watch-state.ts, the `--save` layout), compares it with
 * the previous snapshot (watch-changes.ts), keeps the robots.txt history in the page's format,
 * prints the change feed (watch-feed.ts) and exits 1 on the `--fail-on` conditions met, so a
 * schedule or a CI job can run it (docs/watching-a-site.md).
 *
 * Exit status: 0; 1 when a `--fail-on` condition is met or the snapshot could not be written
 * whole; 2 on a usage error.
 */
import { readFileSync } from 'node:fs';
import { checkProductToken } from '../src/core/robots/analyses/product-token';
import {
  evaluateExpectations,
  parseExpectations,
  type Expectation,
} from '../src/core/robots/analyses/expectations';
import { parseSite } from '../src/core/robots/analyses/site-origin';
import { parseRobots } from '../src/core/robots/engine/parse-robots';
import { DEFAULT_SESSION_LIMITS } from '../src/worker/session/session-limits';
import { robotsMessageWords } from './cli-messages';
import {
  allValues,
  isGiven,
  lastValue,
  optionHelp,
  parseOptions,
  wholeNumber,
  type OptionTable,
} from './command-options';
import type { CommandResult } from './inspect-robots';
import { inspectSite } from './inspect-site';
import { SITE_OPTIONS, siteRunOf } from './inspect-site-options';
import { LIMIT_OPTIONS, limitsOf } from './limit-options';
import { watchChanges, type WatchChanges } from './watch-changes';
import { failOutcomes, parseFailOn, type FailCondition } from './watch-fail-on';
import { watchJson, watchMarkdown, watchText, type WatchRun } from './watch-feed';
import {
  keepRobotsVersion,
  nextStamp,
  pruneSnapshots,
  readSnapshotLog,
  savedText,
  snapshotPath,
  snapshotsIn,
  stampMs,
} from './watch-state';

const WATCH_OPTIONS: OptionTable = [
  {
    name: '--state',
    takesValue: true,
    usage: '--state DIR',
    help: 'where the snapshots and the robots.txt history are kept (required)',
  },
  {
    name: '--agent',
    takesValue: true,
    isRepeatable: true,
    usage: '--agent TOKEN',
    help: 'a crawler whose verdicts to compare; repeat for more (default Googlebot)',
  },
  {
    name: '--expect',
    takesValue: true,
    usage: '--expect FILE',
    help: 'expectations, one per line: allow|block TOKEN PATH-OR-URL',
  },
  { name: '--json', takesValue: false, help: 'print one JSON document: { "watch": { ... } }' },
  {
    name: '--markdown',
    takesValue: false,
    help: 'print the feed as Markdown (a CI job summary, a chat message)',
  },
  {
    name: '--fail-on',
    takesValue: true,
    isRepeatable: true,
    usage: '--fail-on LIST',
    help: 'exit 1 when one is met: robots-change, blocked-expectation (an --expect\nline fails now), removed-urls>N (more than N URLs gone; removed-urls is >0)',
  },
  {
    name: '--keep',
    takesValue: true,
    usage: '--keep N',
    help: 'keep the newest N snapshots, remove the older ones',
  },
  ...LIMIT_OPTIONS,
  // The state folder is where snapshots go: `--save` has no place here, `--site` is the URL.
  ...SITE_OPTIONS.filter((option) => option.name !== '--site' && option.name !== '--save'),
];

export const WATCH_USAGE = `Usage: npm run inspect -- watch URL --state DIR [--agent TOKEN ...] [--expect FILE]
                          [--json | --markdown] [--fail-on CONDITIONS] [--keep N] [site options]

Reads the site as --site does, keeps the fetched files as a dated snapshot in DIR (the layout
--save writes: any snapshot uploads into the page), compares it with the previous snapshot and
prints what changed: robots.txt lines (with the verdicts they flip for the --agent crawlers
over the sitemap URLs, and the --expect lines that now fail or pass), sitemaps added, removed
or failing, URLs added, removed and re-dated. DIR/robots-history.json keeps each robots.txt
version in the format the page's workbench imports.

${optionHelp(WATCH_OPTIONS)}
  --max-urls=N  --max-store-bytes=N  --max-inflated-bytes=N
                          the caps of each snapshot's session (as for FILE ...)

Exit status: 0; 1 a --fail-on condition met, or the snapshot not written whole; 2 usage error.`;

const usageError = (message: string): CommandResult => ({
  stdout: '',
  stderr: `${message}\n\n${WATCH_USAGE}\n`,
  exitCode: 2,
});

export async function runWatchCommand(argv: readonly string[]): Promise<CommandResult> {
  const outcome = parseOptions(argv, WATCH_OPTIONS);
  if (!outcome.ok) return usageError(outcome.error);
  const { parsed } = outcome;
  const [command, url, extra] = parsed.positionals;
  if (command !== 'watch' || url === undefined)
    return usageError('watch takes the site: watch URL');
  if (extra !== undefined) return usageError(`watch takes one site (got ${url} and ${extra})`);
  const dir = lastValue(parsed, '--state');
  if (dir === undefined) return usageError('watch needs --state DIR');
  const site = siteRunOf({
    positionals: [],
    values: new Map([...parsed.values, ['--site', [url]]]),
  });
  if ('error' in site) return usageError(site.error);
  const limits = limitsOf(parsed, DEFAULT_SESSION_LIMITS);
  if ('error' in limits) return usageError(limits.error);
  const agents: string[] = [];
  for (const agent of allValues(parsed, '--agent').length
    ? allValues(parsed, '--agent')
    : ['Googlebot']) {
    const token = checkProductToken(agent);
    if (!token.ok) return usageError(`--agent ${agent}: ${robotsMessageWords(token.reason)}`);
    agents.push(token.token);
  }
  const conditions: FailCondition[] = [];
  for (const text of allValues(parsed, '--fail-on')) {
    const more = parseFailOn(text);
    if (typeof more === 'string') return usageError(more);
    conditions.push(...more);
  }
  const keepText = lastValue(parsed, '--keep');
  const keep = keepText === undefined ? undefined : wholeNumber(keepText);
  if (keepText !== undefined && keep === undefined)
    return usageError(`--keep: expected a positive whole number, not ${keepText}`);
  if (isGiven(parsed, '--json') && isGiven(parsed, '--markdown'))
    return usageError('--json and --markdown: choose one');
  const expectations = readExpectations(lastValue(parsed, '--expect'));
  if (typeof expectations === 'string') return usageError(expectations);

  const origin = new URL(url).origin;
  const previous = snapshotsIn(dir).at(-1);
  const stamp = nextStamp(dir, Date.now());
  const fetched = await inspectSite(
    { ...site.run!, saveDir: snapshotPath(dir, stamp) },
    limits.limits,
  );
  const isSaveIncomplete = fetched.saved?.some((file) => file.error) ?? false;
  const log = readSnapshotLog(dir, stamp);
  if (!log)
    return {
      stdout: '',
      stderr: `${snapshotPath(dir, stamp)}: the fetch log could not be written\n`,
      exitCode: 1,
    };
  const previousLog = previous === undefined ? undefined : readSnapshotLog(dir, previous);
  const changes: WatchChanges | null =
    previous !== undefined && previousLog
      ? await watchChanges(
          { dir, stamp: previous, log: previousLog },
          { dir, stamp, log },
          origin,
          agents,
          expectations,
          limits.limits,
        )
      : null;
  const robotsText = savedText(dir, stamp, log, `${origin}/robots.txt`);
  const robotsStatus = log.robotsStatus;
  const failingExpectations = countFailing(robotsText ?? '', origin, expectations);
  // A robots.txt that answered (2xx: its text; 4xx: none, no rules) is a version; a 5xx or
  // no answer says nothing of what the site meant, and keeps none.
  const isAnswered = typeof robotsStatus === 'number' && robotsStatus >= 200 && robotsStatus < 500;
  const kept =
    isAnswered &&
    keepRobotsVersion(
      dir,
      origin,
      robotsText ?? '',
      stampMs(stamp),
      versionNote(changes, robotsStatus),
    );
  const isRobotsVersionKept = kept === true;
  const pruned = keep === undefined ? [] : pruneSnapshots(dir, keep);
  const failOn = failOutcomes(conditions, changes, failingExpectations);
  const run: WatchRun = {
    url,
    stamp,
    previous: previous ?? null,
    changes,
    failingExpectations,
    failOn,
    isRobotsVersionKept,
    pruned,
  };
  const stdout = isGiven(parsed, '--json')
    ? watchJson(run)
    : isGiven(parsed, '--markdown')
      ? watchMarkdown(run)
      : watchText(run);
  const historyWarning =
    kept === 'unreadable'
      ? `${dir}/robots-history.json is not a robots.txt history: left as it is, no version added.\n`
      : '';
  const stderr =
    historyWarning +
    (isSaveIncomplete
      ? `Some fetched files could not be written under ${snapshotPath(dir, stamp)}.\n`
      : '');
  const isFailed = failOn.some((outcome) => outcome.isMet) || isSaveIncomplete;
  return { stdout, stderr, exitCode: isFailed ? 1 : 0 };
}

function readExpectations(path: string | undefined): Expectation[] | string {
  if (path === undefined) return [];
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return `--expect ${path}: no such file`;
  }
  const parsed = parseExpectations(text);
  if (parsed.errors.length > 0)
    return parsed.errors
      .map((e) => `${path}:${e.line}: ${robotsMessageWords(e.message)}`)
      .join('\n');
  return parsed.expectations;
}

function countFailing(robotsText: string, origin: string, expectations: readonly Expectation[]) {
  if (expectations.length === 0) return 0;
  const site = parseSite(origin);
  const robots = parseRobots(new TextEncoder().encode(robotsText));
  return evaluateExpectations(robots, site.ok ? site.site : null, expectations).summary.failed;
}

/** The note a kept version carries in the history: why the watch kept it. */
function versionNote(changes: WatchChanges | null, status: number | string | null): string {
  const missing =
    typeof status === 'number' && status >= 400 ? ` (HTTP ${status}: no robots.txt)` : '';
  if (!changes) return `watch: first snapshot${missing}`;
  const { removed, added } = changes.robots.lines;
  return `watch: ${removed.length} lines removed, ${added.length} added${missing}`;
}
