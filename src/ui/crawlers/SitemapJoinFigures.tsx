/**
 * The chosen crawler against the sitemaps: how many listed URLs it fetched, those it never
 * fetched and those whose lastmod is after its last fetch (each with **Show these URLs**,
 * which opens the URL table on the logs analysis's filter for that crawler), and the paths
 * it fetched that no sitemap lists.
 */
import type { LogsAnswer } from '../../worker/protocol/logs';
import { LOG_URL_FILTERS } from '../../worker/protocol/logs';
import { t } from '../../i18n/i18n';

interface Props {
  logs: LogsAnswer;
  /** Opens the URL table filtered to a logs filter code (`CODE` or `CODE@agent`). */
  onShowUrls(code: string): void;
}

/** The filter code for the joined crawler: Googlebot's is the bare code (logs-analysis.ts). */
function filterCode(code: string, agent: string): string {
  return agent.toLowerCase() === 'googlebot' ? code : `${code}@${agent}`;
}

export function SitemapJoinFigures({ logs, onShowUrls }: Props) {
  const sitemap = logs.sitemap;
  if (!sitemap) return <p className="hint">{t('crawlers.sitemap.none')}</p>;
  const { agent } = sitemap;
  return (
    <section className="crawlers-sitemap" aria-label={t('crawlers.sitemap.heading', { agent })}>
      <h3>{t('crawlers.sitemap.heading', { agent })}</h3>
      {!sitemap.isInLog && <p>{t('crawlers.sitemap.notInLog', { agent })}</p>}
      <ul className="crawlers-figures">
        <li data-figure="fetched">
          {t('crawlers.sitemap.fetched', { fetched: sitemap.fetched, listed: sitemap.listed })}
        </li>
        <li data-figure="never-fetched">
          {t('crawlers.sitemap.neverFetched', { count: sitemap.listedNeverFetched.count })}{' '}
          {sitemap.listedNeverFetched.count > 0 && (
            <button
              type="button"
              onClick={() => onShowUrls(filterCode(LOG_URL_FILTERS.neverFetched, agent))}
            >
              {t('crawlers.showUrls')}
            </button>
          )}
        </li>
        <li data-figure="stale">
          {t('crawlers.sitemap.stale', { count: sitemap.lastmodAfterLastFetch.count })}{' '}
          {sitemap.lastmodAfterLastFetch.count > 0 && (
            <button
              type="button"
              onClick={() => onShowUrls(filterCode(LOG_URL_FILTERS.lastmodAfterLastFetch, agent))}
            >
              {t('crawlers.showUrls')}
            </button>
          )}
        </li>
        <li data-figure="not-listed">
          {t('crawlers.sitemap.notListed', {
            count: sitemap.fetchedNotListed.count,
            requests: sitemap.fetchedNotListed.requests,
          })}
        </li>
      </ul>
    </section>
  );
}
