import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { describe, expect, test } from 'vitest';
import { entry, storeOf } from '../../../test/analysis/store-fixture';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { query } from '../analysis/url-query';
import { ChunkWriter } from './chunk-writer';
import { writeParquetRows, type ParquetRowsOptions } from './parquet-rows';
import { parquetSchema, writtenRowColumns } from './parquet-schema';
import { columnCells } from '../analyses/row-column';
import { robotsRowColumn } from '../robots/analyses/robots-row-column';

const store = storeOf({
  'a.xml': [
    entry('https://a.com/b', {
      line: 4,
      lastmodMs: Date.UTC(2024, 4, 1),
      lastmodPrecision: LastmodPrecision.day,
      changefreq: 'daily',
      priority: 0.8,
      images: 2,
      alternates: 3,
    }),
    entry('https://a.com/ü?q=1', {
      line: 9,
      lastmodMs: Date.UTC(2024, 4, 1, 12, 30, 15, 250),
      lastmodPrecision: LastmodPrecision.fraction,
      changefreq: 'sometimes',
      newsPublicationMs: Date.UTC(2024, 3, 30, 8),
    }),
  ],
  'site.zip/b.xml': ['https://a.com/b', 'https://a.com/c'],
});
store.addUrl(store.addDocument('c.txt'), entry('https://a.com/d', { line: 2 }), [
  'loc-not-absolute',
  'loc-too-long',
]);

/** Writes the rows through a ChunkWriter with small chunks, as the worker does. */
function writeFile(rows: ArrayLike<number>, count: number, options?: ParquetRowsOptions) {
  const chunks: Uint8Array[] = [];
  const progress = [
    ...writeParquetRows(store, rows, count, new ChunkWriter((c) => chunks.push(c), 256), options),
  ];
  const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { file: bytes.buffer, chunks: chunks.length, progress };
}

const all = query(store, { filter: {} });

describe('writeParquetRows', () => {
  const { file, chunks, progress } = writeFile(all.rows, all.matched, { groupRows: 2 });
  const metadata = parquetMetadata(file);

  test('is handed out in chunks, with progress after each row group', () => {
    expect(chunks).toBeGreaterThan(1);
    expect(progress).toEqual([2, 4, 5]);
  });

  test('holds every row in row groups of the size asked for', () => {
    expect(metadata.num_rows).toBe(5n);
    expect(metadata.row_groups.map((group) => group.num_rows)).toEqual([2n, 2n, 1n]);
  });

  test.each([
    ['url', 'BYTE_ARRAY', 'UTF8', 'REQUIRED'],
    ['file', 'BYTE_ARRAY', 'UTF8', 'REQUIRED'],
    ['line', 'INT32', undefined, 'REQUIRED'],
    ['lastmod', 'INT64', 'TIMESTAMP_MILLIS', 'OPTIONAL'],
    ['lastmod_precision', 'BYTE_ARRAY', 'UTF8', 'OPTIONAL'],
    ['changefreq', 'BYTE_ARRAY', 'UTF8', 'OPTIONAL'],
    ['priority', 'DOUBLE', undefined, 'OPTIONAL'],
    ['images', 'INT32', undefined, 'REQUIRED'],
    ['videos', 'INT32', undefined, 'REQUIRED'],
    ['alternates', 'INT32', undefined, 'REQUIRED'],
    ['news_publication', 'INT64', 'TIMESTAMP_MILLIS', 'OPTIONAL'],
    ['occurrences', 'INT32', undefined, 'REQUIRED'],
    ['problems', undefined, 'LIST', 'REQUIRED'],
    ['element', 'BYTE_ARRAY', 'UTF8', 'REQUIRED'],
  ])('column %s: %s %s %s', (name, type, convertedType, repetition) => {
    const element = metadata.schema.find((e) => e.name === name);
    expect(element).toMatchObject({
      type,
      converted_type: convertedType,
      repetition_type: repetition,
    });
  });

  test('the lastmod columns are UTC instants in milliseconds', () => {
    const lastmod = metadata.schema.find((e) => e.name === 'lastmod');
    expect(lastmod?.logical_type).toEqual({
      type: 'TIMESTAMP',
      isAdjustedToUTC: true,
      unit: 'MILLIS',
    });
  });

  test('reads back with the values of the store', async () => {
    const rows = await parquetReadObjects({ file });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({
      url: 'https://a.com/b',
      file: 'a.xml',
      line: 4,
      lastmod: new Date(Date.UTC(2024, 4, 1)),
      lastmod_precision: 'day',
      changefreq: 'daily',
      priority: 0.8,
      images: 2,
      videos: 0,
      alternates: 3,
      news_publication: null,
      occurrences: 2,
      problems: [],
      hreflang_cluster: null,
    });
    expect(rows[1]).toMatchObject({
      url: 'https://a.com/ü?q=1',
      lastmod: new Date(Date.UTC(2024, 4, 1, 12, 30, 15, 250)),
      lastmod_precision: 'fraction',
      changefreq: 'invalid',
      priority: null,
      news_publication: new Date(Date.UTC(2024, 3, 30, 8)),
    });
    expect(rows[2]).toMatchObject({
      file: 'site.zip/b.xml',
      lastmod: null,
      lastmod_precision: null,
      changefreq: null,
      occurrences: 2,
      problems: ['duplicate-url'],
    });
    expect(rows[4]).toMatchObject({
      url: 'https://a.com/d',
      problems: ['loc-not-absolute', 'loc-too-long'],
    });
  });

  test('writes the rows of a view in its order, and the robots column when asked', async () => {
    const view = query(store, { sort: { column: 'loc', descending: true }, filter: {} });
    const verdictOf = (row: number) => ({
      verdict: row === 4 ? 'blocked' : 'allowed',
      line: 0,
      byStatus: false,
    });
    const written = writeFile(view.rows, 3, {
      columns: new Map([['robots', columnCells(robotsRowColumn, verdictOf)]]),
    });
    const rows = await parquetReadObjects({ file: written.file, columns: ['url', 'robots'] });
    expect(rows).toEqual([
      { url: 'https://a.com/ü?q=1', robots: 'allowed' },
      { url: 'https://a.com/d', robots: 'blocked' },
      { url: 'https://a.com/c', robots: 'allowed' },
    ]);
  });

  test('an odd timestamp (a fraction of a millisecond) is rounded, not a failed file', async () => {
    const odd = storeOf({ 'odd.xml': [entry('https://a.com/x', { lastmodMs: 1.6 })] });
    const chunks: Uint8Array[] = [];
    for (const _ of writeParquetRows(odd, [0], 1, new ChunkWriter((c) => chunks.push(c)))) void _;
    const file = await new Blob(chunks as BlobPart[]).arrayBuffer();
    const rows = await parquetReadObjects({ file, columns: ['lastmod'] });
    expect(rows).toEqual([{ lastmod: new Date(2) }]);
  });

  test('an empty view is a valid file with the schema and no rows', () => {
    const empty = parquetMetadata(writeFile([], 0).file);
    expect(empty.num_rows).toBe(0n);
    expect(empty.schema).toEqual(parquetSchema(writtenRowColumns(new Set())));
  });
});
