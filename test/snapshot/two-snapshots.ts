/**
 * Two zips of one site, made at test time (fflate), for the "Done when" scenario:
 * between them child A lost 50 URLs, child B gained 70, 100 URLs of child C were re-dated and
 * every URL of child D was re-dated to one instant. Expected: 70 added, 50 removed, 350
 * lastmod changed (100 of C + 250 of D), 600 unchanged (150 of A + 200 of B + 250 of C).
 */
import { strToU8, zipSync } from 'fflate';

export const SITE = 'https://shop.example';
/** The instant every URL of child D moved to (the day its sitemap was regenerated). */
export const REGENERATED_AT = '2026-11-30T04:00:00.000Z';

export const EXPECTED = { added: 70, removed: 50, lastmodChanged: 350, unchanged: 600 } as const;

interface Url {
  loc: string;
  lastmod: string;
}

const day = (base: string, days: number) =>
  new Date(Date.parse(base) + days * 86_400_000).toISOString().slice(0, 10);

function child(name: string, count: number, from = 0): Url[] {
  return Array.from({ length: count }, (_, i) => ({
    loc: `${SITE}/${name}/item-${from + i}`,
    // Old dates (2025), one per URL, so none of A's dropped URLs counts as recently edited.
    lastmod: day('2025-01-01', (from + i) % 300),
  }));
}

function urlset(urls: readonly Url[]): Uint8Array {
  const entries = urls.map((u) => `<url><loc>${u.loc}</loc><lastmod>${u.lastmod}</lastmod></url>`);
  return strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
  );
}

function index(children: readonly string[]): Uint8Array {
  const entries = children.map((c) => `<sitemap><loc>${SITE}/${c}</loc></sitemap>`);
  return strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
  );
}

function zip(children: Record<string, Url[]>): Uint8Array {
  const files: Record<string, Uint8Array> = { 'sitemap_index.xml': index(Object.keys(children)) };
  for (const [name, urls] of Object.entries(children)) files[name] = urlset(urls);
  return zipSync(files);
}

/** The earlier and the later zip of the site. */
export function twoSnapshots(): { before: Uint8Array; after: Uint8Array } {
  const a = child('a', 200);
  const b = child('b', 200);
  const c = child('c', 350);
  const d = child('d', 250);
  const before = zip({
    'sitemap-a.xml': a,
    'sitemap-b.xml': b,
    'sitemap-c.xml': c,
    'sitemap-d.xml': d,
  });
  const after = zip({
    'sitemap-a.xml': a.slice(50),
    'sitemap-b.xml': [...b, ...child('b', 70, 200)],
    // 100 pages of C edited, each on its own day in 2026.
    'sitemap-c.xml': c.map((u, i) => (i < 100 ? { ...u, lastmod: day('2026-06-01', i) } : u)),
    'sitemap-d.xml': d.map((u) => ({ ...u, lastmod: REGENERATED_AT })),
  });
  return { before, after };
}
