import { describe, expect, test } from 'vitest';
import { storeOf } from '../../../test/analysis/store-fixture';
import { ROOT_SECTION_CASES } from '../../../test/analysis/root-section-cases';
import { directoriesWithUrlsBelow, sectionOfUrl } from './root-sections';
import { sectionKey } from './url-parts';
import { countSections } from './sections';
import { query } from './url-query';

/** `https://a.com/blog/` as the store keys it: `a.com/blog` (the top level keeps its slash). */
function keyOfSectionUrl(section: string): string {
  const rest = section.replace(/^[a-z]+:\/\//, '');
  return rest.indexOf('/') < rest.length - 1 ? rest.slice(0, -1) : rest;
}

describe('the section rule', () => {
  test.each(ROOT_SECTION_CASES)('on strings (the crawl join): %s', (_name, sections) => {
    const urls = Object.keys(sections);
    const directories = directoriesWithUrlsBelow(urls);
    const found = Object.fromEntries(
      urls.map((url) => [url, keyOfSectionUrl(sectionOfUrl(url, directories))]),
    );
    expect(found).toEqual(sections);
  });

  test.each(ROOT_SECTION_CASES)('in the URL store: %s', (_name, sections) => {
    const urls = Object.keys(sections);
    const store = storeOf({ 'a.xml': urls });
    const { hostNames, sectionHost, sectionName } = store.prefixes;
    const found = Object.fromEntries(
      urls.map((url, row) => {
        const id = store.sectionOfRow(row);
        return [url, sectionKey(hostNames[sectionHost[id]], sectionName[id])];
      }),
    );
    expect(found).toEqual(sections);
  });

  test('a directory is a section again only while a URL below it is loaded', () => {
    const store = storeOf({
      'pages.xml': ['https://a.com/blog/', 'https://a.com/about/'],
      'posts.xml': ['https://a.com/blog/hello/'],
    });
    const keys = () =>
      countSections(store, query(store, { filter: {} })).sections.map((s) => [s.key, s.count]);
    expect(keys()).toEqual([
      ['a.com/blog', 2],
      ['a.com/', 1],
    ]);
    store.removeDocument(store.documentIdOf('posts.xml')!);
    expect(keys()).toEqual([['a.com/', 2]]);
    expect(query(store, { filter: { sections: ['a.com/'] } }).matched).toBe(2);
  });
});
