/**
 * Once for the whole browser suite: check Chromium exists, build the app with `vite build`
 * into a temporary directory (once for the Chromium and Firefox suites together), and serve it under a sub-path with a plain static server
 * (`serveBuiltApp`, which the Firefox suite uses too).
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
    /** The same build on the same origin under another sub-path (share links). */
    otherPathUrl: string;
    /** The same build behind a host that adds `Content-Encoding: gzip` to `.gz` files. */
    inflatingHostUrl: string;
    chromiumPath: string;
    /** The built app's folder, for a test that serves it itself (`--open`). */
    appDir: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  return serveBuiltApp(project);
}

/**
 * The app built once for every browser project of one run: the Chromium and Firefox suites'
 * setups run in the same process, so the first starts the build and the others wait for it.
 * The folder goes when the last project that used it is done.
 */
interface SharedBuild {
  readonly outDir: Promise<string>;
  users: number;
}
const shared = globalThis as typeof globalThis & { inspectorBuild?: SharedBuild };

function useBuiltApp(): Promise<string> {
  shared.inspectorBuild ??= { outDir: buildApp(), users: 0 };
  shared.inspectorBuild.users++;
  return shared.inspectorBuild.outDir;
}

async function releaseBuiltApp(): Promise<void> {
  const build = shared.inspectorBuild;
  if (!build || --build.users > 0) return;
  shared.inspectorBuild = undefined;
  await rm(await build.outDir, { recursive: true, force: true });
}

async function buildApp(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'inspector-dist-'));
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** Serves the built app (building it first, once a run); the returned function stops it. */
export async function serveBuiltApp(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await useBuiltApp();
  const server = await startStaticServer(outDir, {
    basePath: '/team/inspector/',
    alsoAt: ['/other-team/tools/inspector/'],
  });
  const inflatingHost = await startStaticServer(outDir, { gzipAsContentEncoding: true });
  project.provide('appUrl', server.url);
  project.provide('appDir', outDir);
  project.provide('otherPathUrl', server.otherUrls[0] ?? server.url);
  project.provide('inflatingHostUrl', inflatingHost.url);
  return async () => {
    await server.close();
    await inflatingHost.close();
    await releaseBuiltApp();
  };
}
