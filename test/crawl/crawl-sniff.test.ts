/** Which uploads are crawl exports (src/core/crawl/crawl-sniff.ts). */
import { expect, test } from 'vitest';
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
