/**
 * The built-in demo: the files in public/samples/ (written by scripts/make-samples.ts),
 * fetched from the app's own origin, relative to the page so any sub-path works.
 */
import { gzipSync } from 'fflate';

export const DEMO_FILE_NAMES = [
  'robots.txt',
  'sitemap_index.xml',
  'sitemap-pages.xml',
  'sitemap-blog.xml',
  'sitemap-products.xml.gz',
] as const;

export interface DemoFile {
  name: string;
  bytes: ArrayBuffer;
}

export async function fetchDemoFiles(signal: AbortSignal): Promise<DemoFile[]> {
  return Promise.all(
    DEMO_FILE_NAMES.map(async (name) => {
      const response = await fetch(new URL(`samples/${name}`, document.baseURI), { signal });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      const bytes = await response.arrayBuffer();
      return { name, bytes: name.endsWith('.gz') ? keepCompressed(bytes) : bytes };
    }),
  );
}

/**
 * Some static hosts send `.gz` files with `Content-Encoding: gzip`, and the browser then
 * inflates them before the page sees them. The demo is meant to show a gzip child, so
 * compress it again (RFC 1952 magic 1F 8B) when that happened. (fflate is in the page's
 * bundle anyway: share links deflate with it.)
 */
function keepCompressed(bytes: ArrayBuffer): ArrayBuffer {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] === 0x1f && head[1] === 0x8b) return bytes;
  const compressed = gzipSync(new Uint8Array(bytes));
  return compressed.buffer.slice(
    compressed.byteOffset,
    compressed.byteOffset + compressed.byteLength,
  ) as ArrayBuffer;
}
