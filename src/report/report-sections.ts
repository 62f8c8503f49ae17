/**
 * The report's sections, each from one part of the report answer and only when that part has
 * something to say: the Overview, problems by severity, lastmod, robots.txt, hreflang, crawl
 * coverage, changes since the earlier snapshot, and the files it came from. Worded with the
 * page's catalogs in the report's language, so it says what the page says.
 */
import { problemCodeOfReason } from '../core/lastmod/lastmod-codes';
import { problemMessage, problemText, problemTexts } from '../messages/problem-texts';
import { coreText } from '../messages/core-texts';
import { snapshotFindingMessage, snapshotFindingTexts } from '../messages/snapshot-texts';
import type { Severity } from '../core/problems/problem-code-info';
import type { Translator } from '../i18n/i18n';
import type { ReportAnswer } from '../worker/protocol/report';
import { histogramSvg } from './report-chart';
import { element, escapeHtml, table, textElement } from './report-markup';
import { lastmodFigure } from './report-page-check';

/** Examples of a problem code the report lists (the inspector pages through all). */
const EXAMPLES_SHOWN = 5;
const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

type Section = { id: string; heading: string; html: string };

/** The Overview's figures, worded as the page's Overview words them. */
export function overviewItems(answer: ReportAnswer, translator: Translator): string[] {
  const { t } = translator;
  const { figures, severities, robots, lastmod } = answer;
  return [
    t('overview.files', { count: figures.inputs }),
    t('overview.urls', { count: figures.urls }),
    t('overview.sitemaps', { count: figures.sitemaps }),
    ...SEVERITIES.map((severity) => t(`overview.${severity}`, { count: severities[severity] })),
    robots.robots === null
      ? t('overview.noRobots')
      : t('overview.blocked', { count: robots.counts.blocked, agent: robots.agent }),
    ...(lastmod
      ? [
          lastmodFigure(
            t(`lastmod.verdict.${lastmod.total.verdict.verdict}`),
            answer.pageCheck,
            translator,
          ),
        ]
      : []),
  ];
}

export function overviewSection(answer: ReportAnswer, translator: Translator): Section {
  const { t } = translator;
  const items = overviewItems(answer, translator);
  const html = element('ul', items.map((item) => textElement('li', item)).join(''), 'figures');
  return { id: 'overview', heading: t('overview.heading'), html };
}

export function problemsSection(answer: ReportAnswer, translator: Translator): Section {
  const { t, locale, formatNumber } = translator;
  const heading = t('report.problems');
  if (answer.problems.length === 0)
    return { id: 'problems', heading, html: textElement('p', t('report.problems.none')) };
  const html = SEVERITIES.map((severity) => {
    const groups = answer.problems.filter((group) => group.severity === severity);
    if (groups.length === 0) return '';
    const items = groups.map((group) => {
      const texts = problemTexts(group.code, locale);
      // A few explanations and fixes name a value ("Spell the key {record}"): the first
      // occurrence's, as the Problems view fills them.
      const params = group.occurrences[0]?.params;
      const examples = group.occurrences.slice(0, EXAMPLES_SHOWN).map((occurrence) => {
        const place =
          occurrence.line > 0 ? `${occurrence.file}:${occurrence.line}` : occurrence.file;
        const message = problemMessage({ code: group.code, params: occurrence.params }, locale);
        return textElement(
          'li',
          `${place} — ${message}${occurrence.url ? ` (${occurrence.url})` : ''}`,
        );
      });
      const more = group.count - examples.length;
      return element(
        'li',
        element(
          'h4',
          `<code>${escapeHtml(group.code)}</code> ${escapeHtml(t('problems.count', { count: group.count }))}`,
        ) +
          (texts ? textElement('p', problemText(texts.explanation, params, locale)) : '') +
          (texts
            ? textElement(
                'p',
                t('report.fix', { fix: problemText(texts.fix, params, locale) }),
                'fix',
              )
            : '') +
          element('ul', examples.join(''), 'examples') +
          (more > 0 ? textElement('p', t('report.more', { count: more }), 'hint') : ''),
        `problem severity-${severity}`,
      );
    });
    const title = `${t(`problems.severity.${severity}`)} (${formatNumber(answer.severities[severity])})`;
    return textElement('h3', title) + element('ul', items.join(''), 'problems');
  }).join('');
  return { id: 'problems', heading, html };
}

