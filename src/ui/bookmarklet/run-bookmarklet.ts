/**
 * The bookmarklet: run on a site, it opens the inspector (first, while the click still
 * allows a new window) at its hand-over fragment, reads the site from its own origin with
 * the shared site reader (src/core/site/read-site.ts: the same caps, gzip sniffed from the
 * bytes), and hands the files to the inspector once it says it is ready, with the nonce the
 * tab's ready message carried (site-message.ts). It carries no secret: it runs in the site's
 * realm, so whatever it held the site could read. Sitemaps on another origin, which the
 * site's page may not read, travel as URLs only. When the user asks the tab to check pages,
 * the tab sends back the sample it drew from those sitemaps and the bookmarklet fetches it
 * on the site's own origin (take-pages.ts). Built small and
 * self-contained by scripts/bookmarklet-plugin.ts; `BookmarkletHost` is the seam the tests
 * fake.
 */
import { failedFetches } from '../../core/site/failed-fetches';
import { readSite } from '../../core/site/read-site';
import { DEFAULT_SITE_CAPS, type SiteIo, type SiteResponse } from '../../core/site/site-fetch';
import {
  FILES_MESSAGE,
  HAND_OVER_FRAGMENT,
  READY_MESSAGE,
  type SiteFilesMessage,
} from './site-message';
import { PAGES_MESSAGE, type SitePagesMessage } from './site-pages-message';
import { sampleRequestOf, takePages, type SampleRequest } from './take-pages';

export interface InspectorWindow {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}

/** The parts of the site's window the bookmarklet uses. */
export interface BookmarkletHost {
  readonly origin: string;
  open(url: string): InspectorWindow | null;
  fetch(url: string, init: RequestInit): Promise<SiteResponse>;
  onMessage(listener: (event: { source: unknown; origin: string; data: unknown }) => void): void;
  /** Inflates gzip with a cap (the browser's DecompressionStream in the real host). */
  gunzip: SiteIo['gunzip'];
}

export async function runBookmarklet(inspectorUrl: string, host: BookmarkletHost): Promise<void> {
  const handOverUrl = new URL(inspectorUrl);
  handOverUrl.hash = HAND_OVER_FRAGMENT;
  const inspector = host.open(handOverUrl.href);
  if (!inspector)
    throw new Error(
      'The inspector window was blocked: allow pop-ups for this site and run it again.',
    );
  const inspectorOrigin = handOverUrl.origin;
  const { ready, sampleAsked } = listenToInspector(host, inspector, inspectorOrigin);
  let clock = 0;
  const io = {
    gunzip: host.gunzip,
    sleep: (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms)),
    now: () => (typeof performance === 'object' ? performance.now() : ++clock),
  };
  const read = await readSite(
    host.origin,
    {
      ...io,
      fetch: (url, timeoutMs) =>
        host.fetch(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'same-origin' }),
    },
    DEFAULT_SITE_CAPS,
    { otherOrigin: 'other-origin' },
  );
  const files = read.files.map((file) => ({ url: file.url, bytes: file.bytes.slice().buffer }));
  const notLoaded = read.notFetched.filter((n) => n.reason === 'other-origin').map((n) => n.url);
  const failed = failedFetches(read.fetches).map(
    ({ url, status, redirects, bytes, failure, errorCode }) => ({
      url,
      status,
      redirects,
      bytes,
      failure,
      ...(errorCode !== undefined ? { errorCode } : {}),
    }),
  );
  const message: SiteFilesMessage = {
    type: FILES_MESSAGE,
    nonce: await ready,
    files,
    notLoaded,
    failed,
    takesPages: true,
  };
  inspector.postMessage(
    message,
    inspectorOrigin,
    files.map((file) => file.bytes),
  );
  // Only if the user chose pages in the tab; otherwise this waits, harmless, until the page goes.
  const asked = await sampleAsked;
  // A copy: the reader's buffer may be resizable, which a browser's TextDecoder refuses.
  const robotsBody = read.files.find((file) => file.url === read.robotsUrl)?.bytes.slice();
  const robots = { status: read.robotsStatus, ...(robotsBody ? { body: robotsBody } : {}) };
  const pages = await takePages(asked.pages, host.origin, robots, host.fetch, io);
  const answer: SitePagesMessage = { type: PAGES_MESSAGE, nonce: asked.nonce, pages };
  inspector.postMessage(
    answer,
    inspectorOrigin,
    pages.flatMap((page) => (page.body ? [page.body] : [])),
  );
}

/**
 * What the inspector tab says, from that window and origin only: its nonce (ready message),
 * then, once, the sample it asks for.
 */
function listenToInspector(
  host: BookmarkletHost,
  inspector: InspectorWindow,
  inspectorOrigin: string,
): { ready: Promise<string>; sampleAsked: Promise<SampleRequest> } {
  let isReady: (nonce: string) => void = () => undefined;
  let isSampleAsked: (asked: SampleRequest) => void = () => undefined;
  const ready = new Promise<string>((resolve) => (isReady = resolve));
  const sampleAsked = new Promise<SampleRequest>((resolve) => (isSampleAsked = resolve));
  host.onMessage((event) => {
    if (event.source !== inspector || event.origin !== inspectorOrigin) return;
    const nonce = nonceOf(event.data);
    if (nonce) isReady(nonce);
    const asked = sampleRequestOf(event.data);
    if (asked) isSampleAsked(asked);
  });
  return { ready, sampleAsked };
}

/** The nonce of a ready message, else undefined. */
function nonceOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, nonce } = data as Record<string, unknown>;
  return type === READY_MESSAGE && typeof nonce === 'string' ? nonce : undefined;
}

/** Gzip through the browser's own DecompressionStream, stopping after `maxBytes`. */
export const browserGunzip: SiteIo['gunzip'] = async (gzip, maxBytes) => {
  const reader = new Blob([gzip.slice()])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let isCut = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - size;
      chunks.push(value.length > room ? value.subarray(0, room) : value);
      size += Math.min(value.length, room);
      if (value.length >= room && size >= maxBytes) {
        isCut = true;
        await reader.cancel();
        break;
      }
    }
  } catch {
    // A cut or corrupt stream: what came before is read for addresses; the inspector reports it.
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { bytes, isCut };
};
