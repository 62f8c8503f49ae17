/**
 * The crawl columns of our exports (issue 32): CSV and TSV get a `crawl` cell, Parquet the
 * `crawl_status`, `crawl_verdict` and `crawl_target` columns; a cell that a spreadsheet would
 * run as a formula is written as text.
 */
import { parquetReadObjects } from 'hyparquet';
import { describe, expect, test } from 'vitest';
import { exportRows } from '../../src/core/analysis/export-rows';
import { query } from '../../src/core/analysis/url-query';
import { readCrawlBytes } from '../../src/core/crawl/crawl-file';
import { rowCrawlOf } from '../../src/core/crawl/row-crawl';
import { joinStore } from '../../src/core/crawl/store-coverage';
import { ChunkWriter } from '../../src/core/export/chunk-writer';
import { writeParquetRows } from '../../src/core/export/parquet-rows';
import { entry, storeOf } from '../analysis/store-fixture';
import { sfCsv } from './make-crawl';
import { columnCells } from '../../src/core/analyses/row-column';
import { crawlRowColumn } from '../../src/core/crawl/crawl-row-column';

const store = storeOf({
  'sitemap.xml': [
    entry('https://e.com/ok', { line: 3 }),
    entry('https://e.com/gone', { line: 4 }),
    entry('https://e.com/moved', { line: 5 }),
    entry('https://e.com/never', { line: 6 }),
  ],
});
const crawl = readCrawlBytes(
  new TextEncoder().encode(
    sfCsv([
      { address: 'https://e.com/ok' },
      { address: 'https://e.com/gone', status: 404, indexability: 'Non-Indexable' },
      {
        address: 'https://e.com/moved',
        status: 301,
        redirect: 'https://e.com/ok',
        indexability: 'Non-Indexable',
      },
    ]),
  ),
).table;
const rowCrawl = rowCrawlOf(joinStore(store, crawl), crawl);
const view = query(store, { filter: {} });

describe('CSV and TSV', () => {
  test('end each row with its crawl cell', () => {
    const csv = [
      ...exportRows(store, view, 'csv', 100, { columns: [columnCells(crawlRowColumn, rowCrawl)] }),
    ].join('');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.endsWith(',crawl')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([
      '200 indexable',
      '404 client-error',
      '301 redirect https://e.com/ok',
      'not-crawled',
    ]);
  });

  test.each([
    ['=HYPERLINK("http://evil")', 'csv', '"\'=HYPERLINK(""http://evil"")"'],
    ['+1', 'tsv', "'+1"],
    ['-2', 'csv', "'-2"],
    ['@SUM(A1)', 'tsv', "'@SUM(A1)"],
    ['\tx', 'csv', "'\tx"],
    ['\rx', 'csv', '"\'\rx"'],
  ] as const)('write %j as text in %s', (cell, format, written) => {
    const column = columnCells(crawlRowColumn, rowCrawl);
    const hostile = { ...column, text: () => cell };
    const text = [...exportRows(store, view, format, 100, { columns: [hostile] })].join('');
    const firstRow = text.split(format === 'csv' ? '\r\n' : '\n')[1]!;
    expect(firstRow.endsWith(format === 'csv' ? `,${written}` : `\t${written}`)).toBe(true);
  });
});

test('Parquet gets the crawl columns', async () => {
  const chunks: Uint8Array[] = [];
  for (const _ of writeParquetRows(
    store,
    view.rows,
    view.matched,
    new ChunkWriter((c) => chunks.push(c)),
    { columns: new Map([['crawl', columnCells(crawlRowColumn, rowCrawl)]]) },
  ));
  const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  const rows = await parquetReadObjects({ file: bytes.buffer });
  expect(rows.map((row) => [row.crawl_status, row.crawl_verdict, row.crawl_target])).toEqual([
    [200, 'indexable', null],
    [404, 'client-error', null],
    [301, 'redirect', 'https://e.com/ok'],
    [null, 'not-crawled', null],
  ]);
});
