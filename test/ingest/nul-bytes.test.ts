/**
 * NUL and other control bytes: XML 1.0 §2.2 leaves them out of Char, so one inside `<loc>`
 * is malformed XML and never part of a stored URL; a robots.txt or a text sitemap with a
 * stray NUL is still text (binary-ness is a proportion of control bytes, not one byte);
 * messages show control characters escaped.
 */
import { describe, expect, test } from 'vitest';
import { defaultReaders } from '../../src/core/ingest/default-readers';
import type { ByteSource } from '../../src/core/ingest/ingest-types';
import { problemMessage } from '../../src/messages/problem-texts';
import { collect as collectWith } from './collect';

/** The real readers, not the pipeline's stubs. */
const collect = (inputs: ByteSource[]) => collectWith(inputs, { readers: defaultReaders });

const encode = (text: string) => new TextEncoder().encode(text);
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const hasControl = (text: string) => /[\u0000-\u0008\u000b-\u001f]/.test(text);

describe('NUL bytes', () => {
  test('a NUL inside <loc> is malformed XML, and the URL is stored without it', async () => {
    const xml =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://www.example.com/a\u0000b</loc></url>\n</urlset>\n';
    const { reports, urls } = await collect([{ name: 'a.xml', bytes: encode(xml) }]);
    const problem = reports[0].problems.find((p) => p.code === 'xml-malformed');
    expect(problem && [problem.line, problem.column]).toEqual([2, 36]);
    expect(problemMessage(problem!, 'en', { groupNumbers: false })).toContain('U+0000');
    expect(hasControl(problemMessage(problem!, 'en', { groupNumbers: false }))).toBe(false);
    expect([...urls.values()].flat().map((u) => u.loc)).toEqual(['https://www.example.com/ab']);
  });

  test('a 50-byte text sitemap with one NUL is read, the line reported escaped', async () => {
    const text = 'https://www.example.com/a\nhttps://www.e\u0000ample/\n';
    const { reports, urls } = await collect([{ name: 'urls.txt', bytes: encode(text) }]);
    expect(reports[0].unreadable).toBeFalsy();
    expect([...urls.values()].flat().map((u) => u.loc)).toEqual(['https://www.example.com/a']);
    expect(reports[0].problems.map((p) => [p.code, p.line])).toEqual([['text-line-not-url', 2]]);
    const message = problemMessage(reports[0].problems[0], 'en', { groupNumbers: false });
    expect(message).toContain('https://www.e\\u0000ample/');
    expect(hasControl(message)).toBe(false);
  });

  test('a 169-byte robots.txt with "Disallow: /a<NUL>b" is a robots.txt with a nul-byte warning', async () => {
    let robots = 'User-agent: *\nDisallow: /a\u0000b\n';
    while (robots.length < 169) robots += '# padding\n';
    const { reports } = await collect([{ name: 'robots.txt', bytes: encode(robots) }]);
    expect(reports[0].unreadable).toBeFalsy();
    expect(reports[0].kind).toBe('robots');
    expect(reports[0].problems.map((p) => p.code)).toContain('nul-byte');
  });

  test('random binary is still refused as binary', async () => {
    const bytes = new Uint8Array(600).map((_, i) => (i * 2654435761) >>> 24);
    const { reports } = await collect([{ name: 'x.bin', bytes }]);
    expect(reports[0].unreadable).toBe(true);
  });
});
