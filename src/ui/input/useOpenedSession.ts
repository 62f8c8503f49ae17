/**
 * Loads the files of `--site URL --open` once, when the page was opened at the address the
 * command printed (opened-session.ts), and says what came in or why nothing did.
 */
import { useEffect, useRef, useState } from 'react';
import type { NewEntry } from '../workspace/useWorkspace';
import { fetchOpenedSession, openedSessionToken } from './opened-session';

export interface OpenedSessionStatus {
  /** `unfetched`: sitemaps the site did not give, in the file list beside the `count` received. */
  received?: { count: number; unfetched: number; origin: string };
  failed?: 'unreachable' | 'log';
}

export function useOpenedSession(onFiles: (inputs: NewEntry[]) => void): OpenedSessionStatus {
  // Read while the first render runs, before the address follows the view (share/useShareState).
  const [token] = useState(() => openedSessionToken(window.location.hash));
  const [status, setStatus] = useState<OpenedSessionStatus>({});
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  }, [onFiles]);
  const hasStarted = useRef(false);
  useEffect(() => {
    // Once per page: StrictMode runs effects twice in development.
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    void fetchOpenedSession(token, window.location.href).then((session) => {
      if (!session.ok) return setStatus({ failed: session.reason });
      onFilesRef.current(session.entries);
      // Only the sitemaps the site failed to give: a child the run's pattern left out is no
      // failure of the site.
      const unfetched = session.entries.filter((entry) => entry.fetch).length;
      setStatus({ received: { count: session.files, unfetched, origin: session.origin } });
    });
  }, [token]);
  return status;
}