export function lastmodSection(answer: ReportAnswer, translator: Translator): Section | null {
  const { lastmod } = answer;
  if (!lastmod) return null;
  const { t, locale, formatNumber, formatDateRange } = translator;
  const { verdict } = lastmod.total;
  const reasons = verdict.reasons.map((reason) =>
    textElement(
      'li',
      `${coreText('lastmodReasonTitles', reason.code, locale)} (${t(`lastmod.effect.${reason.effect}`)}): ${
        reason.files
          ? t('lastmod.reason.files', {
              count: reason.files.count,
              urls: reason.files.urls,
              total: reason.files.totalUrls,
            })
          : problemMessage(
              { code: problemCodeOfReason[reason.code], params: reason.params },
              locale,
            )
      }`,
    ),
  );
  const { histogram } = lastmod;
  const label = t('report.lastmod.histogram');
  const binLabel = (startMs: number, endMs: number) => formatDateRange(startMs, endMs - 1);
  const bins = histogram.bins.map((bin) => [
    binLabel(bin.startMs, bin.endMs),
    formatNumber(bin.count),
  ]);
  const html =
    textElement(
      'p',
      `${t('lastmod.verdict.heading')} ${t(`lastmod.verdict.${verdict.verdict}`)}`,
      'verdict',
    ) +
    textElement('p', t(`lastmod.action.${verdict.verdict}`)) +
    (reasons.length > 0
      ? element('ul', reasons.join(''))
      : textElement('p', t('lastmod.reasons.none'))) +
    histogramSvg(histogram, label, binLabel) +
    textElement(
      'p',
      t('report.lastmod.undated', {
        absent: histogram.absent,
        invalid: histogram.invalid,
        future: histogram.future,
      }),
      'hint',
    ) +
    (bins.length > 0 ? table(label, [t('report.col.period'), t('report.col.urls')], bins) : '') +
    table(
      t('report.lastmod.files'),
      [t('report.col.file'), t('report.col.verdict')],
      lastmod.files.map((file) => [file.name, t(`lastmod.verdict.${file.verdict.verdict}`)]),
    );
  return { id: 'lastmod', heading: t('tab.lastmod'), html };
}

export function robotsSection(answer: ReportAnswer, { t, formatNumber }: Translator): Section {
  const { robots, aiAccess } = answer;
  const heading = t('tab.robots');
  if (robots.robots === null)
    return { id: 'robots', heading, html: textElement('p', t('crosscheck.noRobots')) };
  const name = robots.robots.name;
  const summary =
    robots.counts.blocked === 0
      ? t('crosscheck.noneBlocked', { agent: robots.agent, robots: name })
      : t('crosscheck.blocked', {
          count: robots.counts.blocked,
          agent: robots.agent,
          robots: name,
        });
  const lines = robots.blockingLines.map((line) =>
    textElement(
      'li',
      t('crosscheck.line', { line: line.line, rule: line.rule, count: line.count }),
    ),
  );
  const ai = aiAccess
    ? table(
        t('report.robots.ai'),
        [t('report.col.crawler'), t('report.col.group'), t('report.col.root')],
        aiAccess.crawlers.map((crawler) => [
          crawler.token,
          crawler.appliedToken ?? '—',
          // A verdict no rule decides (the server answer assumed) has no line to name.
          crawler.root.allowed || crawler.root.line === 0
            ? t(crawler.root.allowed ? 'urls.robots.allowed' : 'urls.robots.blocked')
            : `${t('urls.robots.blocked')} (${t('urls.robots.line', { line: crawler.root.line })})`,
        ]),
      )
    : '';
  const notCovered =
    robots.counts.notCovered > 0
      ? textElement('p', t('report.robots.notCovered', { count: robots.counts.notCovered }), 'hint')
      : '';
  const html =
    textElement('p', summary) +
    (lines.length > 0 ? element('ul', lines.join('')) : '') +
    notCovered +
    ai +
    textElement('p', t('report.robots.checked', { count: formatNumber(robots.total) }), 'hint');
  return { id: 'robots', heading, html };
}

