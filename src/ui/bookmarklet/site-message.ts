/**
 * The two messages between the bookmarklet (running on a site) and the inspector tab it
 * opened (HTML §9.3.3 `postMessage`): the tab says it is ready, with a nonce of its own,
 * and the site sends its files with that nonce. The tab checks everything a page could send
 * instead: the nonce, the shape, the counts and the sizes, before any byte reaches the worker.
 *
 * Nothing the bookmarklet carries is a secret: it runs in the site's realm, where the site's
 * own scripts can read its code, replace `window.open` and answer for the tab it opens. So
 * the nonce binds a message to one tab's one hand-over, and only the user, in the tab
 * (hand-over.ts), says whether the files are read.
 */
import { readFetchFailureFacts } from '../../core/site/fetch-failure-facts';
import type { FetchFailureFacts } from '../../core/site/failed-fetches';

export const READY_MESSAGE = 'sitemap-inspector:ready';
export const FILES_MESSAGE = 'sitemap-inspector:files';

/**
 * The fragment the bookmarklet opens the inspector with: a hand-over is expected, so the
 * tab makes a nonce. A fragment, as share links' `#s=` is, so no server sees it (RFC 3986
 * §3.5) and the address the page keeps in its history replaces it.
 */
export const HAND_OVER_FRAGMENT = '#from=bookmarklet';

/** Nonces and session tokens: 128 random bits as 32 lowercase hex digits. */
export const SECRET_PATTERN = /^[0-9a-f]{32}$/;

export interface SiteReadyMessage {
  readonly type: typeof READY_MESSAGE;
  /** This tab's one hand-over; absent when the tab was not opened for one. */
  readonly nonce?: string;
}

export interface SiteFilesMessage {
  readonly type: typeof FILES_MESSAGE;
  /** The nonce of the tab's ready message, echoed: one hand-over per tab. */
  readonly nonce: string;
  /** Each file by the URL it was fetched from; the buffers are transferred. */
  readonly files: readonly { readonly url: string; readonly bytes: ArrayBuffer }[];
  /** Sitemaps the site's page could not read (another origin), by URL. */
  readonly notLoaded: readonly string[];
  /** Sitemaps the site listed but did not give (a 404, a timeout…), with how each fetch failed. */
  readonly failed: readonly FetchFailureFacts[];
  /** The bookmarklet fetches a sample of pages when asked (site-pages-message.ts); older ones do not. */
  readonly takesPages?: boolean;
}

/** What the tab accepts: the site reader's own caps (src/core/site/site-fetch.ts). */
export const MESSAGE_CAPS = {
  files: 1001,
  fileBytes: 52_428_800,
  totalBytes: 1024 * 1024 * 1024,
  notLoaded: 1000,
  urlLength: 8192,
} as const;

/** Why a message was refused: `nonce` not this tab's nonce, `shape` anything else. */
export type SiteFilesRefusal = 'nonce' | 'shape';

/** What a files message brings once checked. */
export interface SiteFiles {
  readonly files: SiteFilesMessage['files'];
  readonly notLoaded: readonly string[];
  readonly failed: readonly FetchFailureFacts[];
  readonly takesPages: boolean;
}

export type SiteFilesCheck = ({ ok: true } & SiteFiles) | { ok: false; reason: SiteFilesRefusal };

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MESSAGE_CAPS.urlLength && /^https?:\/\//.test(value);

/** Exact match of a fixed-length nonce; a value of another form never matches. */
const isNonce = (value: unknown, expected: string): boolean =>
  typeof value === 'string' && SECRET_PATTERN.test(value) && value === expected;

/**
 * The files, when `data` is a files message carrying `nonce`, within the caps, whose URLs
 * are on `origin`; otherwise why not. A `token` field (bookmarklets drawn before the nonce
 * was all they carried) is ignored: it was never a secret from the site.
 */
export function checkSiteFiles(data: unknown, origin: string, nonce: string): SiteFilesCheck {
  const refused = (reason: SiteFilesRefusal) => ({ ok: false, reason }) as const;
  if (typeof data !== 'object' || data === null) return refused('shape');
  const {
    type,
    nonce: sent,
    files,
    notLoaded,
    failed,
    takesPages,
  } = data as Record<string, unknown>;
  if (type !== FILES_MESSAGE) return refused('shape');
  if (!isNonce(sent, nonce)) return refused('nonce');
  if (!Array.isArray(files) || !Array.isArray(notLoaded)) return refused('shape');
  if (files.length > MESSAGE_CAPS.files || notLoaded.length > MESSAGE_CAPS.notLoaded)
    return refused('shape');
  let total = 0;
  for (const file of files as unknown[]) {
    if (typeof file !== 'object' || file === null) return refused('shape');
    const { url, bytes } = file as Record<string, unknown>;
    // Files fetched by the site's own page come from its origin: anything else is not from it.
    if (!isUrl(url) || new URL(url).origin !== origin) return refused('shape');
    if (!(bytes instanceof ArrayBuffer) || bytes.byteLength > MESSAGE_CAPS.fileBytes)
      return refused('shape');
    total += bytes.byteLength;
  }
  if (total > MESSAGE_CAPS.totalBytes || !notLoaded.every(isUrl)) return refused('shape');
  // Each failed fetch was of the site's own origin too, checked field by field.
  const isOwnUrl = (url: string) => isUrl(url) && new URL(url).origin === origin;
  const failures = Array.isArray(failed)
    ? failed.map((value: unknown) => readFetchFailureFacts(value, isOwnUrl))
    : [undefined];
  if (failures.length > MESSAGE_CAPS.files || failures.some((facts) => facts === undefined))
    return refused('shape');
  return {
    ok: true,
    files: (files as { url: string; bytes: ArrayBuffer }[]).map(({ url, bytes }) => ({
      url,
      bytes,
    })),
    notLoaded: notLoaded as string[],
    failed: failures as FetchFailureFacts[],
    takesPages: takesPages === true,
  };
}
