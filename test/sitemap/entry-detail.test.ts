/**
 * The row detail's collector (src/core/sitemap/entry-detail.ts) against the sitemap reader:
 * for every urlset entry of every conformance case, the entry named by its `<loc>` position
 * is found, with as many images, alternates and videos as the reader counted, whole and
 * cut in 7-byte chunks (mid-tag, mid-reference). A position no entry has finds nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EntryDetailReader } from '../../src/core/sitemap/entry-detail-reader';
import type { UrlEntry } from '../../src/core/sitemap/sitemap-entry';
import { SitemapReader } from '../../src/core/sitemap/sitemap-reader';
import { TEST_NOW_MS } from './collect';

const dir = join(import.meta.dirname, '../conformance/sitemap');
const cases = readdirSync(dir)
  .filter((name) => name.endsWith('.xml'))
  .sort();

function entriesOf(bytes: Uint8Array): { kind: string; entries: UrlEntry[] } {
  const entries: UrlEntry[] = [];
  let kind = '';
  const reader = new SitemapReader(
    {
      onDocumentKind: (found) => (kind = found),
      onUrl: (entry) => entries.push(entry),
      onSitemap: () => undefined,
      onProblem: () => undefined,
    },
    { nowMs: TEST_NOW_MS },
  );
  reader.push(bytes);
  reader.end();
  return { kind, entries };
}

function detailOf(bytes: Uint8Array, line: number, column: number, chunkBytes = bytes.length) {
  const reader = new EntryDetailReader(line, column);
  for (let at = 0; at < bytes.length && !reader.isDone; at += chunkBytes)
    reader.push(bytes.subarray(at, at + chunkBytes));
  if (!reader.isDone) reader.end();
  return reader.detail;
}

const read = cases.map((name) => {
  const bytes = new Uint8Array(readFileSync(join(dir, name)));
  return { name, bytes, ...entriesOf(bytes) };
});

// Only a urlset has entries to find again (an index, a feed and text are read otherwise).
describe.each(read.filter((each) => each.kind === 'urlset'))('$name', ({ bytes, entries }) => {
  test('every entry is found with the counts the reader gave', () => {
    for (const entry of entries) {
      for (const chunkBytes of [bytes.length, 7]) {
        const detail = detailOf(bytes, entry.line, entry.column, chunkBytes);
        expect({ loc: entry.loc, chunkBytes, found: detail !== null }).toEqual({
          loc: entry.loc,
          chunkBytes,
          found: true,
        });
        expect([detail!.imageCount, detail!.alternateCount, detail!.videoCount]).toEqual([
          entry.images,
          entry.alternates,
          entry.videos,
        ]);
      }
    }
  });
});

describe.each(read)('$name', ({ bytes }) => {
  test('a position no entry has finds nothing', () => {
    expect(detailOf(bytes, 1, 999_999)).toBeNull();
  });
});
