/**
 * The two messages between the bookmarklet (running on a site) and the inspector tab it
 * opened (HTML §9.3.3 `postMessage`): the tab says it is ready, with a nonce of its own,
 * and the site sends its files with the bookmarklet's token and that nonce. The tab checks
 * everything a page that never ran the bookmarklet could send instead: the secrets, the
 * shape, the counts and the sizes, before any byte reaches the worker.
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

/** Tokens and nonces: 128 random bits as 32 lowercase hex digits. */
export const SECRET_PATTERN = /^[0-9a-f]{32}$/;

export interface SiteReadyMessage {
  readonly type: typeof READY_MESSAGE;
  /** This tab's one hand-over; absent when the tab was not opened for one. */
  readonly nonce?: string;
}

export interface SiteFilesMessage {
  readonly type: typeof FILES_MESSAGE;
  /** The token baked into the bookmarklet when the inspector drew it (bookmarklet-token.ts). */
  readonly token: string;
  /** The nonce of the tab's ready message, echoed: one hand-over per tab. */
  readonly nonce: string;
  /** Each file by the URL it was fetched from; the buffers are transferred. */
  readonly files: readonly { readonly url: string; readonly bytes: ArrayBuffer }[];
  /** Sitemaps the site's page could not read (another origin), by URL. */
  readonly notLoaded: readonly string[];
  /** Sitemaps the site listed but did not give (a 404, a timeout…), with how each fetch failed. */
  readonly failed: readonly FetchFailureFacts[];
}

/** What a tab expects of the one files message it takes. */
export interface HandOverSecrets {
  readonly token: string;
  readonly nonce: string;
}

/** What the tab accepts: the site reader's own caps (src/core/site/site-fetch.ts). */
export const MESSAGE_CAPS = {
  files: 1001,
  fileBytes: 52_428_800,
  totalBytes: 1024 * 1024 * 1024,
  notLoaded: 1000,
  urlLength: 8192,
} as const;

/** Why a message was refused: `secret` a token or nonce not this tab's, `shape` anything else. */
export type SiteFilesRefusal = 'secret' | 'shape';

export type SiteFilesCheck =
  | {
      ok: true;
      files: SiteFilesMessage['files'];
      notLoaded: readonly string[];
      failed: readonly FetchFailureFacts[];
    }
  | { ok: false; reason: SiteFilesRefusal };

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MESSAGE_CAPS.urlLength && /^https?:\/\//.test(value);

/** Exact match of a fixed-length secret; a value of another form never matches. */
const isSecret = (value: unknown, expected: string): boolean =>
  typeof value === 'string' && SECRET_PATTERN.test(value) && value === expected;

/**
 * The files, when `data` is a files message carrying `secrets`, within the caps, whose URLs
 * are on `origin`; otherwise why not.
 */
export function checkSiteFiles(
  data: unknown,
  origin: string,
  secrets: HandOverSecrets,
): SiteFilesCheck {
  const refused = (reason: SiteFilesRefusal) => ({ ok: false, reason }) as const;
  if (typeof data !== 'object' || data === null) return refused('shape');
  const { type, token, nonce, files, notLoaded, failed } = data as Record<string, unknown>;
  if (type !== FILES_MESSAGE) return refused('shape');
  if (!isSecret(token, secrets.token) || !isSecret(nonce, secrets.nonce)) return refused('secret');
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
  };
}
