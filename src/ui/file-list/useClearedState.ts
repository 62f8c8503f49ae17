/**
 * What **Clear** takes away besides the files, and **Undo** brings back with them: the
 * workbench's typed text, test URLs, crawlers and expectations, the URL table's filters and
 * selections, and the paste counter. One rule for the whole page: Clear clears everything the
 * session holds, so nothing typed before it (a robots.txt "Typed here", a lastmod period)
 * goes on deciding what the next files show.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { WorkbenchShareState } from '../../core/share/share-state';
import { NO_FILTERS } from '../filters/view-filters';
import type { PageView } from '../share/share-view-state';

interface Parts {
  workbench: {
    share: WorkbenchShareState | undefined;
    restore(state: WorkbenchShareState | undefined): void;
  };
  inspector: { pageView: PageView; restore(view: PageView): void };
  pasteCounter: { get(): number; set(count: number): void };
}

interface Saved {
  workbench: WorkbenchShareState | undefined;
  view: PageView;
  pastes: number;
}

export function useClearedState({ workbench, inspector, pasteCounter }: Parts) {
  const saved = useRef<Saved | null>(null);
  const latest = useRef({ workbench, inspector, pasteCounter });
  useEffect(() => {
    latest.current = { workbench, inspector, pasteCounter };
  });

  /** Call with Clear: keeps what it takes away until the next step. */
  const clear = useCallback(() => {
    const { workbench, inspector, pasteCounter } = latest.current;
    saved.current = {
      workbench: workbench.share,
      view: inspector.pageView,
      pastes: pasteCounter.get(),
    };
    workbench.restore(undefined);
    inspector.restore({ tab: inspector.pageView.tab, filters: NO_FILTERS });
    pasteCounter.set(0);
  }, []);

  /** Call with Undo: puts back what the last Clear took away. */
  const undo = useCallback(() => {
    const kept = saved.current;
    saved.current = null;
    if (!kept) return;
    const { workbench, inspector, pasteCounter } = latest.current;
    workbench.restore(kept.workbench);
    inspector.restore(kept.view);
    pasteCounter.set(kept.pastes);
  }, []);

  /** The Undo offer is gone (dismissed, or another step came): nothing to bring back. */
  const forget = useCallback(() => void (saved.current = null), []);

  return { clear, undo, forget };
}
