import { describe, expect, test } from 'vitest';
import { inflateSync } from 'fflate';
import { listZipEntries, type ZipEntry } from './zip-reader';
import {
  writeOverlappingZip,
  writeZip,
  type ZipInput,
} from '../../../test/fixtures/archive-writers';

const text = (value: string) => new TextEncoder().encode(value);
const content = (entry: ZipEntry) =>
  Buffer.from(entry.method === 0 ? entry.data : inflateSync(entry.data)).toString('utf8');

const inputs: ZipInput[] = [
  { path: 'sitemaps/a.xml', data: text('<urlset>a</urlset>'.repeat(50)), method: 'deflate' },
  { path: 'sitemaps/b.xml', data: text('<urlset>b</urlset>'), method: 'stored' },
  { path: 'c.xml', data: text('c'.repeat(3000)), method: 'deflate', dataDescriptor: true },
  { path: 'd.txt', data: text('https://example.com/d\n'), method: 'stored', dataDescriptor: true },
  { path: '日本語/e.xml', data: text('<urlset/>') },
];

describe('listZipEntries', () => {
  test.each([
    ['with a central directory', true],
    ['without one (scanning local headers)', false],
  ])('%s', (_name, centralDirectory) => {
    const listing = listZipEntries(writeZip(inputs, { centralDirectory }));
    expect(listing.problem?.code).toBe(centralDirectory ? undefined : 'truncated');
    expect(listing.entries.map((e) => e.path)).toEqual(inputs.map((i) => i.path));
    expect(listing.entries.map(content)).toEqual(
      inputs.map((i) => Buffer.from(i.data).toString('utf8')),
    );
    expect(listing.entries.every((e) => !e.isCut && !e.isEncrypted)).toBe(true);
  });

  test('an archive cut inside an entry marks the entry as cut', () => {
    const bytes = writeZip([{ path: 'a.xml', data: text('a'.repeat(10_000)), method: 'stored' }]);
    const listing = listZipEntries(bytes.subarray(0, 5000));
    expect(listing.problem?.code).toBe('truncated');
    expect(listing.entries[0].isCut).toBe(true);
    expect(listing.entries[0].data.length).toBe(5000 - 30 - 'a.xml'.length);
  });

  test.each([
    ['an empty archive', new Uint8Array([0x50, 0x4b, 5, 6, ...new Array(18).fill(0)])],
    ['junk after the signature', new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])],
  ])('%s lists no entries', (_name, bytes) => {
    expect(listZipEntries(bytes).entries).toEqual([]);
  });

  test('directory entries are skipped', () => {
    const listing = listZipEntries(
      writeZip([
        { path: 'dir/', data: new Uint8Array(0), method: 'stored' },
        { path: 'dir/a.xml', data: text('a') },
      ]),
    );
    expect(listing.entries.map((e) => e.path)).toEqual(['dir/a.xml']);
  });

  test('central-directory records whose data overlap (a "better zip bomb") are refused', () => {
    const member = text('<urlset><url><loc>https://example.com/</loc></url></urlset>');
    const listing = listZipEntries(writeOverlappingZip(member, 5000));
    expect(listing.entries.map((e) => e.path)).toEqual(['m0.xml']);
    expect(listing.overlappingEntries).toBe(4999);
    expect(content(listing.entries[0])).toBe(Buffer.from(member).toString('utf8'));
  });

  test('an ordinary archive has no overlapping entries', () => {
    expect(listZipEntries(writeZip(inputs)).overlappingEntries).toBe(0);
  });
});
