/**
 * **Download report**: the worker's report answer (every figure of what is loaded, for the
 * crawler and server answer the page checks with), written as one HTML file in the page's
 * language (report-html.ts) and saved. It reads and writes in this browser only.
 */
import { useState } from 'react';
import type { InputFile } from '../file-list/input-files';
import { t, translator } from '../i18n/i18n';
import { exportBaseName } from '../url-table/export-name';
import { download } from '../url-table/useExport';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsCheck } from '../../worker/protocol/robots';
import { reportHtml } from './report-html';

type ReportState = { phase: 'idle' } | { phase: 'writing' } | { phase: 'failed'; detail: string };

interface Props {
  client: AnalyzerClient;
  files: readonly InputFile[];
  robotsCheck: RobotsCheck;
}

export function DownloadReport({ client, files, robotsCheck }: Props) {
  const [state, setState] = useState<ReportState>({ phase: 'idle' });
  const write = async () => {
    setState({ phase: 'writing' });
    const asked = await client.ask({ type: 'report', robotsCheck });
    if (!asked.ok) {
      setState({ phase: 'failed', detail: asked.error.message });
      return;
    }
    const html = reportHtml(asked.answer, translator());
    // Named after the first file that holds URLs, as the URL exports are.
    const namedAfter = files.find((file) => !/(^|[\\/])robots\.txt$/i.test(file.name)) ?? files[0];
    const base = exportBaseName(namedAfter?.name).replace(/-urls$|^urls$/, '') || 'sitemaps';
    download(new Blob([html], { type: 'text/html;charset=utf-8' }), `${base}-report.html`);
    setState({ phase: 'idle' });
  };
  return (
    <div className="report-download">
      <button type="button" onClick={() => void write()} disabled={state.phase === 'writing'}>
        {t('report.download')}
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
