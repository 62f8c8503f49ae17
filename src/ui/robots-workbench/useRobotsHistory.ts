/**
 * The robots.txt history (robots-history.ts) kept in this browser's localStorage: read once,
 * written on every change. Storage that refuses (private mode, full) leaves the history for
 * this page only.
 */
import { useCallback, useState } from 'react';
import { historyJson, parseHistory, type RobotsHistory } from './robots-history';

const STORAGE_KEY = 'sitemap-inspector.robots-history';

function load(): RobotsHistory {
  try {
    const json = window.localStorage.getItem(STORAGE_KEY);
    return (json && parseHistory(json)) || {};
  } catch {
    return {};
  }
}

export function useRobotsHistory() {
  const [history, setHistory] = useState<RobotsHistory>(load);
  const update = useCallback((change: (old: RobotsHistory) => RobotsHistory) => {
    setHistory((old) => {
      const next = change(old);
      try {
        if (Object.keys(next).length === 0) window.localStorage.removeItem(STORAGE_KEY);
        else window.localStorage.setItem(STORAGE_KEY, historyJson(next));
      } catch {
        // Kept for this page only.
      }
      return next;
    });
  }, []);
  return { history, update };
}
