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
    // IPv6 addresses that carry an IPv4 one, classed by it (the URL parser writes the last
    // 32 bits in hex; a resolver may give them dotted).
    ['[::7f00:1]', true], // RFC 4291 §2.5.5.1 IPv4-compatible 127.0.0.1
    ['[::127.0.0.1]', true],
    ['[::a9fe:a9fe]', true], // 169.254.169.254
    ['[::808:808]', false],
    ['[::]', true],
    ['[::ffff:0:7f00:1]', true], // RFC 2765 IPv4-translated
    ['[64:ff9b::7f00:1]', true], // RFC 6052 NAT64 well-known prefix
    ['[64:ff9b::10.0.0.1]', true],
    ['[64:ff9b::808:808]', false],
    ['[64:ff9b:1::808:808]', true], // RFC 8215 local-use prefix: the user's own translator
    ['[64:ff9b:1:7f00:1::]', true],
    ['[2002:7f00:1::]', true], // RFC 3056 6to4 127.0.0.1
    ['[2002:c0a8:101::1]', true], // 192.168.1.1
    ['[2002:808:808::1]', false],
    ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', true], // RFC 4380 Teredo client 127.0.0.1
    ['[2001:0:4136:e378:8000:63bf:f7f7:f7f7]', false], // 8.8.8.8
    ['[1:2:3:4:5:6:7:8:9]', true], // not an address: not trusted
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
    ['http://[::127.0.0.1]/s.xml', true, 'private-address'],
    ['http://[64:ff9b::169.254.169.254]/latest/meta-data/', true, 'private-address'],
    ['http://[2002:a00:1::]/s.xml', true, 'private-address'],
    ['http://[64:ff9b::8.8.8.8]/s.xml', true, undefined],
    ['data:text/plain,x', true, 'not-http'],
    ['file:///etc/passwd', true, 'not-http'],
    ['javascript:alert(1)', false, 'not-http'],
  ])('%s (follow hosts: %s) → %s', (url, followHosts, expected) =>
    expect(siteBoundary(site, followHosts).check(new URL(url))).toBe(expected),
  );
});
