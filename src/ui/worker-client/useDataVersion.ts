/**
 * The worker's data version, as the views should see it: every view asks again when it
 * changes, and while a million URLs stream in it changes at most about once a second.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { AnalyzerClient } from './analyzer-client';
import { useThrottledValue } from './useThrottledValue';

/** While URLs stream in, views refresh about once a second. */
const REFRESH_MS = 1000;

export function useDataVersion(client: AnalyzerClient): number {
  const subscribe = useCallback(
    (onChange: () => void) => client.subscribeDataVersion(onChange),
    [client],
  );
  return useThrottledValue(useSyncExternalStore(subscribe, client.dataVersion), REFRESH_MS);
}
