/**
 * The lastmod figures and verdict of every file, sortable by any column (SortableHeaders).
 */
import { useState, type ReactNode } from 'react';
import { formatNumber, t } from '../../i18n/i18n';
import {
  SortableHeaders,
  sortRows,
  type ColumnSort,
  type SortableColumn,
} from '../sorting/SortableHeaders';
import type { LastmodFileRow } from '../../worker/protocol/lastmod';
import { percentOf } from './lastmod-format';
import { VerdictWord } from './LastmodVerdictView';

const VERDICT_RANK = { usable: 0, doubtful: 1, unusable: 2 } as const;

interface Column extends SortableColumn<LastmodFileRow> {
  cell(file: LastmodFileRow): ReactNode;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'lastmod.col.name', value: (f) => f.name, cell: (f) => f.name },
  {
    key: 'rows',
    label: 'lastmod.col.rows',
    value: (f) => f.facts.rows,
    cell: (f) => formatNumber(f.facts.rows),
  },
  {
    key: 'with',
    label: 'lastmod.col.withLastmod',
    value: (f) => f.facts.dated + f.facts.invalid,
    cell: (f) => formatNumber(f.facts.dated + f.facts.invalid),
  },
  {
    key: 'distinct',
    label: 'lastmod.col.distinct',
    value: (f) => f.facts.distinct,
    cell: (f) => formatNumber(f.facts.distinct),
  },
  {
    key: 'common',
    label: 'lastmod.col.mostCommon',
    value: (f) => percentOf(f.facts.mostCommonCount, f.facts.dated),
    cell: (f) => t('lastmod.percent', { value: percentOf(f.facts.mostCommonCount, f.facts.dated) }),
  },
  {
    key: 'invalid',
    label: 'lastmod.col.invalid',
    value: (f) => f.facts.invalid,
    cell: (f) => formatNumber(f.facts.invalid),
  },
  {
    key: 'future',
    label: 'lastmod.col.future',
    value: (f) => f.facts.future,
    cell: (f) => formatNumber(f.facts.future),
  },
  {
    key: 'verdict',
    label: 'lastmod.col.verdict',
    value: (f) => VERDICT_RANK[f.verdict.verdict],
    cell: (f) => (
      <>
        <VerdictWord verdict={f.verdict.verdict} />
        {f.verdict.reasons.length > 0 && (
          <span className="lastmod-codes">
            {' ('}
            <code>{f.verdict.reasons.map((reason) => reason.code).join(', ')}</code>)
          </span>
        )}
        {f.snapshotFindings && (
          <span className="lastmod-codes lastmod-snapshot">
            {' '}
            {t('snapshot.lastmodNote')} <code>{f.snapshotFindings.join(', ')}</code>
          </span>
        )}
      </>
    ),
  },
];

export function LastmodFileTable({ files }: { files: readonly LastmodFileRow[] }) {
  const [sort, setSort] = useState<ColumnSort>();
  if (files.length === 0) return <p className="hint">{t('lastmod.files.empty')}</p>;
  const rows = sortRows(files, COLUMNS, sort);
  return (
    <div className="lastmod-files">
      <table className="figures-table">
        <caption>{t('lastmod.files.caption')}</caption>
        <thead>
          <SortableHeaders columns={COLUMNS} sort={sort} onSort={setSort} />
        </thead>
        <tbody>
          {rows.map((file) => (
            <tr key={file.documentId}>
              {COLUMNS.map((col) =>
                col.key === 'name' ? (
                  <th key={col.key} scope="row">
                    {col.cell(file)}
                  </th>
                ) : (
                  <td key={col.key}>{col.cell(file)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
