import { describe, expect, test } from 'vitest';
import { isOnSite, parseAbsoluteUrl, parseSite } from './site-origin';
import { inferSite } from './infer-site';
import { parseRobots } from '../engine/parse-robots';

describe('parseAbsoluteUrl (RFC 3986: scheme and host case-insensitive, default ports)', () => {
  test.each([
    ['https://www.example.com/a?b#c', 'https://www.example.com', '/a?b'],
    ['HTTPS://WWW.Example.COM:443', 'https://www.example.com', '/'],
    ['http://example.com:8080;x', 'http://example.com:8080', '/;x'],
    ['http://user:pw@example.com/p', 'http://example.com', '/p'],
    ['http://[::1]:81/p', 'http://[::1]:81', '/p'],
    ['https://example.com?q', 'https://example.com', '/?q'],
  ])('%s', (url, origin, path) => {
    const parsed = parseAbsoluteUrl(url);
    expect(parsed.ok && [parsed.url.site.origin, parsed.url.path]).toEqual([origin, path]);
  });

  test.each(['example.com/x', 'https:///x', 'http://a.com:99999/', 'http://a b.com/'])(
    'rejects %s',
    (url) => {
      expect(parseAbsoluteUrl(url).ok).toBe(false);
    },
  );
});

test.each([
  ['https://www.example.com/x', true],
  ['https://www.example.com', true],
  ['https://WWW.EXAMPLE.COM:443/x', true],
  ['https://www.example.com.evil.net/x', false],
  ['http://www.example.com/x', false],
  ['https://www.example.com:8443/x', false],
  ['https://user@www.example.com/x', true],
  ['https://shop.example.com/x', false],
])('isOnSite %s', (url, expected) => {
  const site = parseSite('https://www.example.com');
  expect(site.ok && isOnSite(url, site.site)).toBe(expected);
});

describe('parseSite', () => {
  test.each([
    ['www.example.com', 'https://www.example.com'],
    ['http://Example.com:80/ignored/path', 'http://example.com'],
  ])('%s', (text, origin) => {
    const site = parseSite(text);
    expect(site.ok && site.site.origin).toBe(origin);
  });
  test.each(['', 'ftp://example.com', 'http://:80'])('rejects %j', (text) => {
    expect(parseSite(text).ok).toBe(false);
  });
});

describe('inferSite', () => {
  test('from the Sitemap: lines first, the most common origin', () => {
    const robots = parseRobots(
      'Sitemap: https://cdn.example.net/a.xml\nSitemap: https://www.example.com/b.xml\nSitemap: https://www.example.com/c.xml\n',
    );
    expect(inferSite(robots, ['http://other.org/x'])).toMatchObject({
      site: { origin: 'https://www.example.com' },
      source: 'sitemap-lines',
      votes: 2,
      counted: 3,
    });
  });
  test('else from the sitemap URLs', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /x\nSitemap: /relative.xml\n');
    expect(
      inferSite(robots, ['https://a.com/1', 'https://b.com/1', 'https://b.com/2', 'nonsense']),
    ).toMatchObject({
      site: { origin: 'https://b.com' },
      source: 'sitemap-urls',
      votes: 2,
      counted: 3,
    });
  });
  test('else none', () => {
    expect(inferSite(parseRobots(''))).toEqual({
      site: null,
      source: 'none',
      votes: 0,
      counted: 0,
    });
  });
});
