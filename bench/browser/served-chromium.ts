/**
 * What every browser benchmark sets up and takes down: a temporary folder, the app built
 * into it, and Chromium driving a static server of a built folder. Each is removed or closed
 * however the benchmark ends, so a failed run leaves no browser or server behind.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../../test/e2e/chromium';
import { startStaticServer } from '../../test/e2e/static-server';

/** Runs `use` with a fresh folder under the system's temporary folder, then removes it. */
export async function inTemporaryFolder<T>(
  prefix: string,
  use: (folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Serves `folder` and opens Chromium (CHROME_PATH, else Debian's) for `use`; closes both. */
export async function withServedChromium<T>(
  folder: string,
  use: (served: { url: string; context: BrowserContext }) => Promise<T>,
): Promise<T> {
  const server = await startStaticServer(folder);
  const chromium = await launchChromium(process.env.CHROME_PATH || '/usr/bin/chromium');
  try {
    return await use({ url: server.url, context: chromium.context });
  } finally {
    await chromium.close();
    await server.close();
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds the app for production into `outDir` (unminified when asked: profiles name functions). */
export async function buildApp(outDir: string, options: { minify?: boolean } = {}): Promise<void> {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify: options.minify ?? true },
  });
}
