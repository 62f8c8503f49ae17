/**
 * The built-in demo: the files in public/samples/ (written by scripts/make-samples.ts),
 * fetched from the app's own origin, relative to the page so any sub-path works.
 */
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
      return { name, bytes: await response.arrayBuffer() };
    }),
  );
}