export function hreflangSection(
  answer: ReportAnswer,
  { t, formatNumber }: Translator,
): Section | null {
  const summary = answer.hreflang;
  if (!summary) return null;
  const share =
    summary.checkedLinks === 0
      ? 100
      : Math.round((summary.confirmedLinks / summary.checkedLinks) * 1000) / 10;
  const html =
    textElement(
      'p',
      t('hreflang.summary', {
        urls: summary.urls,
        clusters: summary.clusters,
        faulty: summary.faultyClusters,
        share: formatNumber(share),
        checked: summary.checkedLinks,
      }),
    ) +
    table(
      t('hreflang.languages'),
      [t('hreflang.col.code'), t('hreflang.col.urls')],
      summary.languages.map((language) => [language.code, formatNumber(language.urls)]),
    );
  return { id: 'hreflang', heading: t('tab.hreflang'), html };
}

export function coverageSection(
  answer: ReportAnswer,
  { t, formatNumber }: Translator,
): Section | null {
  const { file, coverage } = answer.coverage;
  if (!file || !coverage) return null;
  const share = (part: number, whole: number) =>
    t('crawl.share', {
      share: `${whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10} %`,
      total: formatNumber(whole),
    });
  const html =
    textElement('p', file.name) +
    table(
      t('crawl.figures'),
      ['', t('report.col.urls'), ''],
      [
        [
          t('crawl.notCrawled'),
          formatNumber(coverage.sitemapNotCrawled),
          share(coverage.sitemapNotCrawled, coverage.sitemapUrls),
        ],
        [
          t('crawl.notInSitemaps'),
          formatNumber(coverage.crawledNotInSitemaps),
          share(coverage.crawledNotInSitemaps, coverage.crawlUrls),
        ],
        [
          t('crawl.nonIndexable'),
          formatNumber(coverage.sitemapNonIndexable),
          share(coverage.sitemapNonIndexable, coverage.sitemapUrls),
        ],
      ],
    ) +
    textElement('p', t('report.inWorkbook'), 'hint');
  return { id: 'coverage', heading: t('crawl.heading'), html };
}

export function changesSection(
  answer: ReportAnswer,
  { t, locale, formatNumber }: Translator,
): Section | null {
  const { comparison } = answer.compare;
  if (!comparison) return null;
  const { totals } = comparison;
  const findings = comparison.findings.map((finding) =>
    textElement(
      'li',
      `${snapshotFindingTexts(finding.code, locale).title} — ${finding.file}: ${snapshotFindingMessage(finding, locale)}`,
    ),
  );
  const html =
    textElement(
      'p',
      t('snapshot.counts', {
        added: formatNumber(totals.added),
        removed: formatNumber(totals.removed),
        lastmodChanged: formatNumber(totals.lastmodChanged),
        unchanged: formatNumber(totals.unchanged),
      }),
    ) +
    textElement('p', t('report.inWorkbook'), 'hint') +
    textElement('h3', t('snapshot.findings')) +
    (findings.length > 0
      ? element('ul', findings.join(''))
      : textElement('p', t('snapshot.findings.none')));
  return { id: 'changes', heading: t('snapshot.heading'), html };
}

export function filesSection(answer: ReportAnswer, { t, formatNumber }: Translator): Section {
  const html = table(
    t('report.files'),
    [t('report.col.file'), t('report.col.kind'), t('report.col.urls'), t('tab.problems')],
    answer.documents.map((document) => [
      document.name,
      document.kind,
      formatNumber(document.urls),
      formatNumber(document.problems),
    ]),
  );
  return { id: 'files', heading: t('report.files'), html };
}
