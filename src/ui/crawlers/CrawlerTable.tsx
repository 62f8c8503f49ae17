/**
 * Requests per crawler, the most active first: its kind and purpose, requests, how many came
 * from its operator's published ranges and how many only claimed its name (tallied apart as
 * `unverified:<token>`), status classes, bytes and robots.txt fetches. A table with a
 * caption and column headers, so a screen reader reads each figure with its crawler.
 */
import { useId } from 'react';
import type { LogsAnswer } from '../../worker/protocol/logs';
import { crawlerKindText, crawlerNameText, crawlersByRequests } from '../../i18n/crawler-words';
import { formatBytes, formatNumber, t } from '../../i18n/i18n';
import { statusClasses } from '../../core/logs/crawler-figures';

export function CrawlerTable({ logs }: { logs: LogsAnswer }) {
  const rows = crawlersByRequests(logs);
  const captionId = useId();
  return (
    // A region that takes focus: the arrow keys scroll a table wider than the tab.
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="figures-table crawler-table">
        <caption id={captionId}>{t('crawlers.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('crawlers.col.crawler')}</th>
            <th scope="col">{t('crawlers.col.kind')}</th>
            <th scope="col">{t('crawlers.col.requests')}</th>
            <th scope="col">{t('crawlers.col.verified')}</th>
            <th scope="col">{t('crawlers.col.unverified')}</th>
            <th scope="col">{t('crawlers.col.status')}</th>
            <th scope="col">{t('crawlers.col.bytes')}</th>
            <th scope="col">{t('crawlers.col.robotsTxt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, crawler]) => (
            <tr key={key} data-crawler={key}>
              <th scope="row">{crawlerNameText(key, t)}</th>
              <td>{crawlerKindText(crawler, t)}</td>
              <td className="number" data-figure="requests">
                {formatNumber(crawler.requests)}
              </td>
              <td className="number">{formatNumber(crawler.verified)}</td>
              <td className="number">{formatNumber(crawler.unverified)}</td>
              <td>
                {statusClasses(crawler.status)
                  .map(([name, count]) => `${name} ${formatNumber(count)}`)
                  .join(' · ')}
              </td>
              <td className="number">{formatBytes(crawler.bytes)}</td>
              <td className="number">{formatNumber(crawler.robotsTxt.requests)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
