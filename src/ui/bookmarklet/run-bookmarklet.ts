/**
 * The bookmarklet: run on a site, it opens the inspector (first, while the click still
 * allows a new window) at its hand-over fragment, reads the site from its own origin with
 * the shared site reader (src/core/site/read-site.ts: the same caps, gzip sniffed from the
 * bytes), and hands the files to the inspector once it says it is ready, with the nonce the
 * tab's ready message carried (site-message.ts). It carries no secret: it runs in the site's
 * realm, so whatever it held the site could read. Sitemaps on another origin, which the
 * site's page may not read, travel as URLs only. Built small and
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
  /** The tab's nonce, from its ready message. */
  const ready = new Promise<string>((isReady) =>
    host.onMessage((event) => {
      const nonce =
        event.source === inspector && event.origin === inspectorOrigin && nonceOf(event.data);
      if (nonce) isReady(nonce);
    }),
  );
  let clock = 0;
  const read = await readSite(
    host.origin,
    {
      fetch: (url, timeoutMs) =>
        host.fetch(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'same-origin' }),
      gunzip: host.gunzip,
      sleep: (ms) => new Promise((wake) => setTimeout(wake, ms)),
      now: () => (typeof performance === 'object' ? performance.now() : ++clock),
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
  };
  inspector.postMessage(
    message,
    inspectorOrigin,
    files.map((file) => file.bytes),
  );
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
