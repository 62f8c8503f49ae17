/**
 * Zip entries inflate through the platform's DecompressionStream('deflate-raw') where it
 * exists, or through fflate: both engines must give the same reports, the same problems and
 * the same caps.
 */
import { describe, expect, test } from 'vitest';
import { codesOf, collect } from './collect';
import { makeUrlset } from '../fixtures/generate-fixtures';
import { writeZip } from '../fixtures/archive-writers';

const text = (value: string) => new TextEncoder().encode(value);
const urlset = text(makeUrlset(2000, { seed: 11 }));
const zip = writeZip([
  { path: 'a.xml', data: urlset },
  { path: 'b.xml', data: urlset, dataDescriptor: true },
]);
const MiB = 1024 * 1024;

describe.each([
  ['native DecompressionStream', true],
  ['fflate', false],
])('zip entries with %s', (_engine, nativeInflate) => {
  test('reads deflate entries like the other engine', async () => {
    const { reports } = await collect([{ name: 'z.zip', bytes: zip }], { nativeInflate });
    const other = await collect([{ name: 'z.zip', bytes: zip }], { nativeInflate: !nativeInflate });
    expect(reports).toEqual(other.reports);
    expect(reports.map((r) => [r.name, r.urls, r.inflatedBytes, codesOf(r)])).toEqual([
      ['z.zip/a.xml', 2000, urlset.length, []],
      ['z.zip/b.xml', 2000, urlset.length, []],
      ['z.zip', 0, 2 * urlset.length, []],
    ]);
  });

  test('an entry cut short is truncated', async () => {
    const cut = zip.subarray(0, Math.floor(zip.length * 0.3));
    const { byName } = await collect([{ name: 'cut.zip', bytes: cut }], { nativeInflate });
    expect(codesOf(byName.get('cut.zip/a.xml'))).toContain('truncated');
    expect(byName.get('cut.zip/a.xml')!.urls).toBeGreaterThan(0);
  });

  test('corrupt deflate data fails with decompression-failed', async () => {
    const bad = writeZip([{ path: 'a.xml', data: urlset }]);
    bad.fill(0xff, 40, 60);
    const { byName } = await collect([{ name: 'bad.zip', bytes: bad }], { nativeInflate });
    expect(codesOf(byName.get('bad.zip/a.xml'))).toContain('decompression-failed');
  });

  test('the per-file cap stops a bomb entry at the cap', async () => {
    const bomb = writeZip([{ path: 'bomb.xml', data: new Uint8Array(8 * MiB).fill(0x20) }]);
    const limits = { perStreamBytes: MiB, totalBytes: 1 << 30 };
    const { byName } = await collect([{ name: 'b.zip', bytes: bomb }], { nativeInflate, limits });
    expect(codesOf(byName.get('b.zip/bomb.xml'))).toContain('inflate-limit');
    expect(byName.get('b.zip/bomb.xml')!.inflatedBytes).toBe(MiB);
  });

  test('cancellation inside an entry stops the run cleanly', async () => {
    let steps = 0;
    const { cancelled, reports } = await collect([{ name: 'z.zip', bytes: zip }], {
      nativeInflate,
      shouldStop: () => ++steps > 3,
    });
    expect(cancelled).toBe(true);
    expect(reports).toEqual([]);
  });
});
