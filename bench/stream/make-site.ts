/**
 * The streamed export's benchmark sites: `urls` URL entries in `files` gzipped sitemaps of
 * equal size and an index listing them, written under `dir` with the project's generator
 * (test/fixtures/generate-fixtures.ts: its `<url>` entries, its index, its PRNG), in one of
 * five shapes ({@link SHAPES}), each a kind of site the streamed path must read in the same
 * bounded memory: what differs is what a reading could be tempted to keep per URL (lastmod
 * values, extensions, repeated URLs, problems). Every shape plants duplicates across files,
 * each URL listed exactly twice, so the run's answer can be checked (`duplicates`).
 * Written once; a manifest with the same figures means the files are there already.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  GEN_TIME_MS,
  makeIndex,
  makeRandom,
  urlEntry,
  urlsetOpen,
} from '../../test/fixtures/generate-fixtures';

/** What each shape puts in its sitemaps. */
export const SHAPES = {
  bench: 'random lastmod on most URLs; each sitemap begins with the last 500 of the one before',
  lastmod:
    'lastmod on every URL, dates and date-times, 36 distinct values a file (3 in the future); 1,000 duplicates',
  extensions: 'an image and two hreflang alternates on every URL; 1,000 duplicates',
  duplicates: '100,000 duplicates, each a URL of the file before at a random place',
  problems: 'an invalid lastmod or priority on every URL; 1,000 duplicates',
} as const;
export type ShapeName = keyof typeof SHAPES;

export function isShapeName(name: string): name is ShapeName {
  return Object.hasOwn(SHAPES, name);
}

export interface SiteShape {
  urls: number;
  files: number;
  shape: ShapeName;
}

export interface MadeSite extends SiteShape {
  /** The index first, then the sitemaps in the index's order. */
  paths: string[];
  gzipBytes: number;
  inflatedBytes: number;
  /** URLs listed twice, in two files (none more often). */
  duplicates: number;
  /** The {@link GENERATOR} that wrote the files: files of another are written again. */
  generator: number;
}

/**
 * Changes whenever a shape's files change for the same figures. 2: the `duplicates` shape's
 * entries are clean (version 1 gave them the `problems` shape's invalid values as well).
 */
const GENERATOR = 2;

const HOST = 'https://www.example.com';
/** Entries each sitemap of the `bench` shape copies from the one before. */
const BENCH_REPEATS = 500;
/** The duplicates planted in all by the shapes that plant "a thousand", as a real site had. */
const FEW_DUPLICATES = 1000;
const MANY_DUPLICATES = 100_000;
const LASTMOD_VALUES = 36;
const FUTURE_VALUES = 3;
const DAY_MS = 86_400_000;

