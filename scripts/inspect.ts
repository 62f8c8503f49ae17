/**
 * `npm run inspect -- [--json] [--rows OUT.parquet] FILE …`: the sitemap engine on the command line, the same
 * core the worker runs. Sitemaps (XML, text, feeds), robots.txt files, `.gz`, `.zip` and
 * `.tar.gz` are accepted; an archive member is listed as `ARCHIVE/PATH`.
 *
 * Exit status: 0 when every file could be read (problems or not), 1 when some file could
 * not be read at all, 2 on a usage error. docs/command-line.md describes the JSON shape.
 */
import { inspectFiles } from './inspect-run';
import {
  isUnreadableFile,
  problemGroupsJson,
  problemGroupsText,
  toJson,
  toText,
} from './inspect-summary';
import { runRobotsCommand } from './inspect-robots';
import { explainCodes, isExplainLanguage } from './inspect-explain';
import { rowsWrittenLine, writeRowsParquet, writeStarted } from './inspect-rows';
import { writeReport } from './inspect-report';
import { isHelpAsked } from './command-options';
import { fileCommandOf } from './inspect-options';
import { runStreamed } from './inspect-stream';
import { SITE_USAGE } from './inspect-site-options';
import { terminalSafe } from './terminal-text';
import {
  inspectSite,
  nodeSiteIo,
  siteJson,
  siteText,
  unmatchedPatternNotes,
  type SiteInspectRun,
} from './inspect-site';
import { pagesJson, pagesText, runPageCheck, savePages } from './inspect-pages';
import { reviewJson, reviewOfSession, reviewText } from './inspect-review';
import { hreflangJson, hreflangText } from './inspect-hreflang';
import {
  CRAWL_USAGE,
  crawlFileJson,
  crawlJson,
  crawlRefusal,
  crawlText,
  joinCrawlRun,
  readCrawlFile,
} from './inspect-crawl';
import { runCompareCommand } from './inspect-compare';
import { runWatchCommand, WATCH_USAGE } from './inspect-watch';
import { runPostureCommand } from './inspect-posture';
import { NO_BROWSER_OPTION, OPEN_OPTION, openCommandArgs, serveUntilStopped } from './inspect-open';
import { optionHelp } from './command-options';
import { LOGS_USAGE, logsJson, runLogs, writeLogRows } from './inspect-logs';
import { logsText } from './inspect-logs-text';

const USAGE = `Usage: npm run inspect -- [--json] [--lang en|ja|zh] [--rows OUT.parquet] FILE ...

Reads sitemaps (XML, text, RSS, Atom), robots.txt files, .gz, .zip and .tar.gz archives
and reports what they hold and what is wrong with them.

  --json   print exactly one JSON document instead of the readable summary
  --lang en|ja|zh
           the language of the problems' messages (default en: core's English); with ja
           or zh the summary ends with each problem code found explained, with its fix
           (the page's texts for the same codes)
  --help   show this help
  --rows OUT.parquet
           also write every URL row (file, line, lastmod, changefreq, priority, extensions,
           problem codes) to a Parquet file (docs/parquet.md)
  --stream with --rows: write the rows while the files are read, keeping no URL store,
           for sites past this machine's memory (off by default); the files are read
           twice, and the report leaves out what needs every URL at once
  --report OUT.html | OUT.xlsx
           also write the report the page's Download report writes (docs/report.md): one
           self-contained HTML file, or a workbook with a sheet per section, in --lang
  --agent TOKEN
           with --rows: add each URL's robots.txt verdict for this crawler, under the
           first robots.txt among the files (or the one given with --robots FILE); the
           rule review (printed when a robots.txt and sitemaps are given) and --report
           use it too (default Googlebot)
  --max-urls=N            keep at most N URLs in all (default 5000000)
  --max-store-bytes=N     keep at most N bytes of URLs in all (default 741715801)
  --max-inflated-bytes=N  inflate at most N bytes for all files together (default 1073741824)
  --max-crawl-bytes=N     hold at most N bytes of the --crawl export's table (default 134217728)

With --robots FILE it tests URLs against that robots.txt instead (--robots --help for more).
With --compare BEFORE AFTER it compares two snapshots of a site (--compare --help for more).
With watch URL --state DIR it keeps dated snapshots of a site and says what changed since the
last one (watch --help for more).
With open URL (or --site URL --open) it reads the site, then serves the inspector with the
files it read on 127.0.0.1, prints the address and opens it in the browser (Ctrl+C stops it):
${optionHelp([OPEN_OPTION, NO_BROWSER_OPTION])}
With posture SITES.txt it prints the AI posture of many sites (posture --help for more).

${SITE_USAGE}

${CRAWL_USAGE}

${LOGS_USAGE}

Exit status: 0 all files read, 1 some file could not be read at all, 2 usage error.`;

