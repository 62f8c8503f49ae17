/**
 * How a crawler of the `logs` answer is named and described, in the Crawlers tab's table and
 * the report's (src/report/report-logs.ts) alike: its kind and purpose in words, and a
 * claimant tallied apart (`unverified:<token>`) said to be one.
 */
import type { LogsAnswer } from '../core/logs/logs-answer';
import type { Translator } from './i18n';

type Crawler = LogsAnswer['crawlers'][string];

export function crawlerKindText(crawler: Crawler, t: Translator['t']): string {
  const kind = t(`crawlers.kind.${crawler.kind}`);
  return crawler.purpose ? `${kind} / ${t(`crawlers.purpose.${crawler.purpose}`)}` : kind;
}

export function crawlerNameText(key: string, t: Translator['t']): string {
  return key.startsWith('unverified:')
    ? t('crawlers.unverifiedClaim', { token: key.slice('unverified:'.length) })
    : key;
}

/** The crawlers, the most active first. */
export function crawlersByRequests(logs: LogsAnswer): [string, Crawler][] {
  return Object.entries(logs.crawlers).sort(([, a], [, b]) => b.requests - a.requests);
}
