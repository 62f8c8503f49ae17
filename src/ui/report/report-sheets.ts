/**
 * The report as tables, one per section, for the workbook (report-workbook.ts): the same
 * answer and the same words as the HTML report, in rows a spreadsheet can sort and filter.
 * Each table's first row is its header; numbers stay numbers.
 */
import { problemMessage, problemText, problemTexts } from '../../messages/problem-texts';
import { snapshotFindingMessage, snapshotFindingTexts } from '../../messages/snapshot-texts';
import type { Translator } from '../i18n/i18n';
import type { ReportAnswer } from '../../worker/protocol/report';
import { overviewItems } from './report-sections';

export type SheetCell = string | number;
export interface ReportSheet {
  /** The sheet's tab name (at most 31 characters: Excel's limit). */
  name: string;
  rows: SheetCell[][];
}

export function reportSheets(answer: ReportAnswer, translator: Translator): ReportSheet[] {
  const { t, locale, formatDateRange } = translator;
  const sheets: ReportSheet[] = [
    {
      name: t('overview.heading'),
      rows: [[t('overview.heading')], ...overviewItems(answer, translator).map((item) => [item])],
    },
    {
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
    },
    {
      name: t('report.examples'),
      rows: [
        [
          t('report.col.code'),
          t('report.col.file'),
          t('report.col.line'),
          t('report.col.message'),
          'URL',
        ],
        ...answer.problems.flatMap((group) =>
          group.occurrences.map((occurrence) => [
            group.code,
            occurrence.file,
            occurrence.line,
            problemMessage({ code: group.code, params: occurrence.params }, locale),
            occurrence.url ?? '',
          ]),
        ),
      ],
    },
  ];
  if (answer.lastmod)
    sheets.push({
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
    });
  if (answer.aiAccess)
    sheets.push({
      name: t('tab.robots'),
      rows: [
        [
          t('report.col.crawler'),
          t('report.col.group'),
          t('report.col.root'),
          t('report.col.line'),
        ],
        ...answer.aiAccess.crawlers.map((crawler) => [
          crawler.token,
          crawler.appliedToken ?? '',
          t(crawler.root.allowed ? 'urls.robots.allowed' : 'urls.robots.blocked'),
          crawler.root.line,
        ]),
      ],
    });
  if (answer.hreflang)
    sheets.push({
      name: t('tab.hreflang'),
      rows: [
        [t('hreflang.col.code'), t('hreflang.col.urls')],
        ...answer.hreflang.languages.map((language) => [language.code, language.urls]),
      ],
    });
  const { coverage } = answer.coverage;
  if (coverage)
    sheets.push({
      name: t('crawl.heading'),
      rows: [
        ['', t('report.col.urls'), t('report.col.of')],
        [t('crawl.notCrawled'), coverage.sitemapNotCrawled, coverage.sitemapUrls],
        [t('crawl.notInSitemaps'), coverage.crawledNotInSitemaps, coverage.crawlUrls],
        [t('crawl.nonIndexable'), coverage.sitemapNonIndexable, coverage.sitemapUrls],
      ],
    });
  const { comparison } = answer.compare;
  if (comparison)
    sheets.push({
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
    });
  sheets.push({
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
  });
  return sheets.map((sheet) => ({ ...sheet, name: sheetName(sheet.name) }));
}

/** Excel refuses `[]:*?/\` in a sheet's name and more than 31 characters. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}
