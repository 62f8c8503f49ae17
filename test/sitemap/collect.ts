/**
 * Test helper: runs the sitemap reader over bytes cut at the given offsets and collects
 * what it reports in a JSON-friendly form (the shape of the golden `.expected.json` files).
 */
import { SitemapReader, type SitemapReaderOptions } from '../../src/core/sitemap/sitemap-reader';
import type { SitemapHandler, SitemapRef, UrlEntry } from '../../src/core/sitemap/sitemap-entry';
import { urlEntryOf } from '../../src/core/sitemap/url-batch-entries';
import type { UrlBatch } from '../../src/core/sitemap/url-batch';

/** A sitemap reader as the pipeline drives it. */
export type CreateReader = (
  handler: SitemapHandler,
  options: SitemapReaderOptions,
) => { push(bytes: Uint8Array): void; end(): void };

const currentReader: CreateReader = (handler, options) => new SitemapReader(handler, options);

export interface Collected {
  kind: string[];
  entries: Record<string, unknown>[];
  problems: {
    code: string;
    line: number;
    column: number;
    params?: Record<string, string | number>;
    url?: string;
  }[];
}

/** 2026-11-30T00:00:00Z: "now" for every test, so lastmod-future is reproducible. */
export const TEST_NOW_MS = Date.UTC(2026, 10, 30);

export function collect(
  bytes: Uint8Array,
  cuts: readonly number[] = [],
  options: Partial<SitemapReaderOptions> = {},
): Collected {
  return collectWith(currentReader, bytes, cuts, options);
}

/**
 * {@link collect} with another reader; `isBatched`: the handler takes URL batches
 * (`onUrlBatch`), as the pipeline's does, and each row is described as `onUrl`'s entry, with
 * its problem codes and the hreflang alternates it carries for the session's table.
 */
export function collectWith(
  createReader: CreateReader,
  bytes: Uint8Array,
  cuts: readonly number[] = [],
  options: Partial<SitemapReaderOptions> = {},
  isBatched = false,
): Collected {
  const result: Collected = { kind: [], entries: [], problems: [] };
  const onUrl = (entry: UrlEntry, codes?: readonly string[]) =>
    result.entries.push({ ...describeUrl(entry), ...(isBatched && codes ? { codes } : {}) });
  const reader = createReader(
    {
      onDocumentKind: (kind) => result.kind.push(kind),
      onUrl: (entry) => onUrl(entry),
      ...(isBatched ? { onUrlBatch: (batch) => collectBatch(batch, result.entries) } : {}),
      onSitemap: (ref) => result.entries.push(describeSitemap(ref)),
      onProblem: (problem) =>
        result.problems.push({
          code: problem.code,
          line: problem.line,
          column: problem.column,
          ...(problem.params ? { params: { ...problem.params } } : {}),
          ...(problem.url !== undefined ? { url: problem.url } : {}),
        }),
    },
    { nowMs: TEST_NOW_MS, ...options },
  );
  let start = 0;
  for (const cut of cuts) {
    reader.push(bytes.subarray(start, cut));
    start = cut;
  }
  reader.push(bytes.subarray(start));
  reader.end();
  return result;
}

function collectBatch(batch: UrlBatch, entries: Record<string, unknown>[]): void {
  for (let row = 0; row < batch.count; row++) {
    const codes = batch.problemCodes[row];
    const links: string[] = [];
    for (let link = batch.linkStart[row]; link < batch.linkStart[row + 1]; link++)
      links.push(
        `${batch.linkHreflang[link]} ${batch.linkHrefAt(link)} ${batch.linkLine[link]}:${batch.linkColumn[link]}`,
      );
    entries.push({
      ...describeUrl(urlEntryOf(batch, row)),
      ...(codes ? { codes } : {}),
      ...(links.length > 0 ? { links } : {}),
    });
  }
}

/** Every cut point, one at a time: [[1], [2], …, [n-1]]. */
export function everySingleCut(length: number): number[][] {
  return Array.from({ length: Math.max(0, length - 1) }, (_, i) => [i + 1]);
}

/** Cuts after every byte. */
export function everyByte(length: number): number[] {
  return Array.from({ length: Math.max(0, length - 1) }, (_, i) => i + 1);
}

function iso(ms: number): string | null {
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function describeUrl(entry: UrlEntry): Record<string, unknown> {
  return {
    url: entry.loc,
    at: `${entry.line}:${entry.column}`,
    ...(entry.lastmodText !== undefined
      ? {
          lastmod: entry.lastmodText,
          lastmodUtc: iso(entry.lastmodMs),
          precision: entry.lastmodPrecision,
        }
      : {}),
    ...(entry.changefreq !== undefined ? { changefreq: entry.changefreq } : {}),
    ...(!Number.isNaN(entry.priority) ? { priority: entry.priority } : {}),
    ...(entry.images ? { images: entry.images } : {}),
    ...(entry.videos ? { videos: entry.videos } : {}),
    ...(entry.alternates ? { alternates: entry.alternates } : {}),
    ...(!Number.isNaN(entry.newsPublicationMs) ? { news: iso(entry.newsPublicationMs) } : {}),
  };
}

function describeSitemap(ref: SitemapRef): Record<string, unknown> {
  return {
    sitemap: ref.loc,
    at: `${ref.line}:${ref.column}`,
    ...(ref.lastmodText !== undefined
      ? {
          lastmod: ref.lastmodText,
          lastmodUtc: iso(ref.lastmodMs),
          precision: ref.lastmodPrecision,
        }
      : {}),
  };
}
