/**
 * The worker's data version as the views should see it: every view asks the worker again
 * when it changes, and while a million URLs stream in it changes at most about once a
 * second. Versions in between cause no render at all: the page re-renders once per refresh.
 */
import { useEffect, useState } from 'react';
import type { AnalyzerClient } from './analyzer-client';

/** While URLs stream in, views refresh about once a second. */
const REFRESH_MS = 1000;

export function useDataVersion(client: AnalyzerClient): number {
  const [shown, setShown] = useState(client.dataVersion);
  useEffect(() => {
    let shownAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = undefined;
      shownAt = Date.now();
      setShown(client.dataVersion());
    };
    const onChange = () => {
      if (timer !== undefined) return;
      const wait = shownAt + REFRESH_MS - Date.now();
      if (wait <= 0) show();
      else timer = setTimeout(show, wait);
    };
    const unsubscribe = client.subscribeDataVersion(onChange);
    // A version announced between the first render and this subscription.
    onChange();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
  return shown;
}
