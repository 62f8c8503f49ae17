/**
 * Hostile and oversized inputs, generated at test time (nothing big is committed): each must
 * yield its problem code without holding what it need not hold. How long each takes is
 * measured by bench/hostile.bench.ts, not here (a unit test cannot know how busy the machine is).
 */
import { describe, expect, test } from 'vitest';
import { collect } from './collect';
import {
  chunked,
  HEAD,
  hostileSitemaps,
  MEGA_LOC,
  TAIL,
  urlset,
  type HostileSitemapName,
} from './hostile-inputs';

const encoder = new TextEncoder();

/** Reads one of the hostile inputs, fed at its cut points. */
function read(name: HostileSitemapName) {
  const { bytes, cuts } = hostileSitemaps[name]();
  return collect(bytes, cuts);
}

function codes(problems: { code: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { code } of problems) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('limits of the protocol', () => {
  test('50,000 URLs are fine, 50,001 are too-many-urls at the 50,001st', () => {
    const ok = urlset(50_000);
    expect(codes(collect(ok, chunked(ok.length)).problems)).toEqual({});
    const over = urlset(50_001);
    const result = collect(over, chunked(over.length));
    expect(result.entries).toHaveLength(50_001);
    expect(result.problems).toEqual([
      { code: 'too-many-urls', line: 50_003, column: 1, params: { count: 50_001 } },
    ]);
  });

  test('a 50,001-line text sitemap is too-many-urls', () => {
    const lines = Array.from({ length: 50_001 }, (_, i) => `https://example.com/${i}`).join('\n');
    const result = collect(encoder.encode(lines), chunked(lines.length));
    expect(result.kind).toEqual(['text']);
    expect(result.problems).toEqual([
      { code: 'too-many-urls', line: 50_001, column: 1, params: { count: 50_001 } },
    ]);
  });

  test.each([
    [2047, {}],
    [2048, { 'loc-too-long': 1 }],
    [2049, { 'loc-too-long': 1 }],
  ])('a loc of %i characters', (length, expected) => {
    const loc = 'https://example.com/' + 'a'.repeat(length - 20);
    expect(codes(collect(urlset(1, () => `<url><loc>${loc}</loc></url>`)).problems)).toEqual(
      expected,
    );
  });

  test('1,001 news entries are news-too-many, 1,001 images on a URL image-too-many', () => {
    const news = urlset(
      1001,
      (i) =>
        `<url><loc>https://example.com/${i}</loc><news:news xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">` +
        '<news:publication><news:name>N</news:name><news:language>en</news:language></news:publication>' +
        '<news:publication_date>2024-01-01</news:publication_date><news:title>T</news:title></news:news></url>',
    );
    expect(codes(collect(news).problems)).toEqual({ 'news-too-many': 1 });
    const image =
      '<image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><image:loc>https://example.com/i.jpg</image:loc></image:image>'.repeat(
        1001,
      );
    const images = urlset(1, () => `<url><loc>https://example.com/</loc>${image}</url>`);
    const result = collect(images);
    expect(codes(result.problems)).toEqual({ 'image-too-many': 1 });
    expect(result.entries[0].images).toBe(1001);
  });
});

describe('hostile input stays bounded', () => {
  test('100,000-deep nesting is skipped past the depth limit; the URL around it is read', () => {
    const result = read('closed 100,000-deep nesting');
    expect(codes(result.problems)).toEqual({ 'nesting-too-deep': 1 });
    expect(result.entries).toHaveLength(1);
  });

  test('100,000-deep nesting left open, fed in 1 KB chunks', () => {
    const result = read('open 100,000-deep nesting in 1 KB chunks');
    expect(codes(result.problems)).toEqual({ 'nesting-too-deep': 1, truncated: 1 });
  });

  test('a 1 MB text node in a loc is reported with its true length and kept short', () => {
    const result = read('a 1 MB loc');
    expect(result.problems).toEqual([
      {
        code: 'loc-too-long',
        line: 3,
        column: 6,
        params: { length: 1_000_020 },
        // Reported against the loc as its row keeps it, so the problem lands on that row.
        url: MEGA_LOC.slice(0, 8192),
      },
    ]);
    expect(result.entries[0].url).toBe(MEGA_LOC.slice(0, 8192));
  });

  test('a 1 MB text node elsewhere, and a 1 MB comment and CDATA section, cost nothing', () => {
    const result = read('a 1 MB text node, comment and CDATA section');
    expect(result.problems).toEqual([]);
    expect(result.entries).toHaveLength(1);
  });

  test('a 10 MB attribute is skipped and the URLs after it are read', () => {
    const result = read('a 10 MB attribute');
    expect(codes(result.problems)).toEqual({ 'xml-malformed': 1 });
    expect(result.entries.map((entry) => entry.url)).toEqual([
      'https://example.com/0',
      'https://example.com/1',
      'https://example.com/2',
    ]);
  });

  test('billion laughs: entity-declaration, never expanded', () => {
    const result = read('billion laughs');
    expect(codes(result.problems)).toEqual({ 'entity-declaration': 1, 'unknown-entity': 1 });
    // Reported, never expanded, and contributing no text (XML 1.0 §4.4.3).
    expect(result.entries[0].url).toBe('https://example.com/');
  });

  test('external entities and an external DTD are reported, never fetched', () => {
    const xml = encoder.encode(
      '<!DOCTYPE urlset SYSTEM "http://127.0.0.1:9/x.dtd" [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/&xxe;</loc></url></urlset>',
    );
    expect(collect(xml).problems.slice(0, 2)).toEqual([
      {
        code: 'entity-declaration',
        line: 1,
        column: 1,
        params: { names: 'xxe', reason: 'entity-declarations' },
      },
      {
        code: 'external-entity',
        line: 1,
        column: 1,
        params: {
          identifiers: 'http://127.0.0.1:9/x.dtd, file:///etc/passwd',
          reason: 'external-identifiers',
        },
      },
    ]);
  });

  test('a 1 MB internal subset is scanned, not kept', () => {
    const result = read('a 1 MB internal subset');
    expect(codes(result.problems)).toEqual({ 'entity-declaration': 1 });
    expect(result.entries).toHaveLength(1);
  });

  test('a million raw ampersands: 1,000 listed, the rest counted', () => {
    const result = read('a million raw ampersands');
    expect(codes(result.problems)).toEqual({ 'xml-malformed': 1000, 'problems-capped': 1 });
    expect(result.problems.at(-1)?.params).toEqual({ count: 999_000, code: 'xml-malformed' });
  });

  test('a 200 KB file fed one byte at a time reads every URL', () => {
    const result = read('a 200 KB file fed one byte at a time');
    expect(result.entries).toHaveLength(4000);
  });

  test('an unterminated attribute to the end of a 5 MB file is truncated', () => {
    const result = read('an attribute unterminated for 5 MB');
    expect(codes(result.problems)).toEqual({ 'xml-malformed': 1, truncated: 1 });
    expect(result.entries).toHaveLength(1);
  });
});

describe('encodings', () => {
  test('Latin-1 declared: decoded and reported', () => {
    const bytes = Uint8Array.from(
      [
        ...encoder.encode(
          '<?xml version="1.0" encoding="ISO-8859-1"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/caf',
        ),
      ],
      (b) => b,
    );
    const xml = new Uint8Array([...bytes, 0xe9, ...encoder.encode('</loc></url></urlset>')]);
    const result = collect(xml);
    expect(result.entries[0].url).toBe('https://example.com/café');
    expect(codes(result.problems)).toEqual({ 'encoding-not-utf8': 1 });
  });

  test('a UTF-8 character cut at every byte of its sequence', () => {
    const xml = encoder.encode(HEAD + '<url><loc>https://example.com/😀日</loc></url>' + TAIL);
    const at = xml.indexOf(0xf0);
    for (let cut = at; cut <= at + 7; cut++)
      expect(collect(xml, [cut]).entries[0].url).toBe('https://example.com/😀日');
  });

  test('a million blank lines before the root keep their line numbers', () => {
    const result = read('a million blank lines before the root');
    expect(result.entries[0].at).toBe(`1000001:${2 + HEAD.split('\n')[1].length + 6}`);
  });

  test('an empty file and a blank file', () => {
    expect(collect(new Uint8Array(0))).toEqual({
      kind: ['unknown'],
      entries: [],
      problems: [{ code: 'empty-sitemap', line: 0, column: 0 }],
    });
    expect(collect(encoder.encode(' \n\n \t')).kind).toEqual(['unknown']);
  });
});
