/**
 * `npm run inspect -- watch URL --state DIR`: reads the options, locks the state folder
 * (watch-lock.ts) and runs (watch-run.ts): reads the site as `--site` does, keeps what it
 * fetched as a dated snapshot in DIR (watch-state.ts, the `--save` layout), compares it with
 * the newest earlier snapshot that can be read (watch-changes.ts), keeps the robots.txt
 * history in the page's format, prints the change feed (watch-feed.ts) and exits 1 on the
 * `--fail-on` conditions met, so a schedule or a CI job can run it (docs/watching-a-site.md).
 *
 * Exit status: 0; 1 when a `--fail-on` condition is met, when `--fail-on` is given and no
 * earlier snapshot can be read, or when the snapshot could not be written whole; 2 on a usage
 * error; 3 when another run holds the state folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProductToken } from '../src/core/robots/analyses/product-token';
import { parseExpectations, type Expectation } from '../src/core/robots/analyses/expectations';
import { DEFAULT_SESSION_LIMITS } from '../src/worker/session/session-limits';
import { robotsMessageWords } from './cli-messages';
import {
  allValues,
  commandHelp,
  isGiven,
  lastValue,
  parseOptions,
  wholeNumber,
  type CommandHelp,
  type OptionTable,
} from './command-options';
import type { CommandResult } from './inspect-robots';
import { SITE_OPTIONS, siteRunOf } from './inspect-site-options';
import { LIMIT_OPTIONS, limitsOf } from './limit-options';
import { parseFailOn, type FailCondition } from './watch-fail-on';
import { LOCK_FILE, lockStateFolder, type LockHolder, type LockOutcome } from './watch-lock';
import { runWatch } from './watch-run';

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
    help: 'exit 1 when one is met: robots-change, blocked-expectation (an --expect\nline fails now), removed-urls>N (more than N URLs gone; removed-urls is >0),\nlastmod-contradicted (with --pages: the pages checked contradict lastmod)',
  },
  {
    name: '--keep',
    takesValue: true,
    usage: '--keep N',
    help: 'keep the newest N snapshots and the one compared with, remove the older ones',
  },
  ...LIMIT_OPTIONS,
  // The state folder is where snapshots go: `--save` has no place here, `--site` is the URL.
  ...SITE_OPTIONS.filter((option) => option.name !== '--site' && option.name !== '--save'),
];

/** `watch URL --state DIR`: its help, as the command table lists it. */
export const WATCH_HELP: CommandHelp = {
  usage: `watch URL --state DIR [--agent TOKEN ...] [--expect FILE]
                          [--json | --markdown] [--fail-on CONDITIONS] [--keep N] [site options]`,
  description: `Reads the site as --site does, keeps the fetched files as a dated snapshot in DIR (the layout
--save writes: any snapshot uploads into the page), compares it with the newest earlier
snapshot that can be read and prints what changed: robots.txt lines (with the verdicts they
flip for the --agent crawlers over the sitemap URLs, and the --expect lines that now fail or
pass), sitemaps added, removed or failing, URLs added, removed and re-dated.
DIR/robots-history.json keeps each robots.txt version in the format the page's workbench
imports. One run at a time: DIR/watch.lock holds it. Each snapshot's session has the caps
below.`,
  options: WATCH_OPTIONS,
  exitStatus: `0; 1 a --fail-on condition met (or, with --fail-on, no earlier snapshot can be
read), or the snapshot not written whole; 2 usage error; 3 another run holds DIR.`,
};

const WATCH_USAGE = commandHelp(WATCH_HELP);

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

  let lock: LockOutcome;
  try {
    lock = lockStateFolder(dir);
  } catch (error) {
    return {
      stdout: '',
      stderr: `${dir}: cannot be the state folder (${errorCode(error)})\n`,
      exitCode: 1,
    };
  }
  if (!lock.ok)
    return { stdout: '', stderr: lockedMessage(dir, lock.holder), exitCode: EXIT_IN_USE };
  try {
    const result = await runWatch({
      dir,
      url,
      site: site.run!,
      limits: limits.limits,
      agents,
      expectations,
      conditions,
      keep,
      format: isGiven(parsed, '--json')
        ? 'json'
        : isGiven(parsed, '--markdown')
          ? 'markdown'
          : 'text',
    });
    return lock.tookOver
      ? { ...result, stderr: tookOverMessage(dir, lock.tookOver) + result.stderr }
      : result;
  } finally {
    lock.release();
  }
}

/** Another run holds the state folder: nothing fetched, nothing written. */
const EXIT_IN_USE = 3;

function lockedMessage(dir: string, holder: LockHolder | null): string {
  const who = holder
    ? `(pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`
    : 'that is just starting';
  return `${dir} is in use by another watch run ${who}: nothing fetched, nothing written. Run again when it ends; if no run is going on, remove ${join(dir, LOCK_FILE)}.\n`;
}

function tookOverMessage(dir: string, holder: LockHolder | 'unwritten'): string {
  const why =
    holder === 'unwritten'
      ? 'it was left empty by a run killed as it started'
      : `the run that held it (pid ${holder.pid}, started ${holder.startedAt}) is no longer running`;
  return `Took over ${join(dir, LOCK_FILE)}: ${why}.\n`;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String(error);
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
