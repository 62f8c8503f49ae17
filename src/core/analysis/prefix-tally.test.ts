import { describe, expect, test } from 'vitest';
import { entry, storeOf } from '../../../test/analysis/store-fixture';
import { ROOT_SECTION_CASES } from '../../../test/analysis/root-section-cases';
import { countSections } from './sections';
import { query } from './url-query';
import type { UrlStore } from './url-store';

/** The Sections list of every row, and of a filtered view (counted row by row, not kept). */
function sectionsOf(store: UrlStore) {
  const all = countSections(store, query(store, { filter: {} }));
  const some = countSections(store, query(store, { filter: { text: '/' } }));
  return { all, some };
}

describe('the Sections counts kept as rows are added', () => {
  test.each(ROOT_SECTION_CASES)('asked after every URL, as a fresh store: %s', (_name, cases) => {
    const urls = Object.keys(cases);
    const store = storeOf({});
    const documentId = store.addDocument('a.xml');
    urls.forEach((url, i) => {
      store.addUrl(documentId, entry(url));
      expect(sectionsOf(store)).toEqual(sectionsOf(storeOf({ 'a.xml': urls.slice(0, i + 1) })));
    });
  });

  test('after a removal renumbers the rows, and as rows come again', () => {
    const pages = ['https://a.com/blog/', 'https://a.com/about/', 'https://b.com/x/1'];
    const posts = ['https://a.com/blog/hello/', 'https://a.com/blog/again/'];
    const store = storeOf({ 'posts.xml': posts, 'pages.xml': pages });
    sectionsOf(store);
    store.removeDocument(store.documentIdOf('posts.xml')!);
    expect(sectionsOf(store)).toEqual(sectionsOf(storeOf({ 'pages.xml': pages })));
    const again = store.addDocument('posts.xml');
    for (const url of posts) store.addUrl(again, entry(url));
    expect(sectionsOf(store)).toEqual(
      sectionsOf(storeOf({ 'pages.xml': pages, 'posts.xml': posts })),
    );
  });
});
