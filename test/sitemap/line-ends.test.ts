/**
 * Line numbers as a reader sees them (XML 1.0 §2.11: CR and CRLF are normalised to LF):
 * CR, LF and CRLF each end one line; CR CR LF is two. The same document with any of these
 * line ends, cut anywhere (a CR at the end of a chunk and its LF in the next), reports the
 * same lines and columns, and a text sitemap with CR line ends yields its URLs.
 */
import { describe, expect, test } from 'vitest';
import { collect } from './collect';
import { readSourceLines } from '../../src/worker/session/source-lines';

const encode = (text: string) => new TextEncoder().encode(text);

const xmlLines = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  '<url><loc>https://www.example.com/a</loc></url>',
  '<url><loc>https://www.example.com/b</loc>',
  '<lastmod>yesterday</lastmod></url>',
  '</urlset>',
];
const endings: [string, (lines: string[]) => string][] = [
  ['LF', (lines) => lines.join('\n')],
  ['CR', (lines) => lines.join('\r')],
  ['CRLF', (lines) => lines.join('\r\n')],
  ['mixed', (lines) => lines.map((l, i) => l + ['\r', '\n', '\r\n'][i % 3]).join('')],
];

/** Every cut in two, plus cuts right after every CR. */
function cutsOf(bytes: Uint8Array): number[][] {
  const ways: number[][] = [[]];
  for (let i = 1; i < bytes.length; i++) ways.push([i]);
  ways.push([...bytes.keys()].filter((i) => bytes[i - 1] === 0x0d));
  return ways;
}

describe('line numbers with CR, LF and CRLF line ends', () => {
  test.each(endings)('XML with %s line ends: lastmod-invalid at 5:1', (_name, join) => {
    const bytes = encode(join(xmlLines));
    for (const cuts of cutsOf(bytes)) {
      const { problems, entries } = collect(bytes, cuts);
      expect(
        problems.map((p) => [p.code, p.line, p.column]),
        `cuts ${cuts}`,
      ).toEqual([['lastmod-invalid', 5, 1]]);
      expect(entries.map((e) => [e.url, e.at])).toEqual([
        ['https://www.example.com/a', '3:6'],
        ['https://www.example.com/b', '4:6'],
      ]);
    }
  });

  test('CR CR LF ends two lines', () => {
    const bytes = encode(
      xmlLines.slice(0, 4).join('\r\r\n') + '\r\r\n' + xmlLines.slice(4).join('\n'),
    );
    for (const cuts of cutsOf(bytes)) {
      expect(collect(bytes, cuts).problems.map((p) => [p.line, p.column])).toEqual([[9, 1]]);
    }
  });

  test.each(endings)('a text sitemap with %s line ends yields its URLs', (_name, join) => {
    const bytes = encode(
      join(['https://www.example.com/a', 'https://www.example.com/b', 'not a url', '']),
    );
    for (const cuts of cutsOf(bytes)) {
      const { entries, problems } = collect(bytes, cuts);
      expect(entries.map((e) => [e.url, e.at])).toEqual([
        ['https://www.example.com/a', '1:1'],
        ['https://www.example.com/b', '2:1'],
      ]);
      expect(problems.map((p) => [p.code, p.line])).toEqual([['text-line-not-url', 3]]);
    }
  });

  test.each(endings)('"Show line" reads the same lines with %s line ends', async (_name, join) => {
    const bytes = encode(join(xmlLines));
    const source = { kind: 'bytes' as const, bytes: bytes.slice().buffer };
    expect(await readSourceLines(source, 5, 1)).toEqual({
      firstLine: 4,
      lines: xmlLines.slice(3, 6),
    });
    expect(await readSourceLines(source, 1, 0)).toEqual({
      firstLine: 1,
      lines: xmlLines.slice(0, 1),
    });
  });

  test('"Show line" counts CR CR LF as two line ends', async () => {
    const bytes = encode('a\r\r\nb\rc');
    const source = { kind: 'bytes' as const, bytes: bytes.slice().buffer };
    expect(await readSourceLines(source, 2, 2)).toEqual({
      firstLine: 1,
      lines: ['a', '', 'b', 'c'],
    });
  });
});
