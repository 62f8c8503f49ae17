/**
 * The bookmarklet's entry: the real window as its host. `INSPECTOR_URL` is a placeholder the
 * page replaces with its own address when it draws the link (bookmarklet-code.ts).
 */
import { browserGunzip, runBookmarklet } from './run-bookmarklet';
import type { SiteResponse } from '../../core/site/site-fetch';

declare const INSPECTOR_URL: string;

runBookmarklet(INSPECTOR_URL, {
  origin: location.origin,
  open: (url) => window.open(url),
  fetch: async (url, init) => (await fetch(url, init)) as unknown as SiteResponse,
  onMessage: (listener) => window.addEventListener('message', listener),
  gunzip: browserGunzip,
}).catch((error: unknown) => alert(String(error instanceof Error ? error.message : error)));
