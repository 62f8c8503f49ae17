/**
 * The page's actions on a worker session, as plain data (so a shrunk sequence can be kept in
 * history-regressions.json), and the page's state they change: the file list in order, the
 * crawl export, the earlier snapshot, the robots.txt workbench and the URL table's filters.
 *
 * Clear and Undo are the page's (src/ui/App.tsx): the session knows neither. Clear removes
 * every input and puts the workbench and the filters back to none (useClearedState.ts);
 * Undo puts them back and adds the same files again, under new input ids, in one `open`
 * (useUndoableRemoval.ts). Adding a file ends the offer to undo, as on the page. Clear leaves
 * the crawl export and the earlier snapshot, as the page's does; it forgets the access logs,
 * which Undo does not bring back (they are no entry of the workspace: src/ui/crawlers/useLogs.ts).
 */
import type { InputId } from '../../src/core/ids';
import type { OpenedFile, OpenFileInput } from '../../src/worker/protocol/files';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import type { ChangeName } from '../../src/core/snapshot/snapshot-join';
import type { UrlColumn } from '../../src/worker/protocol/rows';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import {
  poolCrawls,
  poolFiles,
  poolLogs,
  poolRobotsHistories,
  poolSnapshots,
  type PoolFile,
} from './input-pool';

/** The URL table's filters, naming a file by its place in the list (ids change on Undo). */
export interface TableFilter {
  text?: string;
  sort?: { column: UrlColumn; descending: boolean };
  fileAt?: number;
  problemCode?: string;
  robotsVerdict?: 'allowed' | 'blocked' | 'not-covered';
  change?: ChangeName;
  lastmodFromMs?: number;
}

export type RobotsStatus = number | 'unreachable';

export type HistoryAction =
  | { do: 'add'; keys: string[] }
  | { do: 'remove'; at: number }
  | { do: 'clear' }
  | { do: 'undo' }
  | { do: 'crawl'; key: string | null }
  | { do: 'earlier'; key: string | null }
  | { do: 'logs'; key: string | null }
  /** The robots.txt history the workspace keeps (the workbench's), sent to the logs. */
  | { do: 'robotsHistory'; key: string | null }
  /** The workbench's editor text (null: never typed in, the first loaded robots.txt is used). */
  | { do: 'type'; text: string }
  | { do: 'agent'; agent: string }
  | { do: 'status'; status: RobotsStatus | null }
  | { do: 'filter'; filter: TableFilter };

export interface WorkbenchState {
  text: string | null;
  agent: string;
  status: RobotsStatus | null;
}

/** What the page holds; the session's state is the live session's. */
export interface PageState {
  inputs: { key: string; inputId: InputId }[];
  crawl: string | null;
  earlier: string | null;
  /** The access log loaded (the page reads its logs as one set; one is enough here). */
  logs: string | null;
  /** The robots.txt history kept (a pool key), or none. */
  robotsHistory: string | null;
  workbench: WorkbenchState;
  filter: TableFilter;
  /** What Clear took away, while the page offers to undo it (the history is set aside too). */
  undo: {
    keys: string[];
    workbench: WorkbenchState;
    filter: TableFilter;
    robotsHistory: string | null;
  } | null;
  nextId: number;
}

export const NO_WORKBENCH: WorkbenchState = { text: null, agent: 'Googlebot', status: null };

export function initialPageState(): PageState {
  return {
    inputs: [],
    crawl: null,
    earlier: null,
    logs: null,
    robotsHistory: null,
    workbench: NO_WORKBENCH,
    filter: {},
    undo: null,
    nextId: 0,
  };
}

/** The live session and the reports the page kept from its `fileReport` events. */
export interface LiveSession {
  session: InspectorSession;
  reports: Map<InputId, OpenedFile>;
}

export const clock = { nowMs: () => Date.UTC(2026, 0, 15), monotonicMs: () => performance.now() };

export function newSession(): InspectorSession {
  // As the command line: gzip on fflate, whose answers the page's engines are held to.
  return new InspectorSession(clock, { nativeInflate: 'zip' });
}

const files = new Map(poolFiles().map((file) => [file.key, file]));
const crawls = new Map(poolCrawls().map((crawl) => [crawl.key, crawl]));
const snapshots = new Map(poolSnapshots().map((snapshot) => [snapshot.key, snapshot]));
const logs = new Map(poolLogs().map((log) => [log.key, log]));
const robotsHistories = new Map(poolRobotsHistories().map((kept) => [kept.key, kept.history]));
export const ROBOTS_HISTORY_KEYS = [...robotsHistories.keys()];

