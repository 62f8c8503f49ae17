/**
 * The report as tables, one per section, for the workbook (report-workbook.ts): the same
 * answer and the same words as the HTML report, in rows a spreadsheet can sort and filter,
 * and the every-URL lists the HTML report leaves to it (report-list-sheets.ts). Each table's
 * first row is its header; numbers stay numbers.
 */
import { problemText, problemTexts } from '../messages/problem-texts';
import { snapshotFindingMessage, snapshotFindingTexts } from '../messages/snapshot-texts';
import type { Translator } from '../i18n/i18n';
import type { ReportAnswer } from '../worker/protocol/report';
import type { ReportSheet, SheetCell } from './report-sheet';
import { changesSheet, coverageListSheet, lineCell, occurrencesSheet } from './report-list-sheets';
import { logsSheet } from './report-logs';
import { pageCheckSheet } from './report-page-check';

/** The report's sheets, in the workbook's order; a sheet of an input not loaded is left out. */
const SHEETS: readonly ((answer: ReportAnswer, translator: Translator) => ReportSheet | null)[] = [
  overviewSheet,
  problemsSheet,
  occurrencesSheet,
  lastmodSheet,
  pageCheckSheet,
  robotsSheet,
  hreflangSheet,
  coverageSheet,
  coverageListSheet,
  logsSheet,
  comparisonSheet,
  changesSheet,
  filesSheet,
];

export function reportSheets(answer: ReportAnswer, translator: Translator): ReportSheet[] {
  return SHEETS.flatMap((sheetOf) => sheetOf(answer, translator) ?? []).map((sheet) => ({
    ...sheet,
    name: sheetName(sheet.name),
  }));
}

function overviewSheet(answer: ReportAnswer, translator: Translator): ReportSheet {
  const { t } = translator;
  return {
    name: t('overview.heading'),
    rows: [[t('report.col.figure'), t('report.col.value')], ...overviewPairs(answer, translator)],
    widths: [28, 36],
  };
}

function problemsSheet(answer: ReportAnswer, { t, locale }: Translator): ReportSheet {
  return {
    name: t('tab.problems'),
    rows: [
      [
        t('report.col.severity'),
        t('report.col.code'),
        t('report.col.count'),
        t('report.col.explanation'),
        t('report.col.fix'),
      ],
      ...answer.problems.map((group) => {
        const texts = problemTexts(group.code, locale);
        // The first occurrence's values fill an explanation or fix that names one.
        const params = group.occurrences[0]?.params;
        return [
          t(`problems.severity.${group.severity}`),
          group.code,
          group.count,
          texts ? problemText(texts.explanation, params, locale) : '',
          texts ? problemText(texts.fix, params, locale) : '',
        ];
      }),
    ],
    widths: [14, 30, 8, 70, 70],
  };
}

function lastmodSheet(
  answer: ReportAnswer,
  { t, formatDateRange }: Translator,
): ReportSheet | null {
  if (!answer.lastmod) return null;
  return {
    name: t('tab.lastmod'),
    rows: [
      [t('report.col.period'), t('report.col.urls')],
      ...answer.lastmod.histogram.bins.map((bin) => [
        formatDateRange(bin.startMs, bin.endMs - 1),
        bin.count,
      ]),
      [],
      [t('report.col.file'), t('report.col.verdict')],
      ...answer.lastmod.files.map((file) => [
        file.name,
        t(`lastmod.verdict.${file.verdict.verdict}`),
      ]),
    ],
    widths: [40, 12],
  };
}

function robotsSheet(answer: ReportAnswer, { t }: Translator): ReportSheet | null {
  if (!answer.aiAccess) return null;
  return {
    name: t('tab.robots'),
    rows: [
      [t('report.col.crawler'), t('report.col.group'), t('report.col.root'), t('report.col.line')],
      ...answer.aiAccess.crawlers.map((crawler) => [
        crawler.token,
        crawler.appliedToken ?? '',
        t(crawler.root.allowed ? 'urls.robots.allowed' : 'urls.robots.blocked'),
        // A crawler no rule decides has line 0: its cell stays empty.
        lineCell(crawler.root.line),
      ]),
    ],
    widths: [24, 20, 12, 7],
  };
}

