/**
 * The file command, `npm run inspect -- [options] FILE …` (and `--site URL`): reads the files
 * or the site into the worker's own session, prints the summary (or the one JSON document)
 * and writes what was asked for (--rows, --report, --log-rows), then serves the page with
 * `--open`. The options arrive checked (inspect-options.ts); commands.ts dispatches here.
 */
import { answerOf, inspectFiles, type InspectAnswer } from './inspect-run';
import {
  isUnreadableFile,
  problemGroupsJson,
  problemGroupsText,
  toJson,
  toText,
} from './inspect-summary';
import { explainCodes, isExplainLanguage } from './inspect-explain';
import { rowsWrittenLine, writeRowsParquet, writeStarted } from './inspect-rows';
import { writeReport } from './inspect-report';
import type { FileCommand } from './inspect-options';
import { runStreamed } from './inspect-stream';
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
  crawlFileJson,
  crawlJson,
  crawlRefusal,
  crawlText,
  type CrawlRun,
  readCrawlFile,
} from './inspect-crawl';
import { serveUntilStopped } from './inspect-open';
import { logsJson, runLogs, writeLogRows } from './inspect-logs';
import { logsText } from './inspect-logs-text';
import { writeErr, writeOut } from './command-output';

/** `--pages N` after `--site`: the page check, its pages saved with `--save`. */
async function pageCheckOf(fetched: SiteInspectRun | undefined) {
  const size = fetched?.run.pages;
  if (!fetched || size === undefined) return undefined;
  const check = await runPageCheck(fetched, size, nodeSiteIo(fetched.run));
  const saveDir = fetched.run.saveDir;
  const saved = saveDir ? await savePages(saveDir, check) : undefined;
  return { check, saved };
}

/** Reads the files (or the site), prints the summary, and writes what was asked for. */
export async function runFileCommand(command: FileCommand): Promise<number> {
  const { files, asJson, words, limits, crawl } = command;
  const rowsRun = { rows: command.rows, agent: command.agent, robots: command.robots };
  // A robots.txt given with --robots is read first, so it is the first loaded (the check's).
  if (rowsRun.robots) files.unshift(rowsRun.robots);
  // Rows written as the files are read, with no URL store: a run of its own (inspect-stream.ts).
  if (command.stream) return runStreamed(command, { out: writeOut, err: writeErr });
  const fetched = command.site ? await inspectSite(command.site, limits) : undefined;
  if (fetched) for (const note of unmatchedPatternNotes(fetched.site)) writeErr(`${note}\n`);
  const read = fetched ?? (await inspectFiles(files, Date.now(), limits));
  const { session } = read;
  const pageCheck = await pageCheckOf(fetched);
  const review = await reviewOfSession(session, rowsRun.agent ?? 'Googlebot');
  // Sitemaps against a crawl: the crawl file is read after the sitemaps. One that cannot be
  // joined is refused (exit 1, as an unreadable file) rather than reported as 100 % not crawled.
  const crawlFile = crawl.path
    ? await readCrawlFile(session, crawl.path, crawl.mapping)
    : undefined;
  const crawlRefused = crawlFile && crawlRefusal(crawl.path!, crawlFile, words);
  if (crawlRefused) writeErr(crawlRefused);

  // What crawlers did (inspect-logs.ts), against the sitemaps and robots.txt just read.
  const logsRun = command.logs
    ? await runLogs(command.logs, session, rowsRun.agent ?? 'Googlebot', limits)
    : undefined;
  if (logsRun?.historyRefused) writeErr(logsRun.historyRefused);
  // After the crawl export: its problems are the session's too.
  const answer = await answerOf(read);
  const reports = answer.documentReports.documents;
  const coverage = answer.coverage.coverage;
  const crawlRun =
    crawlFile && !crawlRefused && coverage
      ? { name: crawl.path!, file: crawlFile, coverage }
      : undefined;
  printSummary({
    command,
    answer,
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
  const isLogRefused = logsRun?.historyRefused !== undefined;
  return reports.some(isUnreadableFile) ||
    crawlRefused ||
    isSaveIncomplete ||
    isLogFailMet ||
    isLogRefused
    ? 1
    : 0;
}

type FilesRead = Awaited<ReturnType<typeof inspectFiles>>;

interface SummaryParts {
  command: FileCommand;
  answer: InspectAnswer;
  review: Awaited<ReturnType<typeof reviewOfSession>>;
  fetched: Awaited<ReturnType<typeof inspectSite>> | undefined;
  pageCheck: Awaited<ReturnType<typeof pageCheckOf>>;
  crawlFile: Awaited<ReturnType<typeof readCrawlFile>> | undefined;
  crawlRun: CrawlRun | undefined;
  logsRun: Awaited<ReturnType<typeof runLogs>> | undefined;
}

/** The one JSON document (--json) or the readable summary, on stdout. */
function printSummary(parts: SummaryParts): void {
  const { command, answer, review, fetched, pageCheck, crawlFile, crawlRun } = parts;
  const { logsRun } = parts;
  const { asJson, words, crawl } = command;
  if (asJson) {
    const reviewed = review ? { ruleReview: reviewJson(review) } : {};
    const json = {
      ...toJson(answer, words),
      problems: problemGroupsJson(answer.problems),
      hreflang: hreflangJson(answer.hreflang),
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
      ? { ...withSite, coverage: crawlJson(crawlRun, words) }
      : crawlFile
        ? { ...withSite, coverage: { crawl: crawlFileJson(crawl.path!, crawlFile, words) } }
        : withSite;
    const withLogs = logsRun ? { ...withCrawl, logs: logsJson(logsRun, words) } : withCrawl;
    writeOut(JSON.stringify(withLogs, null, 2) + '\n');
  } else {
    const acrossFiles = problemGroupsText(answer);
    writeOut(toText(answer, words, acrossFiles + (review ? reviewText(review) : '')));
    writeOut(hreflangText(answer.hreflang));
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
