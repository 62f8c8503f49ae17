import { asDocumentId } from '../ids';
import { describe, expect, test } from 'vitest';
import { makeUrlEntries } from '../../../test/analysis/make-urls';
import { READABLE_URLS, readableFilterCases } from '../../../test/analysis/readable-filter-cases';
import { compareUtf8, entry, storeOf } from '../../../test/analysis/store-fixture';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import { changefreqCode } from './changefreq-codes';
import { SORT_COLUMNS, type SortColumn } from './sort-columns';
import { urlParts } from './url-parts';
import { query, window, type UrlFilter } from './url-query';
import { UrlStore } from './url-store';

// A store of 6,000 generated URLs in 3 files, and the same rows as plain objects to check
// every answer against a straightforward reference.
const entries = makeUrlEntries(6000, 7);
const store = new UrlStore();
const reference: (UrlEntry & { row: number; inputId: number; duplicate: boolean })[] = [];
const seen = new Set<string>();
for (let f = 0; f < 3; f++) {
  const inputId = store.addDocument(`sitemap-${f}.xml`);
  for (let i = f * 2000; i < (f + 1) * 2000; i++) {
    const duplicate = store.addUrl(inputId, entries[i]) !== undefined;
    expect(duplicate).toBe(seen.has(entries[i].loc));
    seen.add(entries[i].loc);
    reference.push({ ...entries[i], row: i, inputId, duplicate });
  }
}
type Ref = (typeof reference)[number];

