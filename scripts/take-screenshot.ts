/**
 * Writes docs/screenshot.png for the README: builds the app, serves it under a sub-path and
 * photographs the demo's URLs tab in Debian's Chromium (`npx tsx scripts/take-screenshot.ts`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { findChromium, launchChromium } from '../test/e2e/chromium';
import { startStaticServer } from '../test/e2e/static-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = await mkdtemp(join(tmpdir(), 'inspector-shot-'));
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
const server = await startStaticServer(outDir);
const browser = await launchChromium(findChromium());
try {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1200, height: 1250 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(server.url);
  // The URLs tab with the demo read: the view users spend their time in.
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByText(/^200 URLs$/).waitFor();
  // The inputs folded away, as a user would once the files are in, so the table shows; and
  // the picture starts at the page's top (clicking may have scrolled).
  await page.getByText(/files loaded: fold the inputs away/).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(root, 'docs', 'screenshot.png') });
  console.log('Wrote docs/screenshot.png');
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
