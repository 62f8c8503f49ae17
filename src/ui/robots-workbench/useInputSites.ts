/**
 * The sites typed for robots.txt inputs (the AI posture across sites), as the workbench sees
 * them: a view of the workspace (src/ui/workspace), which keeps each with its entry, sets it
 * aside with Clear and brings it back with Undo and a reload. Provided by the page, so the
 * lazily loaded panel reads the same.
 */
import { createContext, useContext } from 'react';
import type { InputId } from '../../core/ids';

export interface InputSitesState {
  /** The text typed for each input that has one. */
  sites: ReadonlyMap<InputId, string>;
  type(id: InputId, site: string): void;
}

export const InputSitesContext = createContext<InputSitesState>({
  sites: new Map(),
  type: () => {},
});

export function useInputSites(): InputSitesState {
  return useContext(InputSitesContext);
}
