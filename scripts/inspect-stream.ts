/**
 * `npm run inspect -- --rows OUT.parquet --stream FILE …` (or `--site URL`): every URL row
 * written to the Parquet file while the files are read, with no URL store behind it
 * (src/worker/session/streamed/streamed-run.ts), for sites whose URLs outgrow one machine's
 * memory; then the report of the same files, as without `--stream`, saying what a streamed
 * run does not give. docs/parquet.md.
 */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { ChunkWriter } from '../src/core/export/chunk-writer';
import { RUN_PROBLEMS, RUN_PROBLEMS_PER_CODE } from '../src/worker/session/streamed/kept-problems';
import { StreamedRun } from '../src/worker/session/streamed/streamed-run';
import type { FileCommand } from './inspect-options';
import { withLastmodVerdicts } from '../src/worker/session/report-documents';
import { fileEntries, inputsOf, orderedDocuments } from './inspect-run';
import { rowsWrittenLine, writeStarted, type RowsWritten } from './inspect-rows';
import { readSiteEntries, siteJson, siteText, unmatchedPatternNotes } from './inspect-site';
import {
  isUnreadableFile,
  problemGroupsJson,
  problemGroupsText,
  toJson,
  toText,
} from './inspect-summary';
import { explainCodes, isExplainLanguage } from './inspect-explain';

/** What a streamed run does not give, each with its line in the readable report. */
const NOT_STREAMED = {
  'lastmod-all-urls': "the lastmod verdict over all URLs (each file's is above)",
  hreflang: 'the hreflang analysis: clusters, return links and their problems',
  'rule-review': "the rule review of a robots.txt's rules against the sitemap URLs",
} as const;

/** Where the command's output goes: each text passes terminal-text.ts there. */
export interface Outputs {
  out(text: string): void;
  err(text: string): void;
}

/** Runs the command (`--stream` given, checked by inspect-options.ts); returns the exit status. */
export async function runStreamed(command: FileCommand, outputs: Outputs): Promise<number> {
  const { files, asJson, words, limits, agent } = command;
  const rowsPath = command.rows!;
  const nowMs = Date.now();
  const site = command.site ? await readSiteEntries(command.site, limits) : undefined;
  if (site) for (const note of unmatchedPatternNotes(site.site)) outputs.err(`${note}\n`);
  const entries = site ? site.entries : await fileEntries(files);
  const since = writeStarted();
  const fd = openSync(rowsPath, 'w');
  const written: RowsWritten = { rows: 0, bytes: 0, hasRobots: false };
  let run: StreamedRun;
  try {
    const writer = new ChunkWriter((bytes) => {
      writeSync(fd, bytes);
      written.bytes += bytes.byteLength;
    });
    // gzip stays on fflate, as inspect-run.ts has it: the same answers as the page.
    run = await StreamedRun.write(inputsOf(entries), writer, {
      nowMs,
      limits: site ? site.siteLimits : limits,
      nativeInflate: 'zip',
      ...(agent !== undefined ? { agent } : {}),
    });
  } catch (error) {
    // A file cut short is no Parquet file: none is left for a reader to take for the whole.
    closeSync(fd);
    rmSync(rowsPath, { force: true });
    throw error;
  }
  closeSync(fd);
  written.rows = run.rows;
  written.hasRobots = run.hasRobots;

  // The report answer's parts that a streamed run has (no verdict over all URLs).
  const reports = orderedDocuments(
    entries,
    withLastmodVerdicts(run.reports(), run.lastmodDocuments()),
  );
  const answer = { problems: run.problems(), documentReports: { documents: reports } };
  if (asJson) {
    const json = {
      ...toJson(answer, words),
      problems: problemGroupsJson(answer.problems),
      streamed: {
        notGiven: Object.keys(NOT_STREAMED),
        rowsWithAlternates: run.rowsWithAlternates,
        distinctUrls: run.distinctUrls,
        // Problems the run's caps left out, by code (each file's problems-capped says its own).
        problemsNotListed: Object.fromEntries(run.problemsCut),
      },
    };
    const withSite = site ? { ...json, site: siteJson(site.site, site.run, site.saved) } : json;
    outputs.out(JSON.stringify(withSite, null, 2) + '\n');
  } else {
    const acrossFiles = problemGroupsText(answer);
    outputs.out(toText(answer, words, acrossFiles + notStreamedText(run)));
    if (site) outputs.out(siteText(site.site, site.run, site.saved));
  }
  if (isExplainLanguage(words.locale) && !asJson)
    outputs.out(
      explainCodes(
        reports.flatMap((report) => report.problems),
        words.locale,
      ),
    );
  const how = `; streamed: read twice, ${run.distinctUrls.toLocaleString('en-US')} distinct URLs by their 64-bit hashes in ${(run.hashBytes / 1048576).toFixed(1)} MiB`;
  outputs.err(rowsWrittenLine(written, rowsPath, since, agent, how) + '\n');
  const isSaveIncomplete = site?.saved?.some((file) => file.error) ?? false;
  return reports.some(isUnreadableFile) || isSaveIncomplete ? 1 : 0;
}

/** The readable report's section on what the run does not give. */
function notStreamedText(run: StreamedRun): string {
  const alternates =
    run.rowsWithAlternates > 0
      ? ` (${run.rowsWithAlternates.toLocaleString('en-US')} URLs list alternates; hreflang_cluster is null on every row)`
      : '';
  const cut = [...run.problemsCut].map(
    ([code, count]) => `${count.toLocaleString('en-US')} "${code}"`,
  );
  return [
    '',
    'Not in a streamed run (--stream keeps no URL store; docs/parquet.md):',
    `  ${NOT_STREAMED['lastmod-all-urls']}`,
    `  ${NOT_STREAMED.hreflang}${alternates}`,
    `  ${NOT_STREAMED['rule-review']}`,
    ...(cut.length > 0
      ? [
          `  every problem: a streamed run lists at most ${RUN_PROBLEMS_PER_CODE.toLocaleString('en-US')} of a code and ${RUN_PROBLEMS.toLocaleString('en-US')} in all over its files, so that its memory does not grow with them (docs/limits.md);`,
          `    not listed: ${cut.join(', ')} (counted in each file's "problems-capped")`,
        ]
      : []),
    '',
  ].join('\n');
}
