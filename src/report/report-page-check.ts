/**
 * The report's page check: the site verdict a saved `--pages` run's pages give lastmod, with
 * its figures, and every sampled URL's verdict, in the HTML report (a section after lastmod)
 * and the workbook (a sheet), worded as the Lastmod tab words them (PageCheckSection.tsx).
 */
import { sharePercent } from '../core/percent';
import type { Translator } from '../i18n/i18n';
import type { CheckedPageView, PageCheckView } from '../worker/protocol/page-check';
import type { ReportAnswer } from '../worker/protocol/report';
import type { ReportSheet } from './report-sheet';
import { element, table, textElement } from './report-markup';

/** The Overview's lastmod line with the page check's figures, as the page's Overview says it. */
export function lastmodFigure(
  verdict: string,
  check: PageCheckView | undefined,
  { t }: Translator,
) {
  return check
    ? t('overview.lastmodChecked', {
        verdict,
        count: check.pages.length,
        agree: check.site.counts.agrees,
      })
    : t('overview.lastmod', { verdict });
}

export function pageCheckSection(answer: ReportAnswer, translator: Translator) {
  const check = answer.pageCheck;
  if (!check) return null;
  const { t } = translator;
  const lines = [
    t('pageCheck.intro', { sampled: check.pages.length, candidates: check.candidates }),
    t('pageCheck.site', { verdict: t(`pageCheck.site.${check.site.verdict}`) }),
    t('pageCheck.comparable', {
      comparable: check.site.comparable,
      share: sharePercent(check.site.contradictedShare),
    }),
    ...(check.site.isLastModifiedDynamic ? [t('pageCheck.dynamic')] : []),
  ];
  const html =
    lines.map((line) => textElement('p', line)).join('') +
    element(
      'ul',
      countedVerdicts(check)
        .map(([verdict, count]) =>
          textElement(
            'li',
            t('pageCheck.count', { verdict: t(`pageCheck.verdict.${verdict}`), count }),
          ),
        )
        .join(''),
    ) +
    table(
      t('pageCheck.caption'),
      headers(translator),
      check.pages.map((page) => pageCells(page, translator)),
    );
  return { id: 'page-check', heading: t('report.pageCheck'), html };
}

export function pageCheckSheet(answer: ReportAnswer, translator: Translator): ReportSheet | null {
  const check = answer.pageCheck;
  if (!check) return null;
  const { t } = translator;
  return {
    name: t('pageCheck.heading'),
    rows: [
      [t('report.col.figure'), t('report.col.value')],
      [t('pageCheck.col.verdict'), t(`pageCheck.site.${check.site.verdict}`)],
      ...countedVerdicts(check).map(([verdict, count]) => [
        t(`pageCheck.verdict.${verdict}`),
        count,
      ]),
      [],
      headers(translator),
      ...check.pages.map((page) => pageCells(page, translator)),
    ],
    widths: [60, 28, 28, 24, 32],
  };
}

function countedVerdicts(check: PageCheckView) {
  return (Object.entries(check.site.counts) as [CheckedPageView['verdict'], number][]).filter(
    ([, count]) => count > 0,
  );
}

function headers({ t }: Translator): string[] {
  return [
    t('pageCheck.col.url'),
    t('pageCheck.col.lastmod'),
    t('pageCheck.col.pageDate'),
    t('pageCheck.col.source'),
    t('pageCheck.col.verdict'),
  ];
}

function pageCells(page: CheckedPageView, { t }: Translator): string[] {
  const date = page.pageDate;
  const why = page.notRead
    ? ` (${page.notRead}${page.status !== null ? ` ${page.status}` : ''})`
    : '';
  return [
    page.url,
    page.lastmod ?? t('pageCheck.noDate'),
    !date
      ? t('pageCheck.noDate')
      : date.role === 'published'
        ? t('pageCheck.published', { date: date.text })
        : date.text,
    date?.source ?? t('pageCheck.noDate'),
    `${t(`pageCheck.verdict.${page.verdict}`)}${why}`,
  ];
}
