/**
 * Receives a site's files from the bookmarklet (run-bookmarklet.ts): only from the window
 * that opened this tab, only in the shape and sizes site-message.ts allows. Says it is
 * ready first, so the bookmarklet never posts to a page still loading.
 */
import { useEffect, useRef, useState } from 'react';
import type { NewInput } from '../file-list/useInputFiles';
import { checkSiteFiles, READY_MESSAGE } from './site-message';

export type SiteFilesStatus =
  | { kind: 'received'; count: number; origin: string; notLoaded: readonly string[] }
  | { kind: 'rejected'; origin: string };

export function useSiteFiles(onFiles: (inputs: NewInput[]) => void): SiteFilesStatus | null {
  const [status, setStatus] = useState<SiteFilesStatus | null>(null);
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  }, [onFiles]);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const listener = (event: MessageEvent) => {
      if (event.source !== opener) return;
      const check = checkSiteFiles(event.data, event.origin);
      if (!check.ok) {
        setStatus({ kind: 'rejected', origin: event.origin });
        return;
      }
      onFilesRef.current(
        check.files.map((file) => ({
          name: file.url,
          source: { kind: 'bytes', bytes: file.bytes },
          origin: 'upload',
        })),
      );
      setStatus({
        kind: 'received',
        count: check.files.length,
        origin: event.origin,
        notLoaded: check.notLoaded,
      });
    };
    window.addEventListener('message', listener);
    // Nothing but "ready" goes out, so any opener may hear it.
    opener.postMessage({ type: READY_MESSAGE }, '*');
    return () => window.removeEventListener('message', listener);
  }, []);
  return status;
}
