/**
 * Writes docs/screenshot-bookmarklet.png for docs/using-the-inspector.md: the built app under
 * a sub-path, a fake site on a second loopback port (test/site/fake-sites.ts), the
 * bookmarklet run there, and the inspector tab it opened with the site's files in, once read
 * (`npx tsx scripts/take-bookmarklet-screenshot.ts`).
 */
import { join } from 'node:path';
import { startHealthySite } from '../test/site/fake-sites';
import { root, withBuiltApp } from './with-built-app';

await withBuiltApp(async ({ server, browser }) => {
  const site = await startHealthySite();
  try {
    const page = await browser.context.newPage();
    await page.goto(server.url);
    const href = await page.getByRole('link', { name: 'Inspect this site' }).getAttribute('href');
    const sitePage = await browser.context.newPage();
    await sitePage.goto(`${site.origin}/`);
    const opening = sitePage.waitForEvent('popup');
    await sitePage.evaluate(decodeURIComponent(href!.slice('javascript:'.length)));
    const inspector = await opening;
    await inspector.setViewportSize({ width: 1200, height: 1100 });
    await inspector.emulateMedia({ colorScheme: 'light' });
    await inspector.getByRole('button', { name: 'Read 6 files' }).click();
    await inspector.getByText(/^Received 6 files from/).waitFor();
    await inspector.getByRole('link', { name: 'Inspect this site' }).scrollIntoViewIfNeeded();
    await inspector.screenshot({ path: join(root, 'docs', 'screenshot-bookmarklet.png') });
    console.log('Wrote docs/screenshot-bookmarklet.png');
  } finally {
    await site.close();
  }
});
