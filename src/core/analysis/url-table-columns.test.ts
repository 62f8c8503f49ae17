import { describe, expect, test } from 'vitest';
import { SORT_COLUMNS } from './sort-columns';
import {
  DEFAULT_CHOSEN_COLUMNS,
  HIDEABLE_COLUMNS,
  TABLE_SORT_COLUMNS,
  URL_TABLE_COLUMNS,
  shownColumns,
  sortColumnOf,
  tableColumnSortedBy,
} from './url-table-columns';

const nothingLoaded = { 'crawl-export': false, 'earlier-snapshot': false };
const everythingLoaded = { 'crawl-export': true, 'earlier-snapshot': true };

describe('the URL table columns', () => {
  test('ids are unique, and each sorts by a store column at most one column sorts by', () => {
    const ids = URL_TABLE_COLUMNS.map((column) => column.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(TABLE_SORT_COLUMNS).size).toBe(TABLE_SORT_COLUMNS.length);
    for (const sort of TABLE_SORT_COLUMNS) expect(SORT_COLUMNS).toContain(sort);
  });

  // Share links (docs/share-links.md) name the sort column: links made before must still open.
  test('the sort names share links carry are the ones version 1 was written with', () => {
    expect([...TABLE_SORT_COLUMNS].sort()).toEqual([
      'alternates',
      'changefreq',
      'file',
      'images',
      'lastmod',
      'loc',
      'priority',
      'problems',
    ]);
  });

  test.each([
    ['loc', 'loc'],
    ['lastmod', 'lastmod'],
    ['problems', 'problems'],
    ['robots', undefined],
    ['change', undefined],
    ['no-such-column', undefined],
  ])('column %s sorts by %s', (id, sort) => {
    expect(sortColumnOf(id)).toBe(sort);
    if (sort) expect(tableColumnSortedBy(sort as (typeof TABLE_SORT_COLUMNS)[number])).toBe(id);
  });

  test('the user may hide every column but the URL and the snapshot ones', () => {
    expect(HIDEABLE_COLUMNS).not.toContain('loc');
    expect(HIDEABLE_COLUMNS).not.toContain('change');
    expect(HIDEABLE_COLUMNS).toContain('crawl');
    expect(HIDEABLE_COLUMNS).toContain('robots');
  });

  test('changefreq and priority start hidden', () => {
    expect(DEFAULT_CHOSEN_COLUMNS).toEqual({ changefreq: false, priority: false });
  });
});

describe('shownColumns', () => {
  test.each<[string, Record<string, boolean>, typeof nothingLoaded, string[]]>([
    [
      'by default, nothing but sitemaps loaded',
      DEFAULT_CHOSEN_COLUMNS,
      nothingLoaded,
      ['loc', 'lastmod', 'file', 'images', 'alternates', 'robots', 'problems'],
    ],
    [
      'with a crawl export and an earlier snapshot',
      DEFAULT_CHOSEN_COLUMNS,
      everythingLoaded,
      [
        'loc',
        'lastmod',
        'file',
        'images',
        'alternates',
        'robots',
        'crawl',
        'change',
        'earlierLastmod',
        'problems',
      ],
    ],
    [
      'the crawl column hidden by the user stays hidden with a crawl export',
      { crawl: false, priority: true },
      everythingLoaded,
      [
        'loc',
        'lastmod',
        'changefreq',
        'priority',
        'file',
        'images',
        'alternates',
        'robots',
        'change',
        'earlierLastmod',
        'problems',
      ],
    ],
    [
      'the URL column cannot be hidden',
      { loc: false, lastmod: false },
      nothingLoaded,
      ['loc', 'changefreq', 'priority', 'file', 'images', 'alternates', 'robots', 'problems'],
    ],
  ])('%s', (_name, chosen, loaded, expected) => {
    const shown = shownColumns(chosen, loaded);
    expect(URL_TABLE_COLUMNS.map((column) => column.id).filter((id) => shown[id])).toEqual(
      expected,
    );
  });
});
