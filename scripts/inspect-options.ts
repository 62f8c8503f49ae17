/**
 * The options of `npm run inspect -- … FILE …` (and of `--site URL`, which reports a site's
 * files as files are reported): one table, read by the one parser (command-options.ts), then
 * each option's value checked by the module that owns it.
 */
import { checkProductToken } from '../src/core/robots/analyses/product-token';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../src/worker/session/session-limits';
import { cliWords, isLocale, robotsMessageWords, type CliWords } from './cli-messages';
import {
  isGiven,
  lastValue,
  parseOptions,
  type OptionSpec,
  type OptionTable,
  type ParsedOptions,
} from './command-options';
import { CRAWL_OPTIONS, crawlOptionsOf, type CrawlOptions } from './inspect-crawl';
import { SITE_OPTIONS, siteRunOf, type SiteRun } from './inspect-site-options';
import { NO_BROWSER_OPTION, OPEN_OPTION } from './inspect-open';
import { LIMIT_OPTIONS, limitsOf } from './limit-options';
import { LOGS_OPTIONS, logsOptionsOf, type LogsOptions } from './inspect-logs';

/** `--stream`: see streamRefusal below and docs/parquet.md. */
export const STREAM_OPTION: OptionSpec = {
  name: '--stream',
  takesValue: false,
  help: "with --rows: write the rows while the files are read, keeping no URL store,\nfor sites past this machine's memory (off by default); the files are read\ntwice, and the report leaves out what needs every URL at once",
};

/** The options of reading files that belong to no other part (--site, --crawl, --logs, open). */
export const FILE_OWN_OPTIONS: OptionTable = [
  {
    name: '--json',
    takesValue: false,
    help: 'print exactly one JSON document instead of the readable summary',
  },
  {
    name: '--lang',
    takesValue: true,
    usage: '--lang en|ja|zh',
    help: "the language of the problems' messages (default en: core's English); with ja\nor zh the summary ends with each problem code found explained, with its fix\n(the page's texts for the same codes)",
  },
  {
    name: '--rows',
    takesValue: true,
    usage: '--rows OUT.parquet',
    help: 'also write every URL row (file, line, lastmod, changefreq, priority, extensions,\nproblem codes) to a Parquet file (docs/parquet.md)',
  },
  STREAM_OPTION,
  {
    name: '--report',
    takesValue: true,
    usage: '--report OUT.html | OUT.xlsx',
    help: "also write the report the page's Download report writes (docs/report.md): one\nself-contained HTML file, or a workbook with a sheet per section, in --lang",
  },
  {
    name: '--agent',
    takesValue: true,
    usage: '--agent TOKEN',
    help: "with --rows: add each URL's robots.txt verdict for this crawler, under the\nfirst robots.txt among the files (or the one given with --robots FILE); the\nrule review (printed when a robots.txt and sitemaps are given), --report and\n--logs use it too (default Googlebot)",
  },
  {
    name: '--robots',
    takesValue: true,
    usage: '--robots FILE',
    help: 'with --rows or --report: the robots.txt the verdicts follow, read first\n(without them, --robots FILE is the robots.txt tester: --robots --help)',
  },
  ...LIMIT_OPTIONS,
];

/** Every option of reading files or a site: the parser's table for the file command. */
export const FILE_OPTIONS: OptionTable = [
  ...FILE_OWN_OPTIONS,
  ...SITE_OPTIONS,
  OPEN_OPTION,
  NO_BROWSER_OPTION,
  ...CRAWL_OPTIONS,
  ...LOGS_OPTIONS,
];

export interface FileCommand {
  readonly files: string[];
  readonly asJson: boolean;
  readonly words: CliWords;
  readonly limits: SessionLimits;
  readonly site?: SiteRun;
  /** `--open`: after the report, serve the inspector with the site's files (inspect-open.ts). */
  readonly open: boolean;
  /** Not `--no-browser`: `--open` opens the address in the default browser where it can. */
  readonly isBrowserAsked: boolean;
  readonly crawl: CrawlOptions;
  /** `--rows OUT.parquet`, with `--agent` (checked) and `--robots FILE` (read first). */
  readonly rows?: string;
  readonly agent?: string;
  readonly robots?: string;
  /** `--report OUT.html` (or `.xlsx`): the page's report of the same files (src/report). */
  readonly report?: string;
  /** `--stream`: `--rows` written as the files are read, with no URL store (inspect-stream.ts). */
  readonly stream: boolean;
  /** `--logs FILE` with `--ranges`, `--fail-on`, `--log-rows`: what crawlers did (inspect-logs.ts). */
  readonly logs?: LogsOptions;
}

