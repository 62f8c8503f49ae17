/**
 * The bookmarklet: run on a site, it opens the inspector (first, while the click still
 * allows a new window), reads the site from its own origin with the shared site reader
 * (src/core/site/read-site.ts: the same caps, gzip sniffed from the bytes), and hands the
 * files to the inspector once it says it is ready. Sitemaps on another origin, which the
 * site's page may not read, travel as URLs only. Built small and self-contained by
 * scripts/bookmarklet-plugin.ts; `BookmarkletHost` is the seam the tests fake.
 */
import { readSite } from '../../core/site/read-site';
import { DEFAULT_SITE_CAPS, type SiteIo, type SiteResponse } from '../../core/site/site-fetch';
import { FILES_MESSAGE, READY_MESSAGE, type SiteFilesMessage } from './site-message';

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
  const inspector = host.open(inspectorUrl);
  if (!inspector)
    throw new Error(
      'The inspector window was blocked: allow pop-ups for this site and run it again.',
    );
  const inspectorOrigin = new URL(inspectorUrl).origin;
  const ready = new Promise<void>((isReady) =>
    host.onMessage((event) => {
      if (event.source === inspector && event.origin === inspectorOrigin && isReadyData(event.data))
        isReady();
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
  const message: SiteFilesMessage = {
    type: FILES_MESSAGE,
    files,
    notLoaded: read.notFetched.filter((n) => n.reason === 'other-origin').map((n) => n.url),
  };
  await ready;
  inspector.postMessage(
    message,
    inspectorOrigin,
    files.map((file) => file.bytes),
  );
}

function isReadyData(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === READY_MESSAGE
  );
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
