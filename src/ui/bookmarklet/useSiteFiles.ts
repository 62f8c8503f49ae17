/**
 * Receives a site's files from the bookmarklet (run-bookmarklet.ts): only from the window
 * that opened this tab, only with this tab's nonce, only once (hand-over.ts), only in the
 * shape and sizes site-message.ts allows, and only when the user reads them (SiteFilesPrompt):
 * until then they are held, not read. Says it is ready first, so the bookmarklet never posts
 * to a page still loading. The files come in as the `site` input, which this browser keeps
 * only when the user asks (workspace/workspace.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewEntry } from '../workspace/useWorkspace';
import { HandOver, randomNonce, type HandOverRefusal, type HeldFiles } from './hand-over';
import { HAND_OVER_FRAGMENT, READY_MESSAGE, type SiteReadyMessage } from './site-message';

export interface SiteFilesStatus {
  /** Files held for the user to read or not. */
  asking?: { count: number; origin: string };
  /** `unfetched`: sitemaps the site did not give, in the file list beside the `count` received. */
  received?: { count: number; unfetched: number; origin: string; notLoaded: readonly string[] };
  declined?: { origin: string };
  refused?: { reason: HandOverRefusal; origin: string };
}

export interface SiteFiles {
  status: SiteFilesStatus;
  /** Reads the held files into the workspace. */
  read(): void;
  /** Drops the held files unread. */
  decline(): void;
}

/** The workspace's entries for the files of a hand-over. */
function siteEntries({ files, failed }: HeldFiles): NewEntry[] {
  return [
    ...files.map((file): NewEntry => ({
      name: file.url,
      kind: 'file',
      blob: new Blob([file.bytes]),
      origin: 'site',
    })),
    // A sitemap the site refused is a finding with its status, not a file to assign.
    ...failed.map((fetch): NewEntry => ({
      name: fetch.url,
      kind: 'file',
      blob: new Blob([]),
      origin: 'site',
      fetch,
    })),
  ];
}

export function useSiteFiles(onFiles: (inputs: NewEntry[]) => void): SiteFiles {
  const [status, setStatus] = useState<SiteFilesStatus>({});
  // Read while the first render runs, before the address follows the view (share/useShareState).
  const [handOver] = useState(
    () => new HandOver(window.location.hash === HAND_OVER_FRAGMENT ? randomNonce() : undefined),
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
      setStatus({ asking: { count: verdict.count, origin: verdict.origin } });
    };
    window.addEventListener('message', listener);
    // The nonce may go to any opener: it is the site's anyway (hand-over.ts). A tab not
    // opened for a hand-over says it is ready too, so a bookmarklet made before nonces
    // existed gets its refusal and the user learns to drag it again.
    const nonce = handOver.nonce;
    const ready: SiteReadyMessage = { type: READY_MESSAGE, ...(nonce ? { nonce } : {}) };
    opener.postMessage(ready, '*');
    return () => window.removeEventListener('message', listener);
  }, [handOver]);
  const read = useCallback(() => {
    const held = handOver.read();
    if (!held) return;
    onFilesRef.current(siteEntries(held));
    const { files, failed, origin, notLoaded } = held;
    const received = { count: files.length, unfetched: failed.length, origin, notLoaded };
    setStatus(({ asking: _asked, ...rest }) => ({ ...rest, received }));
  }, [handOver]);
  const decline = useCallback(() => {
    handOver.decline();
    setStatus(({ asking, ...rest }) =>
      asking ? { ...rest, declined: { origin: asking.origin } } : rest,
    );
  }, [handOver]);
  return { status, read, decline };
}
