/**
 * `npm run inspect -- posture SITES.txt [--json | --markdown | --csv] [--lang en|ja|zh]
 * [site reader caps]`: the AI posture of many sites (core posture.ts; written out by
 * posture-renderings.ts), one origin a line in SITES.txt (posture-sites.ts). Each site's robots.txt is read as
 * `--site` reads it (src/core/site/read-site.ts, with the same caps, boundary and User-Agent),
 * sitemaps left out; the output is one table, crawler × site, with the deciding lines, what
 * each file asks, and its contradictions.
 *
 * Two clocks: `--timeout` and `--deadline` are the site reader's, so they hold per site;
 * `--run-deadline` holds for the whole run. Without it, 500 sites that accept a connection and
 * never answer would take 500 / 4 × 30 s, about an hour, at the defaults.
 *
 * Exit status: 0 when every robots.txt could be read (or is missing: a 4xx), 1 when some
 * could not (5xx, 429, unreachable, the run's deadline), 2 on a usage error.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { evaluatePosture } from '../src/core/robots/analyses/posture';
import { parseRobots } from '../src/core/robots/engine/parse-robots';
import { readSite } from '../src/core/site/read-site';
import { isLocale, type Locale } from './cli-messages';
import { nodeSiteIo } from './inspect-site';
import { SITE_OPTIONS, siteRunOf, type SiteRun } from './inspect-site-options';
import { DEFAULT_SITE_CAPS } from '../src/core/site/site-fetch';
import {
  commandHelp,
  isGiven,
  lastValue,
  parseOptions,
  wholeNumber,
  type CommandHelp,
  type OptionTable,
} from './command-options';
import { MAX_POSTURE_SITES, parseSites } from './posture-sites';
import {
  postureCsv,
  postureJson,
  postureMarkdown,
  postureText,
  type SitePosture,
} from './posture-renderings';

/** Seconds the whole run may take by default: ten minutes, as one `--site` read. */
const DEFAULT_RUN_DEADLINE_SECONDS = DEFAULT_SITE_CAPS.deadlineMs / 1000;

/** The site reader's options as posture words them: each one holds for one site. */
const PER_SITE_HELP: Readonly<Record<string, string>> = {
  '--timeout': `at most S seconds per site for its robots.txt, redirects, retries and
body included (default ${DEFAULT_SITE_CAPS.timeoutMs / 1000})`,
  '--deadline': `at most S seconds per site (default ${DEFAULT_SITE_CAPS.deadlineMs / 1000}); --run-deadline caps them all`,
  '--max-file-bytes': `at most N bytes of one site's robots.txt (default ${DEFAULT_SITE_CAPS.maxFileBytes})`,
};

const POSTURE_OPTIONS: OptionTable = [
  { name: '--json', takesValue: false, help: 'one JSON document' },
  { name: '--markdown', takesValue: false, help: 'a Markdown table' },
  { name: '--csv', takesValue: false, help: 'one row per site and crawler (RFC 4180)' },
  {
    name: '--lang',
    takesValue: true,
    usage: '--lang en|ja|zh',
    help: "the language of the table's words (default en)",
  },
  ...SITE_OPTIONS.filter((option) => option.name !== '--site').map((option) =>
    option.name in PER_SITE_HELP || option.name === '--user-agent'
      ? { ...option, help: PER_SITE_HELP[option.name] ?? option.help }
      : { ...option, help: undefined },
  ),
  {
    name: '--run-deadline',
    takesValue: true,
    usage: '--run-deadline=S',
    help: `at most S seconds for the whole run, every site included (default
${DEFAULT_RUN_DEADLINE_SECONDS}); a site not read by then is unknown (run-deadline)`,
  },
];

/** The options posture takes without a help line of its own: the site reader's, listed by name. */
const quietOptions = POSTURE_OPTIONS.filter((option) => option.help === undefined).map(
  (option) => option.usage ?? option.name,
);

/** `items` joined with commas, a new line before one that would pass 90 characters. */
function wrapped(items: readonly string[]): string {
  const lines = [''];
  for (const item of items) {
    const line = lines.at(-1)!;
    if (line && line.length + item.length > 88) lines.push(item);
    else lines[lines.length - 1] = line ? `${line}, ${item}` : item;
  }
  return lines.join(',\n');
}

/** `posture SITES.txt`: its help, as the command table lists it. */
export const POSTURE_HELP: CommandHelp = {
  usage: `posture SITES.txt [--json | --markdown | --csv] [--lang en|ja|zh]
                          [--timeout=S] [--deadline=S] [--run-deadline=S]
                          [--max-file-bytes=N] [--user-agent=TEXT]`,
  description: `Reads the robots.txt of each site in SITES.txt (one origin a line; blank lines and # comments
skipped; at most ${MAX_POSTURE_SITES} sites) as --site reads it, and prints for every AI crawler and
site what the crawler may fetch (all, some, none; n/a for a fetcher that does not read
robots.txt) with the deciding lines, what each file asks (training, search), and where the
two contradict each other.`,
  options: POSTURE_OPTIONS,
  // Accepted because each site is read as --site reads one; listed so none is accepted unsaid.
  more: `Also taken as --site takes them (those about sitemaps and pages do nothing here):
${wrapped(quietOptions)}`,
  exitStatus: '0 every robots.txt read (or missing), 1 some could not be read, 2 usage error.',
};

const POSTURE_USAGE = commandHelp(POSTURE_HELP);

/** Sites read at a time. */
const SITES_AT_ONCE = 4;

export interface PostureCommandResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

type Format = 'text' | 'json' | 'markdown' | 'csv';