const byNumber = (value: (r: Ref) => number) => (a: Ref, b: Ref) => {
  const x = value(a);
  const y = value(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
  return x - y;
};
const referenceOrder: Record<SortColumn, (a: Ref, b: Ref) => number> = {
  row: () => 0,
  loc: (a, b) => compareUtf8(a.loc, b.loc),
  lastmod: byNumber((r) => r.lastmodMs),
  news: () => 0,
  priority: byNumber((r) => Math.fround(r.priority)),
  changefreq: byNumber((r) => changefreqCode(r.changefreq) || NaN),
  file: (a, b) => a.inputId - b.inputId,
  images: (a, b) => a.images - b.images,
  videos: (a, b) => a.videos - b.videos,
  alternates: (a, b) => a.alternates - b.alternates,
  problems: (a, b) => Number(a.duplicate) - Number(b.duplicate),
};

/** Rows without a value in a column: they stay last in both directions. */
const absent: Partial<Record<SortColumn, (r: Ref) => boolean>> = {
  lastmod: (r) => Number.isNaN(r.lastmodMs),
  priority: (r) => Number.isNaN(r.priority),
  changefreq: (r) => changefreqCode(r.changefreq) === 0,
  news: () => true,
};

describe('query: sort', () => {
  test.each(SORT_COLUMNS.flatMap((column) => [[column, false] as const, [column, true] as const]))(
    'by %s, descending %s, matches a reference sort',
    (column, descending) => {
      const view = query(store, { sort: { column, descending }, filter: {} });
      expect(view.matched).toBe(6000);
      const compare = referenceOrder[column];
      // Stable ascending; descending reverses rows with a value and keeps absent ones last.
      const ascending = [...reference].sort((a, b) => compare(a, b) || a.row - b.row);
      const isAbsent = absent[column] ?? (() => false);
      const expected = descending
        ? [...ascending.filter((r) => !isAbsent(r)).reverse(), ...ascending.filter(isAbsent)]
        : ascending;
      if (column === 'loc' || column === 'row') {
        expect(Array.from(view.rows)).toEqual(expected.map((r) => r.row));
      } else {
        // Ties may be ordered differently when reversed; the keys must agree position by position.
        const keys = Array.from(view.rows, (row) => reference[row]);
        keys.forEach((r, i) => expect(compare(r, expected[i])).toBe(0));
      }
    },
  );
});

describe('query: filters', () => {
  const from = Date.UTC(2024, 0, 1);
  const rowCodes = Uint8Array.from({ length: 6000 }, (_, row) => row % 3);
  const cases: [string, UrlFilter, (r: Ref) => boolean][] = [
    [
      'substring, any case',
      { text: 'wool-socks' },
      (r) => r.loc.toLowerCase().includes('wool-socks'),
    ],
    ['substring with capitals is exact', { text: 'WOOL' }, (r) => r.loc.includes('WOOL')],
    ['substring at the start', { text: 'https://shop.' }, (r) => r.loc.startsWith('https://shop.')],
    ['regex', { text: '/\\/blog\\/20(19|20)\\//' }, (r) => /\/blog\/20(19|20)\//.test(r.loc)],
    ['regex with flags', { text: '/PRODUCTS\\/RED/i' }, (r) => /products\/red/i.test(r.loc)],
    ['file', { documentIds: [asDocumentId(1)] }, (r) => r.inputId === 1],
    ['host', { hosts: ['help.example.com'] }, (r) => urlParts(r.loc).host === 'help.example.com'],
    [
      'section',
      { sections: ['www.example.com/blog'] },
      (r) => r.loc.startsWith('https://www.example.com/blog/'),
    ],
    [
      'top level of a host',
      { sections: ['www.example.com/'] },
      (r) => urlParts(r.loc).host === 'www.example.com' && urlParts(r.loc).section === '',
    ],
    ['problem code', { problemCode: 'duplicate-url' }, (r) => r.duplicate],
    ['unknown problem code', { problemCode: 'no-such-code' }, () => false],
    [
      'any of several problem codes',
      { problemCodes: ['no-such-code', 'duplicate-url'] },
      (r) => r.duplicate,
    ],
    [
      'path prefix',
      { urlPrefix: 'https://www.example.com/blog/2019/' },
      (r) => r.loc.startsWith('https://www.example.com/blog/2019/'),
    ],
    ['lastmod from', { lastmodFromMs: from }, (r) => r.lastmodMs >= from],
    [
      'lastmod from, or none',
      { lastmodFromMs: from, includeNoLastmod: true },
      (r) => !(r.lastmodMs < from),
    ],
    [
      'lastmod range',
      { lastmodFromMs: from, lastmodToMs: from + 30 * 86400000 },
      (r) => r.lastmodMs >= from && r.lastmodMs <= from + 30 * 86400000,
    ],
    [
      'a code column kept beside the store (a robots.txt verdict per row)',
      { codeColumns: [{ column: rowCodes, code: 1, key: 'thirds' }] },
      (r) => r.row % 3 === 1,
    ],
    [
      'a code column shorter than the store: later rows fail',
      { codeColumns: [{ column: rowCodes.subarray(0, 100), code: 0, key: 'first-100' }] },
      (r) => r.row < 100 && r.row % 3 === 0,
    ],
    [
      'combined',
      { text: 'red', documentIds: [0, 2].map(asDocumentId), hosts: ['www.example.com'] },
      (r) => r.loc.includes('red') && r.inputId !== 1 && urlParts(r.loc).host === 'www.example.com',
    ],
  ];
  test.each(cases)('%s', (_name, filter, predicate) => {
    const view = query(store, { filter });
    const expected = reference.filter(predicate).map((r) => r.row);
    expect(view.error).toBeUndefined();
    expect(Array.from(view.rows)).toEqual(expected);
    expect(view.total).toBe(6000);
    expect(view.matched).toBe(expected.length);
  });

  test('the same spec on the same store version is served from the cache', () => {
    const spec = { sort: { column: 'loc' as const }, filter: { text: 'blog' } };
    expect(query(store, spec)).toBe(query(store, { ...spec }));
  });

  test('a code column is cached by its key, never by its content', () => {
    const filter = (key: string) => ({
      filter: { codeColumns: [{ column: rowCodes, code: 2, key }] },
    });
    expect(query(store, filter('a'))).toBe(query(store, filter('a')));
    expect(query(store, filter('a'))).not.toBe(query(store, filter('b')));
  });
});

describe('query: regular expressions from the user', () => {
  test.each([
    ['/(a*)\\1/', 'regex-unsupported', 'backreference'],
    ['/(?<n>x)\\k<n>/', 'regex-unsupported', 'backreference'],
    ['/blog(?=\\/)/', 'regex-unsupported', 'lookahead'],
    ['/(?<!shop)\\//', 'regex-unsupported', 'lookbehind'],
    ['/[unclosed/', 'regex-invalid', undefined],
    ['/a/q', 'regex-invalid', undefined],
    ['/a{1001}/', 'regex-invalid', undefined],
  ])('%s → %s, no exception and no rows', (text, code, feature) => {
    const view = query(store, { filter: { text } });
    expect(view.error?.code).toBe(code);
    expect(view.error?.params.feature).toBe(feature);
    if (code === 'regex-invalid') expect(String(view.error?.params.detail)).not.toBe('');
    expect(view.matched).toBe(0);
  });

  // Patterns that backtrack for minutes in a native engine (the first two took >120 s and
  // 22 s in Node, 2026-11-30) run on RE2 in linear time and give the right count. Each is
  // checked against an equivalent pattern the native engine runs fast.
  const aaa = `https://a.com/${'a'.repeat(80)}`;
  const url74 = 'https://www.example.com/catalog/products/item.html?utm_source=news&ref=x12';
  test.each([
    ['/a*a*a*a*a*a*a*b/', /b/, [aaa, `${aaa}b`, 'https://b.com/']],
    ['/.*.*.*.*.*.*=$/', /=$/, [url74, `${url74.slice(0, -1)}=`, 'https://a.com/?q=']],
    ['/(a+)+$/', /a$/, [`https://example.com/${'a'.repeat(2000)}!`, 'https://example.com/aaaa']],
    ['/(\\w*)*x/', /x/, ['https://example.com/x', `https://example.com/${'w'.repeat(3000)}`]],
    ['/(a|a)*b/', /b/, [`https://a.com/${'a'.repeat(3000)}`, 'https://a.com/ab']],
    [
      '/^https:\\/\\/[^/]+\\/(products|blog)\\//i',
      /^https:\/\/[^/]+\/(products|blog)\//i,
      ['https://a.com/Blog/x', 'https://a.com/shop/'],
    ],
  ])('%s matches the same rows as %s', (text, equivalent, locs) => {
    const hostile = storeOf({ 'a.xml': locs });
    const view = query(hostile, { filter: { text } });
    expect(view.error).toBeUndefined();
    expect(view.matched).toBe(locs.filter((loc) => equivalent.test(loc)).length);
  });

  test('JavaScript escapes RE2 writes differently still work', () => {
    const few = storeOf({ 'a.xml': ['https://a.com/A', 'https://a.com/b'] });
    expect(query(few, { filter: { text: '/\\u0041$/' } }).matched).toBe(1);
    expect(query(few, { filter: { text: '/\\/b$/' } }).matched).toBe(1);
  });

  test('a step budget stops the pattern and says so', () => {
    const view = query(store, { filter: { text: '/x/' } }, { stepBudget: 1000 });
    expect(view.error?.code).toBe('regex-too-slow');
    expect(view.error?.params.total).toBe(6000);
    expect(Number(view.error?.params.tested)).toBeLessThan(6000);
  });

  test('a clock budget stops the pattern', () => {
    let tick = 0;
    const view = query(
      store,
      { filter: { text: '/y/' } },
      { now: () => (tick += 100), timeBudgetMs: 250 },
    );
    expect(view.error?.code).toBe('regex-too-slow');
  });

  test('a stopped answer is not served again from the cache', () => {
    const spec = { filter: { text: '/z/' } };
    expect(query(store, spec, { stepBudget: 1000 }).error?.code).toBe('regex-too-slow');
    const full = query(store, spec);
    expect(full.error).toBeUndefined();
    expect(full.matched).toBe(reference.filter((r) => /z/.test(r.loc)).length);
  });

  test('g and y flags do not make matching stateful', () => {
    const few = storeOf({ 'a.xml': ['https://a.com/x', 'https://a.com/x', 'https://a.com/x'] });
    expect(query(few, { filter: { text: '/x/g' } }).matched).toBe(3);
  });
});

describe('window', () => {
  test('returns display rows of the view, clamped', () => {
    const few = storeOf({
      'a.xml': [entry('https://a.com/b', { changefreq: 'daily', images: 2 }), 'https://a.com/a'],
      'b.xml': ['https://a.com/a'],
    });
    const view = query(few, { sort: { column: 'loc' }, filter: {} });
    const rows = window(view, -5, 2);
    expect(rows.map((r) => [r.loc, r.file, r.duplicates, r.problems])).toEqual([
      ['https://a.com/a', 'a.xml', 2, []],
      ['https://a.com/a', 'b.xml', 2, ['duplicate-url']],
    ]);
    expect(window(view, 2, 99)[0]).toMatchObject({
      loc: 'https://a.com/b',
      changefreq: 'daily',
      images: 2,
    });
    expect(window(view, 5, 10)).toEqual([]);
  });
});

describe('sorted order while files are still being read', () => {
  test.each(SORT_COLUMNS.map((column) => [column]))(
    'by %s, extended after appends equals a fresh sort',
    (column) => {
      const growing = new UrlStore();
      const fresh = new UrlStore();
      const more = makeUrlEntries(3000, 99).map((e, i) =>
        i % 3 === 0 ? { ...e, newsPublicationMs: i * 1000 } : e,
      );
      const names = ['m.xml', 'b.xml', 'z.xml', 'a.xml'];
      let growingFile = asDocumentId(-1);
      let freshFile = asDocumentId(-1);
      more.forEach((item, i) => {
        if (i % 750 === 0) {
          growingFile = growing.addDocument(names[i / 750]);
          freshFile = fresh.addDocument(names[i / 750]);
        }
        growing.addUrl(growingFile, item, i % 11 === 0 ? ['lastmod-future'] : undefined);
        fresh.addUrl(freshFile, item, i % 11 === 0 ? ['lastmod-future'] : undefined);
        // Query the growing store now and then, as the table does during ingestion.
        if (i % 400 === 0) query(growing, { sort: { column }, filter: {} });
      });
      const extended = query(growing, { sort: { column, descending: true }, filter: {} });
      const full = query(fresh, { sort: { column, descending: true }, filter: {} });
      expect(Array.from(extended.rows)).toEqual(Array.from(full.rows));
    },
  );
});

describe('every row in reading order (the table while files are read)', () => {
  test('each view lists exactly the rows its store had, before and after it grows', () => {
    const growing = new UrlStore();
    const file = growing.addDocument('growing.xml');
    const more = makeUrlEntries(5000, 31);
    const views: { size: number; rows: number[] }[] = [];
    more.forEach((item, i) => {
      growing.addUrl(file, item);
      if (i % 997 === 0) {
        const view = query(growing, { filter: {} });
        views.push({ size: growing.size, rows: Array.from(view.rows) });
        expect(view.matched).toBe(growing.size);
      }
    });
    // An empty text filter and an explicit reading order are the same view.
    const last = query(growing, { sort: { column: 'row' }, filter: { text: '' } });
    expect(Array.from(last.rows)).toEqual(Array.from({ length: 5000 }, (_, row) => row));
    // Views taken earlier are not changed by the ones after them.
    for (const view of views)
      expect(view.rows).toEqual(Array.from({ length: view.size }, (_, row) => row));
    // Another store shares no state with this one's answers.
    const other = storeOf({ 'other.xml': ['https://a.example/1', 'https://a.example/2'] });
    expect(Array.from(query(other, { filter: {} }).rows)).toEqual([0, 1]);
  });
});

describe('problem filters past 32 codes', () => {
  test('codes kept in the overflow map filter like the others', () => {
    const many = new UrlStore();
    const file = many.addDocument('a.xml');
    const codes = Array.from({ length: 40 }, (_, i) => `code-${i}`);
    many.addUrl(file, entry('https://a.com/1'), codes);
    many.addUrl(file, entry('https://a.com/2'), ['code-3']);
    many.addUrl(file, entry('https://a.com/3'));
    expect(Array.from(query(many, { filter: { problemCode: 'code-39' } }).rows)).toEqual([0]);
    expect(
      Array.from(query(many, { filter: { problemCodes: ['code-39', 'code-3'] } }).rows),
    ).toEqual([0, 1]);
  });
});

describe('the filter box finds what the table shows (a Unicode host, a decoded path)', () => {
  const idnStore = storeOf({ 'idn.xml': [...READABLE_URLS] });
  test.each(readableFilterCases)('$name: $text', ({ text, kept }) => {
    const view = query(idnStore, { filter: { text } });
    expect(view.error).toBeUndefined();
    expect([...view.rows]).toEqual(kept);
  });
});
