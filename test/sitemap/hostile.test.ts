/**
 * Hostile and oversized inputs, generated at test time (nothing big is committed): each must
 * yield its problem code, in bounded time, without holding what it need not hold.
 */
import { describe, expect, test } from 'vitest';
import { collect } from './collect';

const encoder = new TextEncoder();
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const TAIL = '</urlset>\n';

/** Cut points every `size` bytes, as the pipeline's inflater delivers them. */
function chunked(length: number, size = 65_536): number[] {
  const cuts: number[] = [];
  for (let at = size; at < length; at += size) cuts.push(at);
  return cuts;
}

function urlset(
  count: number,
  body = (i: number) => `<url><loc>https://example.com/p/${i}</loc></url>\n`,
): Uint8Array {
  const parts = [HEAD];
  for (let i = 0; i < count; i++) parts.push(body(i));
  parts.push(TAIL);
  return encoder.encode(parts.join(''));
}

function codes(problems: { code: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { code } of problems) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

/** Runs `read` and checks it took less than `limitMs` (generous: the test machine is shared). */
function timed<T>(limitMs: number, read: () => T): T {
  const start = performance.now();
  const result = read();
  expect(performance.now() - start).toBeLessThan(limitMs);
  return result;
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
    const xml = encoder.encode(
      HEAD +
        '<url><loc>https://example.com/</loc>' +
        '<a>'.repeat(100_000) +
        '</a>'.repeat(100_000) +
        '</url>' +
        TAIL,
    );
    const result = timed(2000, () => collect(xml, chunked(xml.length)));
    expect(codes(result.problems)).toEqual({ 'nesting-too-deep': 1 });
    expect(result.entries).toHaveLength(1);
  });

  test('100,000-deep nesting left open, fed in 1 KB chunks', () => {
    const xml = encoder.encode(HEAD + '<url>' + '<a>'.repeat(100_000));
    const result = timed(2000, () => collect(xml, chunked(xml.length, 1024)));
    expect(codes(result.problems)).toEqual({ 'nesting-too-deep': 1, truncated: 1 });
  });

  test('a 1 MB text node in a loc is reported with its true length and kept short', () => {
    const loc = 'https://example.com/' + 'a'.repeat(1_000_000);
    const xml = urlset(1, () => `<url><loc>${loc}</loc></url>`);
    const result = timed(2000, () => collect(xml, chunked(xml.length)));
    expect(result.problems).toEqual([
      {
        code: 'loc-too-long',
        line: 3,
        column: 6,
        params: { length: 1_000_020 },
        url: loc.slice(0, 2048),
      },
    ]);
    expect((result.entries[0].url as string).length).toBeLessThanOrEqual(8192);
  });

  test('a 1 MB text node elsewhere, and a 1 MB comment and CDATA section, cost nothing', () => {
    const big = 'b'.repeat(1_000_000);
    const xml = urlset(
      1,
      () =>
        `<url><loc>https://example.com/</loc><x>${big}</x><!--${big}--><y><![CDATA[${big}]]></y></url>`,
    );
    const result = timed(2000, () => collect(xml, chunked(xml.length, 4096)));
    expect(result.problems).toEqual([]);
    expect(result.entries).toHaveLength(1);
  });

  test('a 10 MB attribute is skipped and the URLs after it are read', () => {
    const xml = urlset(3, (i) =>
      i === 1
        ? `<url><loc>https://example.com/1</loc><x a="${'v'.repeat(10_000_000)}"/></url>`
        : `<url><loc>https://example.com/${i}</loc></url>`,
    );
    const result = timed(4000, () => collect(xml, chunked(xml.length)));
    expect(codes(result.problems)).toEqual({ 'xml-malformed': 1 });
    expect(result.entries.map((entry) => entry.url)).toEqual([
      'https://example.com/0',
      'https://example.com/1',
      'https://example.com/2',
    ]);
  });

  test('billion laughs: entity-declaration, never expanded', () => {
    const levels = ['<!ENTITY lol0 "lol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
    const xml = encoder.encode(
      `<?xml version="1.0"?>\n<!DOCTYPE urlset [${levels.join('\n')}]>\n` +
        HEAD.split('\n')[1] +
        '\n<url><loc>https://example.com/&lol9;</loc></url>' +
        TAIL,
    );
    const result = timed(500, () => collect(xml));
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
        params: { names: 'xxe', reason: 'entity-declarations', detail: 'xxe' },
      },
      {
        code: 'external-entity',
        line: 1,
        column: 1,
        params: {
          identifiers: 'http://127.0.0.1:9/x.dtd, file:///etc/passwd',
          reason: 'external-identifiers',
          detail: 'http://127.0.0.1:9/x.dtd, file:///etc/passwd',
        },
      },
    ]);
  });

  test('a 1 MB internal subset is scanned, not kept', () => {
    const subset = '<!ENTITY e "x">'.repeat(70_000);
    const xml = encoder.encode(
      `<!DOCTYPE urlset [${subset}]>` +
        HEAD.split('\n')[1] +
        '<url><loc>https://example.com/</loc></url>' +
        TAIL,
    );
    const result = timed(2000, () => collect(xml, chunked(xml.length)));
    expect(codes(result.problems)).toEqual({ 'entity-declaration': 1 });
    expect(result.entries).toHaveLength(1);
  });

  test('a million raw ampersands: 1,000 listed, the rest counted', () => {
    const loc = 'https://example.com/?' + 'a&'.repeat(1000);
    const xml = urlset(1000, () => `<url><loc>${loc}</loc></url>`);
    const result = timed(4000, () => collect(xml, chunked(xml.length)));
    expect(codes(result.problems)).toEqual({ 'xml-malformed': 1000, 'problems-capped': 1 });
    expect(result.problems.at(-1)?.params).toEqual({ count: 999_000, code: 'xml-malformed' });
  });

  test('a 200 KB file fed one byte at a time stays linear', () => {
    const xml = urlset(4000);
    const cuts = Array.from({ length: xml.length - 1 }, (_, i) => i + 1);
    const result = timed(4000, () => collect(xml, cuts));
    expect(result.entries).toHaveLength(4000);
  });

  test('an unterminated attribute to the end of a 5 MB file is truncated', () => {
    const xml = encoder.encode(
      HEAD + '<url><loc>https://example.com/</loc></url><x a="' + 'z'.repeat(5_000_000),
    );
    const result = timed(2000, () => collect(xml, chunked(xml.length)));
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
    const xml = encoder.encode(
      '\n'.repeat(1_000_000) +
        '  ' +
        HEAD.split('\n')[1] +
        '<url><loc>https://example.com/</loc></url>' +
        TAIL,
    );
    const result = timed(2000, () => collect(xml, chunked(xml.length)));
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
