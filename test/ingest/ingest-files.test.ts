import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { codesOf, collect } from './collect';
import { stubReaders } from './stub-readers';
import {
  makeArchiveFixtures,
  makeHostileFixtures,
  makeUrlset,
} from '../fixtures/generate-fixtures';
import { writeTar, writeZip } from '../fixtures/archive-writers';
import type { ByteSource } from '../../src/core/ingest/ingest-types';
import { problemMessage } from '../../src/messages/problem-texts';

const text = (value: string) => new TextEncoder().encode(value);
const urlset = makeUrlset(300, { seed: 5, missingLastmod: 0.2 });
const urlsetBytes = text(urlset);
const lastmods = [...urlset.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
const archives = new Map(makeArchiveFixtures().map((f) => [f.file, f.bytes]));
const hostile = new Map(
  makeHostileFixtures({
    gzipBombBytes: 8 * 1024 * 1024,
    zipBombMembers: 3,
    zipBombMemberBytes: 1024,
  }).map((f) => [f.file, f.bytes]),
);

function chunked(name: string, bytes: Uint8Array, size: number): ByteSource {
  return {
    name,
    size: bytes.length,
    chunks: function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    },
  };
}

describe('ingestFiles: formats by magic bytes, never by name', () => {
  test.each([
    ['plain XML named .gz', 'sitemap.xml.gz', urlsetBytes, 'xml', urlsetBytes.length],
    [
      'gzip named .xml',
      'sitemap.xml',
      new Uint8Array(gzipSync(urlsetBytes)),
      'gzip',
      urlsetBytes.length,
    ],
    [
      'gzip named .dat',
      'export.dat',
      new Uint8Array(gzipSync(urlsetBytes)),
      'gzip',
      urlsetBytes.length,
    ],
    [
      'multi-member gzip',
      'multi.gz',
      new Uint8Array(
        Buffer.concat([gzipSync(urlset.slice(0, 5000)), gzipSync(urlset.slice(5000))]),
      ),
      'gzip',
      urlsetBytes.length,
    ],
  ])('%s', async (_name, name, bytes, format, inflated) => {
    const { byName } = await collect([{ name, bytes }]);
    const report = byName.get(name);
    expect(report).toMatchObject({
      format,
      kind: 'urlset',
      bytes: bytes.length,
      inflatedBytes: inflated,
      urls: 300,
    });
    expect(report?.lastmod).toEqual({ present: lastmods.length, distinct: new Set(lastmods).size });
    expect(report?.problems).toEqual([]);
  });

  test.each([1, 100, 511, 512, 513, 65_536])(
    'the same answers for input in chunks of %i bytes',
    async (size) => {
      const gz = new Uint8Array(gzipSync(urlsetBytes));
      const { reports } = await collect([
        chunked('a.xml', urlsetBytes, size),
        chunked('b.xml.gz', gz, size),
      ]);
      expect(reports.map((r) => [r.name, r.format, r.urls, r.bytes, r.inflatedBytes])).toEqual([
        ['a.xml', 'xml', 300, urlsetBytes.length, urlsetBytes.length],
        ['b.xml.gz', 'gzip', 300, gz.length, urlsetBytes.length],
      ]);
    },
  );
});

