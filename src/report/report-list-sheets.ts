/**
 * The workbook's long sheets, from the answer's every-URL lists (protocol/report.ts
 * `ReportLists`): every place each problem code was found, the crawl coverage's three lists
 * with each URL's reason, and the URLs added, removed and re-dated since the earlier snapshot.
 * Each is one table under one header row, so a spreadsheet filters and sorts it whole, and a
 * list longer than a sheet says on its last row where it stops.
 */
import { problemMessage } from '../messages/problem-texts';
import type { Severity } from '../core/problems/problem-code-info';
import type { ReportAnswer, ReportList } from '../worker/protocol/report';
import type { Translator } from '../i18n/i18n';
import type { ReportSheet, SheetCell } from './report-sheet';

/** Rows of one worksheet (Microsoft, "Excel specifications and limits": 1,048,576 rows). */
export const EXCEL_MAX_ROWS = 1_048_576;
/** The rows a list may fill: a sheet's, less its header and the line that says it was cut. */
export const WORKBOOK_LIST_ROWS = EXCEL_MAX_ROWS - 2;

/** Column widths, in characters: a URL wide enough to read, a message wider still. */
const WIDTH = { word: 14, code: 30, url: 60, file: 28, line: 7, message: 70 } as const;

/**
 * Every occurrence of every code on a row of its own: one long sheet rather than a sheet per
 * code, so one filter on Code gives a code's URLs and a sort on URL gives a URL's problems;
 * a sheet per code would cut codes longer than Excel's 31-character tab names
 * (`crawl-sitemap-canonicalised-listed`) and spread a site over dozens of tabs.
 */
export function occurrencesSheet(answer: ReportAnswer, translator: Translator): ReportSheet | null {
  const list = answer.lists?.occurrences;
  if (!list) return null;
  const { t, locale } = translator;
  const severityOf = new Map<string, Severity>(
    answer.problems.map((group) => [group.code, group.severity]),
  );
  const rows = list.rows.map((occurrence) => {
    const severity = severityOf.get(occurrence.code);
    return [
      severity ? t(`problems.severity.${severity}`) : '',
      occurrence.code,
      occurrence.url ?? '',
      occurrence.file,
      lineCell(occurrence.line),
      problemMessage(occurrence, locale),
    ];
  });
  return {
    name: t('report.sheet.occurrences'),
    rows: [
      [
        t('report.col.severity'),
        t('report.col.code'),
        'URL',
        t('report.col.file'),
        t('report.col.line'),
        t('report.col.message'),
      ],
      ...rows,
      ...cutLine(list, translator),
    ],
    widths: [WIDTH.word, WIDTH.code, WIDTH.url, WIDTH.file, WIDTH.line, WIDTH.message],
  };
}

/** The crawl coverage's three lists, each URL with the join's reason for it. */
export function coverageListSheet(
  answer: ReportAnswer,
  translator: Translator,
): ReportSheet | null {
  const list = answer.lists?.coverage;
  if (!list) return null;
  const { t, locale } = translator;
  const listNames = {
    'not-crawled': t('crawl.notCrawled'),
    'not-in-sitemaps': t('crawl.notInSitemaps'),
    'not-indexable': t('crawl.nonIndexable'),
  } as const;
  return {
    name: t('report.sheet.coverageUrls'),
    rows: [
      [
        t('report.col.list'),
        'URL',
        t('report.col.reason'),
        t('report.col.code'),
        t('report.col.file'),
        t('report.col.line'),
      ],
      ...list.rows.map((listed) => [
        listNames[listed.list],
        listed.url ?? '',
        problemMessage(listed, locale),
        listed.code,
        listed.file,
        lineCell(listed.line),
      ]),
      ...cutLine(list, translator),
    ],
    widths: [WIDTH.file, WIDTH.url, WIDTH.message, WIDTH.code, WIDTH.file, WIDTH.line],
  };
}

/** The URLs added, removed and re-dated since the earlier snapshot, with both lastmods. */
export function changesSheet(answer: ReportAnswer, translator: Translator): ReportSheet | null {
  const list = answer.lists?.changes;
  if (!list) return null;
  const { t } = translator;
  const changeNames = {
    added: t('snapshot.col.added'),
    removed: t('snapshot.col.removed'),
    'lastmod-changed': t('snapshot.col.lastmodChanged'),
  } as const;
  return {
    name: t('report.sheet.changedUrls'),
    rows: [
      [
        t('urls.col.change'),
        'URL',
        t('report.col.file'),
        t('urls.col.lastmod'),
        t('urls.col.earlierLastmod'),
      ],
      ...list.rows.map((changed) => [
        changeNames[changed.change],
        changed.loc,
        changed.file,
        changed.lastmod ?? null,
        changed.earlierLastmod ?? null,
      ]),
      ...cutLine(list, translator),
    ],
    widths: [WIDTH.word, WIDTH.url, WIDTH.file, WIDTH.file, WIDTH.file],
  };
}

/** A line 0 is a whole file's problem (or no rule's verdict): no line to name. */
export function lineCell(line: number): SheetCell {
  return line > 0 ? line : null;
}

/** The last row of a list cut at the sheet's limit, saying so; none for a whole list. */
function cutLine(list: ReportList<unknown>, { t }: Translator): SheetCell[][] {
  return list.rows.length < list.count
    ? [[t('report.cut', { listed: list.rows.length, count: list.count })]]
    : [];
}
