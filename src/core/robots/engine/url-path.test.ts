import { describe, expect, test } from 'vitest';
import { getPathParamsQuery, mayNeedRfcNormalization, normalizeRfcPath } from './url-path';

describe('getPathParamsQuery', () => {
  test.each([
    ['', '/'],
    ['http://example.com', '/'],
    ['http://example.com/a/b?c=d#e', '/a/b?c=d'],
    ['//example.com/x', '/x'],
    ['/x;p?q', '/x;p?q'],
    ['example.com?a', '/?a'],
    ['http://a.com#x/y', '/'],
    ['/a\0b', '/a'],
  ])('%j → %j', (url, path) => {
    expect(getPathParamsQuery(url)).toBe(path);
  });
});

describe('normalizeRfcPath (RFC 9309 §2.2.2)', () => {
  test.each([
    ['/%7ejoe', '/~joe'],
    ['/%61', '/a'],
    ['/%2f', '/%2F'],
    ['/ツ', '/%E3%83%84'],
    ['/😀', '/%F0%9F%98%80'],
    ['/%zz', '/%zz'],
  ])('%s → %s', (input, output) => {
    expect(normalizeRfcPath(input)).toBe(output);
    expect(mayNeedRfcNormalization(input)).toBe(true);
  });
  test('plain ASCII needs nothing', () => {
    expect(mayNeedRfcNormalization('/a/b?c')).toBe(false);
  });
});
