/**
 * The comparison's counts per file and per section, as two tables of figures from the worker
 * (src/core/snapshot): the row headers name the file or section, the columns the changes.
 */
import { readableSectionKey } from '../../core/analysis/readable-url';
import { formatNumber, t, type MessageKey } from '../i18n/i18n';
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

/** More rows than these are a long list (and a long render): the ones with most changes. */
const SECTIONS_SHOWN = 50;
const FILES_SHOWN = 200;

const changedOf = (c: Pick<Counts, Exclude<CountKey, 'unchanged'>>) =>
  c.added + c.removed + c.lastmodChanged + c.moved;

/** The `limit` rows with most changes (in their order), or all of them. */
function mostChanged<T extends Pick<Counts, Exclude<CountKey, 'unchanged'>>>(
  rows: readonly T[],
  limit: number,
): readonly T[] {
  if (rows.length <= limit) return rows;
  const kept = new Set([...rows].sort((a, b) => changedOf(b) - changedOf(a)).slice(0, limit));
  return rows.filter((row) => kept.has(row));
}

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
  limit,
  nameOf,
  leadingColumns = [],
}: {
  title: string;
  nameHeader: string;
  rows: readonly T[];
  limit: number;
  nameOf: (row: T) => string;
  leadingColumns?: readonly LeadingColumn<T>[];
}) {
  const shown = mostChanged(rows, limit);
  const columns: readonly LeadingColumn<T>[] = [
    ...leadingColumns,
    ...CHANGE_COLUMNS.map(([key, label]): LeadingColumn<T> => [label, (row) => row[key]]),
  ];
  return (
    <table className="figures-table">
      <Caption title={title} shown={shown.length} total={rows.length} />
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
        {shown.map((row) => (
          <tr key={nameOf(row)}>
            <th scope="row">{nameOf(row)}</th>
            {columns.map(([label, valueOf]) => (
              <td key={label}>{formatNumber(valueOf(row))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SnapshotFileTable({ files }: { files: readonly Counts[] }) {
  return (
    <ChangeCountsTable
      title={t('snapshot.files')}
      nameHeader={t('snapshot.col.file')}
      rows={files}
      limit={FILES_SHOWN}
      nameOf={(file) => file.file}
      leadingColumns={FILE_URL_COLUMNS}
    />
  );
}

export function SnapshotSectionTable({ sections }: { sections: SnapshotComparison['sections'] }) {
  return (
    <ChangeCountsTable
      title={t('snapshot.sections')}
      nameHeader={t('snapshot.col.section')}
      rows={sections}
      limit={SECTIONS_SHOWN}
      nameOf={(section) => readableSectionKey(section.key)}
    />
  );
}
