/**
 * The tab's side of the page check's messages (site-pages-message.ts): the bookmarklet's
 * answer taken only for the sample the tab asked, URL by URL in its order, with the nonce the
 * request carried and bodies within the page reader's cap, and turned into what a saved run
 * holds (pages.json and its bodies), so the worker reads and judges it as it judges a
 * `--save` folder's (core/page-check/saved-pages.ts checks every field again).
 */
import { MAX_SAVED_BODY_BYTES } from '../../core/page-check/saved-pages';
import type { SampledPage } from '../../core/page-check/fetch-sample';
import type { PageCheckOpenAsk } from '../../worker/protocol/page-check';
import { SECRET_PATTERN } from './site-message';
import { PAGES_MESSAGE, type SitePageAnswer } from './site-pages-message';

/** What the tab asked: its nonce, the sample and how many URLs it was drawn from. */
export interface AskedSample {
  readonly nonce: string;
  readonly candidates: number;
  readonly pages: readonly SampledPage[];
}

/** Whether `data` is a pages message at all (to be checked, or refused, as one). */
export const isPagesMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PAGES_MESSAGE;

/** The page check the answer holds, or undefined when it is not the answer to `asked`. */
export function sitePagesOf(data: unknown, asked: AskedSample): PageCheckOpenAsk | undefined {
  if (!isPagesMessage(data)) return undefined;
  const { nonce, pages } = data as { nonce?: unknown; pages?: unknown };
  if (typeof nonce !== 'string' || !SECRET_PATTERN.test(nonce) || nonce !== asked.nonce)
    return undefined;
  if (!Array.isArray(pages) || pages.length !== asked.pages.length) return undefined;
  const records: object[] = [];
  const bodies: PageCheckOpenAsk['bodies'] = [];
  for (const [index, value] of (pages as unknown[]).entries()) {
    const sampled = asked.pages[index]!;
    if (typeof value !== 'object' || value === null) return undefined;
    const { url, status, headers, body, notRead, robotsLine } = value as Partial<SitePageAnswer>;
    if (url !== sampled.url) return undefined;
    if (
      body !== undefined &&
      !(body instanceof ArrayBuffer && body.byteLength <= MAX_SAVED_BODY_BYTES)
    )
      return undefined;
    const savedAs = body ? `page-${index}.html` : undefined;
    if (body && savedAs) bodies.push({ savedAs, blob: new Blob([body]) });
    // The sample's own URL, lastmod and stratum: the site answers only for what it served.
    records.push({
      url: sampled.url,
      lastmod: sampled.lastmod,
      stratum: sampled.stratum,
      status,
      headers,
      ...(notRead !== undefined ? { notFetched: notRead } : {}),
      ...(robotsLine !== undefined ? { robotsLine } : {}),
      ...(savedAs ? { savedAs } : {}),
    });
  }
  const json = JSON.stringify({ candidates: asked.candidates, pages: records });
  return { pagesJson: new Blob([json], { type: 'application/json' }), bodies };
}
