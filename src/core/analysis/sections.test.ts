import { describe, expect, test } from 'vitest';
import { storeOf } from '../../../test/analysis/store-fixture';
import { countSections } from './sections';
import { query } from './url-query';

describe('countSections', () => {
  const store = storeOf({
    'a.xml': [
      'https://www.a.com/blog/1',
      'https://www.a.com/blog/2',
      'http://WWW.A.COM/blog/3',
      'https://www.a.com/products/1',
      'https://www.a.com/about',
      'https://shop.a.com/products/9',
      'not-a-url',
    ],
  });

  test('counts by host and by host + first directory, most first', () => {
    const counts = countSections(store, query(store, { filter: {} }));
    expect(counts.hosts).toEqual([
      { host: 'www.a.com', count: 5 },
      { host: '', count: 1 },
      { host: 'shop.a.com', count: 1 },
    ]);
    expect(counts.sections.map((s) => [s.key, s.count])).toEqual([
      ['www.a.com/blog', 3],
      ['/', 1],
      ['shop.a.com/products', 1],
      ['www.a.com/', 1],
      ['www.a.com/products', 1],
    ]);
  });

  test('counts only the rows of the view, and a section key filters to it', () => {
    const view = query(store, { filter: { sections: ['www.a.com/blog', 'www.a.com/'] } });
    expect(view.matched).toBe(4);
    expect(countSections(store, view).hosts).toEqual([{ host: 'www.a.com', count: 4 }]);
  });
});
