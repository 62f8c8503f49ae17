/**
 * `npm run inspect -- [--json] [--rows OUT.parquet] FILE …`: the sitemap engine on the command line, the same
 * core the worker runs. Sitemaps (XML, text, feeds), robots.txt files, `.gz`, `.zip` and
 * `.tar.gz` are accepted; an archive member is listed as `ARCHIVE/PATH`.
 *
 * Exit status: 0 when every file could be read (problems or not), 1 when some file could
 * not be read at all, 2 on a usage error. docs/command-line.md describes the JSON shape.
 */
import type { LastmodJudgement } from '../src/core/lastmod/lastmod-insight';
import type { LastmodVerdict } from '../src/core/lastmod/lastmod-verdict';
import type { ProblemGroup } from '../src/worker/protocol/problems';
import { performance } from 'node:perf_hooks';
import { inspectFiles, type InspectReport } from './inspect-run';
import { runRobotsCommand } from './inspect-robots';
import { explainCodes, isExplainLanguage } from './inspect-explain';
import { writeRowsParquet } from './inspect-rows';
import { writeReport } from './inspect-report';
import { cliWords, type CliWords } from './cli-messages';
import { isHelpAsked } from './command-options';
import { fileCommandOf } from './inspect-options';
import { SITE_USAGE } from './inspect-site-options';
import { terminalSafe } from './terminal-text';
import { inspectSite, siteJson, siteText } from './inspect-site';
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

