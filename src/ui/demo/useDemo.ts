/**
 * Loads the built-in demo when the page opens with no shared state (no `#…` in the address;
 * shared links arrive with issue 6), and again on "Load demo". "Load demo" replaces what is
 * loaded, so the demo is never mixed with the user's own files by accident.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchDemoFiles } from './demo-samples';
import type { NewInput } from '../file-list/useInputFiles';

export type DemoState =
  { phase: 'idle' } | { phase: 'loading' } | { phase: 'failed'; detail: string };

const opensWithDemo = () => window.location.hash.length <= 1;

export function useDemo(addFiles: (inputs: NewInput[]) => void, clearFiles: () => void) {
  const [state, setState] = useState<DemoState>(() => ({
    phase: opensWithDemo() ? 'loading' : 'idle',
  }));
  const loading = useRef<AbortController | null>(null);

  /** Fetches and adds the demo; state changes only in the promise callbacks, never synchronously. */
  const fetchAndAdd = useCallback(() => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    fetchDemoFiles(controller.signal).then(
      (demo) => {
        if (controller.signal.aborted) return;
        clearFiles();
        addFiles(
          demo.map(({ name, bytes }) => ({
            name,
            source: { kind: 'bytes', bytes },
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
  }, [addFiles, clearFiles]);

  const load = useCallback(() => {
    setState({ phase: 'loading' });
    fetchAndAdd();
  }, [fetchAndAdd]);

  const stop = useCallback(() => {
    loading.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  useEffect(() => {
    if (!opensWithDemo()) return;
    fetchAndAdd();
    // Under StrictMode the effect runs twice in development: abort the first fetch.
    return () => loading.current?.abort();
    // Only on first open: later loads come from the "Load demo" button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, load, stop };
}
