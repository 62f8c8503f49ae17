/**
 * Mirrors the workspace (src/ui/workspace) into this browser's private storage
 * (kept-file-store.ts): an entry read is kept, whatever its kind (files, the crawl export, the
 * earlier snapshot's files); an entry gone is deleted, except what Clear set aside, which
 * stays until the Undo offer ends (set-aside-record.ts), so Undo can read it again, before
 * or after a reload. Forget deletes every copy and the robots.txt history. A link's or a
 * site's entries are kept only once the user asks (workspace.ts, `isAwaitingKeep`); the sites
 * typed for kept robots.txt files are recorded beside them (typed-sites-record.ts).
 * `restore` reads everything back when the page opens.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import {
  keptFileError,
  sharedKeptFileStore,
  type KeptFile,
  type KeptFileError,
} from './kept-file-store';
import { KEPT_CRAWL_KEY } from '../crawl/kept-crawl-key';
import { readSetAside, writeSetAside } from '../workspace/set-aside-record';
import {
  forgetTypedSites,
  readTypedSites,
  updateTypedSites,
} from '../workspace/typed-sites-record';
import { saveHistory } from '../robots-workbench/robots-history-storage';
import {
  entriesToKeep,
  isAwaitingKeep,
  keysInUse,
  setAsideKeys,
  typedSitesByKey,
  type Workspace,
  type WorkspaceAction,
  type WorkspaceEntry,
} from '../workspace/workspace';

let keyCounter = 0;
const newKey = () => `${Date.now().toString(36)}-${(++keyCounter).toString(36)}`;

/** A kept copy as a workspace entry; copies kept before kinds existed are files or the crawl. */
function entryOf(
  kept: KeptFile,
  newId: (kind: WorkspaceEntry['kind']) => string,
  typedSites: ReadonlyMap<string, string>,
): WorkspaceEntry {
  const kind = kept.kind ?? (kept.key === KEPT_CRAWL_KEY ? 'crawl' : 'file');
  const site = typedSites.get(kept.key);
  return {
    id: newId(kind),
    kind,
    name: kept.name,
    origin: kept.origin,
    blob: kept.blob,
    ...(kept.fetch ? { fetch: kept.fetch } : {}),
    ...(kept.leftOut ? { leftOut: kept.leftOut } : {}),
    keptKey: kept.key,
    isKeepAsked: true,
    ...(site !== undefined ? { site } : {}),
  };
}

interface Options {
  workspace: Workspace;
  dispatch: Dispatch<WorkspaceAction>;
  /** The entry was read (a failed or cancelled one is not worth its room on disk). */
  isRead(entry: WorkspaceEntry): boolean;
  /**
   * Something is still being read: no copy is written then, since each write reads the file
   * again and writes it to disk in the browser process, which shares the cores with the
   * reading (a million-URL upload of 21 files spent about 2 s of the browser process's CPU on
   * them, bench/browser.bench.ts, 2026-12-01).
   */
  isBusy: boolean;
  newId(kind: WorkspaceEntry['kind']): string;
}