export function makeSite(dir: string, shape: SiteShape): MadeSite {
  const manifestPath = join(dir, 'manifest.json');
  if (existsSync(manifestPath)) {
    const made = JSON.parse(readFileSync(manifestPath, 'utf8')) as MadeSite;
    const isSame =
      made.urls === shape.urls &&
      made.files === shape.files &&
      made.shape === shape.shape &&
      made.generator === GENERATOR;
    if (isSame && made.paths.every((path) => existsSync(path))) return made;
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
  let duplicates = 0;
  let next = 0;
  /** The previous file's entries listed once so far: the ones a later file may copy. */
  let before: string[] = [];
  for (const [i, name] of names.entries()) {
    const random = makeRandom(1000 + i);
    const count = Math.min(perFile, shape.urls - i * perFile);
    const entryOf = entryMaker(shape.shape, random, i);
    const fresh: string[] = [];
    const copies = i === 0 ? 0 : Math.min(copiesPerFile(shape), count, before.length);
    for (let n = 0; n < count - copies; n++) fresh.push(entryOf(next++));
    const copied = shape.shape === 'bench' ? before.slice(-copies) : pick(before, copies, random);
    const entries = plant(shape.shape, fresh, copied, random);
    duplicates += copies;
    before = fresh;
    const text = `${urlsetOpen(shape.shape === 'extensions')}${entries.join('')}</urlset>\n`;
    const gzip = gzipSync(text);
    const path = join(dir, name);
    writeFileSync(path, gzip);
    paths.push(path);
    gzipBytes += gzip.length;
    inflatedBytes += Buffer.byteLength(text);
  }
  const made: MadeSite = {
    ...shape,
    paths,
    gzipBytes,
    inflatedBytes,
    duplicates,
    generator: GENERATOR,
  };
  writeFileSync(manifestPath, JSON.stringify(made, null, 2) + '\n');
  return made;
}

/** Entries each file after the first copies from the one before. */
function copiesPerFile({ shape, files }: SiteShape): number {
  if (files < 2) return 0;
  if (shape === 'bench') return BENCH_REPEATS;
  const total = shape === 'duplicates' ? MANY_DUPLICATES : FEW_DUPLICATES;
  return Math.max(1, Math.round(total / (files - 1)));
}

/** `copies` entries of `entries`, one from each of as many equal stretches of it. */
function pick(entries: readonly string[], copies: number, random: () => number): string[] {
  // Whole-number stretches: with fractional ones, two picks could fall on one entry, which
  // would then be listed three times.
  const startOf = (n: number) => Math.floor((n * entries.length) / copies);
  return Array.from({ length: copies }, (_, n) => {
    const start = startOf(n);
    return entries[start + Math.floor(random() * (startOf(n + 1) - start))];
  });
}

/** The file's entries: the copies first for `bench` (as before), else at random places. */
function plant(
  shape: ShapeName,
  fresh: string[],
  copies: string[],
  random: () => number,
): string[] {
  if (shape === 'bench') return [...copies, ...fresh];
  const entries = fresh.slice();
  for (const copy of copies) entries.splice(Math.floor(random() * (entries.length + 1)), 0, copy);
  return entries;
}

/** The `<url>` entry of URL number `index` in file number `file`, by shape. */
function entryMaker(
  shape: ShapeName,
  random: () => number,
  file: number,
): (index: number) => string {
  if (shape === 'bench') return (index) => urlEntry(index, random);
  if (shape === 'lastmod') {
    const values = lastmodPalette(random);
    return (index) =>
      withLastmod(urlEntry(index, random, { missingLastmod: 1 }), values[index % values.length]);
  }
  if (shape === 'extensions') return (index) => withExtensions(urlEntry(index, random), index);
  if (shape === 'duplicates') return (index) => urlEntry(index, random);
  return (index) =>
    index % 2 === 0
      ? withLastmod(urlEntry(index, random, { missingLastmod: 1 }), `2024-02-${30 + (file % 2)}`)
      : urlEntry(index, random).replace(/<priority>[^<]*<\/priority>/, '<priority>1.5</priority>');
}

/**
 * A file's lastmod values, as a generator that stamps each page with its build's time gives
 * them: a few dozen distinct, in the last two years, half of them dates and half date-times,
 * and a few in the future (a clock or time zone gone wrong: `lastmod-future`), years ahead so
 * they stay in the future as the files age.
 */
function lastmodPalette(random: () => number): string[] {
  return Array.from({ length: LASTMOD_VALUES }, (_, n) => {
    const ms =
      n < FUTURE_VALUES
        ? GEN_TIME_MS + (3650 + Math.floor(random() * 365)) * DAY_MS
        : GEN_TIME_MS - Math.floor(random() * 730 * DAY_MS);
    const iso = new Date(ms).toISOString();
    return n % 2 === 0 ? iso.slice(0, 10) : `${iso.slice(0, 19)}+00:00`;
  });
}

function withLastmod(entry: string, lastmod: string): string {
  return entry.replace('<changefreq>', `<lastmod>${lastmod}</lastmod><changefreq>`);
}

/**
 * An image and two hreflang alternates (the page itself and one other language): lighter than
 * the generator's `rich` entries (one image, five alternates: about 1 kB a URL), so that ten
 * million URLs stay about 4 GB inflated and a run fits in minutes.
 */
function withExtensions(entry: string, index: number): string {
  const loc = /<loc>([^<]*)<\/loc>/.exec(entry)![1];
  const path = loc.slice(HOST.length);
  const extras =
    `<image:image><image:loc>${HOST}/images/${index}.jpg</image:loc></image:image>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${loc}"/>` +
    `<xhtml:link rel="alternate" hreflang="de" href="${HOST}/de${path}"/>`;
  return entry.replace('</url>', `${extras}</url>`);
}
