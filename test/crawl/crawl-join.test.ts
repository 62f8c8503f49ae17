/** The join of sitemaps against crawl exports, with exact counts (issue 32). */
import { describe, expect, it } from 'vitest';
import { readCrawlBytes } from '../../src/core/crawl/crawl-file';
import {
  joinCrawl,
  rowCoverageProblem,
  unlistedPageProblems,
  type SitemapUrlSource,
} from '../../src/core/crawl/crawl-join';
import {
  DONE_WHEN_REASONS,
  doneWhenScenario,
  listedUrl,
  searchConsoleCsv,
  sfCsv,
} from './make-crawl';

const encoder = new TextEncoder();

function source(urls: readonly string[], documents?: readonly number[]): SitemapUrlSource {
  return {
    size: urls.length,
    loc: (row) => urls[row]!,
    documentOf: (row) => documents?.[row] ?? 0,
  };
}

describe('the "Done when" scenario (Screaming Frog internal_all.csv)', () => {
  const { sitemapUrls, crawl } = doneWhenScenario();
  const file = readCrawlBytes(encoder.encode(sfCsv(crawl)), undefined, undefined, 4096);
  const coverage = joinCrawl(source(sitemapUrls), file.table);

  it('recognises the export and reads every row', () => {
    expect(file.table.shape).toBe('screaming-frog');
    expect(file.rows).toBe(335);
    expect(file.problems).toEqual([]);
  });

  it('gives the three figures', () => {
    expect(coverage.sitemapUrls).toBe(300);
    expect(coverage.sitemapNotCrawled).toBe(20);
    expect(coverage.crawledNotInSitemaps).toBe(40);
    expect(coverage.sitemapNonIndexable).toBe(50);
    expect(coverage.sitemapIndexable).toBe(230);
  });

  it('gives the reasons, and which targets are listed', () => {
    expect(coverage.byReason).toEqual(DONE_WHEN_REASONS);
    expect(coverage.redirectTargetsListed).toBe(5);
    expect(coverage.canonicalsListed).toBe(8);
    expect(coverage.foldedMatches).toBe(0);
  });

  it('counts per section', () => {
    expect(coverage.bySection).toEqual([
      { key: 'https://www.example.com/blog/', listed: 150, notCrawled: 20, nonIndexable: 50 },
      { key: 'https://www.example.com/products/', listed: 150, notCrawled: 0, nonIndexable: 0 },
    ]);
  });

  it('words each sitemap row as a problem code', () => {
    const codes = new Map<string, number>();
    for (let row = 0; row < sitemapUrls.length; row++) {
      const problem = rowCoverageProblem(coverage, file.table, row, row + 3, 8, sitemapUrls[row]!);
      if (problem) codes.set(problem.code, (codes.get(problem.code) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({
      'crawl-sitemap-client-error': 15,
      'crawl-sitemap-redirect-listed': 5,
      'crawl-sitemap-redirect': 5,
      'crawl-sitemap-noindex': 10,
      'crawl-sitemap-canonicalised-listed': 8,
      'crawl-sitemap-canonicalised': 7,
      'crawl-sitemap-not-crawled': 20,
    });
    const redirect = rowCoverageProblem(coverage, file.table, 245, 1, 1, sitemapUrls[245]!);
    expect(redirect?.params).toEqual({
      status: 301,
      hasStatus: 'yes',
      target: listedUrl(0),
      hasTarget: 'yes',
    });
    expect(unlistedPageProblems(coverage, file.table)).toHaveLength(40);
  });
});

describe('every reason, from Search Console and from other Screaming Frog rows', () => {
  it.each([
    ['Not found (404)', 'client-error'],
    ['Server error (5xx)', 'server-error'],
    ['Page with redirect', 'redirect'],
    ['Excluded by ‘noindex’ tag', 'noindex'],
    ['Alternate page with proper canonical tag', 'canonicalised'],
    ['Duplicate, Google chose different canonical than user', 'canonicalised'],
    ['Blocked by robots.txt', 'robots-blocked'],
    ['Crawled - currently not indexed', 'not-indexable'],
  ])('Search Console "%s" is %s', (reason, verdict) => {
    const url = 'https://example.com/a';
    const file = readCrawlBytes(encoder.encode(searchConsoleCsv([{ url, reason }])));
    expect(file.table.shape).toBe('search-console');
    expect(file.table.verdictOf(0)).toBe(verdict);
    const coverage = joinCrawl(source([url, 'https://example.com/b']), file.table);
    expect(coverage.sitemapNonIndexable).toBe(1);
    expect(coverage.sitemapNotCrawled).toBe(1);
    expect(coverage.crawledNotInSitemaps).toBe(0);
  });

  // Search Console lists these among indexed pages ("Improve page appearance").
  it.each(['Indexed, though blocked by robots.txt', 'Page indexed without content'])(
    'Search Console "%s" is indexable',
    (reason) => {
      const url = 'https://example.com/a';
      const file = readCrawlBytes(encoder.encode(searchConsoleCsv([{ url, reason }])));
      expect(file.table.verdictOf(0)).toBe('indexable');
    },
  );

  it.each([
    [
      {
        address: 'https://e.com/x',
        status: 503,
        indexability: 'Non-Indexable',
        indexabilityStatus: 'Server Error',
      },
      'server-error',
    ],
    [
      {
        address: 'https://e.com/x',
        status: 410,
        statusText: 'Gone',
        indexability: 'Non-Indexable',
      },
      'client-error',
    ],
    [
      {
        address: 'https://e.com/x',
        status: 0,
        statusText: 'Blocked by Robots.txt',
        indexability: 'Non-Indexable',
        indexabilityStatus: 'Blocked by Robots.txt',
        contentType: '',
      },
      'robots-blocked',
    ],
    [{ address: 'https://e.com/x', xRobotsTag: 'noindex, nofollow' }, 'noindex'],
    [{ address: 'https://e.com/x', metaRobots: 'none' }, 'noindex'],
    [{ address: 'https://e.com/x', canonical: 'https://e.com/y' }, 'canonicalised'],
    [{ address: 'https://e.com/x', canonical: 'https://E.com:443/x' }, 'indexable'],
    [
      {
        address: 'https://e.com/x',
        status: 0,
        statusText: 'Connection Timeout',
        indexability: 'Non-Indexable',
      },
      'not-indexable',
    ],
  ] as const)('Screaming Frog row %o is %s', (row, verdict) => {
    const file = readCrawlBytes(encoder.encode(sfCsv([row])));
    expect(file.table.verdictOf(0)).toBe(verdict);
  });
});

describe('near misses: trailing slashes and index.html are not folded, only counted', () => {
  it('counts the sitemap URLs that would match', () => {
    const crawl = sfCsv([
      { address: 'https://e.com/a/' },
      { address: 'https://e.com/b/index.html' },
      { address: 'https://e.com/c' },
    ]);
    const file = readCrawlBytes(encoder.encode(crawl));
    const coverage = joinCrawl(
      source(['https://e.com/a', 'https://e.com/b/', 'https://e.com/c']),
      file.table,
    );
    expect(coverage.sitemapNotCrawled).toBe(2);
    expect(coverage.foldedMatches).toBe(2);
    expect(coverage.crawledNotInSitemaps).toBe(2);
  });

  it('counts a URL listed by two files once in the totals and once per file', () => {
    const file = readCrawlBytes(encoder.encode(sfCsv([{ address: 'https://e.com/a' }])));
    const coverage = joinCrawl(
      source(['https://e.com/a', 'https://e.com/a', 'https://e.com/z'], [1, 2, 2]),
      file.table,
    );
    expect(coverage.sitemapUrls).toBe(2);
    expect(coverage.byDocument).toEqual([
      { key: '1', listed: 1, notCrawled: 0, nonIndexable: 0 },
      { key: '2', listed: 2, notCrawled: 1, nonIndexable: 0 },
    ]);
  });
});
