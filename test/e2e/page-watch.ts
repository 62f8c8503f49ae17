/**
 * Records what a test must check on every page: requests that left the app's origin,
 * console errors (CSP violations are console errors too) and uncaught page errors.
 */
import type { Page } from 'playwright-core';

export interface PageWatch {
  foreignRequests: string[];
  consoleErrors: string[];
}

export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = { foreignRequests: [], consoleErrors: [] };
  // Page-level events include the requests its dedicated workers make (checked with
  // Chromium 156 and playwright-core 1.65).
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) watch.foreignRequests.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') watch.consoleErrors.push(`worker: ${message.text()}`);
    }),
  );
  return watch;
}
