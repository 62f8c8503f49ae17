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

/** More sections than this are a long list: the table shows the ones with most changes. */
const SECTIONS_SHOWN = 50;

export function SnapshotFileTable({ files }: { files: readonly Counts[] }) {
  return (
    <table className="snapshot-table">
      <caption>{t('snapshot.files')}</caption>
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
        {files.map((file) => (
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
  const changed = (s: SnapshotComparison['sections'][number]) =>
    s.added + s.removed + s.lastmodChanged + s.moved;
  const shown =
    sections.length > SECTIONS_SHOWN
      ? [...sections].sort((a, b) => changed(b) - changed(a)).slice(0, SECTIONS_SHOWN)
      : sections;
  return (
    <table className="snapshot-table">
      <caption>{t('snapshot.sections')}</caption>
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
