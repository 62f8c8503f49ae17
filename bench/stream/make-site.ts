/**
 * The streamed export's benchmark site: `urls` URL entries in `files` gzipped sitemaps of
 * equal size and an index listing them, written under `dir` with the project's generator
 * (test/fixtures/generate-fixtures.ts: its `<url>` entries, its index, its PRNG). Every
 * sitemap after the first begins with the last `repeats` entries of the one before, copied
 * whole: duplicates across files the run must find, `repeats × (files − 1)` of them.
 * Written once; a manifest with the same figures means the files are there already.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeIndex, makeRandom, urlEntry, urlsetOpen } from '../../test/fixtures/generate-fixtures';

export interface SiteShape {
  urls: number;
  files: number;
  repeats: number;
}

export interface MadeSite extends SiteShape {
  /** The index first, then the sitemaps in the index's order. */
  paths: string[];
  gzipBytes: number;
  inflatedBytes: number;
}

const HOST = 'https://www.example.com';

export function makeSite(dir: string, shape: SiteShape): MadeSite {
  const manifestPath = join(dir, 'manifest.json');
  if (existsSync(manifestPath)) {
    const made = JSON.parse(readFileSync(manifestPath, 'utf8')) as MadeSite;
    if (made.urls === shape.urls && made.files === shape.files && made.repeats === shape.repeats)
      if (made.paths.every((path) => existsSync(path))) return made;
  }
  mkdirSync(dir, { recursive: true });
  const perFile = Math.ceil(shape.urls / shape.files);
  const names = Array.from(
    { length: shape.files },
    (_, i) => `part-${String(i + 1).padStart(3, '0')}.xml.gz`,
  );
  const indexPath = join(dir, 'sitemap-index.xml');
  writeFileSync(indexPath, makeIndex(names.map((name) => `${HOST}/${name}`)));
  const paths = [indexPath];
  let gzipBytes = 0;
  let inflatedBytes = statSync(indexPath).size;
  let next = 0;
  let tail: string[] = [];
  for (const [i, name] of names.entries()) {
    const random = makeRandom(1000 + i);
    const count = Math.min(perFile, shape.urls - i * perFile);
    const entries = i === 0 ? [] : tail.slice(-Math.min(shape.repeats, count));
    while (entries.length < count) entries.push(urlEntry(next++, random));
    tail = entries.slice(-shape.repeats);
    const text = `${urlsetOpen()}${entries.join('')}</urlset>\n`;
    const gzip = gzipSync(text);
    const path = join(dir, name);
    writeFileSync(path, gzip);
    paths.push(path);
    gzipBytes += gzip.length;
    inflatedBytes += Buffer.byteLength(text);
  }
  const made: MadeSite = { ...shape, paths, gzipBytes, inflatedBytes };
  writeFileSync(manifestPath, JSON.stringify(made, null, 2) + '\n');
  return made;
}
