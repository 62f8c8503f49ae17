/**
 * Every field the worker gives of one URL entry, opened from the table (Enter on a row, or
 * its "Details" action): the URL in full (readable and as listed), lastmod, changefreq,
 * priority, images, alternates, where it is listed (file, line, column) and its problems
 * with what each means. Long values wrap: nothing here widens the page at 390 px.
 */
import { useEffect, useRef } from 'react';
import { readableUrl } from '../../core/analysis/readable-url';
import type { UrlRowView } from '../../worker/protocol';
import { formatNumber, t } from '../i18n/i18n';
import { problemInfo } from '../problems/problem-info';

interface Props {
  row: UrlRowView;
  onClose(): void;
}

export function RowDetail({ row, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [row.row]);
  const readable = readableUrl(row.loc);
  const fields: [string, string][] = [
    [t('urls.col.loc'), readable.text],
    ...(readable.text !== row.loc ? [[t('detail.exact'), row.loc] as [string, string]] : []),
    [t('urls.col.lastmod'), row.lastmodText ?? t('detail.none')],
    [t('urls.col.changefreq'), row.changefreq ?? t('detail.none')],
    [
      t('urls.col.priority'),
      Number.isNaN(row.priority) ? t('detail.none') : row.priority.toFixed(1),
    ],
    [t('urls.col.images'), formatNumber(row.images)],
    [t('urls.col.alternates'), formatNumber(row.alternates)],
    [
      t('detail.listedAt'),
      t('detail.position', { file: row.file, line: row.line, column: row.column }),
    ],
  ];
  return (
    <section className="row-detail" aria-labelledby="row-detail-heading">
      <div className="row-detail-head">
        <h3 id="row-detail-heading" tabIndex={-1} ref={heading}>
          {t('detail.title')}
        </h3>
        <button type="button" onClick={onClose}>
          {t('detail.close')}
        </button>
      </div>
      <dl>
        {fields.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('detail.problems', { count: row.problemCodes.length })}</h4>
      {row.problemCodes.length > 0 && (
        <ul>
          {row.problemCodes.map((code) => {
            const info = problemInfo(code);
            return (
              <li key={code}>
                <code>{code}</code>
                {info ? `: ${info.explanation}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
