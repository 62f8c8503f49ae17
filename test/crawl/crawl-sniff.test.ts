/** Which uploads are crawl exports (src/core/crawl/crawl-sniff.ts). */
import { describe, expect, test } from 'vitest';
import { encodingOf } from '../../src/core/crawl/crawl-decode';
import { looksLikeCrawlExport } from '../../src/core/crawl/crawl-sniff';
import { sfCsv, searchConsoleCsv } from './make-crawl';

test.each([
  ['a Screaming Frog export', sfCsv([{ address: 'https://e.com/a' }]), true],
  [
    'a Search Console export',
    searchConsoleCsv([{ url: 'https://e.com/a', reason: 'Soft 404' }]),
    true,
  ],
  ['a Search Console Table.csv', 'URL,Last crawled\r\nhttps://e.com/a,2026-11-30', true],
  [
    'a Search Console Metadata.csv',
    'Property,Value\r\nSitemap,https://e.com/sitemap.xml\r\nIssue,Soft 404\r\n',
    false,
  ],
  ['a header only', 'Address,Status Code,Indexability\n', true],
  ['an unknown CSV with URLs', 'Link;Code\nhttps://e.com/a;200\n', true],
  ['a TSV', 'page\tstatus\nhttps://e.com/a\t200\n', true],
  ['a text sitemap', 'https://e.com/a\nhttps://e.com/b\n', false],
  ['a URL list with commas in the URLs', 'https://e.com/a,b\nhttps://e.com/c,d\n', false],
  ['a sitemap', '<?xml version="1.0"?><urlset/>', false],
  ['a robots.txt', 'User-agent: *\nDisallow: /a,b\n', false],
  ['a CSV without URLs', 'a,b\n1,2\n', false],
  ['nothing', '', false],
])('%s: %s', (_name, text, expected) => {
  expect(looksLikeCrawlExport(text)).toBe(expected);
});

/** `text` as UTF-16 code units, little- or big-endian, without a byte order mark. */
function utf16(text: string, isLittleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), isLittleEndian);
  return bytes;
}

// The page decodes a file's first bytes with this before it asks looksLikeCrawlExport.
describe('encodingOf', () => {
  const csv = 'Address,Status Code\r\nhttps://e.com/é,200\r\n';
  test.each([
    ['UTF-8', 'utf-8', new TextEncoder().encode(csv)],
    ['UTF-16LE with its BOM', 'utf-16le', utf16(`\uFEFF${csv}`, true)],
    ['UTF-16LE without a BOM', 'utf-16le', utf16(csv, true)],
    ['UTF-16BE without a BOM', 'utf-16be', utf16(csv, false)],
    ['a zip', 'utf-8', new Uint8Array([0x50, 0x4b, 3, 4, 0x14, 0, 0, 0, 8, 0, 0, 0, 0, 0])],
    [
      'NUL bytes in text',
      'utf-8',
      new TextEncoder().encode('Address\nhttps://e.com/a\u0000\u0000\n'),
    ],
  ])('%s → %s', (_name, encoding, bytes) => {
    expect(encodingOf(bytes)).toBe(encoding);
    if (encoding !== 'utf-8')
      expect(looksLikeCrawlExport(new TextDecoder(encoding).decode(bytes))).toBe(true);
  });
});
