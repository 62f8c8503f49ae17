/**
 * The other shapes of input for `bench/sitemap.bench.ts --shapes`: the streamed export's five
 * site shapes (bench/stream/make-site.ts: lastmod on every URL, an image and two alternates
 * on every URL, many duplicates, a problem on every URL…), each made small (an index and
 * four sitemaps of 50,000 URLs) and inflated to plain XML, so that ours and saxes read the
 * same bytes and the aims are not measured on the bench's own input only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { makeSite, SHAPES, type ShapeName } from '../stream/make-site';

const URLS = 200_000;
const FILES = 4;

export interface ShapeFolder {
  shape: ShapeName;
  /** The folder of plain XML files: the index and the sitemaps. */
  dir: string;
  inflatedBytes: number;
}

/** Makes (once) each shape under `generatedDir` and returns the folders of plain XML. */
export function prepareShapeFolders(generatedDir: string): ShapeFolder[] {
  return (Object.keys(SHAPES) as ShapeName[]).map((shape) => {
    const made = makeSite(join(generatedDir, `${shape}-gzip`), { urls: URLS, files: FILES, shape });
    const dir = join(generatedDir, shape);
    mkdirSync(dir, { recursive: true });
    if (readdirSync(dir).length !== made.paths.length) {
      for (const path of made.paths) {
        const bytes = readFileSync(path);
        const isGzip = path.endsWith('.gz');
        const name = isGzip ? basename(path).slice(0, -'.gz'.length) : basename(path);
        writeFileSync(join(dir, name), isGzip ? gunzipSync(bytes) : bytes);
      }
    }
    return { shape, dir, inflatedBytes: made.inflatedBytes };
  });
}
