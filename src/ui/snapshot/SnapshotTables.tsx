/**
 * The comparison's counts per file and per section, as two tables of figures from the worker
 * (src/core/snapshot): the row headers name the file or section, the columns the changes.
 */
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

const changedOf = (c: Pick<Counts, 'added' | 'removed' | 'lastmodChanged' | 'moved'>) =>
  c.added + c.removed + c.lastmodChanged + c.moved;

/** The `limit` rows with most changes (in their order), or all of them. */
function mostChanged<T extends Pick<Counts, 'added' | 'removed' | 'lastmodChanged' | 'moved'>>(
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

export function SnapshotFileTable({ files }: { files: readonly Counts[] }) {
  const shown = mostChanged(files, FILES_SHOWN);
  return (
    <table className="snapshot-table">
      <Caption title={t('snapshot.files')} shown={shown.length} total={files.length} />
      <thead>
        <tr>
          <th scope="col">{t('snapshot.col.file')}</th>
          <th scope="col">{t('snapshot.col.earlier')}</th>
          <th scope="col">{t('snapshot.col.current')}</th>
          {CHANGE_COLUMNS.map(([key, label]) => (
            <th key={key} scope="col">
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.map((file) => (
          <tr key={file.file}>
            <th scope="row">{file.file}</th>
            <td>{formatNumber(file.earlierUrls)}</td>
            <td>{formatNumber(file.currentUrls)}</td>
            {CHANGE_COLUMNS.map(([key]) => (
              <td key={key}>{formatNumber(file[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SnapshotSectionTable({ sections }: { sections: SnapshotComparison['sections'] }) {
  const shown = mostChanged(sections, SECTIONS_SHOWN);
  return (
    <table className="snapshot-table">
      <Caption title={t('snapshot.sections')} shown={shown.length} total={sections.length} />
      <thead>
        <tr>
          <th scope="col">{t('snapshot.col.section')}</th>
          {CHANGE_COLUMNS.map(([key, label]) => (
            <th key={key} scope="col">
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.map((section) => (
          <tr key={section.key}>
            <th scope="row">{section.key}</th>
            {CHANGE_COLUMNS.map(([key]) => (
              <td key={key}>{formatNumber(section[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
