/**
 * The sampled URLs of the page check, one row each: its lastmod, the date the page states and
 * where (a source code as the command line prints it: `json-ld`, `meta:article:modified_time`,
 * `time-element`…), and the verdict, sortable by any column (SortableHeaders). The table
 * scrolls sideways inside the tab and takes focus, so a keyboard scrolls it too.
 */
import { useId, useState, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import {
  SortableHeaders,
  sortRows,
  type ColumnSort,
  type SortableColumn,
} from '../sorting/SortableHeaders';
import type { PageVerdict } from '../../core/page/page-verdict';
import type { CheckedPageView } from '../../worker/protocol/page-check';

/** A verdict in words. */
export const pageVerdictWord = (verdict: PageVerdict): string => t(`pageCheck.verdict.${verdict}`);

interface Column extends SortableColumn<CheckedPageView> {
  cell(page: CheckedPageView): ReactNode;
}

const COLUMNS: Column[] = [
  { key: 'url', label: 'pageCheck.col.url', value: (p) => p.url, cell: (p) => p.url },
  {
    key: 'lastmod',
    label: 'pageCheck.col.lastmod',
    value: (p) => p.lastmod ?? '',
    cell: (p) => p.lastmod ?? t('pageCheck.noDate'),
  },
  {
    key: 'date',
    label: 'pageCheck.col.pageDate',
    value: (p) => p.pageDate?.text ?? '',
    cell: (p) =>
      !p.pageDate
        ? t('pageCheck.noDate')
        : p.pageDate.role === 'published'
          ? t('pageCheck.published', { date: p.pageDate.text })
          : p.pageDate.text,
  },
  {
    key: 'source',
    label: 'pageCheck.col.source',
    value: (p) => p.pageDate?.source ?? '',
    cell: (p) => (p.pageDate ? <code>{p.pageDate.source}</code> : t('pageCheck.noDate')),
  },
  {
    key: 'verdict',
    label: 'pageCheck.col.verdict',
    value: (p) => pageVerdictWord(p.verdict),
    cell: (p) => (
      <>
        <span className={`page-verdict page-verdict-${p.verdict}`}>
          {pageVerdictWord(p.verdict)}
        </span>
        {p.notRead && (
          <span className="lastmod-codes">
            {' ('}
            <code>{p.notRead}</code>
            {p.status !== null ? ` ${p.status}` : ''})
          </span>
        )}
        {p.robotsLine !== undefined && p.robotsLine > 0 && (
          <span className="lastmod-codes">
            {' '}
            ({t('pageCheck.robotsLine', { line: p.robotsLine })})
          </span>
        )}
      </>
    ),
  },
];

export function PageCheckTable({ pages }: { pages: readonly CheckedPageView[] }) {
  const [sort, setSort] = useState<ColumnSort>();
  const captionId = useId();
  const rows = sortRows(pages, COLUMNS, sort);
  return (
    // A region that takes focus: the arrow keys scroll a table wider than the tab.
    <div
      className="table-scroll page-check-table"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="figures-table">
        <caption id={captionId}>{t('pageCheck.caption')}</caption>
        <thead>
          <SortableHeaders columns={COLUMNS} sort={sort} onSort={setSort} />
        </thead>
        <tbody>
          {rows.map((page) => (
            <tr key={page.url}>
              {COLUMNS.map((col) =>
                col.key === 'url' ? (
                  <th key={col.key} scope="row">
                    {col.cell(page)}
                  </th>
                ) : (
                  <td key={col.key}>{col.cell(page)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