const usageError = (message: string): PostureCommandResult => ({
  stdout: '',
  stderr: `${message}\n\n${POSTURE_USAGE}\n`,
  exitCode: 2,
});

/** `argv` after the word `posture`. */
export async function runPostureCommand(argv: readonly string[]): Promise<PostureCommandResult> {
  if (argv.includes('--help') || argv.includes('-h'))
    return { stdout: POSTURE_USAGE + '\n', stderr: '', exitCode: 0 };
  const outcome = parseOptions(argv, POSTURE_OPTIONS);
  if (!outcome.ok) return usageError(outcome.error);
  const { parsed } = outcome;
  // The caps and User-Agent are the site reader's own options, checked by its own code (each
  // site of the file is then read in turn as if named with --site).
  const taken = siteRunOf({
    ...parsed,
    values: new Map([...parsed.values, ['--site', ['http://posture.invalid/']]]),
  });
  if ('error' in taken) return usageError(taken.error);
  const { run } = taken;
  if (run === undefined) return usageError('posture: no site options');
  const formats = (['json', 'markdown', 'csv'] as const).filter((name) =>
    isGiven(parsed, `--${name}`),
  );
  if (formats.length > 1) return usageError('Give one of --json, --markdown, --csv.');
  const format: Format = formats[0] ?? 'text';
  const lang = lastValue(parsed, '--lang') ?? 'en';
  if (!isLocale(lang)) return usageError(`--lang takes en, ja or zh, not ${lang}.`);
  const locale: Locale = lang;
  const runDeadlineText = lastValue(parsed, '--run-deadline');
  const runDeadlineSeconds =
    runDeadlineText === undefined ? DEFAULT_RUN_DEADLINE_SECONDS : wholeNumber(runDeadlineText);
  if (runDeadlineSeconds === undefined)
    return usageError(`--run-deadline: expected a positive whole number, not ${runDeadlineText}`);
  const [sitesFile, extra] = parsed.positionals;
  if (extra !== undefined)
    return usageError(`Only one SITES file can be given (got ${sitesFile} and ${extra}).`);
  if (sitesFile === undefined) return usageError('Give a SITES file: one origin a line.');
  let text: string;
  try {
    text = readFileSync(sitesFile, 'utf8');
  } catch (error) {
    return usageError(`${sitesFile}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const origins = parseSites(text);
  if (typeof origins === 'string') return usageError(`${sitesFile}: ${origins}`);
  const sites = await readPostures(origins, run, runDeadlineSeconds * 1000);
  const render = {
    text: postureText,
    json: postureJson,
    markdown: postureMarkdown,
    csv: postureCsv,
  };
  const exitCode = sites.some((site) => site.cells === null) ? 1 : 0;
  const late = sites.filter((site) => site.robotsStatus === 'run-deadline').length;
  const stderr =
    late === 0
      ? ''
      : `${late} of ${sites.length} sites not read: the whole run's deadline (--run-deadline=${runDeadlineSeconds}) passed first.\n`;
  return { stdout: render[format](sites, locale), stderr, exitCode };
}

/**
 * Every site's posture, {@link SITES_AT_ONCE} at a time, within `runDeadlineMs` for them all:
 * a site started late gets what is left of it as its own deadline (when that is shorter than
 * `--deadline`), and a site not started by then is not asked at all.
 */
async function readPostures(
  origins: readonly string[],
  run: SiteRun,
  runDeadlineMs: number,
): Promise<SitePosture[]> {
  const runEnds = performance.now() + runDeadlineMs;
  const results: SitePosture[] = new Array<SitePosture>(origins.length);
  let next = 0;
  const worker = async () => {
    while (next < origins.length) {
      const index = next++;
      const origin = origins[index]!;
      const leftMs = Math.floor(runEnds - performance.now());
      results[index] =
        leftMs > 0
          ? await readPosture(origin, run, leftMs)
          : {
              origin,
              robotsUrl: `${origin}/robots.txt`,
              robotsStatus: 'run-deadline',
              cells: null,
            };
    }
  };
  await Promise.all(Array.from({ length: Math.min(SITES_AT_ONCE, origins.length) }, worker));
  return results;
}

async function readPosture(origin: string, run: SiteRun, runLeftMs: number): Promise<SitePosture> {
  const isRunDeadlineFirst = runLeftMs < run.caps.deadlineMs;
  // No sitemap is fetched: robots.txt only (maxFiles counts sitemaps, not robots.txt).
  const caps = { ...run.caps, maxFiles: 0, deadlineMs: Math.min(run.caps.deadlineMs, runLeftMs) };
  const read = await readSite(origin, nodeSiteIo({ ...run, url: origin }), caps);
  const robots = read.fetches.find((record) => record.url === read.robotsUrl);
  // The reader names a fetch cut by its deadline `deadline`; here that deadline was the run's.
  const status: SitePosture['robotsStatus'] =
    isRunDeadlineFirst && robots?.failure === 'deadline' ? 'run-deadline' : read.robotsStatus;
  const body = read.files.find((file) => file.url === read.robotsUrl)?.bytes;
  const base = { origin, robotsUrl: read.robotsUrl, robotsStatus: status };
  if (typeof status === 'number' && status >= 200 && status < 300)
    return { ...base, cells: evaluatePosture(parseRobots(body ?? new Uint8Array())) };
  // RFC 9309 §2.3.1.3, Google: a 4xx but 429 is "no robots.txt": every crawler may fetch all.
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429)
    return { ...base, cells: evaluatePosture(parseRobots('')) };
  return { ...base, cells: null };
}
