import { describe, expect, test } from 'vitest';
import { encodeUtf8 } from './bytes';
import { LineFlag, tokenizeRobots, type RobotsToken } from './tokenize';

function tokenize(input: string | Uint8Array): {
  lines: number;
  records: [number, string, string, string][];
  flags: number[];
} {
  const bytes = typeof input === 'string' ? encodeUtf8(input) : input;
  const records: [number, string, string, string][] = [];
  const flags: number[] = [];
  const text = (start: number, end: number): string =>
    Buffer.from(bytes.subarray(start, end)).toString('latin1');
  const lines = tokenizeRobots(bytes, {
    onRecord: (t: RobotsToken) =>
      records.push([t.line, t.kind, text(t.keyStart, t.keyEnd), text(t.valueStart, t.valueEnd)]),
    onLineMetadata: (line, f) => (flags[line - 1] = f),
  });
  return { lines, records, flags };
}

describe('line endings (RFC 9309 §2.2: LF, CR, CRLF)', () => {
  test('records keep their line numbers across mixed endings', () => {
    expect(tokenize('a: 1\r\nb: 2\rc: 3\n\nd: 4').records.map((r) => r[0])).toEqual([1, 2, 3, 5]);
  });

  test.each([
    ['LF', 'a: 1\nb: 2\n', 3],
    ['CRLF', 'a: 1\r\nb: 2\r\n', 3],
    ['CR', 'a: 1\rb: 2\r', 3],
    ['no final newline', 'a: 1\nb: 2', 2],
    ['blank CRLF lines', 'a: 1\r\n\r\n\r\nb: 2', 4],
    ['CR CR LF is two breaks', 'a: 1\r\r\nb: 2', 3],
    ['empty input', '', 1],
  ])('%s', (_name, input, lines) => {
    expect(tokenize(input).lines).toBe(lines);
  });
});

describe('records', () => {
  test.each([
    ['Disallow: /a', [1, 'disallow', 'Disallow', '/a']],
    ['  disallow  :   /a b  ', [1, 'disallow', 'disallow', '/a b']],
    ['Disallow /a', [1, 'disallow', 'Disallow', '/a']],
    ['useragent: x', [1, 'user-agent', 'useragent', 'x']],
    ['User agent: x', [1, 'user-agent', 'User agent', 'x']],
    ['Disallowed: /a', [1, 'disallow', 'Disallowed', '/a']],
    ['site-map: http://a/s.xml', [1, 'sitemap', 'site-map', 'http://a/s.xml']],
    ['Crawl-delay: 5 # slow', [1, 'unknown', 'Crawl-delay', '5']],
    ['Disallow: # nothing', [1, 'disallow', 'Disallow', '']],
  ])('%s', (input, record) => {
    expect(tokenize(input).records).toEqual([record]);
  });

  test.each([
    ['three words, no colon', 'Disallow /a /b'],
    ['comment only', '# Disallow: /'],
    ['empty key', ': /a'],
    ['one word', 'Disallow'],
  ])('no record: %s', (_name, input) => {
    expect(tokenize(input).records).toEqual([]);
  });
});

describe('flags (google/robotstxt LineMetadata)', () => {
  test.each([
    ['', LineFlag.isEmpty],
    ['   ', LineFlag.isEmpty],
    ['# c', LineFlag.hasComment | LineFlag.isComment],
    ['Disallow: /a # c', LineFlag.hasComment | LineFlag.hasDirective],
    ['Disallow /a', LineFlag.hasDirective | LineFlag.isMissingColonSeparator],
    ['Dissallow: /a', LineFlag.hasDirective | LineFlag.isAcceptableTypo],
    ['random words here', 0],
  ])('%j', (input, flags) => {
    expect(tokenize(input).flags[0]).toBe(flags);
  });

  test('a NUL byte ends the line (C string)', () => {
    const result = tokenize(
      Uint8Array.from([...encodeUtf8('Disallow: /a'), 0, ...encodeUtf8('bc')]),
    );
    expect(result.records).toEqual([[1, 'disallow', 'Disallow', '/a']]);
    expect(result.flags[0] & LineFlag.hasNul).toBeTruthy();
  });

  test('only the first 16,663 bytes of a line are read', () => {
    const result = tokenize('Disallow: /' + 'a'.repeat(20_000) + '\nAllow: /');
    expect(result.records[0][3].length).toBe(16_663 - 'Disallow: '.length);
    expect(result.flags[0] & LineFlag.isLineTooLong).toBeTruthy();
    expect(result.records[1]).toEqual([2, 'allow', 'Allow', '/']);
  });
});

describe('byte order mark (skipped at the start only, even partial)', () => {
  test.each([
    ['full', [0xef, 0xbb, 0xbf]],
    ['two bytes', [0xef, 0xbb]],
    ['one byte', [0xef]],
  ])('%s', (_name, bom) => {
    const result = tokenize(Uint8Array.from([...bom, ...encodeUtf8('User-agent: a')]));
    expect(result.records).toEqual([[1, 'user-agent', 'User-agent', 'a']]);
  });

  test('not inside the file', () => {
    expect(tokenize('a: 1\n\ufeffAllow: /').records[1][1]).toBe('unknown');
  });
});
