import { describe, expect, test } from 'vitest';
import { parseSite } from './site-origin';
import { classifyTestLine, splitTestLines } from './test-target';

const parsed = parseSite('https://www.example.com');
if (!parsed.ok) throw new Error('site');
const site = parsed.site;

describe('classifyTestLine (RFC 9309 §2.3: a robots.txt covers its own site)', () => {
  test.each([
    // input, kind, checked or origin or reason code
    ['/search?q=x', 'path', '/search?q=x'],
    ['  /admin/  ', 'path', '/admin/'],
    ['/café', 'path', '/caf%C3%A9'],
    ['https://www.example.com/a?b', 'url', 'https://www.example.com/a?b'],
    ['HTTPS://WWW.EXAMPLE.COM/A', 'url', 'HTTPS://WWW.EXAMPLE.COM/A'],
    ['//www.example.com/x', 'url', 'https://www.example.com/x'],
    ['https://shop.example.com/a', 'other-site', 'https://shop.example.com'],
    ['http://www.example.com/a', 'other-site', 'http://www.example.com'],
    ['www.example.com/a', 'invalid', 'target.hostOnly'],
    ['admin/', 'invalid', 'target.neither'],
    ['mailto:a@b.c', 'invalid', 'target.notHttp'],
    ['ftp://www.example.com/a', 'invalid', 'target.scheme'],
    ['/a b', 'invalid', 'target.space'],
    ['https://www.example.com:x/', 'invalid', 'target.notUrl'],
  ])('%j → %s', (input, kind, detail) => {
    const target = classifyTestLine(input, site);
    expect(target.kind).toBe(kind);
    if (target.kind === 'path' || target.kind === 'url') expect(target.checked).toBe(detail);
    if (target.kind === 'other-site') expect(target.origin).toBe(detail);
    if (target.kind === 'invalid') expect(target.reason.code).toBe(detail);
  });

  test('a reason inside a reason: why the URL is not one', () => {
    const target = classifyTestLine('https://www.example.com:x/', site);
    expect(target.kind === 'invalid' && target.reason).toEqual({
      code: 'target.notUrl',
      params: { reason: { code: 'url.badPort', params: { value: 'x' } } },
    });
    const ftp = classifyTestLine('ftp://www.example.com/a', site);
    expect(ftp.kind === 'invalid' && ftp.reason.params).toEqual({ scheme: 'ftp' });
  });

  test('without a site, every full URL is tested by its path', () => {
    expect(classifyTestLine('https://anything.org/x', null).kind).toBe('url');
  });
});

test('splitTestLines keeps line numbers, skips blanks and comments, caps the count', () => {
  expect(splitTestLines('/a\n\n# note\r\n /b \n/c', 2)).toEqual({
    lines: [
      { line: 1, text: '/a' },
      { line: 4, text: '/b' },
    ],
    dropped: 1,
  });
});