describe('ingestFiles: archives', () => {
  test('a zip of .gz files: one report per member named ARCHIVE/PATH, then the archive', async () => {
    const { reports } = await collect([
      { name: 'export/zip-of-gz.zip', bytes: archives.get('zip-of-gz.zip')! },
    ]);
    expect(reports.map((r) => [r.name, r.format, r.kind, r.urls, r.sitemaps])).toEqual([
      ['export/zip-of-gz.zip/sitemaps/a.xml.gz', 'gzip', 'urlset', 100, 0],
      ['export/zip-of-gz.zip/sitemaps/b.xml.gz', 'gzip', 'urlset', 100, 0],
      ['export/zip-of-gz.zip/sitemaps/index.xml', 'xml', 'sitemapindex', 0, 2],
      ['export/zip-of-gz.zip', 'zip', 'archive', 0, 0],
    ]);
    const archive = reports[3];
    expect(reports.slice(0, 3).every((r) => r.parentIngestId === archive.ingestId)).toBe(true);
    expect(reports[2].sitemapLocs).toEqual([
      'https://www.example.com/sitemaps/a.xml.gz',
      'https://www.example.com/sitemaps/b.xml.gz',
    ]);
  });

  test('a .tar.gz with pax and GNU long names and a robots.txt', async () => {
    const { reports, sitemaps } = await collect([
      chunked('bundle.tar.gz', archives.get('bundle.tar.gz')!, 4096),
    ]);
    const longDir = 'exports/' + 'deep-folder-name/'.repeat(8);
    expect(reports.map((r) => [r.name, r.format, r.kind, r.urls, r.sitemaps])).toEqual([
      [`bundle.tar.gz/${longDir}pax-child.xml`, 'xml', 'urlset', 100, 0],
      [`bundle.tar.gz/${longDir}gnu-child.xml`, 'xml', 'urlset', 100, 0],
      ['bundle.tar.gz/robots.txt', 'text', 'robots', 0, 1],
      ['bundle.tar.gz', 'gzip', 'archive', 0, 0],
    ]);
    expect(sitemaps.get(reports[2].ingestId)?.map((s) => [s.loc, s.line])).toEqual([
      ['https://www.example.com/sitemaps/index.xml', 3],
    ]);
  });

  test.each([1000, 65_536])('a zip read as a stream in chunks of %i bytes', async (size) => {
    const zip = archives.get('zip-of-gz.zip')!;
    const whole = await collect([{ name: 'z.zip', bytes: zip }]);
    const streamed = await collect([chunked('z.zip', zip, size)]);
    expect(streamed.reports).toEqual(whole.reports);
  });

  test('a plain tar', async () => {
    const tar = writeTar([{ path: 'a.xml', data: urlsetBytes }]);
    const { reports } = await collect([{ name: 't.tar', bytes: tar }]);
    expect(reports.map((r) => [r.name, r.format, r.kind, r.urls])).toEqual([
      ['t.tar/a.xml', 'xml', 'urlset', 300],
      ['t.tar', 'tar', 'archive', 0],
    ]);
  });

  test('an archive inside an archive is not opened', async () => {
    const { byName } = await collect([{ name: 'z.zip', bytes: archives.get('zip-in-zip.zip')! }]);
    expect(byName.get('z.zip/inner.zip')).toMatchObject({ format: 'zip', unreadable: true });
    expect(codesOf(byName.get('z.zip/inner.zip'))).toEqual(['unreadable']);
  });

  test('macOS metadata entries are skipped', async () => {
    const zip = writeZip([
      { path: '__MACOSX/._a.xml', data: text('junk') },
      { path: 'a.xml', data: urlsetBytes },
      { path: 'dir/._b.xml', data: text('junk') },
    ]);
    const { reports } = await collect([{ name: 'm.zip', bytes: zip }]);
    expect(reports.map((r) => r.name)).toEqual(['m.zip/a.xml', 'm.zip']);
  });

  test('an encrypted or unsupported entry is refused, the others are read', async () => {
    const zip = Buffer.from(
      writeZip([
        { path: 'a.xml', data: urlsetBytes, method: 'stored' },
        { path: 'b.xml', data: urlsetBytes, method: 'stored' },
      ]),
    );
    // Central directory header of the second entry: method field (offset 10) → 12 (bzip2).
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 1, 2]));
    zip.writeUInt16LE(12, central + 10);
    const { byName } = await collect([{ name: 'x.zip', bytes: new Uint8Array(zip) }]);
    expect(byName.get('x.zip/a.xml')?.urls).toBe(300);
    expect(byName.get('x.zip/b.xml')).toMatchObject({ unreadable: true, urls: 0 });
    expect(codesOf(byName.get('x.zip/b.xml'))).toEqual(['decompression-failed']);
  });

  test('a zip cut short: entries found by scanning, the cut one is truncated', async () => {
    const zip = writeZip([
      { path: 'a.xml', data: urlsetBytes, method: 'stored' },
      { path: 'b.xml', data: urlsetBytes, method: 'stored' },
    ]);
    const { byName } = await collect([
      { name: 'cut.zip', bytes: zip.subarray(0, urlsetBytes.length + 5000) },
    ]);
    expect(byName.get('cut.zip/a.xml')?.urls).toBe(300);
    expect(codesOf(byName.get('cut.zip/b.xml'))).toContain('truncated');
    expect(codesOf(byName.get('cut.zip'))).toEqual(['truncated']);
  });
});