/** Sends the kept history (none: an empty one), as the page does whenever it changes. */
export function sendRobotsHistory(session: InspectorSession, key: string | null): void {
  session.logs.setRobotsHistory(key === null ? {} : robotsHistories.get(key)!);
}
export const FILE_KEYS = [...files.keys()];
export const LOG_KEYS = [...logs.keys()];
export const CRAWL_KEYS = [...crawls.keys()];
export const SNAPSHOT_KEYS = [...snapshots.keys()];

/** Whether the page offers the action now (a disabled button, an empty list). */
export function canApply(state: PageState, action: HistoryAction): boolean {
  switch (action.do) {
    case 'remove':
    case 'clear':
      return state.inputs.length > 0;
    case 'undo':
      return state.undo !== null;
    default:
      return true;
  }
}

const inputOf = (file: PoolFile, inputId: InputId): OpenFileInput => ({
  inputId,
  name: file.name,
  source: { kind: 'blob', blob: new Blob([file.bytes.slice()]) },
});

function contextFor(events: AnalyzerEvent[] = []) {
  return {
    requestId: 1,
    emit: (event: AnalyzerEvent) => void events.push(event),
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
  };
}

/** Adds files in one `open`, keeping their reports as the page's file list does. */
export async function openFiles(
  live: LiveSession,
  added: readonly { key: string; inputId: InputId }[],
): Promise<void> {
  const events: AnalyzerEvent[] = [];
  const inputs = added.map(({ key, inputId }) => inputOf(files.get(key)!, inputId));
  await live.session.open(inputs, contextFor(events));
  for (const event of events)
    if (event.type === 'fileReport') live.reports.set(event.file.inputId, event.file);
}

export async function openCrawl(session: InspectorSession, key: string): Promise<void> {
  const crawl = crawls.get(key)!;
  const source = new TextEncoder().encode(crawl.csv).buffer as ArrayBuffer;
  await session.crawl.open({ name: crawl.name, source }, contextFor());
}

export async function openEarlier(session: InspectorSession, key: string): Promise<void> {
  const snapshot = snapshots.get(key)!;
  const inputs = snapshot.files.map((file, i) => inputOf(file, `earlier-${i}`));
  await session.earlier.open(inputs, contextFor());
}

export async function openLogs(session: InspectorSession, key: string): Promise<void> {
  const log = logs.get(key)!;
  await session.logs.open(
    { logFiles: [{ name: log.name, blob: new Blob([log.text]) }] },
    contextFor(),
  );
}

/** Does what the page does for `action`, to the page's state and the live session. */
export async function applyAction(
  state: PageState,
  live: LiveSession,
  action: HistoryAction,
): Promise<void> {
  const newIds = (keys: readonly string[]) =>
    keys.map((key) => ({ key, inputId: `file-${state.nextId++}` }));
  switch (action.do) {
    case 'add': {
      const added = newIds(action.keys);
      state.inputs.push(...added);
      state.undo = null;
      return openFiles(live, added);
    }
    case 'remove': {
      const [gone] = state.inputs.splice(action.at % state.inputs.length, 1);
      live.session.remove([gone.inputId]);
      live.reports.delete(gone.inputId);
      return;
    }
    case 'clear': {
      const ids = state.inputs.map((input) => input.inputId);
      state.undo = {
        keys: state.inputs.map((input) => input.key),
        workbench: state.workbench,
        filter: state.filter,
        robotsHistory: state.robotsHistory,
      };
      state.robotsHistory = null;
      sendRobotsHistory(live.session, null);
      state.inputs = [];
      state.workbench = NO_WORKBENCH;
      state.filter = {};
      state.logs = null;
      live.session.logs.remove();
      live.session.remove(ids);
      live.reports.clear();
      return;
    }
    case 'undo': {
      const kept = state.undo!;
      state.undo = null;
      state.workbench = kept.workbench;
      state.filter = kept.filter;
      state.robotsHistory = kept.robotsHistory;
      sendRobotsHistory(live.session, kept.robotsHistory);
      const added = newIds(kept.keys);
      state.inputs.push(...added);
      return openFiles(live, added);
    }
    case 'crawl':
      state.crawl = action.key;
      if (action.key === null) live.session.crawl.remove();
      else await openCrawl(live.session, action.key);
      return;
    case 'earlier':
      state.earlier = action.key;
      if (action.key === null) live.session.earlier.clear();
      else await openEarlier(live.session, action.key);
      return;
    case 'logs':
      state.logs = action.key;
      if (action.key === null) live.session.logs.remove();
      else await openLogs(live.session, action.key);
      return;
    case 'robotsHistory':
      state.robotsHistory = action.key;
      sendRobotsHistory(live.session, action.key);
      return;
    case 'type':
      state.workbench = { ...state.workbench, text: action.text };
      return;
    case 'agent':
      state.workbench = { ...state.workbench, agent: action.agent };
      return;
    case 'status':
      state.workbench = { ...state.workbench, status: action.status };
      return;
    case 'filter':
      state.filter = action.filter;
      return;
  }
}
