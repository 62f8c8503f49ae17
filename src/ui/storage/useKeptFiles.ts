/**
 * Mirrors the file list into this browser's private storage (kept-file-store.ts): a file
 * read is kept, a file removed is deleted, "Forget" deletes them all. The demo is never
 * kept (it comes back by itself). Files another page chose (a share link's, a site's handed
 * over by the bookmarklet) are kept only once the user presses "Keep in this browser": a
 * link or a site must not fill this browser's storage, nor come back on every later visit,
 * by being opened once. `restore` adds the kept files back after a reload; their bytes are
 * re-read by the worker like any upload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InputId } from '../../core/ids';
import type { InputFile, InputOrigin } from '../file-list/input-files';
import type { KeptSource, NewInput } from '../file-list/useInputFiles';
import {
  keptFileError,
  sharedKeptFileStore,
  type KeptFileError,
  type KeptFileStore,
} from './kept-file-store';
import { isKeptCrawl } from '../crawl/kept-crawl-key';

/** Inputs whose contents another page chose: kept only when the user asks. */
const KEPT_ON_REQUEST: ReadonlySet<InputOrigin> = new Set(['link', 'site']);

/** A read file of a share link or a hand-over that the user has not asked to keep. */
function isAwaitingKeep(file: InputFile, chosen: ReadonlySet<InputId>): boolean {
  return file.phase === 'read' && KEPT_ON_REQUEST.has(file.origin) && !chosen.has(file.fileId);
}

let keyCounter = 0;
const newKey = () => `${Date.now().toString(36)}-${(++keyCounter).toString(36)}`;

interface Options {
  files: readonly InputFile[];
  sourceOf(fileId: InputId): KeptSource | undefined;
  add(inputs: NewInput[]): InputId[];
}

/**
 * The files whose copies may be written now: those read (a cancelled or unreadable file is
 * not worth its room on disk), not the demo, not a link's or a site's file the user has not
 * `chosen` to keep, and none while any file is still queued or being read: each write reads
 * the file again and writes it to disk in the browser process, which shares the cores with
 * the reading (a million-URL upload of 21 files spent about 2 s of the browser process's CPU
 * on them, bench/browser.bench.ts, 2026-12-01).
 */
export function filesToKeepNow(
  files: readonly InputFile[],
  chosen: ReadonlySet<InputId> = new Set(),
): InputFile[] {
  if (files.some((file) => file.phase === 'queued' || file.phase === 'reading')) return [];
  return files.filter(
    (file) => file.phase === 'read' && file.origin !== 'demo' && !isAwaitingKeep(file, chosen),
  );
}

export function useKeptFiles({ files, sourceOf, add }: Options) {
  const store = useRef<Promise<KeptFileStore | undefined> | null>(null);
  const openStore = useCallback(() => {
    store.current ??= sharedKeptFileStore();
    return store.current;
  }, []);
  /** Files kept in storage, by their id in this page. */
  const keys = useRef(new Map<InputId, string>());
  /**
   * Files whose bytes are in storage (the put resolved, or they were restored from it). The
   * note counts these, not the files read: a note shown before the write lands invites a
   * reload that loses the file (seen in the browser test under load, 2 writes in 6 still
   * pending when the note already said "2 files are kept", 2026-11-30).
   */
  const [stored, setStored] = useState<ReadonlySet<InputId>>(() => new Set());
  /** Files the user asked to forget (or storage refused): not kept again in this page. */
  const [forgotten, setForgotten] = useState<ReadonlySet<InputId>>(() => new Set());
  /** Set once the delete Forget asked for has landed: the note says so only then. */
  const [hasForgotten, setHasForgotten] = useState(false);
  const [error, setError] = useState<KeptFileError | undefined>();
  const [isUnavailable, setUnavailable] = useState(false);
  /** Link and site files the user asked to keep (or restored: they were asked before). */
  const [chosen, setChosen] = useState<ReadonlySet<InputId>>(() => new Set());

  useEffect(() => {
    const current = new Set(files.map((file) => file.fileId));
    for (const file of filesToKeepNow(files, chosen)) {
      const { fileId } = file;
      if (keys.current.has(fileId) || forgotten.has(fileId)) continue;
      const source = sourceOf(fileId);
      if (!source) continue;
      const key = newKey();
      keys.current.set(fileId, key);
      void openStore().then(async (opened) => {
        if (!opened) return setUnavailable(true);
        try {
          await opened.put({ key, name: source.name, origin: source.origin, blob: source.blob });
          // Forgotten or removed while the write ran: its delete is queued behind this put.
          if (keys.current.get(fileId) === key) setStored((old) => new Set(old).add(fileId));
        } catch (failure) {
          keys.current.delete(fileId);
          setForgotten((old) => new Set(old).add(fileId));
          setError(keptFileError(failure));
        }
      });
    }
    for (const [fileId, key] of keys.current) {
      if (current.has(fileId)) continue;
      keys.current.delete(fileId);
      void openStore().then((opened) => opened?.delete(key).catch(() => undefined));
    }
  }, [files, sourceOf, openStore, forgotten, chosen]);

  /** Adds the kept files back; resolves to how many there were. */
  const restore = useCallback(async () => {
    const opened = await openStore();
    if (!opened) return 0;
    // The crawl export kept beside the files is the crawl view's to restore (issue 32).
    const kept = (await opened.list().catch(() => [])).filter((file) => !isKeptCrawl(file.key));
    if (kept.length === 0) return 0;
    const ids = add(
      kept.map(({ name, origin, blob }) => ({ name, origin, source: { kind: 'blob', blob } })),
    );
    ids.forEach((fileId, index) => keys.current.set(fileId, kept[index].key));
    setStored((old) => new Set([...old, ...ids]));
    setChosen((old) => new Set([...old, ...ids]));
    return kept.length;
  }, [add, openStore]);

  const forget = useCallback(() => {
    setForgotten((old) => new Set([...old, ...files.map((file) => file.fileId)]));
    keys.current.clear();
    setStored(new Set());
    setError(undefined);
    void openStore()
      .then((opened) => opened?.clear())
      .then(
        () => setHasForgotten(true),
        () => setError('failed'),
      );
  }, [files, openStore]);

  /** "Keep in this browser": the link's and the site's files are kept like uploads from now. */
  const keep = useCallback(() => {
    const asked = files.filter((file) => isAwaitingKeep(file, chosen)).map((file) => file.fileId);
    setChosen((old) => new Set([...old, ...asked]));
    // Asked for by name, so kept even after an earlier Forget in this page.
    setForgotten((old) => new Set([...old].filter((fileId) => !asked.includes(fileId))));
  }, [files, chosen]);

  const keptCount = files.filter(
    (file) => file.phase === 'read' && stored.has(file.fileId) && !forgotten.has(file.fileId),
  ).length;
  const notKeptCount = files.filter((file) => isAwaitingKeep(file, chosen)).length;
  return { keptCount, notKeptCount, hasForgotten, error, isUnavailable, restore, forget, keep };
}

export type KeptFiles = ReturnType<typeof useKeptFiles>;
