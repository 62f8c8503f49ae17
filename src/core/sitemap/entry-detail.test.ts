import { describe, expect, test } from 'vitest';
import { EntryDetailReader } from './entry-detail-reader';
import { DETAIL_ITEMS_KEPT, emptyEntryDetail } from './entry-detail';

const encoder = new TextEncoder();

function detailAt(xml: string, line: number, column: number) {
  const reader = new EntryDetailReader(line, column);
  reader.push(encoder.encode(xml));
  if (!reader.isDone) reader.end();
  return reader.detail;
}

const HEAD =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" ' +
  'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" ' +
  'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

describe('EntryDetailReader', () => {
  test('reads every extension field of the entry at the loc position', () => {
    const xml =
      HEAD +
      '<url><loc>https://a.example/1</loc><image:image><image:loc>https://a.example/x.jpg</image:loc></image:image></url>\n' +
      '<url><loc>https://a.example/2</loc>' +
      '<image:image><image:loc> https://a.example/y.jpg </image:loc><image:title>Y</image:title>' +
      '<image:caption>A &amp; B</image:caption></image:image>' +
      '<xhtml:link rel="alternate" hreflang="ja" href="https://a.example/ja/2"/>' +
      '<xhtml:link rel="stylesheet" href="s.css"/>' +
      '<news:news><news:publication><news:name>Times</news:name><news:language>en</news:language>' +
      '</news:publication><news:publication_date>2026-11-30</news:publication_date>' +
      '<news:title>Headline</news:title></news:news>' +
      '<video:video><video:thumbnail_loc>https://a.example/t.jpg</video:thumbnail_loc>' +
      '<video:title>Clip</video:title><video:description>D</video:description>' +
      '<video:player_loc>https://a.example/p</video:player_loc></video:video></url>\n' +
      '</urlset>\n';
    expect(detailAt(xml, 3, 6)).toEqual({
      ...emptyEntryDetail(),
      images: [{ loc: 'https://a.example/y.jpg', title: 'Y', caption: 'A & B' }],
      imageCount: 1,
      alternates: [{ hreflang: 'ja', href: 'https://a.example/ja/2' }],
      alternateCount: 1,
      news: [{ name: 'Times', language: 'en', publicationDate: '2026-11-30', title: 'Headline' }],
      newsCount: 1,
      videos: [
        {
          thumbnailLoc: 'https://a.example/t.jpg',
          title: 'Clip',
          description: 'D',
          playerLoc: 'https://a.example/p',
        },
      ],
      videoCount: 1,
    });
  });

  test('reads an undeclared conventional prefix as its extension (as the reader does)', () => {
    const xml =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://a.example/</loc><image:image><image:loc>https://a.example/i.png</image:loc></image:image></url></urlset>';
    expect(detailAt(xml, 2, 6)?.images).toEqual([{ loc: 'https://a.example/i.png' }]);
  });

  test('keeps the first items of a long list and counts them all', () => {
    const images = Array.from(
      { length: DETAIL_ITEMS_KEPT + 5 },
      (_, i) => `<image:image><image:loc>https://a.example/${i}.jpg</image:loc></image:image>`,
    ).join('');
    const detail = detailAt(
      `${HEAD}<url><loc>https://a.example/</loc>${images}</url></urlset>`,
      2,
      6,
    );
    expect(detail?.images).toHaveLength(DETAIL_ITEMS_KEPT);
    expect(detail?.imageCount).toBe(DETAIL_ITEMS_KEPT + 5);
  });

  test('stops once an entry starts past the line, and reads nothing of a sitemap index', () => {
    const past = new EntryDetailReader(2, 99);
    past.push(encoder.encode(`${HEAD}<url><loc>https://a.example/</loc></url>\n<url>`));
    expect([past.isDone, past.detail]).toEqual([true, null]);
    const index = new EntryDetailReader(2, 10);
    index.push(
      encoder.encode('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    );
    expect([index.isDone, index.detail]).toEqual([true, null]);
  });

  test('finds an entry in no namespace under a root in the 0.84 namespace, as the reader reads it', () => {
    const xml =
      '<urlset xmlns="http://www.google.com/schemas/sitemap/0.84" ' +
      'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
      '<url xmlns=""><loc>https://a.example/1</loc>' +
      '<image:image><image:loc>https://a.example/x.jpg</image:loc></image:image></url>\n' +
      '</urlset>\n';
    expect(detailAt(xml, 2, 15)?.images).toEqual([{ loc: 'https://a.example/x.jpg' }]);
  });
});
