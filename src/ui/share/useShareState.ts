/**
 * Keeps the address in step with the view, and the view in step with the address: every
 * change writes `#s=…` (the view state, without files: this browser keeps those), typing
 * replaces the current history entry, other steps (a tab, a sort, a filter chip) push a new
 * one, so Back undoes a step without a history entry per keystroke. Back and Forward
 * (`popstate`, `hashchange`) restore the state of their entry.
 *
 * The robots.txt workbench joins through two optional props: `workbench` is its current
 * state (memoise it: a new object each render re-encodes), `onRestoreWorkbench` receives
 * the state of the link the page opened with (once, after the first render) and of each
 * history entry Back or Forward reaches (undefined: that state has no workbench part).
 * The workbench's state must therefore live at the page level (App), not inside a panel
 * that may not be mounted.
 */
import { useEffect, useMemo, useRef } from 'react';
import { fitShareState } from '../../core/share/fit-share-state';
import type { ShareState, WorkbenchShareState } from '../../core/share/share-state';
import { readOpeningLink, type OpeningLink } from './opening-link';
import { fromShareState, isTypingStep, toShareState, type PageView } from './share-view-state';

/** Steps closer together than this become one history step (a burst of typing). */
const HISTORY_DEBOUNCE_MS = 250;

export interface ShareStateOptions {
  /** What the address held when the page opened (App reads it once). */
  opening: OpeningLink;
  view: PageView;
  onRestoreView(view: PageView): void;
  workbench?: WorkbenchShareState;
  onRestoreWorkbench?(state: WorkbenchShareState | undefined): void;
}

const isEmpty = (state: ShareState) => Object.keys(state).length === 1;

export function useShareState({
  opening,
  view,
  onRestoreView,
  workbench,
  onRestoreWorkbench,
}: ShareStateOptions): ShareState {
  const state = useMemo(() => toShareState(view, workbench), [view, workbench]);
  /** The state the current history entry holds. */
  const written = useRef(state);
  /** The state the last effect saw: a burst of typing not yet written, when it differs from `written`. */
  const seen = useRef(state);

  useEffect(() => {
    const write = (next: ShareState) => {
      const { pathname, search, hash } = window.location;
      // Fitted, so the entry written always opens again (a huge robots.txt is left out).
      const fragment = isEmpty(next) ? '' : fitShareState(next).fragment;
      if (fragment !== hash) {
        const url = pathname + search + fragment;
        if (isTypingStep(written.current, next)) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
      }
      written.current = next;
    };
    const previous = seen.current;
    seen.current = state;
    // A step that is not typing (a tab) right after typing: the entry being left gets what
    // was typed in it first, or Back would show it without that text.
    if (previous !== written.current && !isTypingStep(previous, state)) write(previous);
    const timer = setTimeout(() => write(state), HISTORY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const restore = useRef({ onRestoreView, onRestoreWorkbench });
  useEffect(() => {
    restore.current = { onRestoreView, onRestoreWorkbench };
  });
  useEffect(() => {
    if (opening.kind === 'history' || opening.kind === 'shared') {
      restore.current.onRestoreWorkbench?.(opening.state.workbench);
    }
  }, [opening]);
  useEffect(() => {
    const onNavigate = () => {
      const opening = readOpeningLink(window.location.hash);
      // A fragment that cannot be read (typed by hand) leaves the view as it is.
      if (opening.kind === 'bad') return;
      // A shared link pasted into this open tab is a same-document navigation: open it as
      // a page, so its files come in and its notice shows (this tab's files stay kept).
      if (opening.kind === 'shared') {
        window.location.reload();
        return;
      }
      const restored: ShareState = opening.kind === 'none' ? { v: 1 } : opening.state;
      const { files: _files, ...view } = restored;
      written.current = view;
      seen.current = view;
      restore.current.onRestoreView(fromShareState(restored));
      restore.current.onRestoreWorkbench?.(restored.workbench);
    };
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, []);

  return state;
}
