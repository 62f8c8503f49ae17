/**
 * The page check's input, from the page's side: a view of the workspace's `pages` entries
 * (workspace/page-check-entries.ts), sent to the worker's `pageCheckOpen` whenever they come
 * (a saved folder, a hand-over, Undo, a reload) and forgotten with `pageCheckRemove` when they
 * go. What the check says is the worker's; this hook keeps only how the last reading went,
 * so the workspace keeps a copy only of a check that read.
 */
import { useCallback, useRef, useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { pageCheckAskOf } from '../workspace/page-check-entries';

export type PageCheckPhase = 'none' | 'reading' | 'read' | 'failed';

export function usePageCheckInput(client: AnalyzerClient) {
  const [phase, setPhase] = useState<PageCheckPhase>('none');
  const reads = useRef(0);
  /** The reading under way: a newer check or a removal cancels it in the worker. */
  const reading = useRef<AbortController | undefined>(undefined);

  const open = useCallback(
    async (entries: readonly { name: string; blob: Blob }[]) => {
      const ask = pageCheckAskOf(entries);
      const read = ++reads.current;
      reading.current?.abort();
      if (!ask) return setPhase('failed');
      const controller = new AbortController();
      reading.current = controller;
      setPhase('reading');
      const asked = await client.ask({ type: 'pageCheckOpen', ...ask }, controller.signal);
      if (read !== reads.current) return;
      setPhase(asked.ok && asked.answer.isRead ? 'read' : 'failed');
    },
    [client],
  );

  const remove = useCallback(() => {
    reads.current++;
    reading.current?.abort();
    client.request({ type: 'pageCheckRemove' });
    setPhase('none');
  }, [client]);

  return { phase, open, remove };
}
