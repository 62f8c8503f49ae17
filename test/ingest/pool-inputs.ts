/**
 * The inputs a pooled session must read exactly as the direct one does: the planted site
 * (a robots.txt, an index, a gzip and a plain urlset with mistakes), the same sitemaps again
 * in a zip (duplicates across files), a urlset large enough for several batches, a file cut
 * mid-tag, a damaged gzip, a text sitemap pasted as bytes, an empty file, and a urlset of
 * hreflang alternates (the links ride beside the rows: url-batch.ts).
 */
import { gzipSync } from 'node:zlib';
import type { OpenFileInput } from '../../src/worker/protocol/files';
import { writeZip } from '../fixtures/archive-writers';
import {
  BLOG_XML,
  INDEX_XML,
  PAGES_XML,
  SITE,
  plantedFiles,
  plantedZip,
} from '../views/planted-sitemaps';

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

/**
 * `count` URLs in clusters of three languages, every URL listing the three: ASCII links the
 * byte reader takes as bytes, and every 50th entry with a link it leaves to the current
 * reader (a non-ASCII hreflang, a relative href, blanks to trim).
 */
export function alternatesUrlset(count = 3_000): string {
  const languages = ['en', 'de', 'ja'];
  const rows = Array.from({ length: count }, (_, i) => {
    const cluster = Math.floor(i / 3);
    const links = languages.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${SITE}/${language}/a/${cluster}"/>`,
    );
    if (i % 50 === 0)
      links.push(
        `<xhtml:link rel="alternate" hreflang=" 日本 " href=" ${SITE}/jp/a/${cluster} "/>`,
        `<xhtml:link rel="alternate" hreflang="fr" href="/fr/a/${cluster}"/>`,
      );
    return `<url><loc>${SITE}/${languages[i % 3]}/a/${cluster}</loc>${links.join('')}</url>`;
  });
  return `<?xml version="1.0"?>\n<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${rows.join('\n')}\n</urlset>\n`;
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
    { name: 'alternates.xml', bytes: text(alternatesUrlset()) },
  ];
  return files;
}

/** The files as the page sends them: uploads as Blobs, pasted text as bytes. */
export function poolInputs(): OpenFileInput[] {
  return poolFiles().map((file, i) => ({
    inputId: `f${i}`,
    name: file.name,
    source: file.isPasted
      ? { kind: 'bytes', bytes: file.bytes.slice().buffer }
      : { kind: 'blob', blob: new Blob([file.bytes.slice()]) },
  }));
}

/**
 * A zip for reading in parts: every kind of member the zip stage reads (deflated and stored
 * sitemaps, a gzip member, a robots.txt, a file cut mid-tag, an empty file, a zip it refuses
 * to enter, macOS metadata, a folder entry) and two urlsets large enough for several batches each.
 */
export function partsZip(): Uint8Array {
  const robots = `User-agent: *\nDisallow: /private/\nSitemap: ${SITE}/sitemap_index.xml\n`;
  return writeZip([
    { path: 'site/', data: new Uint8Array(0), method: 'stored' },
    { path: 'site/sitemap_index.xml', data: text(INDEX_XML) },
    { path: 'site/pages.xml', data: text(PAGES_XML) },
    { path: '__MACOSX/site/._pages.xml', data: text('metadata') },
    { path: 'site/large.xml.gz', data: new Uint8Array(gzipSync(largeUrlset(9_000))) },
    { path: 'site/robots.txt', data: text(robots) },
    { path: 'site/blog.xml', data: text(BLOG_XML), method: 'stored' },
    { path: 'site/cut.xml', data: text(largeUrlset(300).slice(0, 9_000)) },
    { path: 'site/empty.xml', data: new Uint8Array(0) },
    { path: 'site/inner.zip', data: plantedZip() },
    { path: 'site/large.xml', data: text(largeUrlset(12_000)) },
  ]);
}

/**
 * A zip the pool reads in two parts at its default part size (over 1 MiB compressed before
 * its second member): URLs with random paths do not compress. Every 1,000th lastmod is not a
 * date, and the second member repeats 500 URLs of the first.
 */
export function twoPartZip(): Uint8Array {
  let state = 7;
  const hex = () => {
    let out = '';
    for (let i = 0; i < 6; i++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      out += state.toString(16).padStart(8, '0');
    }
    return out;
  };
  const paths = Array.from({ length: 45_000 }, hex);
  const urlset = (slice: string[]) =>
    `<?xml version="1.0"?>\n<urlset xmlns="${NS}">\n` +
    slice
      .map(
        (path, i) =>
          `<url><loc>${SITE}/r/${path}</loc><lastmod>${i % 1000 === 999 ? 'soon' : '2025-01-02'}</lastmod></url>`,
      )
      .join('\n') +
    '\n</urlset>\n';
  return writeZip([
    { path: 'random/first.xml', data: text(urlset(paths)) },
    { path: 'random/second.xml', data: text(urlset(paths.slice(0, 500))) },
  ]);
}