/** `--pages N` after `--site`: the page check, its pages saved with `--save`. */
async function pageCheckOf(fetched: SiteInspectRun | undefined) {
  const size = fetched?.run.pages;
  if (!fetched || size === undefined) return undefined;
  const check = await runPageCheck(fetched, size, nodeSiteIo(fetched.run));
  const saveDir = fetched.run.saveDir;
  const saved = saveDir ? await savePages(saveDir, check) : undefined;
  return { check, saved };
}

/** Everything printed passes terminal-text.ts: what a site wrote never drives the terminal. */
const writeOut = (text: string) => process.stdout.write(terminalSafe(text));
const writeErr = (text: string) => process.stderr.write(terminalSafe(text));

function writeResult(result: { stdout: string; stderr: string; exitCode: number }): number {
  writeOut(result.stdout);
  writeErr(result.stderr);
  return result.exitCode;
}

async function main(givenArgs: readonly string[]): Promise<number> {
  // `open URL` is `--site URL --open` (inspect-open.ts).
  const opened = givenArgs[0] === 'open' ? openCommandArgs(givenArgs.slice(1)) : givenArgs;
  if ('error' in opened) {
    console.error(`${opened.error}\n\n${USAGE}`);
    return 2;
  }
  const ownResult = await runCommandOfItsOwn(opened);
  if (ownResult !== undefined) return ownResult;
  const command = fileCommandOf(opened);
  if ('error' in command) {
    console.error(`${command.error}\n\n${USAGE}`);
    return 2;
  }
  return runFileCommand(command);
}

/**
 * The commands that are not a read of files: watch, posture, --compare, the robots.txt
 * tester, and --help. Their exit status, or undefined for a read of files.
 */
async function runCommandOfItsOwn(allArgs: readonly string[]): Promise<number | undefined> {
  // A site watched over time (inspect-watch.ts): a command of its own, named first.
  if (allArgs[0] === 'watch')
    return writeResult(
      isHelpAsked(allArgs)
        ? { stdout: WATCH_USAGE + '\n', stderr: '', exitCode: 0 }
        : await runWatchCommand(allArgs),
    );
  // Many sites' AI posture (inspect-posture.ts): a command of its own.
  if (allArgs[0] === 'posture') return writeResult(await runPostureCommand(allArgs.slice(1)));
  // Two snapshots side by side (inspect-compare.ts): a command of its own.
  if (allArgs.includes('--compare')) return writeResult(await runCompareCommand(allArgs));
  const isGiven = (name: string) =>
    allArgs.some((arg) => arg === name || arg.startsWith(`${name}=`));
  // The robots.txt tester (inspect-robots.ts) is a command of its own, with its own `--site`:
  // the origin its robots.txt governs, not a site to read.
  if (!isGiven('--rows') && !isGiven('--report') && isGiven('--robots'))
    return writeResult(runRobotsCommand(allArgs));
  if (isHelpAsked(allArgs)) {
    console.log(USAGE);
    return 0;
  }
  return undefined;
}

type FileCommand = Exclude<ReturnType<typeof fileCommandOf>, { error: string }>;

/** Reads the files (or the site), prints the summary, and writes what was asked for. */
async function runFileCommand(command: FileCommand): Promise<number> {
  const { files, asJson, words, limits, crawl } = command;
  const rowsRun = { rows: command.rows, agent: command.agent, robots: command.robots };
  // A robots.txt given with --robots is read first, so it is the first loaded (the check's).
  if (rowsRun.robots) files.unshift(rowsRun.robots);
  // Rows written as the files are read, with no URL store: a run of its own (inspect-stream.ts).
  if (command.stream) return runStreamed(command, { out: writeOut, err: writeErr });
  const fetched = command.site ? await inspectSite(command.site, limits) : undefined;
  if (fetched) for (const note of unmatchedPatternNotes(fetched.site)) writeErr(`${note}\n`);
  const { reports, lastmod, session } = fetched ?? (await inspectFiles(files, Date.now(), limits));
  const pageCheck = await pageCheckOf(fetched);
  const review = await reviewOfSession(session, rowsRun.agent ?? 'Googlebot');
  // Sitemaps against a crawl: the crawl file is read after the sitemaps. One that cannot be
  // joined is refused (exit 1, as an unreadable file) rather than reported as 100 % not crawled.
  const crawlFile = crawl.path
    ? await readCrawlFile(session, crawl.path, crawl.mapping)
    : undefined;
  const crawlRefused = crawlFile && crawlRefusal(crawl.path!, crawlFile, words);
  if (crawlRefused) writeErr(crawlRefused);
  const crawlRun =
    crawlFile && !crawlRefused ? joinCrawlRun(crawl.path!, crawlFile, session.store) : undefined;
  // What crawlers did (inspect-logs.ts), against the sitemaps and robots.txt just read.
  const logsRun = command.logs
    ? await runLogs(command.logs, session, rowsRun.agent ?? 'Googlebot', limits)
    : undefined;
  printSummary({
    command,
    reports,
    lastmod,
    session,
    review,
    fetched,
    pageCheck,
    crawlFile,
    crawlRun,
    logsRun,
  });
  const lang = words.locale;
  if (isExplainLanguage(lang) && !asJson)
    writeOut(
      explainCodes(
        reports.flatMap((report) => report.problems),
        lang,
      ),
    );
  await writeAskedFiles(command, session);
  if (logsRun && command.logs?.logRows)
    writeErr(
      `Wrote ${writeLogRows(logsRun, command.logs.logRows)} log rows to ${command.logs.logRows}.\n`,
    );
  const isSaveIncomplete = fetched?.saved?.some((file) => file.error) ?? false;
  // On stderr with --json: stdout stays the one JSON document.
  if (fetched && command.open)
    await serveUntilStopped(
      fetched,
      {
        say: (line) => (asJson ? writeErr : writeOut)(`${line}\n`),
        warn: (line) => writeErr(`${line}\n`),
        isBrowserAsked: command.isBrowserAsked,
      },
      pageCheck?.check,
    );
  const isLogFailMet = logsRun?.failOn.some((outcome) => outcome.isMet) ?? false;
  return reports.some(isUnreadableFile) || crawlRefused || isSaveIncomplete || isLogFailMet ? 1 : 0;
}

