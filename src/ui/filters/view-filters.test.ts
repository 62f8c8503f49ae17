import { asDocumentId } from '../../core/ids';
import { expect, test } from 'vitest';
import { isFiltered, NO_FILTERS, toViewQuery, type ViewFilters } from './view-filters';

const DAY = 86_400_000;

test.each<[string, Partial<ViewFilters>, object]>([
  ['nothing', {}, {}],
  ['blank text is no filter', { text: '   ' }, {}],
  [
    'text and sort',
    { text: 'blog', sort: { column: 'loc', descending: true } },
    { text: 'blog', sort: { column: 'loc', descending: true } },
  ],
  [
    'file, host, section, problem',
    { inputId: 'file-1', host: 'a.com', section: 'a.com/blog', problemCode: 'lastmod-invalid' },
    {
      inputIds: ['file-1'],
      hosts: ['a.com'],
      sections: ['a.com/blog'],
      problemCodes: ['lastmod-invalid'],
    },
  ],
  [
    'a tree node',
    { documents: { ids: [3, 4].map(asDocumentId), name: 'index.xml' } },
    { documentIds: [3, 4] },
  ],
  [
    'lastmod days are inclusive UTC days',
    { lastmodFrom: '2024-01-10', lastmodTo: '2024-01-12' },
    {
      lastmodFromMs: Date.UTC(2024, 0, 10),
      lastmodToMs: Date.UTC(2024, 0, 12) + DAY - 1,
    },
  ],
  ['"include without lastmod" only with a bound', { includeNoLastmod: true }, {}],
  [
    '"changed since T"',
    { lastmodFrom: '2024-01-10', includeNoLastmod: true },
    { lastmodFromMs: Date.UTC(2024, 0, 10), includeNoLastmod: true },
  ],
  ['a broken date is ignored', { lastmodFrom: 'not a date' }, {}],
  [
    'a histogram period: inclusive ms, without URLs lacking lastmod',
    { lastmodRange: { fromMs: 1000, toMs: 1999 }, includeNoLastmod: true },
    { lastmodFromMs: 1000, lastmodToMs: 1999 },
  ],
  [
    'changed since: newer than T (UTC), URLs without lastmod kept',
    { changedSince: '2024-01-10T12:30' },
    { lastmodFromMs: Date.UTC(2024, 0, 10, 12, 30) + 1, includeNoLastmod: true },
  ],
  [
    'changed since, those without lastmod excluded',
    { changedSince: '2024-01-10T12:30', changedSinceKeepsNoLastmod: false },
    { lastmodFromMs: Date.UTC(2024, 0, 10, 12, 30) + 1 },
  ],
  [
    'changed since a day: from its midnight UTC',
    { changedSince: '2024-01-10' },
    { lastmodFromMs: Date.UTC(2024, 0, 10) + 1, includeNoLastmod: true },
  ],
  ['a broken "changed since" is ignored', { changedSince: '2024-99' }, {}],
  [
    'bounds intersect; without lastmod only when every bound keeps them',
    {
      lastmodFrom: '2024-01-01',
      lastmodTo: '2024-12-31',
      includeNoLastmod: true,
      lastmodRange: { fromMs: Date.UTC(2023, 0, 1), toMs: Date.UTC(2024, 5, 1) - 1 },
      changedSince: '2024-03-01T00:00',
    },
    { lastmodFromMs: Date.UTC(2024, 2, 1) + 1, lastmodToMs: Date.UTC(2024, 5, 1) - 1 },
  ],
  [
    'day range and changed since both keeping URLs without lastmod',
    { lastmodTo: '2024-12-31', includeNoLastmod: true, changedSince: '2024-03-01T00:00' },
    {
      lastmodFromMs: Date.UTC(2024, 2, 1) + 1,
      lastmodToMs: Date.UTC(2025, 0, 1) - 1,
      includeNoLastmod: true,
    },
  ],
])('%s', (_name, change, query) => {
  expect(toViewQuery({ ...NO_FILTERS, ...change })).toEqual(query);
});

test.each<[Partial<ViewFilters>, boolean]>([
  [{}, false],
  [{ sort: { column: 'lastmod', descending: false } }, false],
  [{ includeNoLastmod: true }, false],
  [{ text: 'x' }, true],
  [{ section: 'a.com/' }, true],
  [{ changedSinceKeepsNoLastmod: false }, false],
  [{ changedSince: '2024-01-01T00:00' }, true],
  [{ lastmodRange: { fromMs: 0, toMs: 1 } }, true],
])('isFiltered(%j) = %s', (change, filtered) => {
  expect(isFiltered({ ...NO_FILTERS, ...change })).toBe(filtered);
});
