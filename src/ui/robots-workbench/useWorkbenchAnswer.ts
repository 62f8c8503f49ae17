/**
 * Asks the worker for the workbench's answer as the user types: one request per pause of
 * DEBOUNCE_MS, the previous one cancelled when a newer one is sent (useAsk). The last answer
 * stays shown meanwhile, with the input it answered.
 */
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import type { RobotsWorkbenchAsk } from '../../worker/protocol/robots-workbench';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';

export type WorkbenchInput = RobotsWorkbenchAsk;

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const DEBOUNCE_MS = 150;

export interface WorkbenchAnswer {
  event: RobotsWorkbenchEvent;
  input: WorkbenchInput;
}

export function useWorkbenchAnswer(
  client: AnalyzerClient,
  input: WorkbenchInput,
  /** The loaded sitemaps change the inferred site. */
  dataVersion: number,
): { answer: WorkbenchAnswer | undefined; isPending: boolean } {
  const { answer, answered, isCurrent } = useAsk(
    client,
    { type: 'robotsWorkbench', ...input },
    { dependsOn: dataVersion, debounceMs: DEBOUNCE_MS },
  );
  if (!answer || !answered) return { answer: undefined, isPending: true };
  const { type: _type, ...answeredInput } = answered;
  return { answer: { event: answer, input: answeredInput }, isPending: !isCurrent };
}
