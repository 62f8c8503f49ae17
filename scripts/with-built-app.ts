/**
 * For the scripts that photograph the app (take-screenshot.ts, take-bookmarklet-screenshot.ts,
 * take-screenshots.ts): builds it into a temporary folder, serves it under a sub-path on
 * 127.0.0.1, runs `photograph` (with Debian's Chromium launched, or with the server alone for
 * a script that launches its own browsers), then closes and removes everything.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { findChromium, launchChromium, type LaunchedChromium } from '../test/e2e/chromium';
import { startStaticServer, type StaticServer } from '../test/e2e/static-server';

/** The repository's root: where docs/ and vite.config.ts are. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function withBuiltAppServer(
  photograph: (server: StaticServer) => Promise<void>,
): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'inspector-shot-'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const server = await startStaticServer(outDir);
    try {
      await photograph(server);
    } finally {
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export async function withBuiltApp(
  photograph: (app: { server: StaticServer; browser: LaunchedChromium }) => Promise<void>,
): Promise<void> {
  await withBuiltAppServer(async (server) => {
    const browser = await launchChromium(findChromium());
    try {
      await photograph({ server, browser });
    } finally {
      await browser.close();
    }
  });
}
