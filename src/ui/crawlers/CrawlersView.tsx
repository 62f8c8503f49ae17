/**
 * The **Crawlers** tab: what crawlers did, from the access logs dropped on the page (told from
 * sitemaps by their bytes) or added here, with range files to verify who claims a crawler's
 * name. Every figure is the worker's `logs` answer, the object `inspect --logs --json` prints:
 * the table per crawler, the chosen crawler's requests per day and its join with the
 * sitemaps, and the AI crawlers that fetched what robots.txt refuses them.
 */
import { useId } from 'react';
import { currentLocale, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import { FileButton } from '../input/FileButton';
import { requestErrorText } from '../worker-client/request-error-text';
import { AiDisallowed } from './AiDisallowed';
import { dailyRequests, joinableCrawlers } from '../../core/logs/crawler-figures';
import { CrawlerTable } from './CrawlerTable';
import { DailyRequestsChart } from './DailyRequestsChart';
import { SitemapJoinFigures } from './SitemapJoinFigures';
import type { LogsState } from './useLogs';
import './crawlers.css';

interface Props {
  logs: LogsState;
  /** Opens the URL table on one of the logs analysis's filter codes. */
  onShowUrls(code: string): void;
}

export function CrawlersView({ logs, onShowUrls }: Props) {
  const headingId = useId();
  const agentId = useId();
  const answer = logs.answer;
  const percent = logs.progress?.totalBytes
    ? Math.floor((logs.progress.bytesRead / logs.progress.totalBytes) * 100)
    : 0;
  const crawlers = answer ? joinableCrawlers(answer) : [];
  const agents = crawlers.includes(logs.agent) ? crawlers : [logs.agent, ...crawlers];
  return (
    <section className="crawlers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('crawlers.heading')}</h2>
      {!answer && !logs.isReading && <p className="empty-state">{t('empty.crawlers')}</p>}
      <div className="upload">
        <FileButton
          label={t('crawlers.upload')}
          isMultiple
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length > 0) void logs.takeLogs(chosen);
          }}
        />
        {logs.files.length > 0 && (
          <button type="button" onClick={logs.remove}>
            {t('crawlers.remove')}
          </button>
        )}
      </div>
      <p role="status">
        {joinSentences(currentLocale(), [
          logs.isReading
            ? t('crawlers.reading', { percent })
            : logs.failure
              ? t('crawlers.failed', { detail: requestErrorText(logs.failure) })
              : answer
                ? t('crawlers.files', {
                    files: answer.files.length,
                    lines: answer.lines,
                    people: answer.people.requests,
                    ranges: answer.ranges.length,
                  })
                : '',
          answer && !logs.isReading ? t('crawlers.notKept') : '',
        ])}
      </p>
      {answer && (
        <>
          <CrawlerTable logs={answer} />
          <p>
            <label htmlFor={agentId}>{t('crawlers.agent')}</label>{' '}
            <select
              id={agentId}
              value={logs.agent}
              onChange={(event) => logs.setAgent(event.target.value)}
            >
              {agents.map((agent) => (
                <option key={agent} value={agent}>
                  {agent}
                </option>
              ))}
            </select>
          </p>
          <DailyRequestsChart agent={logs.agent} days={dailyRequests(answer, logs.agent)} />
          <SitemapJoinFigures logs={answer} onShowUrls={onShowUrls} />
          <AiDisallowed logs={answer} />
        </>
      )}
    </section>
  );
}