Exit status: 0 all files read, 1 some file could not be read at all, 2 usage error.`;

const PROBLEMS_SHOWN = 30;

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
  const allArgs = opened;
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
  const command = fileCommandOf(allArgs);
  if ('error' in command) {
    console.error(`${command.error}\n\n${USAGE}`);
    return 2;
  }
  const { files, asJson, words, limits, crawl } = command;
  const rowsRun = { rows: command.rows, agent: command.agent, robots: command.robots };
  // A robots.txt given with --robots is read first, so it is the first loaded (the check's).
  if (rowsRun.robots) files.unshift(rowsRun.robots);
  const fetched = command.site ? await inspectSite(command.site, limits) : undefined;
  const { reports, lastmod, session } = fetched ?? (await inspectFiles(files, Date.now(), limits));
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
      ? { ...json, site: siteJson(fetched.site, fetched.run, fetched.saved) }
      : json;
    const withCrawl = crawlRun
      ? { ...withSite, coverage: crawlJson(crawlRun, session.store, words) }
      : crawlFile
        ? { ...withSite, coverage: { crawl: crawlFileJson(crawl.path!, crawlFile, words) } }
        : withSite;
    writeOut(JSON.stringify(withCrawl, null, 2) + '\n');
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
    if (crawlRun) writeOut(crawlText(crawlRun, words));
  }
  const lang = words.locale;
  if (isExplainLanguage(lang) && !asJson)
    writeOut(
      explainCodes(
        reports.flatMap((report) => report.problems),
        lang,
      ),
    );
  if (rowsRun.rows) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const written = await writeRowsParquet(session, rowsRun.rows, rowsRun.agent);
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time beside wall time: on a loaded machine the wall time says little of the cost.
    const seconds = `${((performance.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`;
    const robots = !rowsRun.agent
      ? ''
      : written.hasRobots
        ? `, with ${rowsRun.agent}'s robots.txt verdicts`
        : ` (no robots.txt among the files: no verdicts)`;
    // On stderr: stdout stays the one report (or JSON document) it always is.
    console.error(
      `Wrote ${written.rows.toLocaleString('en-US')} URL rows to ${rowsRun.rows} (${written.bytes.toLocaleString('en-US')} bytes, Parquet) in ${seconds}${robots}.`,
    );
  }
  if (command.report) {
    const bytes = await writeReport(session, command.report, rowsRun.agent, words.locale);
    // On stderr, as --rows says what it wrote: stdout stays the one report or JSON document.
    writeErr(`Wrote the report to ${command.report} (${bytes.toLocaleString('en-US')} bytes).\n`);
  }
  const isSaveIncomplete = fetched?.saved?.some((file) => file.error) ?? false;
  // On stderr with --json: stdout stays the one JSON document.
  if (fetched && command.open)
    await serveUntilStopped(fetched, {
      say: (line) => (asJson ? writeErr : writeOut)(`${line}\n`),
      warn: (line) => writeErr(`${line}\n`),
      isBrowserAsked: command.isBrowserAsked,
    });
  return reports.some((r) => r.unreadable) || crawlRefused || isSaveIncomplete ? 1 : 0;
}

/** The verdict and its reasons' codes, as `--json` adds them to a `lastmod` object. */
function verdictJson(verdict: LastmodVerdict | undefined) {
  return verdict ? { verdict: verdict.verdict, reasons: verdict.reasons.map((r) => r.code) } : {};
}

export function toJson(
  reports: readonly InspectReport[],
  lastmodTotal: LastmodJudgement,
  groups: readonly ProblemGroup[],
  words: CliWords = cliWords(),
) {
  return {
    files: reports.map((r) => ({
      name: r.name,
      format: r.format,
      kind: r.kind,
      bytes: r.bytes,
      inflatedBytes: r.inflatedBytes,
      urls: r.urls,
      sitemaps: r.sitemaps,
      lastmod: {
        present: r.lastmod.present,
        distinct: r.lastmod.distinct,
        ...verdictJson(r.lastmodVerdict),
      },
      problems: r.problems.map((p) => ({
        code: p.code,
        severity: p.severity,
        line: p.line,
        column: p.column,
        message: words.problem(p),
      })),
    })),
    totals: {
      files: reports.length,
      urls: reports.reduce((sum, r) => sum + r.urls, 0),
      problems: problemTotal(groups),
      lastmod: {
        present: lastmodTotal.facts.dated + lastmodTotal.facts.invalid,
        distinct: lastmodTotal.facts.distinct,
        ...verdictJson(lastmodTotal.verdict),
      },
    },
  };
}

/**
 * The Problems tab's answer (every code with its count, derived problems such as
 * `url-blocked-by-robots` and the hreflang and crawl codes included): the same session
 * answer the page shows, so the two count alike.
 */
export function problemGroupsJson(groups: readonly ProblemGroup[]) {
  return groups.map(({ code, severity, count }) => ({ code, severity, count }));
}

/** Problems in all, as the page's Overview and Problems tab count them. */
const problemTotal = (groups: readonly ProblemGroup[]): number =>
  groups.reduce((sum, group) => sum + group.count, 0);

/**
 * The Problems tab's codes that no file's own list shows (found across files: a sitemap URL
 * robots.txt blocks, hreflang return links…), with their counts, for the readable report.
 */
function problemGroupsText(
  groups: readonly ProblemGroup[],
  reports: readonly InspectReport[],
): string {
  const listed = new Set<string>(reports.flatMap((report) => report.problems.map((p) => p.code)));
  const acrossFiles = groups.filter((group) => !listed.has(group.code));
  if (acrossFiles.length === 0) return '';
  const lines = acrossFiles.map(
    (group) =>
      `  ${group.severity.padEnd(7)} ${group.count.toLocaleString('en-US').padStart(10)} ${group.code}`,
  );
  return ['', 'Found across files (as the Problems tab counts them):', ...lines, ''].join('\n');
}

/** `lastmod: doubtful (generation-time, date-only): verify a sample of pages before trusting it` */
function verdictLine(verdict: LastmodVerdict): string {
  const reasons = verdict.reasons.length
    ? ` (${verdict.reasons.map((r) => r.code).join(', ')})`
    : '';
  return `lastmod: ${verdict.verdict}${reasons}: ${verdict.action}`;
}

function toText(
  reports: readonly InspectReport[],
  lastmodTotal: LastmodJudgement,
  groups: readonly ProblemGroup[],
  words: CliWords,
  /** A section printed before the totals (the rule review), which stay the last line. */
  beforeTotals = '',
): string {
  const out: string[] = [];
  const number = (n: number) => n.toLocaleString('en-US');
  for (const r of reports) {
    const size =
      r.inflatedBytes !== r.bytes
        ? `${number(r.bytes)} bytes, ${number(r.inflatedBytes)} inflated`
        : `${number(r.bytes)} bytes`;
    out.push(
      `${r.name}  [${r.format}, ${r.kind}]  ${size}${r.unreadable ? '  — could not be read' : ''}`,
    );
    if (r.kind === 'archive') {
      const members = reports.filter((m) => m.parentIngestId === r.ingestId);
      out.push(
        `  ${number(members.length)} members, ${number(members.reduce((s, m) => s + m.urls, 0))} URLs`,
      );
    } else if (!r.unreadable) {
      const counts = [`${number(r.urls)} URLs`, `${number(r.sitemaps)} sitemaps`];
      if (r.kind !== 'robots')
        counts.push(
          `lastmod on ${number(r.lastmod.present)} (${number(r.lastmod.distinct)} distinct)`,
        );
      out.push(`  ${counts.join(', ')}`);
      if (r.lastmodVerdict) out.push(`  ${verdictLine(r.lastmodVerdict)}`);
    }
    for (const p of r.problems.slice(0, PROBLEMS_SHOWN)) {
      const where = p.line > 0 ? `${p.line}:${p.column}` : '-';
      out.push(`  ${p.severity.padEnd(7)} ${where.padEnd(10)} ${p.code}: ${words.problem(p)}`);
    }
    if (r.problems.length > PROBLEMS_SHOWN)
      out.push(`  … and ${number(r.problems.length - PROBLEMS_SHOWN)} more problems (see --json)`);
  }
  const urls = reports.reduce((sum, r) => sum + r.urls, 0);
  const problems = problemTotal(groups);
  const unreadable = reports.filter((r) => r.unreadable).length;
  if (beforeTotals) out.push(beforeTotals.replace(/\n$/, ''));
  out.push(
    '',
    `All URLs: ${verdictLine(lastmodTotal.verdict)}`,
    `${number(reports.length)} files, ${number(urls)} URLs, ${number(problems)} problems${unreadable ? `, ${unreadable} unreadable` : ''}`,
  );
  return out.join('\n') + '\n';
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
