/**
 * **Download report** and **Download workbook (XLSX)**: the worker's report answer (every
 * figure of what is loaded, for the crawler and server answer the page checks with), written
 * in the page's language as one HTML file (report-html.ts) or one workbook with a sheet per
 * section (report-workbook.ts), and saved. It reads and writes in this browser only.
 */
import { isReading } from '../input/inputs-fold';
import { useState } from 'react';
import type { InputFile } from '../file-list/input-files';
import { t, translator } from '../i18n/i18n';
import { exportBaseName } from '../url-table/export-name';
import { download } from '../url-table/useExport';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsCheck } from '../../worker/protocol/robots';
import { reportHtml } from './report-html';
import { reportSheets } from './report-sheets';
import { workbookBlob } from './report-workbook';

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
    const asked = await client.ask({ type: 'report', robotsCheck });
    if (!asked.ok) {
      setState({ phase: 'failed', detail: asked.error.message });
      return;
    }
    try {
      const blob =
        format === 'html'
          ? new Blob([reportHtml(asked.answer, translator())], { type: 'text/html;charset=utf-8' })
          : await workbookBlob(reportSheets(asked.answer, translator()));
      // Named after the first file that holds URLs, as the URL exports are.
      const namedAfter =
        files.find((file) => !/(^|[\\/])robots\.txt$/i.test(file.name)) ?? files[0];
      const base = exportBaseName(namedAfter?.name).replace(/-urls$|^urls$/, '') || 'sitemaps';
      download(blob, `${base}-report.${format}`);
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
