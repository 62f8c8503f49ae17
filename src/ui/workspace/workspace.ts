/**
 * The workspace: every input the user brought, as one list of entries with one lifecycle.
 * Sitemaps and robots.txt files, the crawl export, the earlier snapshot's files and the page
 * check's files are all entries; Clear sets all of them aside at once, Undo puts all of them back, a reload
 * restores the kept ones, Forget drops every kept copy, and a hand-over from a site starts
 * from an empty workspace with the previous one set aside. A pure reducer, so these rules
 * are unit-tested (workspace.test.ts); useWorkspace.ts runs the worker requests and storage
 * writes that follow from each change.
 */
import type { FetchFailureFacts } from '../../core/site/failed-fetches';
import type { LeftOutChild } from '../../core/site/left-out-child';
import type { InputOrigin } from '../file-list/input-files';
import { mergeHistory, type RobotsHistory } from '../../core/robots/robots-history';

/**
 * `file`: read into the URL store (sitemaps, robots.txt, archives); `crawl`: the crawl export
 * (one at a time); `earlier`: a file of the earlier snapshot (one snapshot at a time);
 * `pages`: the page check's pages.json or one of its page bodies (one check at a time,
 * page-check-entries.ts).
 */
export type EntryKind = 'file' | 'crawl' | 'earlier' | 'pages';

export interface WorkspaceEntry {
  /** Unique in this page; for a `file` entry, its InputId in the worker. */
  id: string;
  kind: EntryKind;
  name: string;
  origin: InputOrigin;
  /** Its bytes: a copy the page holds, so it can be read again, kept or shared. */
  blob: Blob;
  /** A sitemap the site listed but did not give: no bytes (`blob` is empty), how its fetch failed. */
  fetch?: FetchFailureFacts;
  /** An index's child the saved run's `--skip` / `--follow` left out: no bytes, the pattern. */
  leftOut?: LeftOutChild;
  /** The key of its copy in this browser's storage, once written (or restored from it). */
  keptKey?: string;
  /** A link's or a site's entry the user asked to keep (restored entries were asked before). */
  isKeepAsked?: boolean;
  /**
   * The site the user typed for a robots.txt whose name is no URL (the AI posture across
   * sites), as typed: Clear sets it aside with the entry, Undo and a reload bring it back.
   */
  site?: string;
}

export interface Workspace {
  entries: readonly WorkspaceEntry[];
  /** What the last Clear, Load demo or hand-over took away, until Undo or the next step. */
  setAside: readonly WorkspaceEntry[];
  /** Entries the user asked to forget: not kept again in this page. */
  forgotten: ReadonlySet<string>;
  /** The robots.txt history: dated versions per site (src/core/robots/robots-history.ts). */
  history: RobotsHistory;
  /** The history the last Clear or hand-over took away, until Undo or the next step. */
  setAsideHistory: RobotsHistory;
}

export type WorkspaceAction =
  /** New entries join; a crawl export replaces the crawl export, a snapshot the snapshot. */
  | { type: 'add'; entries: readonly WorkspaceEntry[] }
  | { type: 'remove'; ids: readonly string[] }
  /** Every entry set aside (Clear, Load demo); `entries` then start the new workspace. */
  | { type: 'startOver'; entries?: readonly WorkspaceEntry[]; keepsHistory?: boolean }
  | { type: 'undo' }
  /** The Undo offer ends: what was set aside is gone for good. */
  | { type: 'dismissUndo' }
  /** The kept entries, read back from storage when the page opens. */
  | {
      type: 'restore';
      entries: readonly WorkspaceEntry[];
      setAside: readonly WorkspaceEntry[];
      setAsideHistory: RobotsHistory;
    }
  | { type: 'history'; change: (old: RobotsHistory) => RobotsHistory }
  /** The user typed the site an entry's robots.txt governs ('' for none). */
  | { type: 'typeSite'; id: string; site: string }
  | { type: 'kept'; id: string; keptKey: string }
  /** Storage refused the copy: not tried again in this page. */
  | { type: 'keepFailed'; id: string }
  | { type: 'keepAsked' }
  | { type: 'forget' };

