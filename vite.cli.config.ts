/**
 * The installable command line (`sitemap-inspector`, package.json `bin`): scripts/inspect.ts
 * bundled with everything it imports into one plain-JavaScript file for Node, so that the
 * packed package (cli/package.json) runs without this repository, TypeScript or tsx. Built
 * by its `prepack`: `npm pack ./cli`. That script then builds the inspector itself
 * (vite.config.ts, as `npm run build`, without source maps) into cli/dist/app/, where `open`
 * serves it from (scripts/inspect-open.ts); this build runs first, as it empties cli/dist.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'scripts/inspect.ts',
    outDir: `${root}cli/dist`,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      output: {
        entryFileNames: 'sitemap-inspector.js',
        format: 'es',
        banner: '#!/usr/bin/env node',
        inlineDynamicImports: true,
      },
    },
  },
});
