/**
 * Beside an AI crawler's documentation address: what its operator says beyond the rules
 * (Crawl-delay, how soon a changed robots.txt takes effect) and when and how the page was read
 * (core crawler-model.ts `source`: the operator's page, the issue text, or a report of it).
 */
import type { ListedAiCrawler } from '../../core/robots/analyses/ai-crawlers';
import { t } from '../../i18n/i18n';

/** What the operator says beside the rules: Crawl-delay, when a change takes effect, and when and how the page was read. */
export function CrawlerFacts({ crawler }: { crawler: ListedAiCrawler }) {
  const crawlDelay = {
    honoured: t('aiCrawlers.fact.crawlDelayHonoured'),
    ignored: t('aiCrawlers.fact.crawlDelayIgnored'),
    'not-stated': '',
  }[crawler.crawlDelay];
  const source = {
    'operator-page': t('aiCrawlers.fact.sourceOperator'),
    issue: t('aiCrawlers.fact.sourceIssue'),
    secondary: t('aiCrawlers.fact.sourceSecondary'),
  }[crawler.source];
  return (
    <>
      {crawlDelay && <span className="note">{crawlDelay}</span>}
      {crawler.propagationHours !== null && (
        <span className="note">
          {t('aiCrawlers.fact.propagation', { hours: crawler.propagationHours })}
        </span>
      )}
      <span className="note">{t('aiCrawlers.fact.read', { date: crawler.read, source })}</span>
    </>
  );
}