describe('ingestFiles: bad input gets a report, and never spoils the others', () => {
  test.each([
    ['empty.xml', ['unreadable'], true],
    ['image.png', ['unreadable'], true],
    ['not-really.gz', ['decompression-failed'], true],
    ['truncated.xml.gz', ['truncated'], false],
  ])('%s → %j', async (name, codes, unreadable) => {
    const { reports } = await collect([
      { name, bytes: hostile.get(name)! },
      { name: 'good.xml', bytes: urlsetBytes },
    ]);
    expect(reports).toHaveLength(2);
    expect(codesOf(reports[0])).toEqual(codes);
    expect(reports[0].unreadable === true).toBe(unreadable);
    expect(reports[1]).toMatchObject({ name: 'good.xml', urls: 300, problems: [] });
  });

  test('a 0-byte paste says the file is empty', async () => {
    const { reports } = await collect([{ name: 'pasted', bytes: new Uint8Array(0) }]);
    expect(problemMessage(reports[0].problems[0], 'en', { groupNumbers: false })).toContain(
      'empty',
    );
  });

  test('a reader that throws costs only its own file', async () => {
    const readers = {
      ...stubReaders,
      createSitemapReader: () => ({
        push: () => {
          throw new Error('boom');
        },
        end: () => {},
      }),
    };
    const { reports } = await collect(
      [
        { name: 'a.xml', bytes: urlsetBytes },
        { name: 'robots.txt', bytes: text('User-agent: *\nDisallow: /\n') },
      ],
      { readers },
    );
    expect(codesOf(reports[0])).toEqual(['xml-malformed']);
    expect(reports[1]).toMatchObject({ kind: 'robots', problems: [] });
  });

  test('a source that fails to read still gets a report', async () => {
    const failing: ByteSource = {
      name: 'broken',
      chunks: async function* () {
        yield text('<urlset>');
        throw new Error('disk gone');
      },
    };
    const { reports } = await collect([failing, { name: 'b.xml', bytes: urlsetBytes }]);
    expect(reports.map((r) => [r.name, r.unreadable ?? false])).toEqual([
      ['broken', true],
      ['b.xml', false],
    ]);
  });
});

describe('ingestFiles: robots.txt by name or by content', () => {
  test.each([
    ['robots.txt', 'robots', 'User-agent: *\nDisallow: /\n'],
    ['ROBOTS.TXT', 'robots', '# only comments\n'],
    ['rules.txt', 'robots', '# staging\n\nUser-agent: Googlebot\nAllow: /\n'],
    ['sitemaps-only.txt', 'robots', 'Sitemap: https://www.example.com/a.xml\n'],
    ['urls.txt', 'text', 'https://www.example.com/a\nhttps://www.example.com/b\n'],
  ])('%s is read as %s', async (name, kind, body) => {
    const { reports } = await collect([{ name, bytes: text(body) }]);
    expect(reports[0].kind).toBe(kind);
    expect(reports[0].format).toBe('text');
  });
});

describe('ingestFiles: pacing, progress and cancellation', () => {
  const big = text(makeUrlset(20_000, { seed: 9 }));

  test('yields about every yieldBytes and reports progress', async () => {
    let yields = 0;
    const { progress } = await collect([{ name: 'big.xml', bytes: big }], {
      yieldBytes: 256 * 1024,
      yieldEvery: async () => {
        yields++;
      },
    });
    // Input in memory is fed in 1 MiB slices: a yield at least after each of them.
    expect(yields).toBeGreaterThanOrEqual(Math.floor(big.length / (1024 * 1024)));
    const last = progress[progress.length - 1];
    expect(last).toMatchObject({ inputName: 'big.xml', bytesRead: big.length, urls: 20_000 });
  });

  test('stops between chunks when asked, and reads nothing more', async () => {
    let calls = 0;
    const { reports, cancelled } = await collect(
      [
        { name: 'big.xml', bytes: big },
        { name: 'next.xml', bytes: urlsetBytes },
      ],
      {
        shouldStop: () => ++calls > 2,
      },
    );
    expect(cancelled).toBe(true);
    expect(reports).toEqual([]);
  });
});

describe('ingestFiles: compression bombs within caps', () => {
  test('a gzip bomb is stopped at the per-file cap', async () => {
    const limits = { perStreamBytes: 4 * 1024 * 1024, totalBytes: 1 << 30 };
    const { reports } = await collect(
      [{ name: 'bomb.gz', bytes: hostile.get('gzip-bomb.xml.gz')! }],
      { limits },
    );
    expect(codesOf(reports[0])).toContain('inflate-limit');
    expect(reports[0].inflatedBytes).toBe(4 * 1024 * 1024);
  });

  test('the total cap stops the members after it', async () => {
    const zip = writeZip(
      Array.from({ length: 4 }, (_, i) => ({ path: `m${i}.xml`, data: urlsetBytes })),
    );
    const limits = { perStreamBytes: 1 << 30, totalBytes: Math.floor(urlsetBytes.length * 1.5) };
    const { reports } = await collect([{ name: 'z.zip', bytes: zip }], { limits });
    expect(reports.map((r) => [r.name, codesOf(r), r.unreadable ?? false])).toEqual([
      ['z.zip/m0.xml', [], false],
      ['z.zip/m1.xml', ['inflate-limit'], false],
      ['z.zip/m2.xml', ['inflate-limit'], true],
      ['z.zip/m3.xml', ['inflate-limit'], true],
      ['z.zip', [], false],
    ]);
  });
});
