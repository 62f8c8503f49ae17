/**
 * The bookmarklet's entry: the real window as its host. `INSPECTOR_URL` and
 * `BOOKMARKLET_TOKEN` are placeholders the page replaces with its own address and this
 * browser profile's token when it draws the link (bookmarklet-code.ts).
 */
import { browserGunzip, runBookmarklet } from './run-bookmarklet';
import type { SiteResponse } from '../../core/site/site-fetch';

declare const INSPECTOR_URL: string;
declare const BOOKMARKLET_TOKEN: string;

runBookmarklet(INSPECTOR_URL, BOOKMARKLET_TOKEN, {
  origin: location.origin,
  open: (url) => window.open(url),
  fetch: async (url, init) => (await fetch(url, init)) as unknown as SiteResponse,
  onMessage: (listener) => window.addEventListener('message', listener),
  gunzip: browserGunzip,
}).catch((error: unknown) => alert(String(error instanceof Error ? error.message : error)));