type FilesRead = Awaited<ReturnType<typeof inspectFiles>>;

interface SummaryParts {
  command: FileCommand;
  reports: FilesRead['reports'];
  lastmod: FilesRead['lastmod'];
  session: FilesRead['session'];
  review: Awaited<ReturnType<typeof reviewOfSession>>;
  fetched: Awaited<ReturnType<typeof inspectSite>> | undefined;
  pageCheck: Awaited<ReturnType<typeof pageCheckOf>>;
  crawlFile: Awaited<ReturnType<typeof readCrawlFile>> | undefined;
  crawlRun: ReturnType<typeof joinCrawlRun> | undefined;
  logsRun: Awaited<ReturnType<typeof runLogs>> | undefined;
}

/** The one JSON document (--json) or the readable summary, on stdout. */
function printSummary(parts: SummaryParts): void {
  const { command, reports, lastmod, session, review, fetched, pageCheck, crawlFile, crawlRun } =
    parts;
  const { logsRun } = parts;
  const { asJson, words, crawl } = command;
  // After the crawl export: its problems are the session's too.
  const problemGroups = session.problems();
  if (asJson) {
    const reviewed = review ? { ruleReview: reviewJson(review) } : {};
    const json = {
      ...toJson(reports, lastmod.total, problemGroups, words),
      problems: problemGroupsJson(problemGroups),
      hreflang: hreflangJson(session),
      ...reviewed,
    };
    const withSite = fetched
      ? {
          ...json,
          site: siteJson(fetched.site, fetched.run, fetched.saved),
          ...(pageCheck ? { pages: pagesJson(pageCheck.check, pageCheck.saved) } : {}),
        }
      : json;
    const withCrawl = crawlRun
      ? { ...withSite, coverage: crawlJson(crawlRun, session.store, words) }
      : crawlFile
        ? { ...withSite, coverage: { crawl: crawlFileJson(crawl.path!, crawlFile, words) } }
        : withSite;
    const withLogs = logsRun ? { ...withCrawl, logs: logsJson(logsRun, words) } : withCrawl;
    writeOut(JSON.stringify(withLogs, null, 2) + '\n');
  } else {
    const acrossFiles = problemGroupsText(problemGroups, reports);
    writeOut(
      toText(
        reports,
        lastmod.total,
        problemGroups,
        words,
        acrossFiles + (review ? reviewText(review) : ''),
      ),
    );
    writeOut(hreflangText(session));
    if (fetched) writeOut(siteText(fetched.site, fetched.run, fetched.saved));
    if (pageCheck) writeOut(pagesText(pageCheck.check));
    if (crawlRun) writeOut(crawlText(crawlRun, words));
    if (logsRun) writeOut(logsText(logsRun, words));
  }
}

/** The --rows Parquet file and the --report file, each said on stderr. */
async function writeAskedFiles(command: FileCommand, session: FilesRead['session']): Promise<void> {
  const { files, words, crawl } = command;
  const rowsRun = { rows: command.rows, agent: command.agent };
  if (rowsRun.rows) {
    const since = writeStarted();
    const written = await writeRowsParquet(session, rowsRun.rows, rowsRun.agent);
    console.error(rowsWrittenLine(written, rowsRun.rows, since, rowsRun.agent));
  }
  if (command.report) {
    const bytes = await writeReport(session, {
      path: command.report,
      agent: rowsRun.agent,
      locale: words.locale,
      inputPaths: crawl.path ? [...files, crawl.path] : files,
    });
    // On stderr, as --rows says what it wrote: stdout stays the one report or JSON document.
    writeErr(`Wrote the report to ${command.report} (${bytes.toLocaleString('en-US')} bytes).\n`);
  }
}

// process.exitCode, never process.exit(): a write to a pipe is asynchronous in Node, and
// exiting before it drains cut every report over 64 KiB read by `| jq` or `| wc -c`.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
