/**
 * Loads the built-in demo when asked: by the page when it opens with nothing kept and no
 * shared link (share/useOpening.ts), and by "Load demo". Loading replaces what is loaded,
 * so the demo is never mixed with the user's own files by accident.
 */
import { useCallback, useRef, useState } from 'react';
import { fetchDemoFiles } from './demo-samples';
import type { NewEntry } from '../workspace/useWorkspace';

export type DemoState =
  { phase: 'idle' } | { phase: 'loading' } | { phase: 'failed'; detail: string };

/**
 * @param isLoadingAtOpen says "Loading the demo…" from the first render when the page is
 * likely to open with it, rather than flashing the empty-page text first.
 */
export function useDemo(replaceWith: (inputs: NewEntry[]) => void, isLoadingAtOpen: boolean) {
  const [state, setState] = useState<DemoState>(() => ({
    phase: isLoadingAtOpen ? 'loading' : 'idle',
  }));
  const loading = useRef<AbortController | null>(null);
  /**
   * Set when the user adds a file or clears: from then on the demo comes only when asked
   * for. The page decides to open with the demo only after looking for kept files, which
   * is asynchronous; a file added before that answer must not be replaced by the demo.
   */
  const hasUserStepped = useRef(false);

  /** Fetches and adds the demo; state changes only in the promise callbacks, never synchronously. */
  const fetchAndAdd = useCallback(() => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    fetchDemoFiles(controller.signal).then(
      (demo) => {
        if (controller.signal.aborted) return;
        replaceWith(
          demo.map(({ name, bytes }) => ({
            name,
            kind: 'file',
            blob: new Blob([bytes]),
            origin: 'demo',
          })),
        );
        setState({ phase: 'idle' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          phase: 'failed',
          detail: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }, [replaceWith]);

  const load = useCallback(() => {
    setState({ phase: 'loading' });
    fetchAndAdd();
  }, [fetchAndAdd]);

  /** The demo the page opens with, unless the user got there first. */
  const loadAtOpen = useCallback(() => {
    if (!hasUserStepped.current) load();
  }, [load]);

  const stop = useCallback(() => {
    hasUserStepped.current = true;
    loading.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, load, loadAtOpen, stop };
}
