/**
 * The robots.txt history (robots-history.ts) as the workbench sees it: a view of the
 * workspace (src/ui/workspace), which keeps it in this browser, sets it aside with Clear and
 * brings it back with Undo. Provided by the page, so the lazily loaded panel reads the same.
 */
import { createContext, useContext } from 'react';
import type { RobotsHistory } from '../../core/robots/robots-history';

export interface RobotsHistoryState {
  history: RobotsHistory;
  update(change: (old: RobotsHistory) => RobotsHistory): void;
}

export const RobotsHistoryContext = createContext<RobotsHistoryState>({
  history: {},
  update: () => {},
});

export function useRobotsHistory(): RobotsHistoryState {
  return useContext(RobotsHistoryContext);
}