/** The file command the arguments describe, or the usage error to print. */
export function fileCommandOf(argv: readonly string[]): FileCommand | { error: string } {
  const outcome = parseOptions(argv, FILE_OPTIONS);
  if (!outcome.ok) return { error: outcome.error };
  const { parsed } = outcome;
  const streamRefused = streamRefusal(parsed);
  if (streamRefused) return { error: streamRefused };
  const site = siteRunOf(parsed);
  if ('error' in site) return site;
  const open = isGiven(parsed, OPEN_OPTION.name);
  if (open && !site.run) return { error: `${OPEN_OPTION.name} needs --site URL` };
  const isBrowserAsked = !isGiven(parsed, NO_BROWSER_OPTION.name);
  if (!isBrowserAsked && !open) return { error: `${NO_BROWSER_OPTION.name} needs --open` };
  const crawl = crawlOptionsOf(parsed);
  if ('error' in crawl) return crawl;
  const lang = lastValue(parsed, '--lang') ?? 'en';
  if (!isLocale(lang)) return { error: `--lang takes en, ja or zh, not ${lang}` };
  const limits = limitsOf(parsed, DEFAULT_SESSION_LIMITS);
  if ('error' in limits) return limits;
  const logs = logsOptionsOf(parsed);
  if ('error' in logs) return logs;
  const files = [...parsed.positionals];
  if (files.length === 0 && !site.run && !logs.options) return { error: 'No file given.' };
  const rows = lastValue(parsed, '--rows');
  const report = lastValue(parsed, '--report');
  if (report !== undefined && !/\.(html?|xlsx)$/i.test(report))
    return { error: `--report writes .html or .xlsx, not ${report}` };
  const robots = lastValue(parsed, '--robots');
  let agent = lastValue(parsed, '--agent');
  if (agent !== undefined || robots !== undefined) {
    if (!rows && !report && !logs.options)
      return { error: '--agent needs --rows, --report or --logs' };
    const token = checkProductToken(agent ?? 'Googlebot');
    if (!token.ok) return { error: robotsMessageWords(token.reason) };
    agent = token.token;
  }
  return {
    files,
    asJson: isGiven(parsed, '--json'),
    words: cliWords(lang),
    limits: limits.limits,
    ...(site.run ? { site: open ? followingHosts(site.run) : site.run } : {}),
    open,
    isBrowserAsked,
    crawl: crawl.options,
    ...(rows !== undefined ? { rows } : {}),
    ...(agent !== undefined ? { agent } : {}),
    ...(robots !== undefined ? { robots } : {}),
    ...(report !== undefined ? { report } : {}),
    stream: isGiven(parsed, STREAM_OPTION.name),
    ...(logs.options ? { logs: logs.options } : {}),
  };
}

/**
 * `--open` reads sitemaps on other hosts too, as `--follow-hosts` does: the page it serves
 * shows every sitemap the site names, and a robots.txt may name sitemaps on any host
 * (sitemaps.org, "Sitemaps & Cross Submits"). The site's boundary still refuses the user's
 * own network to a public site, and `--header` still goes to the named origin only.
 */
function followingHosts(run: SiteRun): SiteRun {
  return { ...run, caps: { ...run.caps, followHosts: true } };
}

/**
 * Why `--stream` cannot run with what else was asked, if it cannot: it writes `--rows` as the
 * files are read and keeps no URL store, so nothing that reads every URL at once can follow.
 */
function streamRefusal(parsed: ParsedOptions): string | undefined {
  if (!isGiven(parsed, STREAM_OPTION.name)) return undefined;
  if (!isGiven(parsed, '--rows'))
    return '--stream needs --rows OUT.parquet: it writes the URL rows as the files are read and keeps no URL store';
  if (isGiven(parsed, '--report'))
    return "--stream cannot write --report: the report's figures and tables need every URL at once, and --stream keeps no URL store (write the report without --stream)";
  if (isGiven(parsed, '--crawl'))
    return '--stream cannot join --crawl: the coverage compares every sitemap URL with the crawl at once, and --stream keeps no URL store';
  if (isGiven(parsed, '--logs'))
    return '--stream cannot join --logs: the logs are joined against every sitemap URL at once, and --stream keeps no URL store';
  if (isGiven(parsed, OPEN_OPTION.name))
    return `--stream cannot be used with ${OPEN_OPTION.name}: the page it serves reads the files into a URL store of its own (run ${OPEN_OPTION.name} without --stream)`;
  for (const cap of ['--max-urls', '--max-store-bytes'])
    if (isGiven(parsed, cap))
      return `--stream takes no ${cap}: that caps the URL store, which --stream does not keep`;
  return undefined;
}
