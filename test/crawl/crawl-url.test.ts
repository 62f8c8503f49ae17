/** The documented URL normalisation of the crawl join (src/core/crawl/crawl-url.ts). */
import { describe, expect, it } from 'vitest';
import { foldedKey, normaliseUrl } from '../../src/core/crawl/crawl-url';

describe('normaliseUrl', () => {
  it.each([
    ['HTTPS://WWW.Example.COM/Path', 'https://www.example.com/Path'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com:/a', 'https://example.com/a'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com?q=1', 'https://example.com/?q=1'],
    ['https://example.com/a#section', 'https://example.com/a'],
    ['https://example.com/%7Euser/%41%62', 'https://example.com/~user/Ab'],
    ['https://example.com/a%2fb%3f', 'https://example.com/a%2Fb%3F'],
    ['https://example.com/café', 'https://example.com/caf%C3%A9'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['  https://example.com/a  ', 'https://example.com/a'],
    ['https://[2001:DB8::1]:443/', 'https://[2001:db8::1]/'],
    ['https://example.com./a', 'https://example.com/a'],
    // Not folded: trailing slash, index.html, case of the path, query order.
    ['https://example.com/a/', 'https://example.com/a/'],
    ['https://example.com/a/index.html', 'https://example.com/a/index.html'],
    ['https://example.com/?b=1&a=2', 'https://example.com/?b=1&a=2'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
  });

  it.each(['', '/relative', 'example.com/a', 'mailto:a@example.com', 'https:///a'])(
    'refuses %j',
    (input) => {
      expect(normaliseUrl(input)).toBeUndefined();
    },
  );
});

describe('foldedKey', () => {
  it.each([
    ['https://e.com/a/', 'https://e.com/a'],
    ['https://e.com/a/index.html', 'https://e.com/a'],
    ['https://e.com/', 'https://e.com/'],
    ['https://e.com/index.html', 'https://e.com/'],
    ['https://e.com/a/?q=1', 'https://e.com/a?q=1'],
  ])('folds %s to %s', (url, key) => {
    expect(foldedKey(url)).toBe(key);
  });
});
