/**
 * The workbook as a client opens it (read back from the XLSX): every place of every problem
 * code, as many as the Problems answer counts; the crawl coverage's lists as long as its
 * figures; the snapshot's added, removed and re-dated URLs; an Overview of labels and numbers;
 * no line for a crawler no rule decides; and a list longer than a sheet cut where it says.
 */
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../src/i18n/i18n';
import { WORKBOOK_LIST_ROWS } from '../../src/report/report-list-sheets';
import { reportSheets } from '../../src/report/report-sheets';
import { workbookBlob } from '../../src/report/report-workbook';
import { DEFAULT_ROBOTS_CHECK } from '../../src/worker/protocol/robots';
import type { ReportAnswer } from '../../src/worker/protocol/report';
import type { InspectorSession } from '../../src/worker/session/inspector-session';
import { reportAnswer } from '../../src/worker/session/report-answer';
import { readWorkbook, type ReadCell } from './read-workbook';
import {
  context,
  CRAWL_FIGURES,
  crawlSession,
  demoSession,
  SCENARIOS,
  snapshotSession,
} from './report-scenarios';

async function workbookOf(
  session: InspectorSession,
  listRows = WORKBOOK_LIST_ROWS,
): Promise<{ answer: ReportAnswer; sheets: Map<string, ReadCell[][]> }> {
  const answer = await reportAnswer(
    session,
    { robotsCheck: DEFAULT_ROBOTS_CHECK, listRows },
    context,
  );
  if (answer === 'cancelled') throw new Error('cancelled');
  const blob = await workbookBlob(reportSheets(answer, createTranslator('en')));
  return { answer, sheets: readWorkbook(new Uint8Array(await blob.arrayBuffer())) };
}

/** How many rows under the header hold each value of `column`. */
function countBy(rows: readonly ReadCell[][], column: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows.slice(1)) {
    const key = String(row[column]);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(SCENARIOS)('the workbook of %s', (_name, open) => {
  test('lists every place of every code, as many as the Problems answer counts', async () => {
    const session = await open();
    const { sheets } = await workbookOf(session);
    const listed = sheets.get('Problems by URL')!;
    expect(listed[0]).toEqual(['Severity', 'Code', 'URL', 'File', 'Line', 'Message']);
    const groups = session.problems();
    expect(groups.length).toBeGreaterThan(0);
    expect(countBy(listed, 1)).toEqual(
      Object.fromEntries(groups.map((group) => [group.code, group.count])),
    );
  });

  test('has an Overview of labels and values, every count a number', async () => {
    const { answer, sheets } = await workbookOf(await open());
    const overview = new Map(sheets.get('Overview')!.map((row) => [row[0], row[1]]));
    expect(overview.get('Site')).toBe(answer.host);
    expect(overview.get('Files')).toBe(answer.figures.inputs);
    expect(overview.get('URLs')).toBe(answer.figures.urls);
    expect(overview.get('Sitemaps')).toBe(answer.figures.sitemaps);
    expect(overview.get('Errors')).toBe(answer.severities.error);
    expect(overview.get('Warnings')).toBe(answer.severities.warning);
    expect(overview.get('Notes')).toBe(answer.severities.info);
    if (answer.robots.robots)
      expect(overview.get(`URLs blocked for ${answer.robots.agent}`)).toBe(
        answer.robots.counts.blocked,
      );
  });
});

describe('the workbook', () => {
  test('lists the crawl coverage: each list as long as its figure, each URL with its reason', async () => {
    const { answer, sheets } = await workbookOf(await crawlSession());
    const coverage = answer.coverage.coverage!;
    expect([
      coverage.sitemapNotCrawled,
      coverage.crawledNotInSitemaps,
      coverage.sitemapNonIndexable,
    ]).toEqual([CRAWL_FIGURES.notCrawled, CRAWL_FIGURES.notInSitemaps, CRAWL_FIGURES.notIndexable]);
    const listed = sheets.get('Crawl coverage URLs')!;
    expect(countBy(listed, 0)).toEqual({
      'Sitemap URLs not crawled': CRAWL_FIGURES.notCrawled,
      'Indexable pages in no sitemap': CRAWL_FIGURES.notInSitemaps,
      'Sitemap URLs not indexable': CRAWL_FIGURES.notIndexable,
    });
    const notFound = listed.find((row) => row[3] === 'crawl-sitemap-client-error')!;
    expect(notFound[2]).toContain('404');
  });

  test('lists the URLs added, removed and re-dated since the earlier snapshot', async () => {
    const { answer, sheets } = await workbookOf(await snapshotSession());
    const { totals } = answer.compare.comparison!;
    const listed = sheets.get('Changed URLs')!;
    expect(countBy(listed, 0)).toEqual({
      Added: totals.added,
      Removed: totals.removed,
      'Lastmod changed': totals.lastmodChanged,
    });
    const redated = listed.find((row) => row[0] === 'Lastmod changed')!;
    expect(redated[3]).not.toBe(redated[4]);
    expect(typeof redated[4]).toBe('string');
  });

  test('leaves the line blank for a crawler no rule decides', async () => {
    const { answer, sheets } = await workbookOf(await demoSession());
    const lineOf = new Map(sheets.get('robots.txt')!.map((row) => [row[0], row[3] ?? null]));
    const crawlers = answer.aiAccess!.crawlers;
    expect(crawlers.some((crawler) => crawler.root.line === 0)).toBe(true);
    for (const crawler of crawlers)
      expect(lineOf.get(crawler.token)).toBe(crawler.root.line === 0 ? null : crawler.root.line);
  });

  test('cuts a list longer than a sheet, and says so on its last row', async () => {
    const { answer, sheets } = await workbookOf(await crawlSession(), 7);
    const listed = sheets.get('Problems by URL')!;
    expect(listed).toHaveLength(1 + 7 + 1);
    const count = answer.lists!.occurrences.count;
    expect(listed.at(-1)).toEqual([
      `The list stops here: 7 of ${count.toLocaleString('en-US')} rows, as many as a sheet holds (Excel: 1,048,576 rows).`,
    ]);
    expect(sheets.get('Crawl coverage URLs')).toHaveLength(1 + 7 + 1);
  });
});
