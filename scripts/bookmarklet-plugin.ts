/**
 * `virtual:bookmarklet`: the bookmarklet (src/ui/bookmarklet/bookmarklet-entry.ts) built on
 * its own into one small, self-contained, minified script, exported as a string for the
 * page to draw as a `javascript:` link and a console snippet. A nested Vite build, so the
 * page's bundle never carries the code twice and the bookmarklet never carries the page.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const id = 'virtual:bookmarklet';
const entry = fileURLToPath(new URL('../src/ui/bookmarklet/bookmarklet-entry.ts', import.meta.url));

/** Built once per process: the entry changes only between runs. */
let built: Promise<string> | undefined;

export async function buildBookmarklet(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    define: {
      INSPECTOR_URL: JSON.stringify('__INSPECTOR_URL__'),
    },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: {
        entry,
        formats: ['iife'],
        name: 'sitemapInspectorBookmarklet',
        fileName: 'bookmarklet',
      },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output.find((item) => item.type === 'chunk')!;
  return chunk.code.trim();
}

export function bookmarkletPlugin(): Plugin {
  return {
    name: 'bookmarklet',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      built ??= buildBookmarklet();
      return `export default ${JSON.stringify(await built)};`;
    },
  };
}
