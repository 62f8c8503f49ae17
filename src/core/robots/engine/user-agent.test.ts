import { describe, expect, test } from 'vitest';
import {
  callerTokenKey,
  extractUserAgent,
  isGlobalUserAgent,
  isValidUserAgentToObey,
} from './user-agent';

describe('user-agent values (google/robotstxt ExtractUserAgent)', () => {
  test.each([
    ['Googlebot', 'Googlebot'],
    ['Googlebot/2.1', 'Googlebot'],
    ['Googlebot Images', 'Googlebot'],
    ['Googlebot-Image', 'Googlebot-Image'],
    ['Foo_Bar', 'Foo_Bar'],
    ['*foo', ''],
    ['2Googlebot', ''],
    ['Googlebot™', 'Googlebot'],
  ])('%s → %j', (value, token) => {
    expect(extractUserAgent(value)).toBe(token);
  });

  test.each([
    ['*', true],
    ['* Googlebot', true],
    ['*\tx', true],
    ['*foo', false],
    ['', false],
  ])('global %j: %s', (value, global) => {
    expect(isGlobalUserAgent(value)).toBe(global);
  });

  test.each([
    ['Foobot', true],
    ['', false],
    ['Foobot/2.1', false],
    [' Foobot ', false],
  ])('valid caller token %j: %s', (token, valid) => {
    expect(isValidUserAgentToObey(token)).toBe(valid);
  });

  test.each([
    ['FooBot', 'foobot'],
    ['', ''],
    ['Foo/1', null],
    ['*', null],
  ])('caller key %j → %j', (token, key) => {
    expect(callerTokenKey(token)).toBe(key);
  });
});
