import { describe, expect, test } from 'vitest';
import { entry } from '../../../test/analysis/store-fixture';
import { UrlStore } from '../analysis/url-store';
import { LastmodPrecision, type UrlEntry } from '../sitemap/sitemap-entry';
import { UrlBatch } from '../sitemap/url-batch';
import { ChunkWriter } from './chunk-writer';
import { writeParquetRows } from './parquet-rows';
import { StreamedRows } from './streamed-rows';
import { writtenRowColumns } from './parquet-schema';

/** Codes past the store's 32 bits: their order is the overflow's. */
const MANY_CODES = Array.from({ length: 40 }, (_, i) => `code-${i}`);

/** Rows whose stored form differs from the reader's: each value the store rounds or caps. */
const ROWS: { file: string; entry: UrlEntry; codes?: string[] }[] = [
  { file: 'a.xml', entry: entry('https://a.example/1', { line: 3, priority: 0.0025 }) },
  {
    file: 'a.xml',
    entry: entry('https://a.example/ü?q=1', {
      line: 4,
      lastmodMs: Date.UTC(2024, 4, 1, 12, 30, 15, 250),
      lastmodPrecision: LastmodPrecision.fraction,
      changefreq: ' Daily',
      priority: 1 / 3,
      images: 70_000,
      videos: 2,
      alternates: 65_535,
      newsPublicationMs: Date.UTC(2024, 3, 30, 8, 0, 0, 0.4),
    }),
    codes: ['loc-not-absolute', 'lastmod-future'],
  },
  {
    file: 'a.xml',
    entry: entry('https://a.example/1', { line: 5, changefreq: 'sometimes' }),
    codes: ['lastmod-future'],
  },
  { file: 'b.xml', entry: entry('https://a.example/ü?q=1', { line: 1 }), codes: MANY_CODES },
  { file: 'b.xml', entry: entry('https://a.example/2', { line: 2 }), codes: ['loc-not-absolute'] },
  { file: 'c.txt', entry: entry('https://a.example/1', { line: 9 }), codes: MANY_CODES.slice(30) },
  // Bounds of a group (the footer's min and max): short URLs, and URLs apart in their first bytes.
  { file: 'c.txt', entry: entry('http://z.co/', { line: 10 }) },
  { file: 'c.txt', entry: entry('http://a.co/', { line: 11 }) },
  { file: 'c.txt', entry: entry('https://m.example/x', { line: 12 }) },
];

/** The store's rows written as the non-streamed export writes them. */
function storeFile(groupRows: number): Uint8Array {
  const store = new UrlStore();
  const ids = new Map<string, ReturnType<UrlStore['addDocument']>>();
  for (const { file, entry: row, codes } of ROWS) {
    if (!ids.has(file)) ids.set(file, store.addDocument(file));
    store.addUrl(ids.get(file)!, row, codes);
  }
  const rows = Uint32Array.from({ length: store.size }, (_, i) => i);
  return bytesOf((writer) => {
    for (const _ of writeParquetRows(store, rows, rows.length, writer, { groupRows })) void _;
  });
}

/** The same rows streamed: `a.xml` as a batch of strings, `b.xml` of bytes, `c.txt` as entries. */
function streamedFile(groupRows: number): Uint8Array {
  const seen = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const { entry: row } of ROWS) totals.set(row.loc, (totals.get(row.loc) ?? 0) + 1);
  return bytesOf((writer) => {
    const rows = new StreamedRows(writer, writtenRowColumns(new Set()), groupRows);
    const end = (loc: string) => {
      const count = (seen.get(loc) ?? 0) + 1;
      seen.set(loc, count);
      expect(new TextDecoder().decode(rows.urlBytes())).toBe(loc);
      rows.endRow(totals.get(loc)!, count > 1);
    };
    for (const file of ['a.xml', 'b.xml']) {
      const listed = ROWS.filter((row) => row.file === file);
      const batch = batchOf(listed, file === 'b.xml');
      for (let row = 0; row < batch.count; row++) {
        rows.beginBatchRow(file, batch, row);
        end(listed[row].entry.loc);
      }
    }
    for (const { file, entry: row, codes } of ROWS.filter((r) => r.file === 'c.txt')) {
      rows.beginEntry(file, row, codes);
      end(row.loc);
    }
    expect(rows.rows).toBe(ROWS.length);
    rows.finish();
  });
}

function batchOf(rows: typeof ROWS, asBytes: boolean): UrlBatch {
  const batch = new UrlBatch();
  const bytes = new TextEncoder().encode(rows.map((row) => row.entry.loc).join(''));
  let at = 0;
  for (const { entry: row, codes } of rows) {
    const length = new TextEncoder().encode(row.loc).length;
    const i = asBytes
      ? batch.addRowOfBytes(bytes, at, at + length, row.line, row.column)
      : batch.addRow(row.loc, row.line, row.column);
    at += length;
    batch.lastmodMs[i] = row.lastmodMs;
    batch.lastmodPrecision[i] = row.lastmodPrecision;
    batch.changefreq[i] = row.changefreq;
    batch.priority[i] = row.priority;
    batch.images[i] = row.images;
    batch.videos[i] = row.videos;
    batch.alternates[i] = row.alternates;
    batch.newsPublicationMs[i] = row.newsPublicationMs;
    batch.problemCodes[i] = codes as UrlBatch['problemCodes'][number];
  }
  return batch;
}

function bytesOf(write: (writer: ChunkWriter) => void): Uint8Array {
  const chunks: Uint8Array[] = [];
  write(new ChunkWriter((chunk) => chunks.push(chunk), 64));
  return Buffer.concat(chunks);
}

describe('StreamedRows', () => {
  test.each([1, 2, 4, 100])(
    'writes the bytes the store export writes for the same rows (groups of %i)',
    (groupRows) => {
      expect(Buffer.from(streamedFile(groupRows)).equals(storeFile(groupRows))).toBe(true);
    },
  );

  test('a URL longer than a slab gets one of its own', () => {
    const long = `https://a.example/${'x'.repeat(3 << 20)}`;
    const chunks: Uint8Array[] = [];
    const rows = new StreamedRows(
      new ChunkWriter((chunk) => chunks.push(chunk)),
      writtenRowColumns(new Set()),
    );
    for (const loc of ['https://a.example/', long, 'https://a.example/z']) {
      rows.beginEntry('a.txt', entry(loc));
      expect(new TextDecoder().decode(rows.urlBytes())).toBe(loc);
      rows.endRow(1, false);
    }
    rows.finish();
    expect(Buffer.concat(chunks).includes(Buffer.from('https://a.example/z'))).toBe(true);
  });
});
