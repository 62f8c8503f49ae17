/**
 * The comparison's counts per file and per section, as two tables of figures from the worker
 * (src/core/snapshot): the row headers name the file or section, the columns the changes.
 */
import { useId } from 'react';
import { readableSectionKey } from '../../core/analysis/readable-url';
import { formatNumber, t, type MessageKey } from '../../i18n/i18n';
import type { SnapshotComparison } from '../../worker/protocol/snapshot';

type Counts = SnapshotComparison['files'][number];
type CountKey = 'added' | 'removed' | 'lastmodChanged' | 'unchanged' | 'moved';

const CHANGE_COLUMNS: readonly [CountKey, MessageKey][] = [
  ['added', 'snapshot.col.added'],
  ['removed', 'snapshot.col.removed'],
  ['lastmodChanged', 'snapshot.col.lastmodChanged'],
  ['unchanged', 'snapshot.col.unchanged'],
  ['moved', 'snapshot.col.moved'],
];

function Caption({ title, shown, total }: { title: string; shown: number; total: number }) {
  return (
    <caption>
      {title}
      {shown < total &&
        ` (${t('snapshot.shown', { shown: formatNumber(shown), total: formatNumber(total) })})`}
    </caption>
  );
}

type ChangeCounts = Pick<Counts, CountKey>;

/** A column of figures before the change columns: its header and each row's number. */
type LeadingColumn<T> = readonly [MessageKey, (row: T) => number];

const FILE_URL_COLUMNS: readonly LeadingColumn<Counts>[] = [
  ['snapshot.col.earlier', (file) => file.earlierUrls],
  ['snapshot.col.current', (file) => file.currentUrls],
];

/** Rows named in their header cell, with the change counts (and any leading figures) as cells. */
function ChangeCountsTable<T extends ChangeCounts>({
  title,
  nameHeader,
  rows,
  total,
  nameOf,
  leadingColumns = [],
  note,
}: {
  title: string;
  nameHeader: string;
  /** The rows with most changes, as the worker cut them (core/snapshot/comparison-shown.ts). */
  rows: readonly T[];
  /** How many rows the whole comparison has. */
  total: number;
  nameOf: (row: T) => string;
  leadingColumns?: readonly LeadingColumn<T>[];
  /** Why a figure differs from the one another view shows: under the table, and its description. */
  note?: string;
}) {
  const noteId = useId();
  const columns: readonly LeadingColumn<T>[] = [
    ...leadingColumns,
    ...CHANGE_COLUMNS.map(([key, label]): LeadingColumn<T> => [label, (row) => row[key]]),
  ];
  return (
    <>
      <table className="figures-table" {...(note ? { 'aria-describedby': noteId } : {})}>
        <Caption title={title} shown={rows.length} total={total} />
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {columns.map(([label]) => (
              <th key={label} scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={nameOf(row)}>
              <th scope="row">{nameOf(row)}</th>
              {columns.map(([label, valueOf]) => (
                <td key={label}>{formatNumber(valueOf(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {note && (
        <p id={noteId} className="hint">
          {note}
        </p>
      )}
    </>
  );
}

export function SnapshotFileTable({
  files,
  total = files.length,
}: {
  files: readonly Counts[];
  total?: number;
}) {
  return (
    <ChangeCountsTable
      title={t('snapshot.files')}
      nameHeader={t('snapshot.col.file')}
      rows={files}
      total={total}
      nameOf={(file) => file.file}
      leadingColumns={FILE_URL_COLUMNS}
      // The index tree counts every listing; the comparison joins URLs, so one listed twice
      // is counted in the first file that lists it (core/snapshot/snapshot-compare.ts).
      note={t('snapshot.files.note')}
    />
  );
}

export function SnapshotSectionTable({
  sections,
  total = sections.length,
}: {
  sections: SnapshotComparison['sections'];
  total?: number;
}) {
  return (
    <ChangeCountsTable
      title={t('snapshot.sections')}
      nameHeader={t('snapshot.col.section')}
      rows={sections}
      total={total}
      nameOf={(section) => readableSectionKey(section.key)}
    />
  );
}
