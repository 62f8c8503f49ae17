/**
 * The inputs a pooled session must read exactly as the direct one does: the planted site
 * (a robots.txt, an index, a gzip and a plain urlset with mistakes), the same sitemaps again
 * in a zip (duplicates across files), a urlset large enough for several batches, a file cut
 * mid-tag, a damaged gzip, a text sitemap pasted as bytes, and an empty file.
 */
import { gzipSync } from 'node:zlib';
import type { FileSource, OpenFileInput } from '../../src/worker/protocol';
import { SITE, plantedFiles, plantedZip } from '../views/planted-sitemaps';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const text = (value: string) => new TextEncoder().encode(value);

/** 20,000 URLs with every column filled on some rows: three batches of 8,192 rows. */
export function largeUrlset(count = 20_000): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const extras =
      i % 3 === 0
        ? `<lastmod>2024-0${1 + (i % 9)}-1${i % 10}T10:00:00+02:00</lastmod><changefreq>daily</changefreq><priority>0.${i % 10}</priority>`
        : i % 7 === 0
          ? '<lastmod>not a date</lastmod><priority>2</priority><changefreq>sometimes</changefreq>'
          : '';
    const image =
      i % 11 === 0
        ? '<image:image><image:loc>https://img.example.com/a.jpg</image:loc></image:image>'
        : '';
    // Every 500th URL repeats one of the planted pages: duplicates across files.
    const loc = i % 500 === 0 ? `${SITE}/pages/page-0${i % 10}` : `${SITE}/large/${i}/é?q=${i}`;
    return `<url><loc>${loc}</loc>${extras}${image}</url>`;
  });
  return `<?xml version="1.0"?>\n<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${rows.join('\n')}\n</urlset>\n`;
}

const blob = (bytes: Uint8Array): FileSource => ({ kind: 'blob', blob: new Blob([bytes.slice()]) });
const bytes = (data: Uint8Array): FileSource => ({ kind: 'bytes', bytes: data.slice().buffer });

export function poolInputs(): OpenFileInput[] {
  const files = plantedFiles().map((file) => ({ name: file.name, source: blob(file.bytes) }));
  const gzipped = new Uint8Array(gzipSync(largeUrlset()));
  const damagedGzip = gzipped.slice(0, gzipped.length >> 1);
  damagedGzip[damagedGzip.length >> 1] ^= 0xff;
  const more = [
    { name: 'bundle.zip', source: blob(plantedZip()) },
    { name: 'large.xml.gz', source: blob(gzipped) },
    { name: 'cut.xml', source: blob(text(largeUrlset(300).slice(0, 9_000))) },
    { name: 'damaged.xml.gz', source: blob(damagedGzip) },
    {
      name: 'pasted',
      source: bytes(text(`${SITE}/pasted/1\n${SITE}/blog/first-post\nnot a url\n`)),
    },
    { name: 'empty.xml', source: blob(new Uint8Array(0)) },
    { name: 'large-again.xml', source: blob(text(largeUrlset(9_000))) },
  ];
  return [...files, ...more].map((file, i) => ({ fileId: `f${i}`, ...file }));
}
