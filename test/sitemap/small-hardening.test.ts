/**
 * Smaller reader failures found by an adversarial pass, each with the document that showed
 * it: what expat and the sitemap protocol say, and what the reader said before.
 */
import { describe, expect, test } from 'vitest';
import { defaultReaders } from '../../src/core/ingest/default-readers';
import { collect as ingest } from '../ingest/collect';
import { collect } from './collect';

const encode = (text: string) => new TextEncoder().encode(text);
const urlset = (body: string, namespaces = '') =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>${body}</urlset>`;

describe('small reader hardening', () => {
  test('&#x000000000041; is a valid reference to "A" (XML 1.0 §4.1: leading zeros allowed)', () => {
    const { entries, problems } = collect(
      encode(urlset('<url><loc>https://www.example.com/&#x000000000041;&#0000066;</loc></url>')),
    );
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.url)).toEqual(['https://www.example.com/AB']);
  });

  test('too-many-urls counts the entries read, not one begun when the file was cut', () => {
    const entry = (i: number) => `<url><loc>https://www.example.com/${i}</loc></url>`;
    const body = Array.from({ length: 50_001 }, (_, i) => entry(i)).join('\n');
    const cut = urlset(body + '\n<url><loc>https://www.example.com/cut').slice(
      0,
      -'</urlset>'.length,
    );
    const { entries, problems } = collect(encode(cut));
    expect(entries).toHaveLength(50_001);
    const tooMany = problems.find((p) => p.code === 'too-many-urls');
    expect(tooMany?.params).toEqual({ count: 50_001 });
  });

  test('a declared external entity as the whole <loc> contributes no text: loc-missing', () => {
    const xml =
      '<?xml version="1.0"?>\n<!DOCTYPE urlset [<!ENTITY test SYSTEM "file:///etc/passwd">]>\n' +
      urlset('<url><loc>&test;</loc></url><url><loc>https://www.example.com/&test;a</loc></url>');
    const { entries, problems } = collect(encode(xml));
    const codes = problems.map((p) => p.code);
    expect(codes).toContain('loc-missing');
    expect(entries.map((e) => e.url)).toEqual(['https://www.example.com/a']);
  });
});

describe('a double UTF-8 BOM', () => {
  test('an XML file behind two BOMs is still read as XML, the second BOM reported', async () => {
    const xml = urlset('<url><loc>https://www.example.com/a</loc></url>');
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...encode(xml)]);
    const { reports } = await ingest([{ name: 'a.xml', bytes }], { readers: defaultReaders });
    expect(reports[0].format).toBe('xml');
    expect(reports[0].kind).toBe('urlset');
    expect(reports[0].urls).toBe(1);
    expect(reports[0].problems.map((p) => p.code)).toContain('xml-malformed');
  });
});

describe('Google News requires the publication name', () => {
  const NEWS = ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"';
  const entry = (name: string) =>
    '<url><loc>https://www.example.com/a</loc><news:news><news:publication>' +
    `${name}<news:language>en</news:language></news:publication>` +
    '<news:publication_date>2024-01-01</news:publication_date><news:title>T</news:title>' +
    '</news:news></url>';

  test.each([
    ['empty', '<news:name></news:name>', ['news-name-empty']],
    ['blank', '<news:name> \n </news:name>', ['news-name-empty']],
    ['self-closing', '<news:name/>', ['news-name-empty']],
    ['written', '<news:name>The Example Times</news:name>', []],
  ])('news:name %s', (_name, name, expected) => {
    const { entries, problems } = collect(encode(urlset(entry(name), NEWS)));
    expect(problems.map((p) => p.code)).toEqual(expected);
    expect(entries).toHaveLength(1);
  });
});
