/**
 * The URL filters: the **Filter URLs** search box (substring, or a regular
 * expression between slashes, with its error shown under it), file, host, problem and
 * lastmod range, and chips for filters set elsewhere (a section, a node of the index tree,
 * a period of the lastmod histogram, "changed since").
 */
import { useId } from 'react';
import { utcFormat } from 'd3-time-format';
import { readableHost } from '../../core/analysis/readable-url';
import { t } from '../../i18n/i18n';
import type { RowsEvent } from '../../worker/protocol/request-map';
import type { FileChoice } from './filter-choices';
import { FilterSelect } from './FilterSelect';
import { queryErrorText } from './query-error-text';
import { isFiltered, type ViewFilters } from './view-filters';

/** A period's bound: the day, and the time when it is not midnight (hour bins). */
function formatInstant(date: Date): string {
  const isMidnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
  const isDayEnd = date.getUTCHours() === 23 && date.getUTCMinutes() === 59;
  return utcFormat(isMidnight || isDayEnd ? '%Y-%m-%d' : '%Y-%m-%d %H:%M')(date);
}

interface Props {
  filters: ViewFilters;
  update(change: Partial<ViewFilters>): void;
  clear(): void;
  files: readonly FileChoice[];
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
  const chips = chipsOf(filters);
  return (
    <div className="filter-bar" role="search" aria-label={t('filters.label')}>
      <TextFilter text={filters.text} onText={(text) => update({ text })} queryError={queryError} />
      <FilterSelect
        label={t('filters.file')}
        allLabel={t('filters.file.all')}
        value={fileChoiceValue(filters, files)}
        options={files.map((file) => ({ value: choiceValue(file), label: file.name }))}
        onChange={(value) => update(fileFilterOf(files, value))}
      />
      <FilterSelect
        label={t('filters.host')}
        allLabel={t('filters.host.all')}
        value={filters.host}
        options={hosts.map((host) => ({ value: host, label: readableHost(host) }))}
        onChange={(host) => update({ host })}
      />
      <FilterSelect
        label={t('filters.problem')}
        allLabel={t('filters.problem.all')}
        value={filters.problemCode}
        options={problemCodes.map((code) => ({ value: code, label: code }))}
        onChange={(problemCode) => update({ problemCode })}
      />
      <LastmodFilters filters={filters} update={update} />
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

/** A filter set elsewhere, shown as a chip that removes it. */
interface Chip {
  label: string;
  remove: Partial<ViewFilters>;
}

/** The chips: a file's documents, a lastmod period, "changed since", a section. */
function chipsOf(filters: ViewFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.documents)
    chips.push({
      label: t('filters.document', { name: filters.documents.name }),
      remove: { documents: undefined },
    });
  if (filters.lastmodRange)
    chips.push({
      label: t('filters.lastmodRange', {
        from: formatInstant(new Date(filters.lastmodRange.fromMs)),
        to: formatInstant(new Date(filters.lastmodRange.toMs)),
      }),
      remove: { lastmodRange: undefined },
    });
  if (filters.changedSince)
    chips.push({
      label: t(
        filters.changedSinceKeepsNoLastmod
          ? 'filters.changedSince.withNone'
          : 'filters.changedSince',
        { since: filters.changedSince.replace('T', ' ') },
      ),
      remove: { changedSince: undefined },
    });
  if (filters.section)
    chips.push({
      label: t('filters.section', { section: filters.section }),
      remove: { section: undefined },
    });
  return chips;
}

/** The **Filter URLs** box, with its hint, or the error of the expression typed. */
function TextFilter({
  text,
  onText,
  queryError,
}: {
  text: string;
  onText(text: string): void;
  queryError: RowsEvent['queryError'] | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // Its hint opens below the box while it is empty, and gets out of the way of the count
  // once the user types (views.css); it stays the box's description.
  return (
    <div className={text === '' ? 'filter-text' : 'filter-text has-text'}>
      <label htmlFor={`${id}-text`}>{t('filters.text')}</label>
      <input
        id={`${id}-text`}
        type="search"
        value={text}
        onChange={(event) => onText(event.target.value)}
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
  );
}

/** The lastmod range typed as dates, and whether URLs without a lastmod stay in. */
function LastmodFilters({
  filters,
  update,
}: {
  filters: ViewFilters;
  update(change: Partial<ViewFilters>): void;
}) {
  return (
    <>
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
    </>
  );
}

/**
 * The File control's choice as filters. A file inside an archive filters to its document, as
 * a node of the index tree does.
 */
function fileFilterOf(
  files: readonly FileChoice[],
  value: string | undefined,
): Partial<ViewFilters> {
  const member = files.find((file) => file.documentId !== undefined && choiceValue(file) === value);
  if (member?.documentId !== undefined)
    return { inputId: undefined, documents: { ids: [member.documentId], name: member.name } };
  return { inputId: value, documents: undefined };
}

/** A member is chosen by its document; an input by its id. */
function choiceValue(file: FileChoice): string {
  return file.documentId === undefined ? file.inputId : `document:${file.documentId}`;
}

/** What the File control shows: the input, or the member the documents filter names alone. */
function fileChoiceValue(filters: ViewFilters, files: readonly FileChoice[]): string | undefined {
  const only = filters.documents?.ids.length === 1 ? filters.documents.ids[0] : undefined;
  const member = files.find((file) => file.documentId !== undefined && file.documentId === only);
  return member ? choiceValue(member) : filters.inputId;
}
