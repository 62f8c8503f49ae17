import { describe, expect, test } from 'vitest';
import { entry } from '../../../test/analysis/store-fixture';
import { makeUrlEntries } from '../../../test/analysis/make-urls';
import type { Problem } from '../problems/problem';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import { UrlBatch } from '../sitemap/url-batch';
import { UrlStore } from './url-store';

/** Fills batches from entries as the reader does, and hands each full one to `use`. */
function inBatches(
  entries: readonly UrlEntry[],
  codesOf: (index: number) => string[] | undefined,
  use: (batch: UrlBatch) => void,
): void {
  const batch = new UrlBatch();
  entries.forEach((e, index) => {
    if (batch.isFull) {
      use(batch);
      batch.clear();
    }
    const row = batch.addRow(e.loc, e.line, e.column);
    batch.lastmodText[row] = e.lastmodText;
    batch.lastmodMs[row] = e.lastmodMs;
    batch.lastmodPrecision[row] = e.lastmodPrecision;
    batch.changefreq[row] = e.changefreq;
    batch.priority[row] = e.priority;
    batch.images[row] = e.images;
    batch.videos[row] = e.videos;
    batch.alternates[row] = e.alternates;
    batch.newsPublicationMs[row] = e.newsPublicationMs;
    batch.problemCodes[row] = codesOf(index) as UrlBatch['problemCodes'][number];
  });
  if (batch.count > 0) use(batch);
}

describe('UrlStore.addBatch', () => {
  const entries: UrlEntry[] = [
    ...makeUrlEntries(2500),
    entry('https://example.com/blog/é-1', {
      changefreq: 'Weekly',
      images: 70000,
      videos: 2,
      alternates: 3,
      newsPublicationMs: Date.UTC(2024, 4, 2),
    }),
    entry('https://example.com/x', { changefreq: 'sometimes', priority: 0.3 }),
    entry('https://example.com/blog/é-1', { line: 9, column: 4 }),
  ];
  const codesOf = (index: number) =>
    index % 7 === 0 ? ['lastmod-future', 'loc-whitespace'] : undefined;

  test('gives the same columns and duplicate problems as addUrl row by row', () => {
    const one = new UrlStore();
    const oneFile = one.addDocument('a.xml');
    const oneDuplicates: Problem[] = [];
    entries.forEach((e, index) => {
      const duplicate = one.addUrl(oneFile, e, codesOf(index));
      if (duplicate) oneDuplicates.push(duplicate);
    });
    const batched = new UrlStore();
    const batchedFile = batched.addDocument('a.xml');
    const batchedDuplicates: Problem[] = [];
    inBatches(entries, codesOf, (batch) =>
      batched.addBatch(batchedFile, batch, (problem) => batchedDuplicates.push(problem)),
    );
    expect(batchedDuplicates.length).toBeGreaterThan(0);
    expect(batchedDuplicates).toEqual(oneDuplicates);
    expect(batched.size).toBe(one.size);
    for (let row = 0; row < one.size; row++) {
      expect(batched.loc(row)).toBe(one.loc(row));
      expect(batched.problemsOf(row)).toEqual(one.problemsOf(row));
      expect(batched.duplicateCount(row)).toBe(one.duplicateCount(row));
      expect(batched.sectionOfRow(row)).toBe(one.sectionOfRow(row));
    }
    for (const column of [
      'lastmodMs',
      'lastmodPrecision',
      'changefreq',
      'priority',
      'line',
      'column',
      'images',
      'videos',
      'alternates',
      'newsMs',
    ] as const) {
      expect(batched[column]?.subarray(0, one.size), column).toEqual(
        one[column]?.subarray(0, one.size),
      );
    }
  });

  test('a cap that stops a batch part-way keeps the rows before it and no text after', () => {
    const batched = new UrlStore();
    const batchedFile = batched.addDocument('a.xml');
    const added: number[] = [];
    inBatches(entries.slice(0, 1000), codesOf, (batch) =>
      added.push(batched.addBatch(batchedFile, batch, undefined, (row) => row === 300)),
    );
    expect(added).toEqual([300]);
    const after = entry('https://example.com/after-the-cap');
    batched.addUrl(batchedFile, after);

    const one = new UrlStore();
    const oneFile = one.addDocument('a.xml');
    entries.slice(0, 300).forEach((e, index) => one.addUrl(oneFile, e, codesOf(index)));
    one.addUrl(oneFile, after);
    expect(batched.size).toBe(301);
    expect(batched.text.used).toBe(one.text.used);
    for (let row = 0; row < one.size; row++) expect(batched.loc(row)).toBe(one.loc(row));
  });

  test('URLs given as bytes (a replayed pooled batch) are stored as the strings would be', () => {
    const ascii = entries
      .filter((e) => [...e.loc].every((c) => c.charCodeAt(0) < 0x80))
      .slice(0, 1500);
    const fromStrings = new UrlStore();
    const stringsFile = fromStrings.addDocument('a.xml');
    const stringsDuplicates: Problem[] = [];
    inBatches(ascii, codesOf, (batch) =>
      fromStrings.addBatch(stringsFile, batch, (problem) => stringsDuplicates.push(problem)),
    );

    const fromBytes = new UrlStore();
    const bytesFile = fromBytes.addDocument('a.xml');
    const bytesDuplicates: Problem[] = [];
    inBatches(ascii, codesOf, (batch) => {
      // The URLs' bytes one after another behind other text, as a replayed pooled batch
      // carries them, and no strings: the store must not need them.
      const prefix = '<earlier rows>';
      const source = new TextEncoder().encode(prefix + batch.loc.slice(0, batch.count).join(''));
      let at = prefix.length;
      batch.locByteStart[0] = at;
      for (let row = 0; row < batch.count; row++)
        batch.locByteStart[row + 1] = at += batch.loc[row].length;
      batch.locBytes = source;
      batch.loc.length = 0;
      fromBytes.addBatch(bytesFile, batch, (problem) => bytesDuplicates.push(problem));
    });
    expect(fromBytes.size).toBe(fromStrings.size);
    expect(fromBytes.text.used).toBe(fromStrings.text.used);
    for (let row = 0; row < fromStrings.size; row++) {
      expect(fromBytes.loc(row)).toBe(fromStrings.loc(row));
      expect(fromBytes.sectionOfRow(row)).toBe(fromStrings.sectionOfRow(row));
      expect(fromBytes.duplicateCount(row)).toBe(fromStrings.duplicateCount(row));
    }
    // The duplicate-url problems name the URL, read back from the stored bytes.
    expect(bytesDuplicates.length).toBeGreaterThan(0);
    expect(bytesDuplicates).toEqual(stringsDuplicates);
  });
});