function hreflangSheet(answer: ReportAnswer, { t }: Translator): ReportSheet | null {
  if (!answer.hreflang) return null;
  return {
    name: t('tab.hreflang'),
    rows: [
      [t('hreflang.col.code'), t('hreflang.col.urls')],
      ...answer.hreflang.languages.map((language) => [language.code, language.urls]),
    ],
    widths: [14, 10],
  };
}

function coverageSheet(answer: ReportAnswer, { t }: Translator): ReportSheet | null {
  const { coverage } = answer.coverage;
  if (!coverage) return null;
  return {
    name: t('crawl.heading'),
    rows: [
      ['', t('report.col.urls'), t('report.col.of')],
      [t('crawl.notCrawled'), coverage.sitemapNotCrawled, coverage.sitemapUrls],
      [t('crawl.notInSitemaps'), coverage.crawledNotInSitemaps, coverage.crawlUrls],
      [t('crawl.nonIndexable'), coverage.sitemapNonIndexable, coverage.sitemapUrls],
    ],
    widths: [32, 10, 10],
  };
}

function comparisonSheet(answer: ReportAnswer, { t, locale }: Translator): ReportSheet | null {
  const { comparison } = answer.compare;
  if (!comparison) return null;
  return {
    name: t('snapshot.heading'),
    rows: [
      [
        t('snapshot.col.added'),
        t('snapshot.col.removed'),
        t('snapshot.col.lastmodChanged'),
        t('snapshot.col.unchanged'),
        t('snapshot.col.moved'),
      ],
      [
        comparison.totals.added,
        comparison.totals.removed,
        comparison.totals.lastmodChanged,
        comparison.totals.unchanged,
        comparison.totals.moved,
      ],
      [],
      [t('report.col.finding'), t('report.col.file'), t('report.col.message')],
      ...comparison.findings.map((finding) => [
        snapshotFindingTexts(finding.code, locale).title,
        finding.file,
        snapshotFindingMessage(finding, locale),
      ]),
    ],
    widths: [28, 28, 16, 12, 10],
  };
}

function filesSheet(answer: ReportAnswer, { t }: Translator): ReportSheet {
  return {
    name: t('report.files'),
    rows: [
      [t('report.col.file'), t('report.col.kind'), t('report.col.urls'), t('tab.problems')],
      ...answer.documents.map((document) => [
        document.name,
        document.kind,
        document.urls,
        document.problems,
      ]),
    ],
    widths: [40, 12, 10, 10],
  };
}

/**
 * The Overview as label and value pairs, the counts as numbers a formula can use: the site, when
 * it was made, what was loaded, and the figures of the page's Overview.
 */
export function overviewPairs(answer: ReportAnswer, translator: Translator): SheetCell[][] {
  const { t, formatDate, intl } = translator;
  const { figures, severities, robots, lastmod, loaded } = answer;
  const names = (list: readonly string[]) => intl.formatList(list, { type: 'unit' });
  return [
    ...(answer.host !== undefined ? [[t('report.figure.site'), answer.host]] : []),
    [t('report.figure.date'), formatDate(answer.takenMs, true)],
    [t('report.figure.files'), figures.inputs],
    [t('report.figure.urls'), figures.urls],
    [t('report.figure.sitemaps'), figures.sitemaps],
    [t('report.figure.errors'), severities.error],
    [t('report.figure.warnings'), severities.warning],
    [t('report.figure.notes'), severities.info],
    ...(robots.robots === null
      ? [['robots.txt', t('overview.noRobots')]]
      : [
          ['robots.txt', robots.robots.name],
          [t('report.figure.blocked', { agent: robots.agent }), robots.counts.blocked],
        ]),
    ...(lastmod
      ? [[t('report.figure.lastmod'), t(`lastmod.verdict.${lastmod.total.verdict.verdict}`)]]
      : []),
    ...(loaded.crawl !== undefined ? [[t('report.figure.crawl'), loaded.crawl]] : []),
    ...(loaded.earlier ? [[t('report.figure.earlier'), names(loaded.earlier)]] : []),
  ];
}

/** Excel refuses `[]:*?/\` in a sheet's name and more than 31 characters. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}
