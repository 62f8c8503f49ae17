/** `npm run inspect -- --json --crawl internal_all.csv sitemap.xml`: issue 32's "Done when". */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DONE_WHEN_REASONS,
  doneWhenScenario,
  searchConsoleCsv,
  sfCsv,
  sitemapXml,
} from './make-crawl';
import { runInspect } from '../cli-run';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-crawl-'));
  const { sitemapUrls, crawl } = doneWhenScenario();
  writeFileSync(join(dir, 'sitemap.xml'), sitemapXml(sitemapUrls));
  writeFileSync(join(dir, 'internal_all.csv'), sfCsv(crawl));
  writeFileSync(
    join(dir, 'pages.csv'),
    searchConsoleCsv([
      { url: sitemapUrls[0]!, reason: 'Not found (404)' },
      { url: sitemapUrls[1]!, reason: 'Blocked by robots.txt' },
    ]),
  );
  writeFileSync(join(dir, 'empty.csv'), '');
  writeFileSync(join(dir, 'binary.csv'), new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1, 2, 3]));
  writeFileSync(
    join(dir, 'odd.csv'),
    'Link;Code\n' + sitemapUrls.map((url) => `${url};200`).join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--crawl', () => {
  test('gives the three figures and the reasons as JSON', () => {
    const result = runInspect(
      '--json',
      '--crawl',
      join(dir, 'internal_all.csv'),
      join(dir, 'sitemap.xml'),
    );
    expect(result.status).toBe(0);
    const { coverage } = JSON.parse(result.stdout);
    expect(coverage.crawl).toMatchObject({ shape: 'screaming-frog', rows: 335, problems: [] });
    expect([
      coverage.sitemapNotCrawled,
      coverage.crawledNotInSitemaps,
      coverage.sitemapNonIndexable,
    ]).toEqual([20, 40, 50]);
    expect(coverage.byReason).toEqual(DONE_WHEN_REASONS);
    expect(coverage.byFile).toEqual([
      { file: join(dir, 'sitemap.xml'), listed: 300, notCrawled: 20, nonIndexable: 50 },
    ]);
    const counts = Object.fromEntries(
      coverage.problems.map((p: { code: string; count: number }) => [p.code, p.count]),
    );
    expect(counts['crawl-not-in-sitemaps']).toBe(40);
    expect(counts['crawl-sitemap-not-crawled']).toBe(20);
    expect(coverage.problems[0].first[0]).toMatchObject({
      file: join(dir, 'sitemap.xml'),
      line: 233,
    });
    // The Problems tab's first places (the session's coverage answer): 20 of the 40 pages no
    // sitemap lists, each at its line of the crawl export.
    const notListed = coverage.problems.find(
      (p: { code: string }) => p.code === 'crawl-not-in-sitemaps',
    );
    expect(notListed.first).toHaveLength(20);
    expect(notListed.first[0]).toMatchObject({ file: join(dir, 'internal_all.csv'), column: 0 });
    expect(notListed.first[0].line).toBeGreaterThan(1);
  });

  test('prints the same in the readable summary', () => {
    const result = runInspect('--crawl', join(dir, 'internal_all.csv'), join(dir, 'sitemap.xml'));
    expect(result.stdout).toContain('sitemapNotCrawled     20 of 300 sitemap URLs (6.7%)');
    expect(result.stdout).toContain('crawledNotInSitemaps  40 indexable pages');
    expect(result.stdout).toContain('sitemapNonIndexable   50 of 300 (16.7%)');
  });

  test('reads a Search Console export', () => {
    const result = runInspect(
      '--json',
      '--crawl',
      join(dir, 'pages.csv'),
      join(dir, 'sitemap.xml'),
    );
    const { coverage } = JSON.parse(result.stdout);
    expect(coverage.crawl.shape).toBe('search-console');
    expect(coverage.byReason).toMatchObject({ 'client-error': 1, 'robots-blocked': 1 });
  });

  test('refuses an unknown CSV, listing its columns, and reads it with --crawl-columns', () => {
    const result = runInspect('--json', '--crawl', join(dir, 'odd.csv'), join(dir, 'sitemap.xml'));
    expect(result.status).toBe(1);
    const asked = JSON.parse(result.stdout);
    expect(asked.coverage.crawl.columns).toEqual(['Link', 'Code']);
    expect(asked.coverage.crawl.problems[0].code).toBe('crawl-unknown-columns');
    // No figures: joined, an unplaced header reads as every sitemap URL not crawled.
    expect(asked.coverage.sitemapNotCrawled).toBeUndefined();
    expect(result.stderr).toMatch(/not read as a crawl export/);
    const mapped = runInspect(
      '--json',
      '--crawl',
      join(dir, 'odd.csv'),
      '--crawl-columns',
      'url=Link,status=Code',
      join(dir, 'sitemap.xml'),
    );
    const { coverage } = JSON.parse(mapped.stdout);
    expect(coverage.crawl.shape).toBe('mapped');
    expect([
      coverage.sitemapNotCrawled,
      coverage.crawledNotInSitemaps,
      coverage.sitemapNonIndexable,
    ]).toEqual([0, 0, 0]);
  });

  test('--rows writes the crawl columns beside each URL row', async () => {
    const out = join(dir, 'rows.parquet');
    const result = runInspect(
      '--rows',
      out,
      '--crawl',
      join(dir, 'internal_all.csv'),
      join(dir, 'sitemap.xml'),
    );
    expect(result.status).toBe(0);
    const bytes = readFileSync(out);
    const rows = await parquetReadObjects({
      file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    });
    const verdicts = new Map<string, number>();
    for (const row of rows)
      verdicts.set(String(row.crawl_verdict), (verdicts.get(String(row.crawl_verdict)) ?? 0) + 1);
    expect(Object.fromEntries(verdicts)).toEqual({
      indexable: 230,
      'client-error': 15,
      redirect: 10,
      noindex: 10,
      canonicalised: 15,
      'not-crawled': 20,
    });
    expect(rows[245]).toMatchObject({
      crawl_status: 301,
      crawl_target: 'https://www.example.com/products/p-0',
    });
  });

  test('refuses --crawl-columns without a URL column', () => {
    const result = runInspect('--crawl', 'x.csv', '--crawl-columns', 'status=Code', 'a.xml');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--crawl-columns needs url=COLUMN');
  });

  test('says so when the crawl file is missing', () => {
    const result = runInspect('--crawl', join(dir, 'missing.csv'), join(dir, 'sitemap.xml'));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--crawl ${join(dir, 'missing.csv')}: no such file`);
  });

  test.each([
    ['empty.csv', 'crawl-empty'],
    ['binary.csv', 'crawl-binary'],
    ['odd.csv', 'crawl-unknown-columns'],
  ])('refuses %s (%s) with what a crawl export is, and exits 1', (name, code) => {
    const result = runInspect('--crawl', join(dir, name), join(dir, 'sitemap.xml'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`--crawl ${join(dir, name)}: not read as a crawl export`);
    expect(result.stderr).toContain(`  ${code}: `);
    expect(result.stderr).toMatch(/Expected a CSV or TSV export of Screaming Frog \(Address/);
    expect(result.stderr).not.toMatch(/\{\w+\}/);
    expect(result.stdout).not.toContain('Crawl coverage');
  });

  test('--max-crawl-bytes: past the cap the rows are counted, not kept, and said so', () => {
    const result = runInspect(
      '--json',
      '--max-crawl-bytes=20000',
      '--crawl',
      join(dir, 'internal_all.csv'),
      join(dir, 'sitemap.xml'),
    );
    expect(result.status).toBe(0);
    const { coverage } = JSON.parse(result.stdout);
    const full = coverage.crawl.problems.find(
      (p: { code: string }) => p.code === 'crawl-table-full',
    );
    expect(full.message).toMatch(/^Memory budget for the crawl reached at this line: \d+ rows/);
    expect(coverage.crawl.rows).toBe(335);
    expect(coverage.crawl.urls).toBeLessThan(335);
  });
});
