/**
 * Receives a site's files from the bookmarklet (run-bookmarklet.ts): only from the window
 * that opened this tab, only with this tab's nonce, only once (hand-over.ts), only in the
 * shape and sizes site-message.ts allows, and only when the user reads them (SiteFilesPrompt):
 * until then they are held, not read. Says it is ready first, so the bookmarklet never posts
 * to a page still loading. The files come in as the `site` input, which this browser keeps
 * only when the user asks (workspace/workspace.ts). When the user chose pages to check, the
 * site's page fetches a sample of them first (useSitePages.ts), and they come in with the
 * files, in the same step, as the page check's input.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageCheckOpenAsk } from '../../worker/protocol/page-check';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { pageCheckEntries } from '../workspace/page-check-entries';
import type { NewEntry } from '../workspace/useWorkspace';
import { HandOver, randomNonce, type HandOverRefusal, type HeldFiles } from './hand-over';
import { HAND_OVER_FRAGMENT, READY_MESSAGE, type SiteReadyMessage } from './site-message';
import { useSitePages } from './useSitePages';

export interface SiteFilesStatus {
  /** Files held for the user to read or not; `takesPages`: the bookmarklet can check pages. */
  asking?: { count: number; origin: string; takesPages: boolean };
  /** The site's page is fetching the sample of `count` pages. */
  checking?: { count: number; origin: string };
  /**
   * `unfetched`: sitemaps the site did not give, in the file list beside the `count` received;
   * `pages`: pages checked, `none` when the user asked for some and none came.
   */
  received?: {
    count: number;
    unfetched: number;
    origin: string;
    notLoaded: readonly string[];
    pages?: number | 'none';
  };
  declined?: { origin: string };
  refused?: { reason: HandOverRefusal; origin: string };
}

export interface SiteFiles {
  status: SiteFilesStatus;
  /** Reads the held files into the workspace, with a check of up to `pages` of the site's pages. */
  read(pages: number): void;
  /** Drops the held files unread. */
  decline(): void;
}

/** The workspace's entries for the files of a hand-over, and its page check's if any. */
function siteEntries({ files, failed }: HeldFiles, pageCheck?: PageCheckOpenAsk): NewEntry[] {
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
    ...(pageCheck ? pageCheckEntries(pageCheck, 'site') : []),
  ];
}

export function useSiteFiles(
  onFiles: (inputs: NewEntry[]) => void,
  client: AnalyzerClient,
): SiteFiles {
  const [status, setStatus] = useState<SiteFilesStatus>({});
  const pages = useSitePages(client);
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
      // The page check's answer is no hand-over of files: it has a nonce of its own.
      if (pages.receive(event.data, event.origin)) return;
      const verdict = handOver.receive(event.data, event.origin);
      if (!verdict.ok) {
        const refused = { reason: verdict.reason, origin: event.origin };
        setStatus((old) => ({ ...old, refused }));
        return;
      }
      const { count, origin, takesPages } = verdict;
      setStatus({ asking: { count, origin, takesPages } });
    };
    window.addEventListener('message', listener);
    // The nonce may go to any opener: it is the site's anyway (hand-over.ts). A tab not
    // opened for a hand-over says it is ready too, so a bookmarklet made before nonces
    // existed gets its refusal and the user learns to drag it again.
    const nonce = handOver.nonce;
    const ready: SiteReadyMessage = { type: READY_MESSAGE, ...(nonce ? { nonce } : {}) };
    opener.postMessage(ready, '*');
    return () => window.removeEventListener('message', listener);
  }, [handOver, pages]);
  const read = useCallback(
    (pageCount: number) => {
      const held = handOver.read();
      if (!held) return;
      const { files, failed, origin, notLoaded } = held;
      const received = { count: files.length, unfetched: failed.length, origin, notLoaded };
      const opener = window.opener as Window | null;
      if (!held.takesPages || pageCount <= 0 || !opener) {
        onFilesRef.current(siteEntries(held));
        setStatus(({ asking: _asked, ...rest }) => ({ ...rest, received }));
        return;
      }
      setStatus(({ asking: _asked, ...rest }) => ({
        ...rest,
        checking: { count: pageCount, origin },
      }));
      void pages.take(held, pageCount, opener).then((taken) => {
        onFilesRef.current(siteEntries(held, taken?.pageCheck));
        const checked = taken ? taken.sampled : 'none';
        setStatus(({ checking: _checked, ...rest }) => ({
          ...rest,
          received: { ...received, pages: checked },
        }));
      });
    },
    [handOver, pages],
  );
  const decline = useCallback(() => {
    handOver.decline();
    setStatus(({ asking, ...rest }) =>
      asking ? { ...rest, declined: { origin: asking.origin } } : rest,
    );
  }, [handOver]);
  return { status, read, decline };
}
