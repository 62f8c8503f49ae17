import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { sniffFormat, type ContainerFormat } from './sniff-format';
import { writeTar, writeZip } from '../../../test/fixtures/archive-writers';

const text = (value: string) => new TextEncoder().encode(value);
const ustar = writeTar([{ path: 'a.xml', data: text('<urlset/>') }]);
const v7 = ustar.slice();
v7.fill(0, 257, 265); // no "ustar" magic: an old v7 header, recognised by its checksum…
let sum = 0;
for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : v7[i];
v7.set(text(sum.toString(8).padStart(6, '0') + '\0 '), 148); // …once the checksum is redone

const cases: [string, Uint8Array, ContainerFormat][] = [
  ['gzip', new Uint8Array(gzipSync('<urlset/>')), 'gzip'],
  ['zip', writeZip([{ path: 'a.xml', data: text('<urlset/>') }]), 'zip'],
  ['empty zip', new Uint8Array([0x50, 0x4b, 5, 6, ...new Array(18).fill(0)]), 'zip'],
  ['ustar', ustar, 'tar'],
  ['v7 tar', v7, 'tar'],
  ['XML', text('<?xml version="1.0"?><urlset/>'), 'xml'],
  ['XML after a BOM and blank lines', text('\uFEFF\n\n  <urlset/>'), 'xml'],
  ['UTF-16 LE XML', new Uint8Array(Buffer.from('\uFEFF<urlset/>', 'utf16le')), 'xml'],
  ['text sitemap', text('https://example.com/a\nhttps://example.com/b\n'), 'text'],
  ['robots.txt', text('User-agent: *\nDisallow: /\n'), 'text'],
  ['PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'unknown'],
  ['nothing', new Uint8Array(0), 'unknown'],
];

describe('sniffFormat: by magic bytes', () => {
  test.each(cases)('%s', (_name, bytes, format) => {
    expect(sniffFormat(bytes.subarray(0, 512))).toBe(format);
  });
});
