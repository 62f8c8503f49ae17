/**
 * Which columns the URL table shows: a disclosure with one checkbox per column, and the note
 * that Google ignores changefreq and priority (hidden by default for that reason).
 */
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { HIDEABLE_COLUMNS } from '../../core/analysis/url-table-columns';
import { t } from '../../i18n/i18n';
import { columnLabel } from './url-columns';

interface Props {
  visibility: ColumnVisibilityState;
  onChange(visibility: ColumnVisibilityState): void;
}

export function ColumnChooser({ visibility, onChange }: Props) {
  return (
    <details className="column-chooser">
      <summary>{t('urls.columns')}</summary>
      <fieldset>
        <legend className="visually-hidden">{t('urls.columns')}</legend>
        {HIDEABLE_COLUMNS.map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={visibility[id] !== false}
              onChange={(event) => onChange({ ...visibility, [id]: event.target.checked })}
            />
            {columnLabel(id)}
          </label>
        ))}
        <p className="hint">{t('urls.columns.ignored')}</p>
      </fieldset>
    </details>
  );
}
