import { asDocumentId } from '../ids';
import { describe, expect, test } from 'vitest';
import { entry, storeOf } from '../../../test/analysis/store-fixture';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { DUPLICATE_BIT } from './problem-code-bits';
import { displayRow } from './url-query';
import { UrlStore } from './url-store';
import { makeUrlEntries } from '../../../test/analysis/make-urls';

describe('UrlStore columns', () => {
  test('keeps every field of an entry', () => {
    const store = new UrlStore();
    const file = store.addDocument('a.xml');
    store.addUrl(
      file,
      entry('https://example.com/blog/é-1', {
        line: 7,
        column: 3,
        lastmodMs: Date.UTC(2024, 4, 1),
        lastmodPrecision: LastmodPrecision.day,
        changefreq: 'Weekly',
        priority: 0.8,
        images: 70000,
        videos: 2,
        alternates: 3,
        newsPublicationMs: Date.UTC(2024, 4, 2),
      }),
      ['lastmod-future'],
    );
    expect(store.size).toBe(1);
    expect(store.loc(0)).toBe('https://example.com/blog/é-1');
    expect(store.text.isAscii).toBe(false);
    expect(store.line[0]).toBe(7);
    expect(store.column[0]).toBe(3);
    expect(store.lastmodMs[0]).toBe(Date.UTC(2024, 4, 1));
    expect(store.lastmodPrecision[0]).toBe(LastmodPrecision.day);
    expect(store.changefreq[0]).toBe(4); // weekly, case-insensitive
    expect(store.priority[0]).toBeCloseTo(0.8);
    expect(store.images?.[0]).toBe(0xffff); // saturates
    expect(store.videos?.[0]).toBe(2);
    expect(store.alternates?.[0]).toBe(3);
    expect(store.newsMs?.[0]).toBe(Date.UTC(2024, 4, 2));
    expect(store.problemsOf(0)).toEqual(['lastmod-future']);
    expect(store.prefixes.hostNames[store.prefixes.sectionHost[store.sectionOfRow(0)]]).toBe(
      'example.com',
    );
    expect(store.prefixes.sectionName[store.sectionOfRow(0)]).toBe('blog');
  });

  test('grows past its initial capacity and trims without losing rows', () => {
    const store = new UrlStore();
    const file = store.addDocument('big.xml');
    for (let i = 0; i < 5000; i++)
      store.addUrl(file, entry(`https://example.com/p/${i}`, { line: i + 1 }));
    store.trim();
    store.addUrl(file, entry('https://example.com/after-trim'));
    expect(store.size).toBe(5001);
    expect(store.loc(4321)).toBe('https://example.com/p/4321');
    expect(store.line[4321]).toBe(4322);
    expect(store.loc(5000)).toBe('https://example.com/after-trim');
    expect(store.documentUrlCount(file)).toBe(5001);
  });

  test('room reserved ahead takes the rows without another growth; trim gives back big slack only', () => {
    const store = new UrlStore();
    const file = store.addDocument('big.xml');
    const url = (i: number) => `https://example.com/p/${i}`;
    store.reserve(10_000, 10_000 * url(9999).length);
    const column = store.lastmodMs;
    const text = store.text.bytes;
    expect(column.length).toBe(10_000);
    for (let i = 0; i < 9_000; i++) store.addUrl(file, entry(url(i)));
    // Neither the columns nor the text table were copied on the way.
    expect(store.lastmodMs).toBe(column);
    expect(store.text.bytes).toBe(text);
    // A tenth unused: kept (a copy of every column is not worth it).
    store.trim();
    expect(store.lastmodMs).toBe(column);
    // Half unused: given back, rows intact.
    const half = new UrlStore();
    const halfFile = half.addDocument('half.xml');
    half.reserve(2_000, 0);
    for (let i = 0; i < 1_000; i++) half.addUrl(halfFile, entry(url(i)));
    half.trim();
    expect(half.lastmodMs.length).toBe(1_000);
    expect(half.text.bytes.length).toBe(half.text.used);
    expect(half.loc(999)).toBe(url(999));
    expect(store.loc(8_999)).toBe(url(8_999));
  });

  test('codes past the 32 bits go to the overflow map', () => {
    const store = new UrlStore();
    const file = store.addDocument('a.xml');
    const codes = Array.from({ length: 40 }, (_, i) => `code-${i}`);
    store.addUrl(file, entry('https://example.com/'), codes);
    expect(store.problemsOf(0)).toEqual(codes);
    expect(store.problemCount(0)).toBe(40);
    expect(store.problemMask('code-39')).toBeUndefined();
    expect(store.hasExtraProblem(0, 'code-39')).toBe(true);
  });

  test('refuses rows for an unknown file', () => {
    const store = new UrlStore();
    expect(() => store.addUrl(asDocumentId(3), entry('https://example.com/'))).toThrow(/unknown/);
  });
});

