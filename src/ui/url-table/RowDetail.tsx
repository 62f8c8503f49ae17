/**
 * Every field of one URL entry, opened from the table (Enter on a row, or its "Details"
 * action): the URL in full (readable and as listed), lastmod, changefreq, priority, where it
 * is listed (file, line, column), its robots.txt verdict when a robots.txt is loaded, its
 * problems with what each means, and its images, alternates, news and videos, which the
 * worker reads again from the file (`rowDetail`: the store keeps only their counts). Long
 * values wrap: nothing here widens the page at 390 px.
 */
import { useEffect, useRef } from 'react';
import { readableUrl } from '../../core/analysis/readable-url';
import type { RowDetailEvent } from '../../worker/protocol/request-map';
import type { UrlRowView } from '../../worker/protocol/rows';
import { t } from '../../i18n/i18n';
import { problemInfo } from '../problems/problem-info';
import { RowExtensions } from './RowExtensions';

interface Props {
  row: UrlRowView;
  /** The worker's answer for this row; undefined while it is read. */
  answer: RowDetailEvent | undefined;
  onClose(): void;
}

export function RowDetail({ row, answer, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [row.row]);
  const readable = readableUrl(row.loc);
  const robots = robotsField(answer);
  const fields: [string, string][] = [
    [t('urls.col.loc'), readable.text],
    ...(readable.text !== row.loc ? [[t('detail.exact'), row.loc] as [string, string]] : []),
    [t('urls.col.lastmod'), row.lastmodText ?? t('detail.none')],
    ...(row.change && row.change !== 'removed'
      ? [
          [t('urls.col.earlierLastmod'), row.earlierLastmodText ?? t('detail.none')] as [
            string,
            string,
          ],
        ]
      : []),
    ...(row.change === 'removed'
      ? [[t('urls.col.change'), t('urls.change.removedTitle')] as [string, string]]
      : []),
    [t('urls.col.changefreq'), row.changefreq ?? t('detail.none')],
    [
      t('urls.col.priority'),
      Number.isNaN(row.priority) ? t('detail.none') : row.priority.toFixed(1),
    ],
    [
      t('detail.listedAt'),
      t('detail.position', { file: row.file, line: row.line, column: row.column }),
    ],
    ...(robots ? [robots] : []),
  ];
  return (
    <section
      className="row-detail"
      aria-labelledby="row-detail-heading"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
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
      <RowExtensions row={row} answer={answer} />
    </section>
  );
}

/** "robots.txt for Googlebot: Blocked, robots.txt line 2: Disallow: /cart/". */
function robotsField(answer: RowDetailEvent | undefined): [string, string] | null {
  const robots = answer?.robots;
  if (!robots) return null;
  const verdict = t(`urls.robots.${robots.verdict}`);
  const why =
    robots.verdict === 'not-covered'
      ? t('urls.robots.otherSite')
      : robots.line > 0
        ? t('detail.robots.rule', { file: robots.name, line: robots.line, rule: robots.rule })
        : // The verdict is said once: "Allowed: no rule matched", not "Allowed: … allowed".
          t('detail.robots.noRule');
  return [t('detail.robots', { agent: robots.agent }), t('detail.robots.value', { verdict, why })];
}
