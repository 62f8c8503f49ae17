/**
 * The URL filters (issue 5 §3): the **Filter URLs** search box (substring, or a regular
 * expression between slashes, with its error shown under it), file, host, problem and
 * lastmod range, and chips for filters set elsewhere (a section, a node of the index tree).
 */
import { useId } from 'react';
import { t } from '../i18n/i18n';
import type { InputId, RowsEvent } from '../../worker/protocol';
import { queryErrorText } from './query-error-text';
import { isFiltered, type ViewFilters } from './view-filters';

interface Props {
  filters: ViewFilters;
  update(change: Partial<ViewFilters>): void;
  clear(): void;
  files: readonly { fileId: InputId; name: string }[];
  hosts: readonly string[];
  problemCodes: readonly string[];
  queryError?: RowsEvent['queryError'];
}

export function FilterBar({
  filters,
  update,
  clear,
  files,
  hosts,
  problemCodes,
  queryError,
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const chips: { label: string; remove: Partial<ViewFilters> }[] = [];
  if (filters.documents)
    chips.push({
      label: t('filters.document', { name: filters.documents.name }),
      remove: { documents: undefined },
    });
  if (filters.section)
    chips.push({
      label: t('filters.section', { section: filters.section }),
      remove: { section: undefined },
    });
  return (
    <div className="filter-bar" role="search" aria-label={t('filters.label')}>
      <div className="filter-text">
        <label htmlFor={`${id}-text`}>{t('filters.text')}</label>
        <input
          id={`${id}-text`}
          type="search"
          value={filters.text}
          onChange={(event) => update({ text: event.target.value })}
          aria-invalid={queryError ? true : undefined}
          aria-describedby={queryError ? errorId : `${id}-hint`}
          spellCheck={false}
          autoComplete="off"
        />
        {queryError ? (
          <p id={errorId} className="field-error" role="alert">
            {queryErrorText(queryError)}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hint">
            {t('filters.text.hint')}
          </p>
        )}
      </div>
      <label>
        {t('filters.file')}
        <select
          value={filters.fileId ?? ''}
          onChange={(event) => update({ fileId: event.target.value || undefined })}
        >
          <option value="">{t('filters.file.all')}</option>
          {files.map((file) => (
            <option key={file.fileId} value={file.fileId}>
              {file.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.host')}
        <select
          value={filters.host ?? ''}
          onChange={(event) => update({ host: event.target.value || undefined })}
        >
          <option value="">{t('filters.host.all')}</option>
          {hosts.map((host) => (
            <option key={host} value={host}>
              {host}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.problem')}
        <select
          value={filters.problemCode ?? ''}
          onChange={(event) => update({ problemCode: event.target.value || undefined })}
        >
          <option value="">{t('filters.problem.all')}</option>
          {problemCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.lastmodFrom')}
        <input
          type="date"
          value={filters.lastmodFrom ?? ''}
          onChange={(event) => update({ lastmodFrom: event.target.value || undefined })}
        />
      </label>
      <label>
        {t('filters.lastmodTo')}
        <input
          type="date"
          value={filters.lastmodTo ?? ''}
          onChange={(event) => update({ lastmodTo: event.target.value || undefined })}
        />
      </label>
      <label className="inline">
        <input
          type="checkbox"
          checked={filters.includeNoLastmod}
          onChange={(event) => update({ includeNoLastmod: event.target.checked })}
        />
        {t('filters.includeNoLastmod')}
      </label>
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className="chip"
          onClick={() => update(chip.remove)}
          aria-label={t('filters.remove', { name: chip.label })}
        >
          {chip.label} ×
        </button>
      ))}
      {isFiltered(filters) && (
        <button type="button" onClick={clear}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
