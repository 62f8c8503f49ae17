/**
 * The report's crawlers, from access logs: the Crawlers tab's figures (src/ui/crawlers/) in the
 * HTML report (a section) and the workbook (a sheet): what was read, requests per crawler with
 * their kind, verification, status classes, bytes and robots.txt fetches, Googlebot against
 * the sitemaps, and the AI crawlers' requests robots.txt disallows them with the deciding rule.
 * The `logs` answer holds counts only, so no address a log holds can reach a report.
 */
import { statusClasses } from '../core/logs/crawler-figures';
import { isAiPurpose } from '../core/logs/log-robots-join';
import type { LogsAnswer } from '../core/logs/logs-answer';
import { crawlerKindText, crawlerNameText, crawlersByRequests } from '../i18n/crawler-words';
import type { Translator } from '../i18n/i18n';
import type { ReportAnswer } from '../worker/protocol/report';
import type { ReportSheet, SheetCell } from './report-sheet';
import { element, table, textElement } from './report-markup';

function headers({ t }: Translator): string[] {
  return [
    t('crawlers.col.crawler'),
    t('crawlers.col.kind'),
    t('crawlers.col.requests'),
    t('crawlers.col.verified'),
    t('crawlers.col.unverified'),
    t('crawlers.col.status'),
    t('crawlers.col.bytes'),
    t('crawlers.col.robotsTxt'),
  ];
}

function statusText(status: Readonly<Record<string, number>>, { formatNumber }: Translator) {
  return statusClasses(status)
    .map(([name, count]) => `${name} ${formatNumber(count)}`)
    .join(' · ');
}

/** What was read, and Googlebot (the joined crawler) against the sitemaps, as lines. */
function readLines(logs: LogsAnswer, { t }: Translator): string[] {
  const sitemap = logs.sitemap;
  return [
    t('crawlers.files', {
      files: logs.files.length,
      lines: logs.lines,
      people: logs.people.requests,
      ranges: logs.ranges.length,
    }),
    ...(sitemap
      ? [
          t('crawlers.sitemap.heading', { agent: sitemap.agent }),
          t('crawlers.sitemap.fetched', { fetched: sitemap.fetched, listed: sitemap.listed }),
          t('crawlers.sitemap.neverFetched', { count: sitemap.listedNeverFetched.count }),
          t('crawlers.sitemap.stale', { count: sitemap.lastmodAfterLastFetch.count }),
          t('crawlers.sitemap.notListed', {
            count: sitemap.fetchedNotListed.count,
            requests: sitemap.fetchedNotListed.requests,
          }),
        ]
      : []),
  ];
}

/** Under which robots.txt the requests were judged, and each AI crawler's refused requests. */
function aiLines(logs: LogsAnswer, { t }: Translator): string[] {
  const robots = logs.robots;
  if (!robots) return [t('crawlers.ai.noRobots')];
  const under = robots.history
    ? t('crawlers.ai.underHistory', {
        versions: robots.history.versions,
        from: robots.history.from.slice(0, 10),
        to: robots.history.to.slice(0, 10),
      })
    : t('crawlers.ai.underCurrent', { file: robots.file });
  const ai = Object.entries(robots.disallowed).filter(([, found]) => isAiPurpose(found.purpose));
  if (ai.length === 0) return [under, t('crawlers.ai.none', { file: robots.file })];
  return [
    under,
    ...ai.flatMap(([crawler, found]) => [
      t('crawlers.ai.row', { crawler, requests: found.requests, paths: found.paths }),
      ...(found.uncertain ? [t('crawlers.ai.uncertain', { requests: found.uncertain })] : []),
      ...found.first.map((path) =>
        path.savedAt
          ? t('crawlers.ai.ruleSaved', {
              path: path.path,
              line: path.line,
              rule: path.rule,
              saved: path.savedAt.slice(0, 10),
            })
          : t('crawlers.ai.rule', { path: path.path, line: path.line, rule: path.rule }),
      ),
    ]),
  ];
}

export function logsSection(answer: ReportAnswer, translator: Translator) {
  const logs = answer.logs;
  if (!logs) return null;
  const { t, formatNumber, formatBytes } = translator;
  const rows = crawlersByRequests(logs).map(([key, crawler]) => [
    crawlerNameText(key, t),
    crawlerKindText(crawler, t),
    formatNumber(crawler.requests),
    formatNumber(crawler.verified),
    formatNumber(crawler.unverified),
    statusText(crawler.status, translator),
    formatBytes(crawler.bytes),
    formatNumber(crawler.robotsTxt.requests),
  ]);
  const html =
    readLines(logs, translator)
      .map((line) => textElement('p', line))
      .join('') +
    table(t('crawlers.table.caption'), headers(translator), rows) +
    element('h3', t('crawlers.ai.heading')) +
    aiLines(logs, translator)
      .map((line) => textElement('p', line))
      .join('');
  return { id: 'crawlers', heading: t('crawlers.heading'), html };
}

export function logsSheet(answer: ReportAnswer, translator: Translator): ReportSheet | null {
  const logs = answer.logs;
  if (!logs) return null;
  const { t } = translator;
  const crawlerRows: SheetCell[][] = crawlersByRequests(logs).map(([key, crawler]) => [
    crawlerNameText(key, t),
    crawlerKindText(crawler, t),
    crawler.requests,
    crawler.verified,
    crawler.unverified,
    statusText(crawler.status, translator),
    crawler.bytes,
    crawler.robotsTxt.requests,
  ]);
  return {
    name: t('tab.crawlers'),
    rows: [
      ...readLines(logs, translator).map((line) => [line]),
      [],
      headers(translator),
      ...crawlerRows,
      [],
      [t('crawlers.ai.heading')],
      ...aiLines(logs, translator).map((line) => [line]),
    ],
    widths: [36, 28, 12, 12, 12, 28, 14, 14],
  };
}
