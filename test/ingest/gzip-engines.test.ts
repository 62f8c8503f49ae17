/**
 * gzip through the platform's DecompressionStream with fflate as the arbiter must give the
 * same reports as fflate alone: for clean files, multi-member files, junk after the stream,
 * cut files, data corrupt half-way (the native engine fails after passing bytes on, fflate
 * resumes after them) and bombs.
 *
 * Known difference, in Node only: Node's native gunzip accepts zero padding after the
 * stream silently, where fflate (and so Chromium's fallback) adds a trailing-data warning.
 * The command line therefore keeps gzip on fflate (`nativeInflate: 'zip'`, scripts/inspect-run.ts).
 */
import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { collect } from './collect';
import { makeUrlset } from '../fixtures/generate-fixtures';

const MiB = 1024 * 1024;
const xml = makeUrlset(3000, { seed: 21 });
const gz = gzipSync(xml);
const corrupt = Buffer.from(gz);
corrupt.fill(0x55, gz.length >> 1, (gz.length >> 1) + 64);
const half = xml.length >> 1;

const cases: [string, Uint8Array][] = [
  ['a clean file', gz],
  ['two members', Buffer.concat([gzipSync(xml.slice(0, half)), gzipSync(xml.slice(half))])],
  ['junk after the stream', Buffer.concat([gz, Buffer.from('not gzip at all')])],
  ['a file cut in half', gz.subarray(0, gz.length >> 1)],
  ['data corrupt half-way', corrupt],
  ['a flipped CRC-32 byte', flipByte(gz, gz.length - 7)],
  ['a flipped ISIZE byte', flipByte(gz, gz.length - 2)],
];

function flipByte(bytes: Uint8Array, at: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  copy[at] ^= 0x80;
  return copy;
}

describe('gzip: native engine with fflate as arbiter = fflate alone', () => {
  test.each(cases)('%s', async (_name, bytes) => {
    const native = await collect([{ name: 'a.xml.gz', bytes }], { nativeInflate: true });
    const fflate = await collect([{ name: 'a.xml.gz', bytes }], { nativeInflate: false });
    expect(native.reports.map(summary)).toEqual(fflate.reports.map(summary));
    expect([...native.urls.values()].flat().map((u) => u.loc)).toEqual(
      [...fflate.urls.values()].flat().map((u) => u.loc),
    );
  });

  test.each([true, false])(
    'a bad trailer is reported, every URL kept (native: %s)',
    async (nativeInflate) => {
      for (const at of [gz.length - 7, gz.length - 2]) {
        const { reports, urls } = await collect([{ name: 'a.xml.gz', bytes: flipByte(gz, at) }], {
          nativeInflate,
        });
        expect(reports[0].problems.map((p) => p.code)).toEqual(['decompression-failed']);
        expect([...urls.values()].flat()).toHaveLength(3000);
      }
    },
  );

  test.each([true, false])('the per-file cap holds (native: %s)', async (nativeInflate) => {
    const bomb = gzipSync(Buffer.alloc(16 * MiB, 0x20));
    const limits = { perStreamBytes: 2 * MiB, totalBytes: 1 << 30 };
    const { reports } = await collect([{ name: 'b.gz', bytes: bomb }], { nativeInflate, limits });
    expect(reports[0].inflatedBytes).toBe(2 * MiB);
    expect(reports[0].problems.map((p) => p.code)).toContain('inflate-limit');
  });
});

function summary(report: {
  name: string;
  kind: string;
  urls: number;
  inflatedBytes: number;
  problems: { code: string; severity: string }[];
}) {
  return [
    report.name,
    report.kind,
    report.urls,
    report.inflatedBytes,
    report.problems.map((p) => `${p.code}/${p.severity}`),
  ];
}
