/**
 * What the last Clear or hand-over set aside, recorded in localStorage: the storage keys of
 * the entries Undo may bring back and the robots.txt history it took away. Their copies stay
 * in storage until the Undo offer ends, so an Undo (even after a reload) reads them again;
 * and the page that opens knows they are set aside, not loaded, so it does not restore them.
 */
import { historyJson, parseHistory, type RobotsHistory } from '../../core/robots/robots-history';

const RECORD_KEY = 'sitemap-inspector.workspace.set-aside';

export interface SetAsideRecord {
  keys: string[];
  history: RobotsHistory;
}

export function readSetAside(): SetAsideRecord {
  try {
    const json = window.localStorage.getItem(RECORD_KEY);
    if (!json) return { keys: [], history: {} };
    const value = JSON.parse(json) as { keys?: unknown; history?: unknown };
    const keys = Array.isArray(value.keys)
      ? value.keys.filter((key): key is string => typeof key === 'string')
      : [];
    const history = typeof value.history === 'string' ? (parseHistory(value.history) ?? {}) : {};
    return { keys, history };
  } catch {
    return { keys: [], history: {} };
  }
}

export function writeSetAside(record: SetAsideRecord): void {
  try {
    if (record.keys.length === 0 && Object.keys(record.history).length === 0)
      window.localStorage.removeItem(RECORD_KEY);
    else
      window.localStorage.setItem(
        RECORD_KEY,
        JSON.stringify({ keys: record.keys, history: historyJson(record.history) }),
      );
  } catch {
    // Storage refused: the Undo offer holds for this page only.
  }
}