export const EMPTY_WORKSPACE: Workspace = {
  entries: [],
  setAside: [],
  forgotten: new Set(),
  history: {},
  setAsideHistory: {},
};

/** Inputs whose contents another page chose (a link, a site): kept only when the user asks. */
const KEPT_ON_REQUEST: ReadonlySet<InputOrigin> = new Set(['link', 'site']);
/** One crawl export, one earlier snapshot and one page check at a time: a new one replaces the old. */
const REPLACED_WHOLE: ReadonlySet<EntryKind> = new Set(['crawl', 'earlier', 'pages']);

export function workspaceReducer(workspace: Workspace, action: WorkspaceAction): Workspace {
  switch (action.type) {
    case 'add':
      return added(workspace, action.entries);
    case 'remove':
      return removed(workspace, new Set(action.ids));
    case 'startOver':
      return {
        ...workspace,
        // The demo is not offered back: Load demo does that.
        setAside: workspace.entries.filter((entry) => entry.origin !== 'demo'),
        entries: action.entries ?? [],
        // Load demo keeps the history: the demo brings none, and nothing typed is mixed in.
        ...(action.keepsHistory ? {} : { history: {}, setAsideHistory: workspace.history }),
      };
    case 'undo':
      // What the step brought in (the demo, a site's files) makes room for what it took away.
      return {
        ...workspace,
        entries: workspace.setAside,
        setAside: [],
        history: mergeHistory(workspace.history, workspace.setAsideHistory),
        setAsideHistory: {},
      };
    case 'dismissUndo':
      return workspace.setAside.length === 0 && isEmpty(workspace.setAsideHistory)
        ? workspace
        : { ...workspace, setAside: [], setAsideHistory: {} };
    case 'restore':
      return {
        ...workspace,
        entries: [...workspace.entries, ...action.entries],
        setAside: action.setAside,
        setAsideHistory: action.setAsideHistory,
      };
    case 'history':
      return { ...workspace, history: action.change(workspace.history) };
    case 'typeSite':
      return {
        ...workspace,
        entries: workspace.entries.map((entry) => {
          if (entry.id !== action.id) return entry;
          const { site: _old, ...rest } = entry;
          return action.site === '' ? rest : { ...rest, site: action.site };
        }),
      };
    case 'kept':
      return {
        ...workspace,
        entries: workspace.entries.map((entry) =>
          entry.id === action.id ? { ...entry, keptKey: action.keptKey } : entry,
        ),
      };
    case 'keepFailed':
      return { ...workspace, forgotten: new Set(workspace.forgotten).add(action.id) };
    case 'keepAsked':
      return keepAsked(workspace);
    case 'forget':
      return forgotten(workspace);
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/**
 * New entries: a crawl export or an earlier snapshot replaces the one before, and the user's
 * first input sends the demo away.
 */
function added(workspace: Workspace, entries: readonly WorkspaceEntry[]): Workspace {
  const replaced = new Set(
    entries.map((entry) => entry.kind).filter((kind) => REPLACED_WHOLE.has(kind)),
  );
  // The user's first input sends the demo away: their problems never mix with example.com's.
  const isUsers = entries.some((entry) => entry.origin !== 'demo');
  const kept = workspace.entries.filter(
    (entry) => !replaced.has(entry.kind) && !(isUsers && entry.origin === 'demo'),
  );
  return {
    ...workspace,
    entries: [...kept, ...entries],
    // A new step ends the offer to undo the last one.
    ...(isUsers ? { setAside: [], setAsideHistory: {} } : {}),
  };
}

/**
 * The entries of `ids` gone. The page check goes with the last file: it was judged against
 * the sitemaps, and with none loaded it answers nothing the page shows.
 */
function removed(workspace: Workspace, ids: ReadonlySet<string>): Workspace {
  const left = workspace.entries.filter((entry) => !ids.has(entry.id));
  const hasFiles = left.some((entry) => entry.kind === 'file');
  return {
    ...workspace,
    entries: hasFiles ? left : left.filter((entry) => entry.kind !== 'pages'),
  };
}

/** The entries awaiting the user's word on keeping them are asked to be kept. */
function keepAsked(workspace: Workspace): Workspace {
  const asked = workspace.entries.filter((entry) => isAwaitingKeep(entry, workspace));
  const askedIds = new Set(asked.map((entry) => entry.id));
  return {
    ...workspace,
    entries: workspace.entries.map((entry) =>
      askedIds.has(entry.id) ? { ...entry, isKeepAsked: true } : entry,
    ),
    // Asked for by name, so kept even after an earlier Forget in this page.
    forgotten: new Set([...workspace.forgotten].filter((id) => !askedIds.has(id))),
  };
}

/** Forget: nothing of the workspace stays kept in this browser. */
function forgotten(workspace: Workspace): Workspace {
  const strip = (entry: WorkspaceEntry): WorkspaceEntry => {
    const { keptKey: _dropped, ...rest } = entry;
    return rest;
  };
  return {
    ...workspace,
    entries: workspace.entries.map(strip),
    setAside: workspace.setAside.map(strip),
    // The history lives only in this browser's storage: forgetting it empties it.
    history: {},
    setAsideHistory: {},
    forgotten: new Set([...workspace.forgotten, ...workspace.entries.map((entry) => entry.id)]),
  };
}

const isEmpty = (history: RobotsHistory) => Object.keys(history).length === 0;

/** How many things Undo brings back: entries, and the history's sites. */
export function setAsideCount(workspace: Workspace): number {
  return workspace.setAside.length + Object.keys(workspace.setAsideHistory).length;
}

/** The entries of one kind, in the order they were added. */
export function entriesOf(workspace: Workspace, kind: EntryKind): WorkspaceEntry[] {
  return workspace.entries.filter((entry) => entry.kind === kind);
}

/** A link's or a site's entry the user has not asked to keep. */
export function isAwaitingKeep(entry: WorkspaceEntry, workspace: Workspace): boolean {
  return (
    KEPT_ON_REQUEST.has(entry.origin) &&
    !entry.isKeepAsked &&
    entry.keptKey === undefined &&
    !workspace.forgotten.has(entry.id)
  );
}

/**
 * The entries whose copies may be written now: those `isRead` says were read (a failed or
 * cancelled one is not worth its room on disk), not yet kept, not the demo, not forgotten,
 * not a link's or a site's the user has not asked to keep.
 */
export function entriesToKeep(
  workspace: Workspace,
  isRead: (entry: WorkspaceEntry) => boolean,
): WorkspaceEntry[] {
  return workspace.entries.filter(
    (entry) =>
      entry.keptKey === undefined &&
      entry.origin !== 'demo' &&
      !workspace.forgotten.has(entry.id) &&
      (!KEPT_ON_REQUEST.has(entry.origin) || entry.isKeepAsked === true) &&
      isRead(entry),
  );
}

/** The storage keys the workspace still needs: its entries' and those Undo may bring back. */
export function keysInUse(workspace: Workspace): Set<string> {
  const keys = new Set<string>();
  for (const entry of [...workspace.entries, ...workspace.setAside]) {
    if (entry.keptKey !== undefined) keys.add(entry.keptKey);
  }
  return keys;
}

/** The keys of what is set aside: storage keeps them until Undo or the next step. */
export function setAsideKeys(workspace: Workspace): string[] {
  return workspace.setAside.flatMap((entry) => (entry.keptKey ? [entry.keptKey] : []));
}

/** The sites typed for entries with a kept copy (theirs and those Undo may bring back), by key. */
export function typedSitesByKey(workspace: Workspace): Record<string, string> {
  const sites: Record<string, string> = {};
  for (const entry of [...workspace.entries, ...workspace.setAside])
    if (entry.keptKey !== undefined && entry.site !== undefined) sites[entry.keptKey] = entry.site;
  return sites;
}
