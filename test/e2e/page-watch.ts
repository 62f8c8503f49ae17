/**
 * Records what a test must check on every page: requests that left the app's origin,
 * console errors (CSP violations are console errors too) and uncaught page errors.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface PageWatch {
  foreignRequests: string[];
  consoleErrors: string[];
}

export function watchPage(context: BrowserContext, page: Page, origin: string): PageWatch {
  const watch: PageWatch = { foreignRequests: [], consoleErrors: [] };
  // On the context, so requests made by the worker are seen too.
  context.on('request', (request) => {
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
