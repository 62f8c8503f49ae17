import { t } from '../../i18n/i18n';
import { requestErrorText } from '../worker-client/request-error-text';
import type { ExportFormat } from '../../worker/protocol/rows';
import type { ExportState } from './useExport';

const FORMATS: {
  format: ExportFormat;
  label: 'urls.export.csv' | 'urls.export.parquet' | 'urls.export.tsv' | 'urls.export.urls';
}[] = [
  { format: 'csv', label: 'urls.export.csv' },
  { format: 'parquet', label: 'urls.export.parquet' },
  { format: 'tsv', label: 'urls.export.tsv' },
  { format: 'urls', label: 'urls.export.urls' },
];

/** Export buttons for the rows shown, with the export's progress or outcome. */
export function ExportButtons({
  state,
  onExport,
}: {
  state: ExportState;
  onExport(format: ExportFormat): void;
}) {
  return (
    <div className="export" role="group" aria-label={t('urls.export.label')}>
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          onClick={() => onExport(format)}
          disabled={state.phase === 'running'}
        >
          {t(label)}
        </button>
      ))}
      <span className="export-status" role="status">
        {state.phase === 'running' &&
          t('urls.export.running', { done: state.done, total: state.total })}
        {state.phase === 'done' && t('urls.export.done', { total: state.total, file: state.file })}
        {state.phase === 'failed' &&
          t('urls.export.failed', {
            detail: requestErrorText({ code: state.code, message: state.detail }),
          })}
      </span>
    </div>
  );
}
