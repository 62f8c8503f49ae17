/**
 * The join of the URL store's sitemap rows against a crawl table, with each row's problem:
 * what the command line prints and the worker answers. Problems are walked, never all
 * built: a million sitemap URLs not crawled are a million problems, of which a report shows
 * the count and a few.
 */
import type { UrlStore } from '../analysis/url-store';
import type { Problem } from '../problems/problem';
import {
  joinCrawl,
  rowCoverageProblem,
  unlistedPageProblems,
  type CrawlCoverage,
} from './crawl-join';
import type { CrawlTable } from './crawl-table';

export function joinStore(store: UrlStore, crawl: CrawlTable): CrawlCoverage {
  return joinCrawl(
    { size: store.size, loc: (row) => store.loc(row), documentOf: (row) => store.documentOf[row]! },
    crawl,
  );
}

/** A problem and where it is: a sitemap row (`row` ≥ 0) or the crawl file (`row` -1). */
export interface PlacedProblem {
  problem: Problem;
  row: number;
}

/** Every problem of the join: the sitemap rows' in row order, then the crawl file's. */
export function* coverageProblems(
  store: UrlStore,
  coverage: CrawlCoverage,
  crawl: CrawlTable,
): Generator<PlacedProblem> {
  for (let row = 0; row < store.size; row++) {
    const problem = rowCoverageProblem(
      coverage,
      crawl,
      row,
      store.line[row]!,
      store.column[row]!,
      store.loc(row),
    );
    if (problem) yield { problem, row };
  }
  for (const problem of unlistedPageProblems(coverage, crawl)) yield { problem, row: -1 };
}

export interface CoverageGroup {
  code: Problem['code'];
  severity: Problem['severity'];
  count: number;
  /** The first few occurrences. */
  first: PlacedProblem[];
}

/** The join's problems by code, in order of first occurrence, with the first `keep` of each. */
export function groupCoverageProblems(
  problems: Iterable<PlacedProblem>,
  keep = 5,
): CoverageGroup[] {
  const groups = new Map<string, CoverageGroup>();
  for (const placed of problems) {
    let group = groups.get(placed.problem.code);
    if (!group) {
      group = { code: placed.problem.code, severity: placed.problem.severity, count: 0, first: [] };
      groups.set(placed.problem.code, group);
    }
    group.count++;
    if (group.first.length < keep) group.first.push(placed);
  }
  return [...groups.values()];
}
