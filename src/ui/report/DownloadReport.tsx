/**
 * **Download report** and **Download workbook (XLSX)**: the worker's report answer (every
 * figure of what is loaded, for the crawler and server answer the page checks with), written
 * in the page's language as one HTML file (report-html.ts) or one workbook with a sheet per
 * section and every affected URL (report-workbook.ts), and saved under the site's host and the
 * day (report-file-name.ts). It reads and writes in this browser only.
 */
import { isReading } from '../input/inputs-fold';
import { useState } from 'react';
import type { InputFile } from '../file-list/input-files';
import { t, translator } from '../../i18n/i18n';
import { exportBaseName } from '../url-table/export-name';
import { download } from '../download';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsCheck } from '../../worker/protocol/robots';
import { reportFileName } from '../../report/report-file-name';
import { reportHtml } from '../../report/report-html';
import { WORKBOOK_LIST_ROWS } from '../../report/report-list-sheets';
import { reportSheets } from '../../report/report-sheets';
import { workbookBlob } from '../../report/report-workbook';

type ReportState = { phase: 'idle' } | { phase: 'writing' } | { phase: 'failed'; detail: string };

interface Props {
  client: AnalyzerClient;
  files: readonly InputFile[];
  robotsCheck: RobotsCheck;
}

export function DownloadReport({ client, files, robotsCheck }: Props) {
  const [state, setState] = useState<ReportState>({ phase: 'idle' });
  // A report of half-read files would be handed over as the whole: it waits for the reading.
  const isReadingNow = isReading(files);
  const isDisabled = isReadingNow || state.phase === 'writing';
  const write = async (format: 'html' | 'xlsx') => {
    setState({ phase: 'writing' });
    // Only the workbook lists every URL: the HTML report keeps to a page's worth of each.
    const asked = await client.ask({
      type: 'report',
      robotsCheck,
      ...(format === 'xlsx' ? { listRows: WORKBOOK_LIST_ROWS } : {}),
    });
    if (!asked.ok) {
      setState({ phase: 'failed', detail: asked.error.message });
      return;
    }
    try {
      const blob =
        format === 'html'
          ? new Blob([reportHtml(asked.answer, translator())], { type: 'text/html;charset=utf-8' })
          : await workbookBlob(reportSheets(asked.answer, translator()));
      download(
        blob,
        reportFileName(asked.answer.host ?? fallbackName(files), asked.answer.takenMs, format),
      );
      setState({ phase: 'idle' });
    } catch (error) {
      setState({ phase: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="report-download">
      {/* Short words in the header's one line; the names say the whole action (and hold the
          words shown, WCAG 2.5.3). */}
      <button
        type="button"
        onClick={() => void write('html')}
        disabled={isDisabled}
        aria-label={t('report.download')}
        title={t('report.download')}
      >
        {t('report.short')}
      </button>
      <button
        type="button"
        onClick={() => void write('xlsx')}
        disabled={isDisabled}
        aria-label={t('report.downloadWorkbook')}
        title={t('report.downloadWorkbook')}
      >
        {t('report.xlsx')}
      </button>
      <span role="status" className="hint">
        {state.phase === 'writing'
          ? t('report.writing')
          : state.phase === 'failed'
            ? t('report.failed', { detail: state.detail })
            : ''}
      </span>
    </div>
  );
}

/** With no URL to take a host from (a robots.txt alone): the first other file, as exports are named. */
function fallbackName(files: readonly InputFile[]): string {
  const namedAfter = files.find((file) => !/(^|[\\/])robots\.txt$/i.test(file.name)) ?? files[0];
  return exportBaseName(namedAfter?.name).replace(/-urls$|^urls$/, '');
}
