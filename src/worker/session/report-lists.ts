/**
 * The workbook's every-URL lists (protocol/report.ts `ReportLists`), which a client's developer
 * works through row by row as Screaming Frog's and Sitebulb's exports let them: every
 * occurrence of every problem code, the crawl coverage's three lists with the reason of each
 * URL, and the URLs the earlier snapshot's comparison found added, removed or re-dated. Each
 * comes from the answer its own view pages through (the Problems view's occurrences, the URL
 * table's Change filter), taken in long pages, and is cut at `maxRows`.
 */
import { REASON_CODES } from '../../core/crawl/crawl-join';
import { normaliseUrl } from '../../core/crawl/crawl-url';
import type { ProblemGroup } from '../protocol/problems';
import type {
  ChangedUrl,
  CoverageListed,
  CoverageListName,
  ListedOccurrence,
  ReportList,
  ReportLists,
} from '../protocol/report';
import type { ViewQuery } from '../protocol/rows';
import { MAX_WINDOW_ROWS, type InspectorSession } from './inspector-session';

/** Which coverage list each of the join's problem codes puts its URL in (crawl-join.ts). */
const COVERAGE_LIST_OF: ReadonlyMap<string, CoverageListName> = new Map([
  ['crawl-sitemap-not-crawled', 'not-crawled'],
  ['crawl-not-in-sitemaps', 'not-in-sitemaps'],
  ...[
    ...Object.values(REASON_CODES),
    'crawl-sitemap-redirect-listed',
    'crawl-sitemap-canonicalised-listed',
  ].map((code): [string, CoverageListName] => [code, 'not-indexable']),
]);
const COVERAGE_LISTS: readonly CoverageListName[] = [
  'not-crawled',
  'not-in-sitemaps',
  'not-indexable',
];
const CHANGES: readonly ChangedUrl['change'][] = ['added', 'removed', 'lastmod-changed'];

export function reportLists(
  session: InspectorSession,
  groups: readonly ProblemGroup[],
  maxRows: number,
): ReportLists {
  const coverage = coverageList(session, groups, maxRows);
  const changes = changedUrls(session, maxRows);
  return {
    occurrences: everyOccurrence(session, groups, maxRows),
    ...(coverage ? { coverage } : {}),
    ...(changes ? { changes } : {}),
  };
}

/** Every occurrence, group by group, until `maxRows` are listed. */
function everyOccurrence(
  session: InspectorSession,
  groups: readonly ProblemGroup[],
  maxRows: number,
): ReportList<ListedOccurrence> {
  const rows: ListedOccurrence[] = [];
  let count = 0;
  for (const { code, count: found } of groups) {
    count += found;
    const room = maxRows - rows.length;
    if (room <= 0) continue;
    for (const occurrence of session.problemOccurrences(code, 0, room).occurrences)
      rows.push({ ...occurrence, code });
  }
  return { rows, count };
}

/**
 * The crawl coverage's lists, each URL once: the join's problems are per sitemap row, and a
 * URL listed in two sitemaps is one URL of the coverage's figures (crawl-join.ts), so the
 * first row of each URL stands for it, as `count` (the figures' sum) counts it.
 */
function coverageList(
  session: InspectorSession,
  groups: readonly ProblemGroup[],
  maxRows: number,
): ReportList<CoverageListed> | undefined {
  const figures = session.crawl.answer().coverage;
  if (!figures) return undefined;
  const rows: CoverageListed[] = [];
  for (const list of COVERAGE_LISTS) {
    const seen = new Set<string>();
    for (const { code } of groups) {
      if (COVERAGE_LIST_OF.get(code) !== list || rows.length >= maxRows) continue;
      for (const occurrence of occurrencesOf(session, code, maxRows)) {
        if (rows.length >= maxRows) break;
        const key = occurrence.url === undefined ? undefined : normaliseUrl(occurrence.url);
        if (key === undefined || seen.has(key)) continue;
        seen.add(key);
        rows.push({ ...occurrence, code, list });
      }
    }
  }
  const count =
    figures.sitemapNotCrawled + figures.crawledNotInSitemaps + figures.sitemapNonIndexable;
  return { rows, count };
}

/** A code's occurrences, taken `pageRows` at a time: a crawl code's walk builds them all. */
function* occurrencesOf(session: InspectorSession, code: string, pageRows: number) {
  for (let offset = 0; ; offset += pageRows) {
    const { occurrences } = session.problemOccurrences(code, offset, pageRows);
    yield* occurrences;
    if (occurrences.length < pageRows) return;
  }
}

/**
 * The URL table's Change filter, change by change, a window at a time, each URL once: the
 * comparison judges a URL listed twice by its first listing and counts it once
 * (core/snapshot/snapshot-compare.ts), and the view's rows come in the store's order.
 */
function changedUrls(
  session: InspectorSession,
  maxRows: number,
): ReportList<ChangedUrl> | undefined {
  const { comparison } = session.earlier.answer(session);
  if (!comparison) return undefined;
  const rows: ChangedUrl[] = [];
  for (const change of CHANGES) {
    const query: ViewQuery = { change };
    const seen = new Set<string>();
    for (let start = 0; rows.length < maxRows;) {
      const answer = session.rows(query, start, start + MAX_WINDOW_ROWS);
      for (const row of answer.rows) {
        if (rows.length >= maxRows) break;
        if (seen.has(row.loc)) continue;
        seen.add(row.loc);
        // A removed URL's row is the earlier snapshot's: its lastmod is the earlier one.
        const [lastmod, earlierLastmod] =
          change === 'removed'
            ? [undefined, row.lastmodText]
            : [row.lastmodText, row.earlierLastmodText];
        rows.push({
          change,
          loc: row.loc,
          file: row.file,
          ...(lastmod !== undefined ? { lastmod } : {}),
          ...(earlierLastmod !== undefined ? { earlierLastmod } : {}),
        });
      }
      start += answer.rows.length;
      if (answer.rows.length === 0 || start >= answer.matching) break;
    }
  }
  const { added, removed, lastmodChanged } = comparison.totals;
  return { rows, count: added + removed + lastmodChanged };
}
