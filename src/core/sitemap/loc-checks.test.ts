import { describe, expect, test } from 'vitest';
import { checkLoc, locScopeOf } from './loc-checks';

function check(
  text: string,
  sourceUrl?: string,
  fullLength?: number,
): { loc: string; problems: string[] } {
  const problems: string[] = [];
  const scope = sourceUrl === undefined ? null : locScopeOf(sourceUrl);
  const loc = checkLoc(
    text,
    scope,
    (code, params) => problems.push(params.length ? `${code} ${params.length}` : code),
    fullLength,
  );
  return { loc, problems };
}

describe('checkLoc (sitemaps.org: absolute, < 2,048 characters, within the sitemap location)', () => {
  test.each([
    ['https://example.com/', []],
    ['http://example.com:8080/a?b#c', []],
    ['HTTPS://Example.COM/Path', []],
    ['  https://example.com/a\n', ['loc-whitespace']],
    ['https://example.com/a b', ['loc-whitespace']],
    ['/relative', ['loc-not-absolute']],
    ['example.com/page', ['loc-not-absolute']],
    ['ftp://example.com/', ['loc-not-absolute']],
    ['https://', ['loc-not-absolute']],
    ['https:/example.com', ['loc-not-absolute']],
    ['https://' + 'a'.repeat(2039), []],
    ['https://' + 'a'.repeat(2040), ['loc-too-long 2048']],
  ])('%j', (text, problems) => {
    expect(check(text).problems).toEqual(problems);
  });

  test('returns the trimmed URL, and cuts a huge one', () => {
    expect(check(' https://example.com/ ').loc).toBe('https://example.com/');
    expect(check('https://example.com/' + 'a'.repeat(100_000)).loc).toHaveLength(8192);
    expect(check('https://example.com/', undefined, 70_000).problems).toEqual([
      'loc-too-long 70000',
    ]);
  });

  test.each([
    ['https://example.com/sitemap.xml', 'https://example.com/any/page', []],
    ['https://example.com/blog/sitemap.xml', 'https://example.com/blog/post', []],
    ['https://example.com/blog/sitemap.xml', 'https://example.com/blog/', []],
    ['https://example.com/blog/sitemap.xml', 'https://example.com:443/blog/x', []],
    ['https://example.com/blog/sitemap.xml', 'https://example.com/blog', ['loc-out-of-scope']],
    ['https://example.com/blog/sitemap.xml', 'https://example.com/shop/', ['loc-out-of-scope']],
    ['https://example.com/sitemap.xml', 'http://example.com/', ['loc-out-of-scope']],
    ['https://example.com/sitemap.xml', 'https://www.example.com/', ['loc-out-of-scope']],
    ['https://example.com:8443/sitemap.xml', 'https://example.com/', ['loc-out-of-scope']],
    ['https://example.com', 'https://example.com/a', []],
  ])('scope of %s: %s', (sourceUrl, loc, problems) => {
    expect(check(loc, sourceUrl).problems).toEqual(problems);
  });

  test('no scope for a sitemap without an http(s) URL', () => {
    expect(locScopeOf('file:///tmp/sitemap.xml')).toBeNull();
  });
});
