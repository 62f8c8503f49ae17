/**
 * Writes the built-in demo into public/samples/ (`npx tsx scripts/make-samples.ts`).
 * The output is committed because it is small (about 30 KB); rerun this after editing it.
 *
 * The set imitates a small shop, www.example.com: a robots.txt with several user-agent
 * groups and two `Sitemap:` lines (RFC 9309 §2.2, sitemaps.org "Informing search engine
 * crawlers"), a sitemap index with three children, one of them gzip-compressed, and 200 URLs
 * whose lastmod values vary in precision and coverage. It holds exactly one deliberate
 * protocol mistake, so the Problems view has something to show: a lastmod written
 * `2024-06-20-04:00`, a date with an offset but no time, which Search Console reports as
 * "Invalid date" (W3C Datetime allows a time zone only after a time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'samples');
const site = 'https://www.example.com';
const sitemapsNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The one planted mistake (see the header comment). */
const invalidLastmod = '2024-06-20-04:00';

/** Deterministic pseudo-random numbers (a 32-bit LCG), so reruns give identical files. */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = makeRandom(20240620);

interface SampleUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
}

const dayMs = 86_400_000;
const newestMs = Date.UTC(2024, 10, 28, 9, 30, 0);

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function isoSecondsWithOffset(ms: number): string {
  // Written with a +01:00 offset, as a CMS in Central Europe would.
  const local = new Date(ms + 3_600_000).toISOString().slice(0, 19);
  return `${local}+01:00`;
}

function pageUrls(): SampleUrl[] {
  const sections = ['about', 'help', 'legal', 'stores', 'careers'];
  const urls: SampleUrl[] = [
    { loc: `${site}/`, lastmod: isoDay(newestMs), changefreq: 'daily', priority: '1.0' },
  ];
  for (let i = 0; urls.length < 40; i++) {
    const section = sections[i % sections.length];
    const ageDays = Math.floor(random() * 900);
    urls.push({
      loc: `${site}/${section}/${section}-page-${Math.floor(i / sections.length) + 1}`,
      // Date-only precision throughout: typical of hand-maintained pages.
      lastmod: isoDay(newestMs - ageDays * dayMs),
      changefreq: 'monthly',
      priority: '0.5',
    });
  }
  return urls;
}

function blogUrls(): SampleUrl[] {
  const topics = ['news', 'guides', 'recipes', 'events'];
  const urls: SampleUrl[] = [];
  for (let i = 0; urls.length < 80; i++) {
    const topic = topics[i % topics.length];
    const ageMs = Math.floor(random() * 400 * dayMs);
    urls.push({
      loc: `${site}/blog/${topic}/post-${1000 + i}`,
      lastmod: isoSecondsWithOffset(newestMs - ageMs),
    });
  }
  urls[17].lastmod = invalidLastmod;
  return urls;
}

function productUrls(): SampleUrl[] {
  const categories = ['shoes', 'bags', 'hats', 'socks'];
  const urls: SampleUrl[] = [];
  for (let i = 0; urls.length < 80; i++) {
    const category = categories[i % categories.length];
    // About one product in five has no lastmod, like catalogues fed from several systems.
    const hasLastmod = random() > 0.2;
    const ageMs = Math.floor(random() * 120 * dayMs);
    urls.push({
      loc: `${site}/products/${category}/item-${String(i + 1).padStart(3, '0')}`,
      lastmod: hasLastmod
        ? new Date(newestMs - ageMs).toISOString().replace('.000Z', 'Z')
        : undefined,
      changefreq: 'weekly',
      priority: (0.3 + (i % 7) / 10).toFixed(1),
    });
  }
  return urls;
}

function urlset(urls: SampleUrl[]): string {
  const entries = urls.map((url) => {
    const fields = [`    <loc>${url.loc}</loc>`];
    if (url.lastmod) fields.push(`    <lastmod>${url.lastmod}</lastmod>`);
    if (url.changefreq) fields.push(`    <changefreq>${url.changefreq}</changefreq>`);
    if (url.priority) fields.push(`    <priority>${url.priority}</priority>`);
    return `  <url>\n${fields.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapsNamespace}">\n${entries.join('\n')}\n</urlset>\n`;
}

function newestLastmod(urls: SampleUrl[]): string {
  const times = urls
    .map((url) => (url.lastmod ? Date.parse(url.lastmod) : NaN))
    .filter((ms) => !Number.isNaN(ms));
  return new Date(Math.max(...times)).toISOString().replace('.000Z', 'Z');
}

function sitemapIndex(children: { loc: string; lastmod: string }[]): string {
  const entries = children.map(
    (child) =>
      `  <sitemap>\n    <loc>${child.loc}</loc>\n    <lastmod>${child.lastmod}</lastmod>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${sitemapsNamespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const robotsTxt = `# robots.txt for www.example.com (demo data for the Sitemap & robots.txt Inspector)

User-agent: *
Disallow: /cart/
Disallow: /checkout/
Disallow: /search
Allow: /search/help

# Images of unreleased products stay out of image search.
User-agent: Googlebot-Image
Disallow: /products/drafts/
Allow: /products/

User-agent: GPTBot
User-agent: CCBot
Disallow: /

Sitemap: ${site}/sitemap_index.xml
Sitemap: ${site}/sitemap-blog.xml
`;

const pages = pageUrls();
const blog = blogUrls();
const products = productUrls();

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'robots.txt'), robotsTxt);
writeFileSync(join(outDir, 'sitemap-pages.xml'), urlset(pages));
writeFileSync(join(outDir, 'sitemap-blog.xml'), urlset(blog));
// RFC 1952 header with mtime 0 (zlib's default), so the bytes do not change between runs.
writeFileSync(join(outDir, 'sitemap-products.xml.gz'), gzipSync(urlset(products), { level: 9 }));
writeFileSync(
  join(outDir, 'sitemap_index.xml'),
  sitemapIndex([
    { loc: `${site}/sitemap-pages.xml`, lastmod: newestLastmod(pages) },
    { loc: `${site}/sitemap-blog.xml`, lastmod: newestLastmod(blog) },
    { loc: `${site}/sitemap-products.xml.gz`, lastmod: newestLastmod(products) },
  ]),
);
console.log(`Wrote the demo (${pages.length + blog.length + products.length} URLs) to ${outDir}`);
