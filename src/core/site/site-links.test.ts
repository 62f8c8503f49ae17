import { describe, expect, test } from 'vitest';
import { indexChildUrls, isSitemapIndex, robotsSitemapUrls } from './site-links';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('robotsSitemapUrls', () => {
  test.each([
    ['Sitemap: https://a.example/s.xml', ['https://a.example/s.xml']],
    ['  SITEMAP :https://a.example/s.xml # a comment', ['https://a.example/s.xml']],
    [
      'sitemap:\thttps://a.example/s.xml#frag\r\nSitemap: /rel.xml',
      ['https://a.example/s.xml', '/rel.xml'],
    ],
    // As Google's parser reads them: `site-map` and `sitemaps` are the same key; without a
    // colon after the key, the first colon splits the line (google/robotstxt
    // GetKeyAndValueFrom), so `Sitemap https://…` lists `//…`.
    [
      'Site-map: https://a.example/1.xml\nSITE-MAP: https://a.example/2.xml',
      ['https://a.example/1.xml', 'https://a.example/2.xml'],
    ],
    [
      'Sitemaps: https://a.example/s.xml\nSitemap https://a.example/t.xml\nSitemap:',
      ['https://a.example/s.xml', '//a.example/t.xml'],
    ],
  ])('%j', (text, urls) => expect(robotsSitemapUrls(bytes(text))).toEqual(urls));

  test('bytes that are not UTF-8 are percent-encoded as they are, not as U+FFFD', () => {
    const line = new Uint8Array([
      ...bytes('Sitemap: https://a.example/caf'),
      0xe9,
      ...bytes('.xml'),
    ]);
    expect(robotsSitemapUrls(line)).toEqual(['https://a.example/caf%E9.xml']);
  });

  test('lines past the 500 KiB a crawler reads do not count', () => {
    const text = `Sitemap: https://a.example/1.xml\n${'#'.repeat(512_000)}\nSitemap: https://a.example/2.xml\n`;
    expect(robotsSitemapUrls(bytes(text))).toEqual(['https://a.example/1.xml']);
  });
});

describe('isSitemapIndex', () => {
  test.each([
    ['<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE x>\n<sitemapindex xmlns="x">', true],
    ['\uFEFF<sm:sitemapindex>', true],
    ['<?xml version="1.0"?><urlset>', false],
    ['<sitemapindexes>', false],
    ['text before <sitemapindex>', false],
  ])('%j → %s', (text, isIndex) => expect(isSitemapIndex(bytes(text))).toBe(isIndex));
});

describe('indexChildUrls', () => {
  test('each <sitemap>’s first <loc>: prefixes, CDATA, references, comments', () => {
    const text = `<sitemapindex><sitemap><loc> https://a.example/1.xml </loc><loc>https://a.example/ignored</loc></sitemap>
<!-- <sitemap><loc>https://a.example/commented</loc></sitemap> -->
<sm:sitemap><sm:loc><![CDATA[https://a.example/2.xml?a=1&b=2]]></sm:loc></sm:sitemap>
<sitemap><lastmod>2026-01-01</lastmod><loc>https://a.example/3.xml?a=1&amp;b=&#x32;</loc></sitemap>
<url><loc>https://a.example/not-a-child</loc></url></sitemapindex>`;
    expect(indexChildUrls(bytes(text), 10)).toEqual({
      urls: [
        'https://a.example/1.xml',
        'https://a.example/2.xml?a=1&b=2',
        'https://a.example/3.xml?a=1&b=2',
      ],
      more: 0,
    });
  });

  test('past `max` the rest are counted', () => {
    const text = `<sitemapindex>${'<sitemap><loc>https://a.example/x.xml</loc></sitemap>'.repeat(5)}</sitemapindex>`;
    expect(indexChildUrls(bytes(text), 2)).toEqual({
      urls: ['https://a.example/x.xml', 'https://a.example/x.xml'],
      more: 3,
    });
  });
});

// Shapes that made the former regular expressions backtrack for minutes. Each must be read
// in linear time: at 200 to 540 KB, milliseconds (a quadratic scan took minutes).
describe('linear time on hostile bodies', () => {
  const hostile: [string, string][] = [
    ['<sitemap> without a <loc>, many times', '<sitemapindex>' + '<sitemap>'.repeat(60_000)],
    ['an open <loc> that never closes', '<sitemapindex><sitemap><loc>' + 'a'.repeat(200_000)],
    ['processing instructions that never end', '<?' + '<?x '.repeat(50_000)],
    ['processing instructions before no root', '<?a?>'.repeat(40_000) + 'x'],
    ['comments and whitespace before the root', '<!--' + ' <!-- -'.repeat(30_000)],
    ['ampersands in a loc', `<sitemapindex><sitemap><loc>${'&'.repeat(200_000)}</loc></sitemap>`],
    ['a tag name without an end', '<' + 'x'.repeat(200_000)],
    ['spaces before a Sitemap: that is not one', ' '.repeat(200_000) + 'Sitemapx'],
  ];
  test.each(hostile)('%s', (_, text) => {
    const input = bytes(text);
    const started = performance.now();
    isSitemapIndex(input);
    indexChildUrls(input, 50_000);
    robotsSitemapUrls(input);
    // A generous bound: the failure this guards against took minutes.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
