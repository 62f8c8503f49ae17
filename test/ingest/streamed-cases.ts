/**
 * The input sets a streamed run (`--rows OUT.parquet --stream`) is compared on with a run
 * that keeps the store: generated at test time (test/fixtures/generate-fixtures.ts) beside
 * real files of test/history/inputs, each set in the order a user would give it. Each names
 * what sets it apart; `hasHreflang` marks the sets whose streamed answers differ by the stated
 * rule (no hreflang analysis, `hreflang_cluster` null: docs/parquet.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeZip } from '../fixtures/archive-writers';
import { makeIndex, makeUrlset, urlsetOpen } from '../fixtures/generate-fixtures';

export interface StreamedCase {
  readonly name: string;
  readonly files: readonly { name: string; bytes: Uint8Array }[];
  readonly hasHreflang?: boolean;
}

const text = (value: string) => new TextEncoder().encode(value);
const real = (name: string) =>
  new Uint8Array(readFileSync(join(__dirname, '..', 'history', 'inputs', name)));
const SITE = 'https://www.example.com';

/** A urlset of hand-written entries: each a value the store keeps otherwise than written. */
const ODD_VALUES = `${urlsetOpen(true)}<url><loc>${SITE}/odd/a</loc><lastmod>2017-06-20-04:00</lastmod><priority>0.0025</priority><changefreq>Sometimes</changefreq></url>
<url><loc>${SITE}/odd/b</loc><lastmod>2999-01-01</lastmod><priority>7</priority><image:image><image:loc>${SITE}/i.jpg</image:loc></image:image></url>
<url><loc>${SITE}/author/someone/</loc><lastmod>2024-05-01T10:00:00.123+02:00</lastmod></url>
<url><loc>http://other.example/odd/c</loc></url>
<url><loc>${SITE}/odd/a</loc></url>
</urlset>
`;

/** The first `count` URLs of `makeUrlset(…, { seed })`, as a text sitemap. */
function textSitemap(count: number, seed: number, extra: readonly string[]): string {
  const locs = [...makeUrlset(count, { seed }).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  return [...locs, ...extra].join('\n') + '\n';
}

export function streamedCases(): StreamedCase[] {
  const a = makeUrlset(300, { seed: 3 });
  const cut = gzipSync(makeUrlset(80, { seed: 9 }));
  return [
    {
      name: 'an index and its children: duplicates across files, a gzipped child, bad input',
      files: [
        {
          name: 'robots.txt',
          bytes: text(`User-agent: *\nDisallow: /blog/\nSitemap: ${SITE}/index.xml\n`),
        },
        {
          name: 'index.xml',
          bytes: text(
            makeIndex(
              ['a.xml', 'b.xml.gz', 'c.txt', 'sub/scoped.xml', 'missing.xml'].map(
                (file) => `${SITE}/${file}`,
              ),
            ),
          ),
        },
        { name: 'a.xml', bytes: text(a) },
        // The first 200 URLs of a.xml again.
        { name: 'b.xml.gz', bytes: gzipSync(makeUrlset(200, { seed: 3 })) },
        // Five of a.xml's a third time, one of its own twice.
        {
          name: 'c.txt',
          bytes: text(textSitemap(5, 3, [`${SITE}/only-here`, `${SITE}/only-here`])),
        },
        // Located at /sub/ by the index: its URLs at the top level are out of scope.
        { name: 'sub/scoped.xml', bytes: text(makeUrlset(40, { seed: 5 })) },
        { name: 'post-sitemap1.xml', bytes: text(makeUrlset(30, { seed: 7 })) },
        { name: 'post-sitemap2.xml', bytes: text(makeUrlset(50, { seed: 7 })) },
        { name: 'odd.xml', bytes: text(ODD_VALUES) },
        { name: 'cut.xml', bytes: text(a.slice(0, 4000)) },
        { name: 'cut.xml.gz', bytes: cut.subarray(0, cut.length >> 1) },
        { name: 'garbage.bin', bytes: Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 0xff) },
        { name: 'empty.xml', bytes: new Uint8Array(0) },
        { name: 'malformed.xml', bytes: real('real-hexo-unescaped-amp-in-loc-MALFORMED.xml') },
        { name: 'mkdocs.xml.gz', bytes: real('real-mkdocs-0install.xml.gz') },
        { name: 'hexo.txt', bytes: real('real-hexo-text-99.txt') },
        { name: 'feed.xml', bytes: real('real-rss-hugo-small.xml') },
      ],
    },
    {
      name: 'an archive of members, hreflang alternates',
      hasHreflang: true,
      files: [
        { name: 'python-robots.txt', bytes: real('real-robots-pythonorg-multi-groups.txt') },
        {
          name: 'export.zip',
          bytes: writeZip([
            { path: 'sitemaps/rich.xml', data: text(makeUrlset(120, { seed: 11, rich: true })) },
            { path: 'sitemaps/again.xml', data: text(makeUrlset(60, { seed: 11 })) },
            { path: 'sitemaps/video.xml', data: real('real-video-7.xml') },
          ]),
        },
        { name: 'zh.xml', bytes: real('real-hugo-hreflang-zh.xml') },
        { name: 'posts.xml', bytes: real('real-yoast-posts-201-images.xml') },
      ],
    },
  ];
}
