/**
 * Kept files in IndexedDB, for browsers without a writable Origin Private File System.
 * One object store, keyed by the file's key; each record notes when it was kept, and
 * the list is sorted by that on read, so files come back in the order they were added.
 */
import type { KeptFile, KeptFileStore } from './kept-file-types';

const DATABASE = 'inspector-kept-files';
const STORE = 'files';

interface KeptRecord extends KeptFile {
  order: number;
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

export async function openIndexedDbStore(): Promise<KeptFileStore> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'key' });
  const database = await request(opening);
  const change = (step: (store: IDBObjectStore) => void) => {
    const transaction = database.transaction(STORE, 'readwrite');
    step(transaction.objectStore(STORE));
    return done(transaction);
  };
  return {
    async list() {
      const records = (await request(
        database.transaction(STORE).objectStore(STORE).getAll(),
      )) as KeptRecord[];
      return records
        .sort((a, b) => a.order - b.order)
        .map(({ key, name, origin, kind, fetch, leftOut, blob }) => ({
          key,
          name,
          origin,
          ...(kind ? { kind } : {}),
          ...(fetch ? { fetch } : {}),
          ...(leftOut ? { leftOut } : {}),
          blob,
        }));
    },
    put: (file) => change((store) => store.put({ ...file, order: Date.now() })),
    delete: (key) => change((store) => store.delete(key)),
    clear: () => change((store) => store.clear()),
  };
}
