/**
 * The app keeps uploaded files in the origin's private storage (OPFS, else IndexedDB) and
 * remembers a language choice and column widths in localStorage, and the browser tests
 * share one profile per file: each test starts by clearing all of it, so no test depends
 * on what an earlier one left (the order is free: `--sequence.shuffle` passes).
 * It runs on a static file of the same origin (not the app, which would read the kept
 * files), after the app's page is closed, so no write of the old page lands afterwards.
 */
import type { BrowserContext } from 'playwright-core';

export async function clearOriginStorage(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(new URL('samples/robots.txt', appUrl).href);
    await page.evaluate(async () => {
      localStorage.clear();
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('kept-files', { recursive: true }).catch((error: unknown) => {
        // Nothing kept yet is fine; anything else would leave files for the next test.
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      });
      await new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase('inspector-kept-files');
        // Blocked (a closing page still holds it open) is not an end: success follows.
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
      });
    });
  } finally {
    await page.close();
  }
}
