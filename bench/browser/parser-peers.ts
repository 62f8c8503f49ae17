/**
 * How far the parsers themselves are from the floor, in the same Chromium: the runners of
 * `bench/parser-runners.ts` (the floor again, saxes, our tokenizer alone, our sitemap reader
 * without the store) over the benchmark's files, in a dedicated worker. The worker is built
 * here with Vite's library mode into the served folder, beside the files it fetches.
 */
import { copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { build } from 'vite';
import type { ParserFigure, ParserName } from '../parser-runners';
import { SAX_WASM_FILE } from './sax-wasm-file';

const here = dirname(fileURLToPath(import.meta.url));
const WORKER_FILE = 'parser-peers.js';

export type ParserPeers = Partial<Record<ParserName | 'sax-wasm', ParserFigure>>;

/**
 * Writes the worker into `folder` (which also holds the files and `floor.html`), with
 * sax-wasm's WebAssembly module beside it.
 */
export async function buildParserPeers(folder: string): Promise<void> {
  await copyFile(
    join(here, '..', '..', 'node_modules', 'sax-wasm', 'lib', 'sax-wasm.wasm'),
    join(folder, SAX_WASM_FILE),
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: folder,
      emptyOutDir: false,
      minify: true,
      lib: {
        entry: join(here, 'parser-peers.worker.ts'),
        formats: ['es'],
        fileName: () => WORKER_FILE,
      },
    },
  });
}

/** Times the runners over `names`, served from `folderUrl` (ending in `/`), best of `passes`. */
export async function measureParserPeers(
  context: BrowserContext,
  folderUrl: string,
  names: readonly string[],
  passes = 2,
): Promise<ParserPeers> {
  const page = await context.newPage();
  try {
    await page.goto(`${folderUrl}floor.html`);
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    const script = `new Promise((resolve, reject) => {
      const worker = new Worker(${JSON.stringify(WORKER_FILE)}, { type: 'module' });
      worker.onmessage = (event) => { resolve(event.data); worker.terminate(); };
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage({ names: ${JSON.stringify(names)}, passes: ${passes} });
    })`;
    return (await page.evaluate(script)) as ParserPeers;
  } finally {
    await page.close();
  }
}
