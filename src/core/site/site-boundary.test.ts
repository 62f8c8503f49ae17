import { describe, expect, test } from 'vitest';
import { isPrivateHost, siteBoundary } from './site-boundary';

describe('isPrivateHost', () => {
  test.each([
    ['127.0.0.1', true],
    ['10.99.99.99', true],
    ['169.254.169.254', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['[::1]', true],
    ['[fd00::1]', true],
    ['[fe80::1]', true],
    ['[::ffff:7f00:1]', true],
    ['[::ffff:127.0.0.1]', true],
    ['[::ffff:8.8.8.8]', false],
    ['[::ffff:808:808]', false],
    ['[2001:db8::1]', false],
    ['localhost', true],
    ['api.localhost', true],
    ['printer.local', true],
    ['metadata.google.internal', true],
    ['8.8.8.8', false],
    ['www.example.com', false],
  ])('%s → %s', (host, isPrivate) => expect(isPrivateHost(host)).toBe(isPrivate));
});

describe('siteBoundary', () => {
  const site = new URL('https://www.example.com/');
  test.each([
    ['https://www.example.com/s.xml', false, undefined],
    ['http://www.example.com/s.xml', false, 'other-host'],
    ['https://cdn.example.com/s.xml', false, 'other-host'],
    ['https://cdn.example.com/s.xml', true, undefined],
    ['http://10.0.0.1/s.xml', true, 'private-address'],
    ['data:text/plain,x', true, 'not-http'],
    ['file:///etc/passwd', true, 'not-http'],
    ['javascript:alert(1)', false, 'not-http'],
  ])('%s (follow hosts: %s) → %s', (url, followHosts, expected) =>
    expect(siteBoundary(site, followHosts).check(new URL(url))).toBe(expected),
  );
});
