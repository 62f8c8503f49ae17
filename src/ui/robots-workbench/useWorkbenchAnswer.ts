/**
 * Asks the worker for the workbench's answer as the user types: one request per pause of
 * DEBOUNCE_MS, the previous one cancelled when a newer one is sent (its answer, if it still
 * arrives, is dropped). The last answer stays shown meanwhile, with the input it answered.
 */
import { useEffect, useState } from 'react';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import type { RobotsWorkbenchAsk } from '../../worker/protocol/robots-workbench';
import type { AnalyzerClient } from '../worker-client/analyzer-client';

export type WorkbenchInput = RobotsWorkbenchAsk;

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const DEBOUNCE_MS = 150;

export interface WorkbenchAnswer {
  event: RobotsWorkbenchEvent;
  input: WorkbenchInput;
  /** The question it answers (see `keyOf`). */
  key: string;
}

/** The question, as one string: an answer is current when its key is the input's. */
function keyOf(input: WorkbenchInput, dataVersion: number): string {
  return JSON.stringify([
    dataVersion,
    input.robotsText,
    input.beforeText ?? null,
    input.siteText,
    input.testLinesText,
    input.agents,
    input.expectationsText,
  ]);
}

export function useWorkbenchAnswer(
  client: AnalyzerClient,
  input: WorkbenchInput,
  dataVersion: number,
): { answer: WorkbenchAnswer | undefined; isPending: boolean } {
  const [answer, setAnswer] = useState<WorkbenchAnswer>();
  const key = keyOf(input, dataVersion);
  useEffect(() => {
    const controller = new AbortController();
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      const pending = client.request({ type: 'robotsWorkbench', ...input }, controller.signal);
      unsubscribe = client.subscribe(pending.id, (event) => {
        if (event.type !== 'robotsWorkbench' || controller.signal.aborted) return;
        setAnswer({ event, input, key });
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `input` (rebuilt each render) and the data version (sitemaps loaded change the inferred site)
  }, [client, key]);
  return { answer, isPending: answer?.key !== key };
}
