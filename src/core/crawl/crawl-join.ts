/**
 * The sitemaps against a crawl: every sitemap URL looked up in the crawl table under the
 * normalisation of crawl-url.ts, giving the three figures SEO tools report (Screaming Frog's
 * and Sitebulb's sitemap reports):
 *
 * - `sitemapNotCrawled`: sitemap URLs the crawl does not contain;
 * - `crawledNotInSitemaps`: crawled, indexable HTML pages answering 200 that no sitemap lists;
 * - `sitemapNonIndexable`: sitemap URLs the crawl found not indexable, by reason.
 *
 * Totals count distinct URLs (a URL listed in two sitemaps is one); the per-file figures
 * count each file's own URLs. `rowCrawl` keeps each sitemap row's crawl verdict for the URL
 * table (its Crawl column and filters), `crawlListed` each crawl entry's "listed" bit.
 */
import { createProblem, type Problem } from '../problems/problem';
import type { ProblemCode } from '../problems/registry';
import type { CrawlTable } from './crawl-table';
import { foldedKey, normaliseUrl } from './crawl-url';
import { directoriesWithUrlsBelow, sectionOfUrl } from '../analysis/root-sections';
import { NON_INDEXABLE_REASONS, type CrawlVerdict, type NonIndexableReason } from './crawl-verdict';

/** The sitemap URLs, as the URL store holds them (rows with a document each). */
export interface SitemapUrlSource {
  readonly size: number;
  loc(row: number): string;
  documentOf(row: number): number;
}

export interface CoverageGroup {
  /** A section (`https://host/segment/`) or a document id. */
  key: string;
  listed: number;
  notCrawled: number;
  nonIndexable: number;
}

/** The join's figures, as the page shows them (the worker's CoverageView adds its groups). */
export interface CoverageFigures {
  /** Distinct sitemap URLs. */
  sitemapUrls: number;
  crawlUrls: number;
  sitemapNotCrawled: number;
  crawledNotInSitemaps: number;
  sitemapNonIndexable: number;
  sitemapIndexable: number;
  byReason: Record<NonIndexableReason, number>;
  /** Redirects (and canonicalised URLs) whose target is itself listed. */
  redirectTargetsListed: number;
  canonicalsListed: number;
  /** Sitemap URLs not crawled that would match a crawled URL with `/` and `index.html` folded. */
  foldedMatches: number;
}

export interface CrawlCoverage extends CoverageFigures {
  bySection: CoverageGroup[];
  byDocument: CoverageGroup[];
  /** Per sitemap row: `ROW_NOT_CRAWLED`, or 1 + the crawl verdict code (crawl-table.ts). */
  rowCrawl: Uint8Array;
  /** Per sitemap row: the crawl entry, or -1. */
  rowEntry: Int32Array;
  /** Per crawl entry: 1 when some sitemap lists it. */
  crawlListed: Uint8Array;
  /** Every normalised sitemap URL. */
  listed: ReadonlySet<string>;
}

export const ROW_NOT_CRAWLED = 0;

function emptyReasons(): Record<NonIndexableReason, number> {
  return Object.fromEntries(NON_INDEXABLE_REASONS.map((reason) => [reason, 0])) as Record<
    NonIndexableReason,
    number
  >;
}

export function joinCrawl(sitemap: SitemapUrlSource, crawl: CrawlTable): CrawlCoverage {
  const rowCrawl = new Uint8Array(sitemap.size);
  const rowEntry = new Int32Array(sitemap.size).fill(-1);
  const crawlListed = new Uint8Array(crawl.size);
  const seen = new Set<string>();
  const sections = new Map<string, CoverageGroup>();
  const documents = new Map<string, CoverageGroup>();
  const notCrawledUrls: string[] = [];
  const listedUrls = new Set<string>();
  const coverage: CrawlCoverage = {
    sitemapUrls: 0,
    crawlUrls: crawl.size,
    sitemapNotCrawled: 0,
    crawledNotInSitemaps: 0,
    sitemapNonIndexable: 0,
    sitemapIndexable: 0,
    byReason: emptyReasons(),
    redirectTargetsListed: 0,
    canonicalsListed: 0,
    foldedMatches: 0,
    bySection: [],
    byDocument: [],
    rowCrawl,
    rowEntry,
    crawlListed,
    listed: listedUrls,
  };
  // First pass: which crawl entries are listed (targets are judged against every sitemap).
  const normalised: (string | undefined)[] = new Array(sitemap.size);
  for (let row = 0; row < sitemap.size; row++) {
    const url = normaliseUrl(sitemap.loc(row));
    normalised[row] = url;
    if (url === undefined) continue;
    listedUrls.add(url);
    const entry = crawl.indexOf.get(url);
    if (entry !== undefined) {
      crawlListed[entry] = 1;
      rowEntry[row] = entry;
      rowCrawl[row] = 1 + crawl.verdict[entry]!;
    }
  }
  // The sections of the listed URLs, grouped as the Sections list groups them.
  const sectionDirectories = directoriesWithUrlsBelow(listedUrls);
  for (let row = 0; row < sitemap.size; row++) {
    const url = normalised[row];
    if (url === undefined) continue;
    const entry = rowEntry[row]!;
    const isNonIndexable = entry >= 0 && crawl.verdict[entry]! !== 0;
    const document = groupOf(documents, String(sitemap.documentOf(row)));
    count(document, entry, isNonIndexable);
    if (seen.has(url)) continue;
    seen.add(url);
    coverage.sitemapUrls++;
    count(groupOf(sections, sectionOfUrl(url, sectionDirectories)), entry, isNonIndexable);
    if (entry < 0) {
      coverage.sitemapNotCrawled++;
      notCrawledUrls.push(url);
    } else if (!isNonIndexable) coverage.sitemapIndexable++;
    else {
      const reason = crawl.verdictOf(entry) as NonIndexableReason;
      coverage.sitemapNonIndexable++;
      coverage.byReason[reason]++;
      const target = crawl.targets.get(entry);
      if (target !== undefined && listedUrls.has(target)) {
        if (reason === 'redirect') coverage.redirectTargetsListed++;
        if (reason === 'canonicalised') coverage.canonicalsListed++;
      }
    }
  }
  countCrawledOutsideSitemaps(crawl, crawlListed, notCrawledUrls, coverage);
  coverage.bySection = [...sections.values()].sort(
    (a, b) => b.listed - a.listed || (a.key < b.key ? -1 : 1),
  );
  coverage.byDocument = [...documents.values()];
  return coverage;
}

