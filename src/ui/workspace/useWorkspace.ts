/**
 * The page's one workspace (workspace.ts) and the requests that follow from it: each change
 * of its entries is turned into the worker's requests (workspace-changes.ts) and handed to
 * the hook that owns each kind (the file list, the crawl export, the earlier snapshot, the
 * page check),
 * which are views of it. Every way of adding, removing, clearing and undoing goes through
 * here, so no kind of input can be left out of a step.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { FetchFailureFacts } from '../../core/site/failed-fetches';
import type { LeftOutChild } from '../../core/site/left-out-child';
import type { InputOrigin } from '../file-list/input-files';
import { loadHistory } from '../robots-workbench/robots-history-storage';
import type { RobotsHistory } from '../../core/robots/robots-history';
import {
  EMPTY_WORKSPACE,
  workspaceReducer,
  type EntryKind,
  type WorkspaceEntry,
} from './workspace';
import { workspaceChanges } from './workspace-changes';

/** What the page's per-kind hooks do when the workspace changes. */
export interface WorkspaceReaders {
  openFiles(entries: readonly WorkspaceEntry[]): void;
  removeFiles(ids: string[]): void;
  openCrawl(entry: WorkspaceEntry): void;
  removeCrawl(): void;
  openEarlier(entries: readonly WorkspaceEntry[]): void;
  forgetEarlier(): void;
  openPageCheck(entries: readonly WorkspaceEntry[]): void;
  removePageCheck(): void;
}

/** A new input, before it has an id. */
export interface NewEntry {
  kind: EntryKind;
  name: string;
  origin: InputOrigin;
  blob: Blob;
  fetch?: FetchFailureFacts;
  leftOut?: LeftOutChild;
}

let entryCounter = 0;
/** Unique in this page; crypto.randomUUID needs a secure context, which a plain-http static host is not. */
export const newEntryId = (kind: EntryKind): string =>
  `${kind === 'file' ? 'file' : kind}-${++entryCounter}`;

const withIds = (inputs: readonly NewEntry[]): WorkspaceEntry[] =>
  inputs.map((input) => ({ ...input, id: newEntryId(input.kind) }));

export function useWorkspace(readers: WorkspaceReaders) {
  const [workspace, dispatch] = useReducer(workspaceReducer, EMPTY_WORKSPACE, (empty) => ({
    ...empty,
    history: loadHistory(),
  }));
  const latestReaders = useRef(readers);
  useEffect(() => {
    latestReaders.current = readers;
  });
  /** The entries the worker was last told about. */
  const sent = useRef<readonly WorkspaceEntry[]>([]);
  useEffect(() => {
    const changes = workspaceChanges(sent.current, workspace.entries);
    sent.current = workspace.entries;
    const reader = latestReaders.current;
    if (changes.removedInputIds.length > 0) reader.removeFiles(changes.removedInputIds);
    if (changes.addedFiles.length > 0) reader.openFiles(changes.addedFiles);
    if (changes.crawl === null) reader.removeCrawl();
    else if (changes.crawl) reader.openCrawl(changes.crawl);
    if (changes.earlier?.length === 0) reader.forgetEarlier();
    else if (changes.earlier) reader.openEarlier(changes.earlier);
    if (changes.pages?.length === 0) reader.removePageCheck();
    else if (changes.pages) reader.openPageCheck(changes.pages);
  }, [workspace.entries]);

  /** A step of the user's: the entries join (the demo steps aside) and the Undo offer ends. */
  const add = useCallback((inputs: readonly NewEntry[]) => {
    const entries = withIds(inputs);
    dispatch({ type: 'add', entries });
    return entries;
  }, []);
  const remove = useCallback((ids: readonly string[]) => dispatch({ type: 'remove', ids }), []);
  /** Clear: everything set aside, Undo one step away. */
  const clear = useCallback(() => dispatch({ type: 'startOver' }), []);
  /** A fresh workspace of these entries; `keepsHistory` for the demo, which brings none. */
  const startOver = useCallback(
    (inputs: readonly NewEntry[], keepsHistory = false) =>
      dispatch({ type: 'startOver', entries: withIds(inputs), keepsHistory }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const dismissUndo = useCallback(() => dispatch({ type: 'dismissUndo' }), []);
  const updateHistory = useCallback(
    (change: (old: RobotsHistory) => RobotsHistory) => dispatch({ type: 'history', change }),
    [],
  );
  const typeSite = useCallback(
    (id: string, site: string) => dispatch({ type: 'typeSite', id, site }),
    [],
  );
  const sourceOf = useCallback(
    (id: string) => workspace.entries.find((entry) => entry.id === id),
    [workspace.entries],
  );

  return useMemo(
    () => ({
      workspace,
      dispatch,
      add,
      remove,
      clear,
      startOver,
      undo,
      dismissUndo,
      updateHistory,
      typeSite,
      sourceOf,
    }),
    [
      workspace,
      add,
      remove,
      clear,
      startOver,
      undo,
      dismissUndo,
      updateHistory,
      typeSite,
      sourceOf,
    ],
  );
}

export type WorkspaceState = ReturnType<typeof useWorkspace>;
