/**
 * The columnar path (`onUrlBatch`) hands on exactly what the per-entry path (`onUrl`) does:
 * every conformance case, whole and cut into small chunks, and a urlset long enough to fill
 * several batches, give the same entries, codes and problems both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Problem } from '../../src/core/problems/problem';
import { SitemapReader } from '../../src/core/sitemap/sitemap-reader';
import type { SitemapHandler } from '../../src/core/sitemap/sitemap-entry';
import { URL_BATCH_ROWS } from '../../src/core/sitemap/url-batch';
import { forEachUrlEntry } from '../../src/core/sitemap/url-batch-entries';
import { TEST_NOW_MS } from './collect';

const dir = join(import.meta.dirname, '../conformance/sitemap');
const cases = readdirSync(dir)
  .filter((name) => /\.(xml|txt)$/.test(name))
  .sort();

function read(bytes: Uint8Array, isBatched: boolean, chunkBytes: number) {
  const urls: unknown[] = [];
  const problems: Problem[] = [];
  const batchSizes: number[] = [];
  const handler: SitemapHandler = {
    onDocumentKind: () => {},
    onUrl: (entry, codes) => urls.push({ entry, codes }),
    onSitemap: (ref) => urls.push({ ref }),
    onProblem: (problem) => problems.push(problem),
    ...(isBatched
      ? {
          onUrlBatch: (batch) => {
            batchSizes.push(batch.count);
            forEachUrlEntry(batch, (entry, codes) => urls.push({ entry, codes }));
          },
        }
      : {}),
  };
  const reader = new SitemapReader(handler, {
    nowMs: TEST_NOW_MS,
    sourceUrl: 'https://example.com/sitemap.xml',
  });
  for (let at = 0; at < bytes.length; at += chunkBytes)
    reader.push(bytes.subarray(at, at + chunkBytes));
  reader.end();
  return { urls, problems, batchSizes };
}

describe.each(cases)('%s', (name) => {
  const bytes = new Uint8Array(readFileSync(join(dir, name)));
  test.each([bytes.length || 1, 7])('in chunks of %i bytes, batched = per entry', (chunk) => {
    const perEntry = read(bytes, false, chunk);
    const batched = read(bytes, true, chunk);
    expect(batched.urls).toEqual(perEntry.urls);
    expect(batched.problems).toEqual(perEntry.problems);
  });
});

test('a urlset longer than a batch: full batches, then the rest, rows in order', () => {
  const count = URL_BATCH_ROWS * 2 + 5;
  const urls = Array.from({ length: count }, (_, i) =>
    i % 100 === 7
      ? `<url><loc> https://example.com/p/${i}</loc><priority>2</priority></url>`
      : `<url><loc>https://example.com/p/${i}</loc><lastmod>2024-01-0${(i % 9) + 1}</lastmod></url>`,
  );
  const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('\n')}</urlset>`;
  const bytes = new TextEncoder().encode(xml);
  const perEntry = read(bytes, false, bytes.length);
  const batched = read(bytes, true, bytes.length);
  expect(batched.urls).toHaveLength(count);
  expect(batched.urls).toEqual(perEntry.urls);
  expect(batched.problems).toEqual(perEntry.problems);
  expect(batched.batchSizes).toEqual([URL_BATCH_ROWS, URL_BATCH_ROWS, 5]);
});
