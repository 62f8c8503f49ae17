/**
 * A Search Console page indexing export read as its three files come (test/crawl/samples/,
 * sources in its README): the issue its Metadata.csv names is the reason of every row of its
 * Table.csv (`search-console-issues.json`: the report's issue names and the verdict each
 * gives), whether the two come as the export's zip or uploaded together; Chart.csv and
 * Metadata.csv are told apart from pages; a zip that is not an export, or whose member claims
 * or inflates past its cap, gives no table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { readCrawlBytes } from '../../src/core/crawl/crawl-file';
import {
  readSearchConsoleMetadata,
  readSearchConsoleZip,
  searchConsoleExportZip,
} from '../../src/core/crawl/search-console-export';
import type { CrawlVerdict } from '../../src/core/crawl/crawl-verdict';
import { probeCrawlExports, SessionCrawl } from '../../src/worker/session/session-crawl';
import { UrlStore } from '../../src/core/analysis/url-store';

const dir = join(import.meta.dirname, 'samples');
const sample = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
const table = sample('search-console-Table.csv');
const metadata = sample('search-console-Metadata.csv');
const issues = JSON.parse(
  readFileSync(join(import.meta.dirname, 'search-console-issues.json'), 'utf8'),
) as { issue: string | null; verdict: CrawlVerdict }[];

const metadataWith = (issue: string) =>
  new TextEncoder().encode(`Property,Value\nSitemap,All known pages\nIssue,"${issue}"\n`);

describe('Metadata.csv', () => {
  test('names the issue and the filter', () => {
    expect(readSearchConsoleMetadata(new TextDecoder().decode(metadata))).toEqual({
      issue: 'Excluded by ‘noindex’ tag',
      sitemap: 'https://www.example.com/sitemap.xml',
    });
  });

  test('another CSV is not one', () => {
    expect(readSearchConsoleMetadata('URL,Last crawled\nhttps://a.example/,2026-01-01\n')).toBe(
      undefined,
    );
  });
});

describe.each(issues)('with the issue $issue', ({ issue, verdict }) => {
  test(`every row of the table is ${verdict}`, () => {
    const read =
      issue === null
        ? { table }
        : readSearchConsoleZip(searchConsoleExportZip(table, metadataWith(issue)))!;
    const file = readCrawlBytes(read.table, undefined, undefined, undefined, read.metadata?.issue);
    expect(file.table.size).toBeGreaterThan(0);
    for (let row = 0; row < file.table.size; row++) expect(file.table.verdictOf(row)).toBe(verdict);
  });
});

test('the session reads the export zip with its issue, and says when a table has none', async () => {
  const crawl = new SessionCrawl(new UrlStore());
  const context = {
    requestId: 1,
    emit: () => {},
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
  };
  const zip = new Blob([searchConsoleExportZip(table, metadata)]);
  const withIssue = await crawl.open({ name: 'Table.csv', source: zip }, context);
  expect(withIssue).toMatchObject({ shape: 'search-console', issue: 'Excluded by ‘noindex’ tag' });
  expect(withIssue).not.toHaveProperty('isReasonMissing');
  const alone = await crawl.open({ name: 'Table.csv', source: new Blob([table.slice()]) }, context);
  expect(alone).toMatchObject({ shape: 'search-console', isReasonMissing: true });
  expect(alone).not.toHaveProperty('issue');
});

describe('the export as a zip', () => {
  test('deflated, in a folder, as Search Console downloads it', () => {
    const zip = zipSync(
      {
        'export/Table.csv': table,
        'export/Chart.csv': sample('search-console-Chart.csv'),
        'export/Metadata.csv': metadata,
      },
      { level: 6 },
    );
    const read = readSearchConsoleZip(zip);
    expect(read?.table).toEqual(table);
    expect(read?.metadata?.issue).toBe('Excluded by ‘noindex’ tag');
  });

  test('a zip of sitemaps is not an export', () => {
    expect(readSearchConsoleZip(zipSync({ 'sitemap.xml': new Uint8Array(10) }))).toBe(undefined);
  });

  test('a member that inflates past its cap gives no table', () => {
    // 40 MiB of one byte deflates to a few kilobytes.
    const bomb = zipSync(
      { 'Table.csv': new Uint8Array(40 * 1024 * 1024).fill(0x41) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(readSearchConsoleZip(bomb)).toBe(undefined);
  });
});

test('the page tells each upload apart: table, metadata, chart, the zip, a sitemap', async () => {
  const blobs = [
    table,
    metadata,
    sample('search-console-Chart.csv'),
    searchConsoleExportZip(table, metadata),
    new TextEncoder().encode('<?xml version="1.0"?><urlset/>'),
  ].map((bytes) => new Blob([bytes.slice()]));
  expect(await probeCrawlExports(blobs)).toEqual([
    'crawl',
    'search-console-metadata',
    'search-console-chart',
    'crawl',
    'other',
  ]);
});
