/**
 * The hostile files of the whole-visit browser test, generated small (the largest is a
 * 300 KB gzip) but each still past the check it exercises, with the problem code each must
 * show in the file list, and one good sitemap whose URLs must all arrive.
 */
import { gzipSync } from 'node:zlib';
import { writeOverlappingZip } from '../fixtures/archive-writers';
import { gzipBomb, makeUrlset, urlsetOpen } from '../fixtures/generate-fixtures';

export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
  /** The code whose message the file list must show (none for the good file). */
  code?: string;
}

export const GOOD_URLS = 400;

export function hostileUploads(): Upload[] {
  const laughs = [
    '<!ENTITY lol0 "lol">',
    ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`),
  ].join('\n');
  const small = makeUrlset(50);
  const truncated = gzipSync(makeUrlset(2000));
  const nulLaden = Buffer.concat([
    Buffer.from(`${urlsetOpen()}<url><loc>https://www.example.com/a`),
    Buffer.alloc(4096, 0),
    Buffer.from('</loc></url></urlset>\n'),
  ]);
  return [
    {
      // 300 MiB of blanks inflated: past the 256 MiB per-file cap.
      name: 'bomb.xml.gz',
      mimeType: 'application/gzip',
      buffer: Buffer.from(gzipBomb(300 * 1024 * 1024)),
      code: 'inflate-limit',
    },
    {
      name: 'overlapping.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(writeOverlappingZip(new TextEncoder().encode(small), 200)),
      code: 'zip-entries-overlap',
    },
    {
      name: 'nul-laden.xml',
      mimeType: 'application/xml',
      buffer: nulLaden,
      code: 'xml-malformed',
    },
    {
      name: 'laughs.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        `<?xml version="1.0"?>\n<!DOCTYPE urlset [\n${laughs}\n]>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.example.com/&lol9;</loc></url></urlset>\n`,
      ),
      code: 'entity-declaration',
    },
    {
      name: 'cut.xml.gz',
      mimeType: 'application/gzip',
      buffer: truncated.subarray(0, truncated.length >> 1),
      code: 'truncated',
    },
    {
      name: 'good.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        makeUrlset(GOOD_URLS).replaceAll('https://www.example.com/', 'https://good.example.com/'),
      ),
    },
  ];
}
