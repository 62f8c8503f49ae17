import { expect, test } from 'vitest';
import { parseIpAddress } from './ip-address';

test.each([
  ['192.0.2.1', { family: 4, value: 0xc0000201 }],
  ['0.0.0.0', { family: 4, value: 0 }],
  ['255.255.255.255', { family: 4, value: 0xffffffff }],
  ['::', { family: 6, value: 0n }],
  ['::1', { family: 6, value: 1n }],
  ['2001:db8::', { family: 6, value: 0x20010db8n << 96n }],
  ['2001:DB8:0:0:0:0:0:1', { family: 6, value: (0x20010db8n << 96n) | 1n }],
  ['::ffff:192.0.2.1', { family: 4, value: 0xc0000201 }],
  ['::FFFF:c000:0201', { family: 4, value: 0xc0000201 }],
  ['[2001:db8::1]', { family: 6, value: (0x20010db8n << 96n) | 1n }],
  ['fe80::1%eth0', { family: 6, value: (0xfe80n << 112n) | 1n }],
  ['64:ff9b::192.0.2.1', { family: 6, value: (0x64ff9bn << 96n) | 0xc0000201n }],
])('%s', (text, address) => {
  expect(parseIpAddress(text)).toEqual(address);
});

test.each([
  '256.0.0.1',
  '1.2.3',
  '1.2.3.4.5',
  '01234.1.1.1',
  '::1::',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7::8',
  '12345::',
  'g::',
  '::ffff:1.2.3',
  'example.com',
  '',
  'a'.repeat(100),
])('%j is no address', (text) => {
  expect(parseIpAddress(text)).toBeNull();
});
