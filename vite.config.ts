import { defineConfig } from 'vitest/config';
import type { Connect, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { bookmarkletPlugin } from './scripts/bookmarklet-plugin';

/**
 * The built page may run only its own files: no inline script, workers from its own origin,
 * no request to any other origin (the privacy promise: files never leave the browser).
 * `frame-ancestors` cannot be set from a <meta>; a host that wants it sets it as a header.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/**
 * Adds the CSP <meta> at build time only: the dev server injects an inline script for React
 * refresh, which this policy would (rightly) block, and `npm start` must keep working.
 */
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * Serves `public/**\/*.gz` as the bytes on disk (`application/gzip`, no Content-Encoding).
 * Vite's dev and preview servers send `.gz` files with `Content-Encoding: gzip`, so the
 * browser would inflate the demo's `sitemap-products.xml.gz` on the way and the app would
 * never see a gzip file.
 */
function rawGzipFiles(): Plugin {
  const serveFrom =
    (directory: string): Connect.NextHandleFunction =>
    (request, response, next) => {
      const path = decodeURIComponent((request.url ?? '').split('?')[0]);
      if (!path.endsWith('.gz')) return next();
      const file = normalize(join(directory, path));
      if (!file.startsWith(directory + sep)) return next();
      readFile(file).then(
        (bytes) => {
          response.writeHead(200, {
            'content-type': 'application/gzip',
            'content-length': bytes.length,
          });
          response.end(bytes);
        },
        () => next(),
      );
    };
  return {
    name: 'raw-gzip-files',
    // Dev serves public/ as is; preview serves the build output.
    configureServer: (server) =>
      void server.middlewares.use(serveFrom(resolve(server.config.publicDir))),
    configurePreviewServer: (server) =>
      void server.middlewares.use(
        serveFrom(resolve(server.config.root, server.config.build.outDir)),
      ),
  };
}

// `base: './'` makes every asset URL relative, so `dist/` works from any static host
// under any sub-path (for example https://example.com/team/inspector/).
export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicyMeta(), rawGzipFiles(), bookmarkletPlugin()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/firefox/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // One Chromium and one build for the whole browser suite.
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          // A poll waits for the page to catch up (a file re-read after a reload, a worker
          // answer): how long it takes is not what these tests assert, and the default 1 s
          // fails on a loaded 2-core machine. Timings belong to bench/browser.bench.ts.
          // No retry: a test that fails once is a bug to find (docs/testing.md).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'firefox',
          include: ['test/firefox/**/*.test.ts'],
          environment: 'node',
          // The same build as the browser suite, driven in Firefox ESR over WebDriver BiDi.
          globalSetup: ['test/firefox/global-setup.ts'],
          fileParallelism: false,
          // One way to wait in every browser test: expect.poll, as in the Chromium suite.
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
