/**
 * Deterministic realistic URL entries for the store's tests and benchmark: a shop, a blog and
 * a help centre on a few hosts, slugs of several words, ids, some query strings; lastmod
 * spread over years with 10% absent and a block sharing one "generation time" value (seed 000);
 * about 1% duplicates. Lengths average about 75 characters, as in real sitemaps.
 */
import { LastmodPrecision, type UrlEntry } from '../../src/core/sitemap/sitemap-entry';
import { makeRandom } from '../fixtures/generate-fixtures';

const WORDS = (
  'red blue green wool cotton socks shirt jacket boots summer winter sale new classic organic ' +
  'guide how to choose best review size chart care wash return policy shipping gift card kids ' +
  'women men outdoor running trail hiking camping light warm waterproof leather linen silk'
).split(' ');
const HOSTS = [
  'www.example.com',
  'www.example.com',
  'www.example.com',
  'shop.example.com',
  'help.example.com',
];
const CHANGEFREQS = [undefined, undefined, 'daily', 'weekly', 'monthly'];

/** `count` entries as an array (tests; the benchmark streams them instead). */
export function makeUrlEntries(count: number, seed = 1): UrlEntry[] {
  return [...streamUrlEntries(count, seed)];
}

/**
 * The same entries one at a time, as a reader would emit them: the benchmark's ingestion
 * then runs on a small heap, as in the worker, instead of next to a million live objects.
 */
export function* streamUrlEntries(count: number, seed = 1): Generator<UrlEntry> {
  const random = makeRandom(seed);
  // Recent locs, for the ~1% repeats.
  const recent: string[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const slug = (words: number): string =>
    Array.from({ length: words }, () => pick(WORDS)).join('-');
  const generatedAt = Date.UTC(2024, 4, 1, 3, 0, 0);
  for (let i = 0; i < count; i++) {
    const host = pick(HOSTS);
    const kind = random();
    let path: string;
    if (kind < 0.45)
      path = `/products/${slug(3 + Math.floor(random() * 3))}-${100000 + Math.floor(random() * 900000)}.html`;
    else if (kind < 0.65)
      path = `/category/${pick(WORDS)}/${slug(2)}/?page=${1 + Math.floor(random() * 40)}`;
    else if (kind < 0.85)
      path = `/blog/${2015 + Math.floor(random() * 10)}/${String(1 + Math.floor(random() * 12)).padStart(2, '0')}/${slug(4 + Math.floor(random() * 4))}/`;
    else if (kind < 0.95) path = `/help/${slug(2)}/${slug(3)}`;
    else path = `/${slug(2)}-${Math.floor(random() * 10000)}.html`;
    // About 1% repeat a recent URL.
    const loc =
      recent.length > 100 && random() < 0.01
        ? recent[Math.floor(random() * recent.length)]
        : `https://${host}${path}`;
    if (recent.length < 10000) recent.push(loc);
    else recent[i % 10000] = loc;
    const lastmodRoll = random();
    let lastmodMs = NaN;
    let lastmodPrecision: LastmodPrecision = LastmodPrecision.none;
    if (lastmodRoll < 0.1) {
      // absent
    } else if (lastmodRoll < 0.2) {
      lastmodMs = generatedAt;
      lastmodPrecision = LastmodPrecision.second;
    } else if (lastmodRoll < 0.5) {
      lastmodMs = Date.UTC(
        2016 + Math.floor(random() * 9),
        Math.floor(random() * 12),
        1 + Math.floor(random() * 28),
      );
      lastmodPrecision = LastmodPrecision.day;
    } else {
      lastmodMs = Date.UTC(2016, 0, 1) + Math.floor(random() * 9 * 365 * 86400) * 1000;
      lastmodPrecision = LastmodPrecision.second;
    }
    const priorityRoll = random();
    yield {
      loc,
      line: 3 + (i % 50000) * 6,
      column: 5,
      lastmodMs,
      lastmodPrecision,
      changefreq: pick(CHANGEFREQS),
      priority: priorityRoll < 0.5 ? NaN : Math.round(priorityRoll * 10) / 10,
      images: random() < 0.3 ? Math.floor(random() * 8) : 0,
      videos: random() < 0.02 ? 1 : 0,
      alternates: random() < 0.1 ? 3 : 0,
      newsPublicationMs: NaN,
    };
  }
}
