/**
 * The inputs a pooled session must read exactly as the direct one does: the planted site
 * (a robots.txt, an index, a gzip and a plain urlset with mistakes), the same sitemaps again
 * in a zip (duplicates across files), a urlset large enough for several batches, a file cut
 * mid-tag, a damaged gzip, a text sitemap pasted as bytes, and an empty file.
 */
import { gzipSync } from 'node:zlib';
import type { OpenFileInput } from '../../src/worker/protocol';
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

export interface PoolFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Pasted text rather than an uploaded file. */
  readonly isPasted?: boolean;
}

/** The files; `isDamagedGzipKept: false` leaves out the gzip whose failure point varies. */
export function poolFiles({ isDamagedGzipKept = true } = {}): PoolFile[] {
  const gzipped = new Uint8Array(gzipSync(largeUrlset()));
  const damagedGzip = gzipped.slice(0, gzipped.length >> 1);
  damagedGzip[damagedGzip.length >> 1] ^= 0xff;
  const files: PoolFile[] = [
    ...plantedFiles(),
    { name: 'bundle.zip', bytes: plantedZip() },
    { name: 'large.xml.gz', bytes: gzipped },
    { name: 'cut.xml', bytes: text(largeUrlset(300).slice(0, 9_000)) },
    ...(isDamagedGzipKept ? [{ name: 'damaged.xml.gz', bytes: damagedGzip }] : []),
    {
      name: 'pasted',
      bytes: text(`${SITE}/pasted/1\n${SITE}/blog/first-post\nnot a url\n`),
      isPasted: true,
    },
    { name: 'empty.xml', bytes: new Uint8Array(0) },
    { name: 'large-again.xml', bytes: text(largeUrlset(9_000)) },
  ];
  return files;
}

/** The files as the page sends them: uploads as Blobs, pasted text as bytes. */
export function poolInputs(): OpenFileInput[] {
  return poolFiles().map((file, i) => ({
    fileId: `f${i}`,
    name: file.name,
    source: file.isPasted
      ? { kind: 'bytes', bytes: file.bytes.slice().buffer }
      : { kind: 'blob', blob: new Blob([file.bytes.slice()]) },
  }));
}
