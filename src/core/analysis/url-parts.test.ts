import { describe, expect, test } from 'vitest';
import { urlParts, urlPrefixEnd } from './url-parts';

describe('urlParts', () => {
  test.each([
    ['https://www.example.com/products/1.html', 'www.example.com', 'products'],
    ['https://WWW.Example.COM/Blog/post', 'www.example.com', 'Blog'],
    ['https://example.com:8080/a/b', 'example.com:8080', 'a'],
    ['https://user:pw@example.com/a/', 'example.com', 'a'],
    ['https://example.com/page.html', 'example.com', ''],
    ['https://example.com/', 'example.com', ''],
    ['https://example.com', 'example.com', ''],
    ['https://example.com?x=/a/', 'example.com', ''],
    ['https://example.com/a?x=/b/', 'example.com', ''],
    ['https://example.com/a#/b/', 'example.com', ''],
    ['/relative/path/', '', ''],
    ['not a url', '', ''],
  ])('%s → host %s, section %s', (loc, host, section) => {
    expect(urlParts(loc)).toEqual({ host, section });
  });
});

describe('urlPrefixEnd', () => {
  test.each([
    ['https://a.com/blog/x', 'https://a.com/blog/'],
    ['https://a.com/page', 'https://a.com/'],
    ['https://a.com/', 'https://a.com/'],
    ['https://a.com//x', 'https://a.com//'],
    ['https://a.com/a?b/c', 'https://a.com/'],
    ['https://a.com', undefined],
    ['https://a.com?x=1', undefined],
    ['/blog/x', undefined],
  ])('%s → %s', (loc, prefix) => {
    const end = urlPrefixEnd(loc);
    expect(end < 0 ? undefined : loc.slice(0, end)).toBe(prefix);
  });
});
