/**
 * The two messages between the bookmarklet (running on a site) and the inspector tab it
 * opened (HTML §9.3.3 `postMessage`): the tab says it is ready, the site sends its files.
 * The tab checks everything a hostile site could send instead: the sender, the shape,
 * the counts and the sizes, before any byte reaches the worker.
 */

export const READY_MESSAGE = 'sitemap-inspector:ready';
export const FILES_MESSAGE = 'sitemap-inspector:files';

export interface SiteFilesMessage {
  readonly type: typeof FILES_MESSAGE;
  /** Each file by the URL it was fetched from; the buffers are transferred. */
  readonly files: readonly { readonly url: string; readonly bytes: ArrayBuffer }[];
  /** Sitemaps the site's page could not read (another origin), by URL. */
  readonly notLoaded: readonly string[];
}

/** What the tab accepts: the site reader's own caps (src/core/site/site-fetch.ts). */
export const MESSAGE_CAPS = {
  files: 1001,
  fileBytes: 52_428_800,
  totalBytes: 1024 * 1024 * 1024,
  notLoaded: 1000,
  urlLength: 8192,
} as const;

export type SiteFilesCheck =
  { ok: true; files: SiteFilesMessage['files']; notLoaded: readonly string[] } | { ok: false };

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MESSAGE_CAPS.urlLength && /^https?:\/\//.test(value);

/** The files, when `data` is a files message within the caps whose URLs are on `origin`; otherwise not ok. */
export function checkSiteFiles(data: unknown, origin: string): SiteFilesCheck {
  if (typeof data !== 'object' || data === null) return { ok: false };
  const { type, files, notLoaded } = data as Record<string, unknown>;
  if (type !== FILES_MESSAGE || !Array.isArray(files) || !Array.isArray(notLoaded))
    return { ok: false };
  if (files.length > MESSAGE_CAPS.files || notLoaded.length > MESSAGE_CAPS.notLoaded)
    return { ok: false };
  let total = 0;
  for (const file of files as unknown[]) {
    if (typeof file !== 'object' || file === null) return { ok: false };
    const { url, bytes } = file as Record<string, unknown>;
    // Files fetched by the site's own page come from its origin: anything else is not from it.
    if (!isUrl(url) || new URL(url).origin !== origin) return { ok: false };
    if (!(bytes instanceof ArrayBuffer) || bytes.byteLength > MESSAGE_CAPS.fileBytes)
      return { ok: false };
    total += bytes.byteLength;
  }
  if (total > MESSAGE_CAPS.totalBytes || !notLoaded.every(isUrl)) return { ok: false };
  return {
    ok: true,
    files: (files as { url: string; bytes: ArrayBuffer }[]).map(({ url, bytes }) => ({
      url,
      bytes,
    })),
    notLoaded: notLoaded as string[],
  };
}
