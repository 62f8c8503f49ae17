/**
 * The app keeps uploaded files in the origin's private storage, and the browser tests share
 * one profile per file: tests that expect a fresh page delete what the previous test kept.
 * It runs on a static file of the same origin (not the app, which would read the kept
 * files), after the app's page is closed, so no write of the old page lands afterwards.
 */
import type { BrowserContext } from 'playwright-core';

export async function deleteKeptFiles(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(new URL('samples/robots.txt', appUrl).href);
    await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('kept-files', { recursive: true }).catch(() => undefined);
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('inspector-kept-files');
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
    });
  } finally {
    await page.close();
  }
}
