import { describe, expect, test } from 'vitest';
import { UrlStore } from '../analysis/url-store';
import { entry } from '../../../test/analysis/store-fixture';
import { rowsOfDocuments } from './lastmod-sample';

/** A store whose rows belong to documents in the order `owners` gives (a document id each). */
function storeOf(documents: number, owners: readonly number[]): UrlStore {
  const store = new UrlStore();
  const ids = Array.from({ length: documents }, (_, i) => store.addDocument(`d${i}.xml`));
  owners.forEach((owner, row) => store.addUrl(ids[owner], entry(`https://example.com/${row}`)));
  return store;
}

describe('rowsOfDocuments', () => {
  test.each([
    ['the newest document, at the end', [0, 0, 0, 1, 1], [1]],
    ['an older document and the newest', [0, 0, 1, 2, 2], [0, 2]],
    ['interleaved rows (an index and its members read together)', [0, 1, 0, 2, 1, 0], [0, 1]],
    ['a document without rows', [0, 0], [1]],
    ['none asked for', [0, 1], []],
  ])('%s: each list is exactly its rows, ascending', (_name, owners, wanted) => {
    const store = storeOf(3, owners);
    const lists = rowsOfDocuments(store, wanted);
    expect([...lists.keys()]).toEqual(wanted);
    for (const id of wanted) {
      const expected = owners.flatMap((owner, row) => (owner === id ? [row] : []));
      expect([...lists.get(id)!]).toEqual(expected);
    }
  });
});
