/**
 * Keeps the user's files (their bytes, not parsed rows) in this origin's private storage,
 * so a reload reads them again in the worker. The Origin Private File System where the
 * browser offers writable files (File System Standard §4), else IndexedDB, which holds
 * Blobs in every browser. Nothing leaves the browser.
 */
import { openIndexedDbStore } from './indexeddb-store';
import type { KeptFileStore } from './kept-file-types';
import { openOpfsStore } from './opfs-store';

export type { KeptFile, KeptFileInfo, KeptFileStore } from './kept-file-types';

/** `quota` when the browser refused for lack of room (QuotaExceededError), else `failed`. */
export type KeptFileError = 'quota' | 'failed';

export function keptFileError(error: unknown): KeptFileError {
  return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'failed';
}

/** The store this browser supports, or undefined when it has neither (private modes of some browsers). */
export async function openKeptFileStore(): Promise<KeptFileStore | undefined> {
  try {
    const opfs = await openOpfsStore();
    if (opfs) return opfs;
  } catch {
    // Some browsers expose the API but refuse it (Firefox private windows): try IndexedDB.
  }
  try {
    return await openIndexedDbStore();
  } catch {
    return undefined;
  }
}

let shared: Promise<KeptFileStore | undefined> | undefined;

/**
 * The page's one store, its calls serialized: every workspace entry's copy
 * (useKeptWorkspace.ts) goes through it, so two writes never race on its index.
 */
export function sharedKeptFileStore(): Promise<KeptFileStore | undefined> {
  shared ??= openKeptFileStore().then((opened) => opened && serialize(opened));
  return shared;
}

/** Runs store calls one after another, so a delete never overtakes the put it follows. */
export function serialize(store: KeptFileStore): KeptFileStore {
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step, step);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    list: () => run(() => store.list()),
    put: (file) => run(() => store.put(file)),
    delete: (key) => run(() => store.delete(key)),
    clear: () => run(() => store.clear()),
  };
}
