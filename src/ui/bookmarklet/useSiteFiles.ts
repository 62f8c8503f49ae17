/**
 * Receives a site's files from the bookmarklet (run-bookmarklet.ts): only from the window
 * that opened this tab, only with this profile's token and this tab's nonce, only once
 * (hand-over.ts), only in the shape and sizes site-message.ts allows. Says it is ready
 * first, so the bookmarklet never posts to a page still loading. The files come in as the
 * `site` input, which this browser keeps only when the user asks (workspace/workspace.ts).
 */
import { useEffect, useRef, useState } from 'react';
import type { NewEntry } from '../workspace/useWorkspace';
import { bookmarkletToken, randomSecret } from './bookmarklet-token';
import { HandOver, type HandOverRefusal } from './hand-over';
import { HAND_OVER_FRAGMENT, READY_MESSAGE, type SiteReadyMessage } from './site-message';

export interface SiteFilesStatus {
  received?: { count: number; origin: string; notLoaded: readonly string[] };
  refused?: { reason: HandOverRefusal; origin: string };
}

export function useSiteFiles(onFiles: (inputs: NewEntry[]) => void): SiteFilesStatus {
  const [status, setStatus] = useState<SiteFilesStatus>({});
  // Read while the first render runs, before the address follows the view (share/useShareState).
  const [handOver] = useState(
    () =>
      new HandOver(
        window.location.hash === HAND_OVER_FRAGMENT
          ? { token: bookmarkletToken(), nonce: randomSecret() }
          : undefined,
      ),
  );
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  }, [onFiles]);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const listener = (event: MessageEvent) => {
      if (event.source !== opener) return;
      const verdict = handOver.receive(event.data, event.origin);
      if (!verdict.ok) {
        const refused = { reason: verdict.reason, origin: event.origin };
        setStatus((old) => ({ ...old, refused }));
        return;
      }
      onFilesRef.current([
        ...verdict.files.map((file): NewEntry => ({
          name: file.url,
          kind: 'file',
          blob: new Blob([file.bytes]),
          origin: 'site',
        })),
        // A sitemap the site refused is a finding with its status, not a file to assign.
        ...verdict.failed.map((fetch): NewEntry => ({
          name: fetch.url,
          kind: 'file',
          blob: new Blob([]),
          origin: 'site',
          fetch,
        })),
      ]);
      const received = {
        count: verdict.files.length,
        origin: event.origin,
        notLoaded: verdict.notLoaded,
      };
      setStatus({ received });
    };
    window.addEventListener('message', listener);
    // The nonce may go to any opener: without the token it lets no file in. A tab not opened
    // for a hand-over says it is ready too, so a bookmarklet made before tokens existed gets
    // its refusal and the user learns to drag it again.
    const nonce = handOver.secrets?.nonce;
    const ready: SiteReadyMessage = { type: READY_MESSAGE, ...(nonce ? { nonce } : {}) };
    opener.postMessage(ready, '*');
    return () => window.removeEventListener('message', listener);
  }, [handOver]);
  return status;
}
