/**
 * Builds the sitemap benchmark's case runner (run-case.ts) as the installable command line
 * is built (vite.cli.config.ts): one plain-JavaScript ES module for Node, not minified, with
 * the project's sources bundled in and the packages left to Node to load as they ship.
 */
import { join } from 'node:path';
import { build } from 'vite';

/** Builds run-case.ts into `outDir` (under the repository's `root`); returns the file built. */
export async function buildCaseRunner(root: string, outDir: string): Promise<string> {
  const fileName = 'run-case.js';
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: join(root, 'bench', 'sitemap', 'run-case.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: fileName, format: 'es' } },
    },
  });
  return join(outDir, fileName);
}
