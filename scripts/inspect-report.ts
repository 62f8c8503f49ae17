/**
 * `--report OUT.html` (or `OUT.xlsx`): the report the page's **Download report** (or
 * **Download workbook**) writes, from the same session answer and the same words
 * (src/ui/report), for the files or site just read, in the language of `--lang`.
 */
import { writeFile } from 'node:fs/promises';
import { createTranslator } from '../src/ui/i18n/i18n';
import { reportHtml } from '../src/ui/report/report-html';
import { reportSheets } from '../src/ui/report/report-sheets';
import { workbookBlob } from '../src/ui/report/report-workbook';
import type { Locale } from '../src/messages/locale';
import { DEFAULT_ROBOTS_CHECK } from '../src/worker/protocol/robots';
import type { InspectorSession } from '../src/worker/session/inspector-session';
import { reportAnswer } from '../src/worker/session/report-answer';
import { CANCELLED } from '../src/worker/session/session-context';

/** Nothing on the command line cancels a report. */
const NEVER_CANCELLED = { isCancelled: () => false, yieldToEvents: () => Promise.resolve() };

/** Writes the report of what `session` holds to `path`; the number of bytes written. */
export async function writeReport(
  session: InspectorSession,
  path: string,
  agent: string | undefined,
  locale: Locale,
): Promise<number> {
  const robotsCheck = { ...DEFAULT_ROBOTS_CHECK, ...(agent ? { agent } : {}) };
  const answer = await reportAnswer(session, { robotsCheck }, NEVER_CANCELLED);
  if (answer === CANCELLED) throw new Error('The report was cancelled');
  const translator = createTranslator(locale);
  const bytes = /\.xlsx$/i.test(path)
    ? new Uint8Array(await (await workbookBlob(reportSheets(answer, translator))).arrayBuffer())
    : new TextEncoder().encode(reportHtml(answer, translator));
  await writeFile(path, bytes);
  return bytes.length;
}
