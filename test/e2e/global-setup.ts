/**
 * Once for the whole browser suite: check Chromium exists, build the app with `vite build`
 * into a temporary directory, and serve it under a sub-path with a plain static server.
 * Tests read `appUrl` and `chromiumPath` with `inject()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startStaticServer } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    chromiumPath: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const outDir = await mkdtemp(join(tmpdir(), 'inspector-dist-'));
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await startStaticServer(outDir, '/team/inspector/');
  project.provide('appUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
