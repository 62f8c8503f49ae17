/**
 * The crawl in the worker's session (issue 32): the coverage answer, the join's problem
 * groups under Problems, the Crawl facts on each row and the URL table filtered by a code.
 */
import { describe, expect, test } from 'vitest';
import { inspectEntries } from '../../scripts/inspect-run';
import { doneWhenScenario, sfCsv, sitemapXml } from './make-crawl';

const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};

function bytes(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}

describe('SessionCrawl', async () => {
  const { sitemapUrls, crawl } = doneWhenScenario();
  const { session } = await inspectEntries([
    { name: 'sitemap.xml', source: { kind: 'bytes', bytes: bytes(sitemapXml(sitemapUrls)) } },
  ]);
  const before = session.dataVersion;
  const file = await session.crawl.open(
    { name: 'internal_all.csv', source: bytes(sfCsv(crawl)) },
    context,
  );

  test('reads the export and changes the data version', () => {
    expect(file).toMatchObject({
      name: 'internal_all.csv',
      shape: 'screaming-frog',
      rows: 335,
      urls: 335,
    });
    expect(session.dataVersion).not.toBe(before);
  });

  test('answers the coverage', () => {
    const { coverage } = session.crawl.answer();
    expect(coverage).toMatchObject({
      sitemapNotCrawled: 20,
      crawledNotInSitemaps: 40,
      sitemapNonIndexable: 50,
    });
    expect(coverage?.byFile).toEqual([
      { key: 'sitemap.xml', listed: 300, notCrawled: 20, nonIndexable: 50 },
    ]);
  });

  test('gives Problems its groups, with URL counts for the ones that filter the table', () => {
    const groups = session.crawl.problemGroups();
    expect(groups.map((group) => [group.code, group.count, group.urlCount])).toEqual([
      ['crawl-sitemap-client-error', 15, 15],
      ['crawl-sitemap-redirect-listed', 5, 5],
      ['crawl-sitemap-redirect', 5, 5],
      ['crawl-sitemap-noindex', 10, 10],
      ['crawl-sitemap-canonicalised-listed', 8, 8],
      ['crawl-sitemap-canonicalised', 7, 7],
      ['crawl-sitemap-not-crawled', 20, 20],
      ['crawl-not-in-sitemaps', 40, 0],
    ]);
  });

  test.each([
    ['crawl-sitemap-not-crawled', 20],
    ['crawl-sitemap-client-error', 15],
    ['crawl-sitemap-redirect', 10],
    ['crawl-sitemap-canonicalised-listed', 15],
  ])('filters the URL table by %s', (code, count) => {
    const answer = session.rows({ problemCodes: [code] }, 0, 1000);
    expect(answer.matching).toBe(count);
  });

  test('puts the crawl facts on each row, and forgets them with the crawl', () => {
    const rows = session.rows({}, 230, 232).rows;
    expect(rows.map((row) => row.crawl)).toEqual([
      { status: 404, verdict: 'client-error' },
      { status: 404, verdict: 'client-error' },
    ]);
    session.crawl.remove();
    expect(session.rows({}, 0, 1).rows[0]!.crawl).toBeUndefined();
    expect(session.crawl.answer()).toEqual({ file: null, coverage: null });
  });
});

test('pages through a crawl code past the first occurrences', async () => {
  const { sitemapUrls, crawl } = doneWhenScenario();
  const { session } = await inspectEntries([
    { name: 'sitemap.xml', source: { kind: 'bytes', bytes: bytes(sitemapXml(sitemapUrls)) } },
  ]);
  await session.crawl.open({ name: 'internal_all.csv', source: bytes(sfCsv(crawl)) }, context);
  const page = session.crawl.occurrences('crawl-not-in-sitemaps', 30, 50);
  expect(page.count).toBe(40);
  expect(page.occurrences).toHaveLength(10);
  expect(page.occurrences[0]).toMatchObject({
    file: 'internal_all.csv',
    url: 'https://www.example.com/guides/g-30',
  });
});
