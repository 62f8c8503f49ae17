/**
 * The earlier snapshot, from the page's side: a view of the workspace's `earlier` entries
 * (src/ui/workspace), sent to the worker's `openEarlier` (read there into a store of their
 * own, never the file list's); `clearEarlier` forgets them. What it holds is the worker's;
 * this hook keeps only how the last reading went.
 */
import { useCallback, useRef, useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RequestError } from '../worker-client/request-error-text';
import type { EarlierSnapshotSummary } from '../../worker/protocol/snapshot';

export type EarlierState =
  | { phase: 'none' }
  | { phase: 'reading' }
  | { phase: 'loaded'; summary: EarlierSnapshotSummary }
  | { phase: 'failed'; error: RequestError };

export function useEarlierSnapshot(client: AnalyzerClient) {
  const [state, setState] = useState<EarlierState>({ phase: 'none' });
  const reads = useRef(0);
  /** The read under way: a newer upload or Forget cancels it in the worker. */
  const reading = useRef<AbortController | undefined>(undefined);

  const open = useCallback(
    async (files: readonly { name: string; blob: Blob }[]) => {
      if (files.length === 0) return;
      const read = ++reads.current;
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      setState({ phase: 'reading' });
      const asked = await client.ask(
        {
          type: 'openEarlier',
          files: files.map((file, index) => ({
            inputId: `earlier-${read}-${index}`,
            name: file.name,
            source: { kind: 'blob', blob: file.blob },
          })),
        },
        controller.signal,
      );
      if (read !== reads.current) return;
      setState(
        asked.ok
          ? { phase: 'loaded', summary: asked.answer }
          : { phase: 'failed', error: asked.error },
      );
    },
    [client],
  );

  const forget = useCallback(() => {
    reads.current++;
    reading.current?.abort();
    client.request({ type: 'clearEarlier' });
    setState({ phase: 'none' });
  }, [client]);

  return { state, open, forget };
}