/** A promise with its resolve at hand. */
function settleable(): { promise: Promise<void>; settle(): void } {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** The kept entries read back as workspace entries, and the record of what was set aside. */
async function readKept(newId: Options['newId']) {
  const store = await sharedKeptFileStore();
  const kept = store ? await store.list().catch(() => []) : [];
  const record = readSetAside();
  const typedSites = readTypedSites();
  const entries = kept.map((file) => entryOf(file, newId, typedSites));
  return { entries, record };
}

/** Empties everything kept in this browser: the files, what was set aside, sites, history. */
async function clearKeptStorage(): Promise<void> {
  writeSetAside({ keys: [], history: {} });
  forgetTypedSites();
  saveHistory({});
  const store = await sharedKeptFileStore();
  await store?.clear();
}

/**
 * The files kept and those awaiting the user's word. The note sits under the file list and
 * counts its files; the crawl export says its own.
 */
function keptCounts(workspace: Workspace, isRead: Options['isRead']) {
  const listed = workspace.entries.filter((entry) => entry.kind === 'file' && isRead(entry));
  return {
    keptCount: listed.filter((entry) => entry.keptKey !== undefined).length,
    notKeptCount: listed.filter((entry) => isAwaitingKeep(entry, workspace)).length,
  };
}

/** The record kept for an entry, under `key`. */
function keptFileOf(entry: WorkspaceEntry, key: string) {
  const { name, origin, kind, blob, fetch, leftOut } = entry;
  return {
    key,
    name,
    origin,
    kind,
    blob,
    ...(fetch ? { fetch } : {}),
    ...(leftOut ? { leftOut } : {}),
  };
}

/**
 * Deletes the copies of entries gone for good (what is set aside stays until the offer
 * ends), and keeps the set-aside keys and the typed sites in step with the workspace.
 */
function useDeleteGoneCopies(
  workspace: Workspace,
  hasRestored: boolean,
  known: RefObject<Set<string>>,
): void {
  useEffect(() => {
    if (!hasRestored) return;
    const inUse = keysInUse(workspace);
    const gone: string[] = [];
    for (const key of known.current) {
      if (inUse.has(key)) continue;
      known.current.delete(key);
      gone.push(key);
      void sharedKeptFileStore().then((store) => store?.delete(key).catch(() => undefined));
    }
    writeSetAside({ keys: setAsideKeys(workspace), history: workspace.setAsideHistory });
    // Copies this page did not read back (it opened on a link) keep their sites.
    updateTypedSites(typedSitesByKey(workspace), [...gone, ...known.current]);
  }, [workspace, hasRestored, known]);
}

export function useKeptWorkspace({ workspace, dispatch, isRead, isBusy, newId }: Options) {
  /** Keys this page wrote or restored: the ones it may have to delete. */
  const known = useRef(new Set<string>());
  /** Entries whose copy is being written. */
  const writing = useRef(new Set<string>());
  /** Forget bumps it: a write that started before lands in a store Forget cleared. */
  const generation = useRef(0);
  const [hasForgotten, setHasForgotten] = useState(false);
  const [error, setError] = useState<KeptFileError | undefined>();
  const [isUnavailable, setUnavailable] = useState(false);
  /** Nothing is written before the kept copies are read back (they would be deleted). */
  const [hasRestored, setRestored] = useState(false);
  /** Settles once the page has read back what was kept, or decided not to. */
  const [opened] = useState(settleable);

  useEffect(() => {
    if (!hasRestored || isBusy) return;
    for (const entry of entriesToKeep(workspace, isRead)) {
      if (writing.current.has(entry.id)) continue;
      writing.current.add(entry.id);
      const key = newKey();
      const started = generation.current;
      void sharedKeptFileStore().then(async (store) => {
        if (!store) return setUnavailable(true);
        try {
          await store.put(keptFileOf(entry, key));
          known.current.add(key);
          if (started === generation.current)
            dispatch({ type: 'kept', id: entry.id, keptKey: key });
          else void store.delete(key);
        } catch (failure) {
          dispatch({ type: 'keepFailed', id: entry.id });
          setError(keptFileError(failure));
        } finally {
          writing.current.delete(entry.id);
        }
      });
    }
  }, [workspace, isRead, isBusy, hasRestored, dispatch]);

  useDeleteGoneCopies(workspace, hasRestored, known);

  useEffect(() => {
    if (hasRestored) saveHistory(workspace.history);
  }, [workspace.history, hasRestored]);

  /** Reads the kept entries back; resolves to how many there are, set aside ones included. */
  const restore = useCallback(async () => {
    const { entries, record } = await readKept(newId);
    const setAsideKeySet = new Set(record.keys);
    for (const entry of entries) if (entry.keptKey) known.current.add(entry.keptKey);
    const isSetAside = (entry: WorkspaceEntry) => setAsideKeySet.has(entry.keptKey ?? '');
    dispatch({
      type: 'restore',
      entries: entries.filter((entry) => !isSetAside(entry)),
      setAside: entries.filter(isSetAside),
      setAsideHistory: record.history,
    });
    setRestored(true);
    opened.settle();
    return entries.length + Object.keys(record.history).length;
  }, [dispatch, newId, opened]);

  /** The page opened with something else than the kept entries (a link): they stay kept. */
  const skipRestore = useCallback(() => {
    setRestored(true);
    opened.settle();
  }, [opened]);

  const forget = useCallback(() => {
    generation.current++;
    known.current.clear();
    setError(undefined);
    dispatch({ type: 'forget' });
    void clearKeptStorage().then(
      () => setHasForgotten(true),
      () => setError('failed'),
    );
  }, [dispatch]);

  const keep = useCallback(() => dispatch({ type: 'keepAsked' }), [dispatch]);

  return {
    ...keptCounts(workspace, isRead),
    hasForgotten,
    error,
    isUnavailable,
    restore,
    skipRestore,
    whenOpened: opened.promise,
    forget,
    keep,
  };
}

export type KeptWorkspace = ReturnType<typeof useKeptWorkspace>;
