/**
 * The page check of a bookmarklet's hand-over, from the tab's side: the held sitemaps sampled
 * in the worker as `--pages` samples them (`pageSample`), the sample sent to the opener with a
 * fresh nonce (site-pages-message.ts), and its one answer taken only from the opener's origin
 * and only for that sample (site-pages-check.ts). An answer that never comes (a bookmarklet
 * drawn before pages, a site left) ends the wait after the bookmarklet's own deadline.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { PageCheckOpenAsk } from '../../worker/protocol/page-check';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { randomNonce, type HeldFiles } from './hand-over';
import { isPagesMessage, sitePagesOf, type AskedSample } from './site-pages-check';
import {
  MAX_SITE_PAGES,
  SAMPLE_MESSAGE,
  SITE_PAGE_CAPS,
  type SiteSampleMessage,
} from './site-pages-message';

/** How long the tab waits past the bookmarklet's own deadline for its pages. */
const ANSWER_GRACE_MS = 30_000;

/** The page check the site's page sent, and how many pages it holds. */
export interface SitePages {
  readonly pageCheck: PageCheckOpenAsk;
  readonly sampled: number;
}

interface Awaiting {
  readonly asked: AskedSample;
  readonly origin: string;
  settle(ask: PageCheckOpenAsk | undefined): void;
}

export function useSitePages(client: AnalyzerClient) {
  const awaiting = useRef<Awaiting | undefined>(undefined);

  /** Takes a pages message from the opener; false when `data` is none. */
  const receive = useCallback((data: unknown, origin: string): boolean => {
    if (!isPagesMessage(data)) return false;
    const waiting = awaiting.current;
    // One answer per sample: the nonce dies with the first, good or not.
    if (waiting && origin === waiting.origin) {
      awaiting.current = undefined;
      waiting.settle(sitePagesOf(data, waiting.asked));
    }
    return true;
  }, []);

  /** The page check of `size` pages of the held files' site, or undefined when none came. */
  const take = useCallback(
    async (held: HeldFiles, size: number, opener: Window): Promise<SitePages | undefined> => {
      const asked = await client.ask({
        type: 'pageSample',
        sitemaps: held.files.map((file) => ({ name: file.url, blob: new Blob([file.bytes]) })),
        size: Math.min(size, MAX_SITE_PAGES),
      });
      if (!asked.ok || asked.answer.pages.length === 0) return undefined;
      const { candidates, pages } = asked.answer;
      const sample: AskedSample = { nonce: randomNonce(), candidates, pages };
      const answer = new Promise<PageCheckOpenAsk | undefined>((settle) => {
        const timer = setTimeout(() => {
          awaiting.current = undefined;
          settle(undefined);
        }, SITE_PAGE_CAPS.deadlineMs + ANSWER_GRACE_MS);
        awaiting.current = {
          asked: sample,
          origin: held.origin,
          settle: (ask) => {
            clearTimeout(timer);
            settle(ask);
          },
        };
      });
      const message: SiteSampleMessage = {
        type: SAMPLE_MESSAGE,
        nonce: sample.nonce,
        pages: sample.pages,
      };
      opener.postMessage(message, held.origin);
      const pageCheck = await answer;
      return pageCheck && { pageCheck, sampled: sample.pages.length };
    },
    [client],
  );

  return useMemo(() => ({ receive, take }), [receive, take]);
}