describe('UrlStore lazy columns after a removal', () => {
  // The counts of a removed file must not reach the rows of the file read after it.
  test.each([
    { field: 'images', column: 'images', value: 17, none: 0 },
    { field: 'videos', column: 'videos', value: 2, none: 0 },
    { field: 'alternates', column: 'alternates', value: 4, none: 0 },
    { field: 'newsPublicationMs', column: 'newsMs', value: Date.UTC(2024, 4, 2), none: NaN },
  ] as const)('$column of the next file reads as unset', ({ field, column, value, none }) => {
    const store = new UrlStore();
    const removed = store.addDocument('with.xml');
    for (let i = 0; i < 3; i++)
      store.addUrl(removed, entry(`https://example.com/with/${i}`, { [field]: value }));
    store.removeDocument(removed);
    const next = store.addDocument('without.xml');
    for (let i = 0; i < 3; i++) store.addUrl(next, entry(`https://example.com/without/${i}`));
    expect([0, 1, 2].map((row) => store[column]?.[row])).toEqual([none, none, none]);
  });
});

describe('UrlStore duplicates', () => {
  test('within and across files: a problem per later occurrence, with its line', () => {
    const store = new UrlStore();
    const a = store.addDocument('a.xml');
    const b = store.addDocument('b.xml');
    expect(store.addUrl(a, entry('https://example.com/x', { line: 3, column: 5 }))).toBeUndefined();
    const second = store.addUrl(a, entry('https://example.com/x', { line: 9, column: 5 }));
    const third = store.addUrl(b, entry('https://example.com/x', { line: 4, column: 2 }));
    store.addUrl(b, entry('https://example.com/y'));
    expect(second).toMatchObject({
      code: 'duplicate-url',
      line: 9,
      column: 5,
      params: { count: 2 },
      url: 'https://example.com/x',
    });
    expect(third).toMatchObject({
      code: 'duplicate-url',
      line: 4,
      column: 2,
      params: { count: 3 },
    });
    expect([0, 1, 2, 3].map((row) => store.duplicateCount(row))).toEqual([3, 3, 3, 1]);
    expect(store.problemsOf(0)).toEqual([]);
    expect(store.problemsOf(1)).toEqual(['duplicate-url']);
    expect(store.duplicateProblems(b).map((p) => [p.line, p.params?.count])).toEqual([[4, 3]]);
  });

  test('removing a file renumbers rows and recomputes duplicates', () => {
    const store = storeOf({
      'a.xml': ['https://example.com/x', 'https://example.com/a'],
      'b.xml': ['https://example.com/x', 'https://example.com/b'],
      'c.xml': ['https://example.com/x', 'https://example.com/c'],
    });
    const version = store.version;
    store.removeDocument(asDocumentId(0));
    expect(store.version).not.toBe(version);
    expect(store.size).toBe(4);
    expect([0, 1, 2, 3].map((row) => store.loc(row))).toEqual([
      'https://example.com/x',
      'https://example.com/b',
      'https://example.com/x',
      'https://example.com/c',
    ]);
    expect(store.problemsOf(0)).toEqual([]); // now the first occurrence
    expect(store.problemsOf(2)).toEqual(['duplicate-url']);
    expect(store.duplicateCount(0)).toBe(2);
    expect(store.duplicateProblems(asDocumentId(1))).toEqual([]);
    expect(store.documentIds()).toEqual([1, 2]);
    expect(store.documentIdOf('c.xml')).toBe(2);
    expect(store.documentIdOf('a.xml')).toBeUndefined();
    store.removeDocuments([1, 2].map(asDocumentId));
    expect(store.size).toBe(0);
  });

  test('finds duplicates among many similar URLs (hash table growth)', () => {
    const store = new UrlStore();
    const file = store.addDocument('a.xml');
    for (let i = 0; i < 20000; i++)
      store.addUrl(file, entry(`https://example.com/item-${i % 15000}`));
    let flagged = 0;
    for (let row = 0; row < store.size; row++)
      if (store.problemBits[row] & DUPLICATE_BIT) flagged++;
    expect(flagged).toBe(5000);
    expect(store.duplicateCount(14999)).toBe(1);
    expect(store.duplicateCount(19999)).toBe(2);
  });
});

describe('UrlStore removal', () => {
  test('after removing files, every row equals a store built without them', () => {
    const entries = makeUrlEntries(4000, 11).map((e, i) =>
      i % 7 === 0 ? { ...e, loc: `${e.loc}é${i % 3}` } : e,
    );
    const codes = (i: number) =>
      i % 5 === 0
        ? ['lastmod-future', ...Array.from({ length: 35 }, (_, k) => `c${k}`)]
        : undefined;
    const full = new UrlStore();
    const expected = new UrlStore();
    for (let f = 0; f < 4; f++) {
      const fullId = full.addDocument(`f${f}.xml`);
      const expectedId = f % 2 === 0 ? expected.addDocument(`f${f}.xml`) : undefined;
      for (let i = f * 1000; i < (f + 1) * 1000; i++) {
        full.addUrl(fullId, entries[i], codes(i));
        if (expectedId !== undefined) expected.addUrl(expectedId, entries[i], codes(i));
      }
    }
    full.removeDocuments([1, 3].map(asDocumentId));
    expect(full.size).toBe(expected.size);
    for (let row = 0; row < expected.size; row++) {
      const { documentId: _a, ...got } = displayRow(full, row);
      const { documentId: _b, ...want } = displayRow(expected, row);
      expect(got).toEqual(want);
    }
    // Adding after a removal still works and still finds duplicates.
    const again = full.addUrl(full.documentIds()[0], entries[0]);
    expect(again?.code).toBe('duplicate-url');
  });
});
