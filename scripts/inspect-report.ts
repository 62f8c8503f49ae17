/**
 * `--report OUT.html` (or `OUT.xlsx`): the report the page's **Download report** (or
 * **Download workbook**) writes, from the same session answer and the same words
 * (src/report), for the files or site just read, in the language of `--lang`; the files
 * named as the page names them, without the folders above them (report-names.ts).
 */
import { writeFile } from 'node:fs/promises';
import { createTranslator } from '../src/i18n/i18n';
import { reportHtml } from '../src/report/report-html';
import { WORKBOOK_LIST_ROWS } from '../src/report/report-list-sheets';
import { reportSheets } from '../src/report/report-sheets';
import { workbookBlob } from '../src/report/report-workbook';
import type { Locale } from '../src/messages/locale';
import { DEFAULT_ROBOTS_CHECK } from '../src/worker/protocol/robots';
import type { InspectorSession } from '../src/worker/session/inspector-session';
import { reportAnswer } from '../src/worker/session/report-answer';
import { CANCELLED, NEVER_CANCELLED } from '../src/worker/session/session-context';
import { namesInCommonFolder, withInputsRenamed } from './report-names';

export interface ReportRun {
  /** Where to write it: `.xlsx` a workbook, else the HTML report. */
  path: string;
  agent: string | undefined;
  locale: Locale;
  /** The paths of the files read, as given (the crawl export's too): the report names them. */
  inputPaths: readonly string[];
}

/** Writes the report of what `session` holds; the number of bytes written. */
export async function writeReport(
  session: InspectorSession,
  { path, agent, locale, inputPaths }: ReportRun,
): Promise<number> {
  const robotsCheck = { ...DEFAULT_ROBOTS_CHECK, ...(agent ? { agent } : {}) };
  const isWorkbook = /\.xlsx$/i.test(path);
  const asked = await reportAnswer(
    session,
    { robotsCheck, ...(isWorkbook ? { listRows: WORKBOOK_LIST_ROWS } : {}) },
    NEVER_CANCELLED,
  );
  if (asked === CANCELLED) throw new Error('The report was cancelled');
  const answer = withInputsRenamed(asked, namesInCommonFolder(inputPaths));
  const translator = createTranslator(locale);
  const bytes = isWorkbook
    ? new Uint8Array(await (await workbookBlob(reportSheets(answer, translator))).arrayBuffer())
    : new TextEncoder().encode(reportHtml(answer, translator));
  await writeFile(path, bytes);
  return bytes.length;
}
