/**
 * The exports as the tools write them (test/crawl/samples/, sources in its README): each
 * sample is sniffed as a crawl export or not, read with the shape and the columns its entry
 * in `samples.json` names, and gives the verdicts listed there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CrawlRole, CrawlShape } from '../../src/core/crawl/crawl-columns';
import { readCrawlBytes } from '../../src/core/crawl/crawl-file';
import { looksLikeCrawlExport } from '../../src/core/crawl/crawl-sniff';
import { normaliseUrl } from '../../src/core/crawl/crawl-url';
import type { CrawlVerdict } from '../../src/core/crawl/crawl-verdict';

interface Sample {
  file: string;
  /** null: a file of the export that is not a list of pages. */
  shape: CrawlShape | null;
  /** The header name each role is read from, as the file spells it. */
  columns?: Partial<Record<CrawlRole, string>>;
  verdicts?: { url: string; verdict: CrawlVerdict; target?: string }[];
}

const dir = join(import.meta.dirname, 'samples');
const samples = JSON.parse(readFileSync(join(dir, 'samples.json'), 'utf8')) as Sample[];

describe.each(samples)('$file', (sample) => {
  const bytes = new Uint8Array(readFileSync(join(dir, sample.file)));

  test(sample.shape === null ? 'is not a crawl export' : 'is a crawl export', () => {
    expect(looksLikeCrawlExport(new TextDecoder().decode(bytes))).toBe(sample.shape !== null);
  });

  if (sample.shape === null) return;

  test(`is read as ${sample.shape}, its columns in their roles`, () => {
    const { table } = readCrawlBytes(bytes);
    expect(table.shape).toBe(sample.shape);
    const named = Object.fromEntries(
      Object.entries(table.columns ?? {}).map(([role, index]) => [role, table.header[index]]),
    );
    expect(named).toEqual(sample.columns);
  });

  test.each(sample.verdicts ?? [])('$url is $verdict', ({ url, verdict, target }) => {
    const { table } = readCrawlBytes(bytes);
    const index = table.indexOf.get(normaliseUrl(url)!);
    expect(index).toBeDefined();
    expect(table.verdictOf(index!)).toBe(verdict);
    expect(table.targets.get(index!)).toBe(target === undefined ? undefined : normaliseUrl(target));
  });
});
