/**
 * Writes docs/screenshot.png for the README: builds the app, serves it under a sub-path and
 * photographs the demo's URLs tab in Debian's Chromium (`npx tsx scripts/take-screenshot.ts`).
 */
import { join } from 'node:path';
import { root, withBuiltApp } from './with-built-app';

await withBuiltApp(async ({ server, browser }) => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1200, height: 1250 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(server.url);
  // The URLs tab with the demo read: the view users spend their time in.
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page
    .getByRole('tabpanel', { name: 'URLs' })
    .getByText(/^200 URLs$/)
    .waitFor();
  // The inputs folded away, as a user would once the files are in, so the table shows; and
  // the picture starts at the page's top (clicking may have scrolled).
  await page.getByText(/files loaded: fold the inputs away/).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(root, 'docs', 'screenshot.png') });
  console.log('Wrote docs/screenshot.png');
});
