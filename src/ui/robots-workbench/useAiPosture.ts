/**
 * The AI posture across sites, asked again when the data version or a typed site changes;
 * typing is waited out (a pause) before asking, as the workbench's own fields are.
 */
import type { InputId } from '../../core/ids';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';

/** A pause in typing before the worker is asked. */
const TYPING_PAUSE_MS = 250;

export function useAiPosture(
  client: AnalyzerClient,
  typedSites: ReadonlyMap<InputId, string>,
  inputIds: readonly InputId[],
  dataVersion: number,
) {
  const asked = inputIds.flatMap((inputId) => {
    const site = typedSites.get(inputId);
    return site === undefined ? [] : [{ inputId, site }];
  });
  return useAsk(
    client,
    { type: 'aiPosture', typedSites: asked },
    { dependsOn: dataVersion, debounceMs: TYPING_PAUSE_MS },
  ).answer;
}
