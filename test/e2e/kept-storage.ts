/**
 * The app keeps uploaded files in the origin's private storage, and the browser tests share
 * one profile per file: tests that expect a fresh page delete what the previous test kept.
 */
import type { Page } from 'playwright-core';

export async function deleteKeptFiles(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('kept-files', { recursive: true }).catch(() => undefined);
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('inspector-kept-files');
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
    })
    .catch(() => undefined);
}
