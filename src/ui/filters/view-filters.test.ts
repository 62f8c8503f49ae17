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
    { fileId: 'file-1', host: 'a.com', section: 'a.com/blog', problemCode: 'lastmod-invalid' },
    {
      fileIds: ['file-1'],
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
])('%s', (_name, change, query) => {
  expect(toViewQuery({ ...NO_FILTERS, ...change })).toEqual(query);
});

test.each<[Partial<ViewFilters>, boolean]>([
  [{}, false],
  [{ sort: { column: 'lastmod', descending: false } }, false],
  [{ includeNoLastmod: true }, false],
  [{ text: 'x' }, true],
  [{ section: 'a.com/' }, true],
])('isFiltered(%j) = %s', (change, filtered) => {
  expect(isFiltered({ ...NO_FILTERS, ...change })).toBe(filtered);
});
