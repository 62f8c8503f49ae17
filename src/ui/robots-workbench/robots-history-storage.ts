/**
 * The robots.txt history in this browser's localStorage: read once when the page opens,
 * written on every change (the workspace holds it: src/ui/workspace). Storage that refuses
 * (private mode, full) leaves the history for this page only.
 */
import { historyJson, parseHistory, type RobotsHistory } from '../../core/robots/robots-history';

const STORAGE_KEY = 'sitemap-inspector.robots-history';

export function loadHistory(): RobotsHistory {
  try {
    const json = window.localStorage.getItem(STORAGE_KEY);
    return (json && parseHistory(json)) || {};
  } catch {
    return {};
  }
}

export function saveHistory(history: RobotsHistory): void {
  try {
    if (Object.keys(history).length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, historyJson(history));
  } catch {
    // Kept for this page only.
  }
}