/** The crawl's side: indexable pages no sitemap lists, and listed URLs that differ only by folding. */
function countCrawledOutsideSitemaps(
  crawl: CrawlTable,
  crawlListed: Uint8Array,
  notCrawledUrls: readonly string[],
  coverage: CrawlCoverage,
): void {
  const unlistedFolded = new Set<string>();
  for (let entry = 0; entry < crawl.size; entry++) {
    if (crawlListed[entry]) continue;
    unlistedFolded.add(foldedKey(crawl.urls[entry]!));
    if (crawl.isIndexablePage(entry)) coverage.crawledNotInSitemaps++;
  }
  for (const url of notCrawledUrls)
    if (unlistedFolded.has(foldedKey(url))) coverage.foldedMatches++;
}

function groupOf(groups: Map<string, CoverageGroup>, key: string): CoverageGroup {
  let group = groups.get(key);
  if (!group) {
    group = { key, listed: 0, notCrawled: 0, nonIndexable: 0 };
    groups.set(key, group);
  }
  return group;
}

function count(group: CoverageGroup, entry: number, isNonIndexable: boolean): void {
  group.listed++;
  if (entry < 0) group.notCrawled++;
  else if (isNonIndexable) group.nonIndexable++;
}

/** The problem code of each reason: the URL table filters a reason's URLs by it. */
export const REASON_CODES: Readonly<Record<NonIndexableReason, ProblemCode>> = {
  'client-error': 'crawl-sitemap-client-error',
  'server-error': 'crawl-sitemap-server-error',
  redirect: 'crawl-sitemap-redirect',
  noindex: 'crawl-sitemap-noindex',
  canonicalised: 'crawl-sitemap-canonicalised',
  'robots-blocked': 'crawl-sitemap-robots-blocked',
  'not-indexable': 'crawl-sitemap-not-indexable',
};

/**
 * The code of the problem a sitemap row gets from the join (its URL `url`, asked only when
 * the crawl never reached it), or undefined for an indexable URL, or a URL no crawl could
 * have reached (not an absolute http(s) URL).
 */
export function rowCoverageCode(
  coverage: CrawlCoverage,
  crawl: CrawlTable,
  row: number,
  url: () => string,
): ProblemCode | undefined {
  if (coverage.rowCrawl[row] === ROW_NOT_CRAWLED)
    return normaliseUrl(url()) === undefined ? undefined : 'crawl-sitemap-not-crawled';
  const entry = coverage.rowEntry[row]!;
  const reason = crawl.verdictOf(entry);
  if (reason === 'indexable') return undefined;
  const target = crawl.targets.get(entry);
  const isTargetListed = target !== undefined && coverage.listed.has(target);
  if (isTargetListed && reason === 'redirect') return 'crawl-sitemap-redirect-listed';
  if (isTargetListed && reason === 'canonicalised') return 'crawl-sitemap-canonicalised-listed';
  return REASON_CODES[reason];
}

/** The problem a sitemap row gets from the join, or undefined for an indexable URL. */
export function rowCoverageProblem(
  coverage: CrawlCoverage,
  crawl: CrawlTable,
  row: number,
  line: number,
  column: number,
  url: string,
): Problem | undefined {
  const code = rowCoverageCode(coverage, crawl, row, () => url);
  if (code === undefined) return undefined;
  if (code === 'crawl-sitemap-not-crawled') return createProblem(code, line, column, {}, url);
  const entry = coverage.rowEntry[row]!;
  const params = rowParams(crawl.status[entry]!, crawl.verdictOf(entry), crawl.targets.get(entry));
  return createProblem(code, line, column, params, url);
}

/**
 * What the row's message says of the crawl. An export may lack the status column (Search
 * Console's) or the redirect-target and canonical columns: `hasStatus` and `hasTarget` say
 * which are facts, and the catalogs' select on them words only those. Every argument of the
 * templates is given anyway, with a stand-in, as fetch-failure-problem.ts does: a translation
 * missing one would fall back to English.
 */
function rowParams(
  status: number,
  reason: CrawlVerdict,
  target: string | undefined,
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    status,
    hasStatus: status > 0 ? 'yes' : 'no',
  };
  if (reason !== 'redirect' && reason !== 'canonicalised') return params;
  return { ...params, target: target ?? '—', hasTarget: target === undefined ? 'no' : 'yes' };
}

/** The crawl file's problems from the join: each indexable page no sitemap lists. */
export function unlistedPageProblems(coverage: CrawlCoverage, crawl: CrawlTable): Problem[] {
  const problems: Problem[] = [];
  for (let entry = 0; entry < crawl.size; entry++)
    if (!coverage.crawlListed[entry] && crawl.isIndexablePage(entry))
      problems.push(
        createProblem('crawl-not-in-sitemaps', crawl.line[entry]!, 0, {}, crawl.urls[entry]),
      );
  return problems;
}
