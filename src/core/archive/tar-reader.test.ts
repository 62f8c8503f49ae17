import { describe, expect, test } from 'vitest';
import { TarReader } from './tar-reader';
import { writeTar, type TarInput } from '../../../test/fixtures/archive-writers';

const text = (value: string) => new TextEncoder().encode(value);

function readAll(bytes: Uint8Array, chunkSize: number) {
  const entries: { path: string; size: number; data: string }[] = [];
  let current: { path: string; size: number; parts: Uint8Array[] } | undefined;
  const reader = new TarReader({
    onEntryStart: (path, size) => (current = { path, size, parts: [] }),
    onEntryData: (chunk) => current?.parts.push(chunk.slice()),
    onEntryEnd: () => {
      if (current)
        entries.push({
          path: current.path,
          size: current.size,
          data: Buffer.concat(current.parts).toString('utf8'),
        });
      current = undefined;
    },
  });
  for (let at = 0; at < bytes.length; at += chunkSize)
    reader.push(bytes.subarray(at, at + chunkSize));
  reader.end();
  return { entries, failure: reader.failure };
}

const longDir = 'a-rather-long-directory-name/'.repeat(5);
const cases: [string, TarInput[]][] = [
  [
    'short names',
    [
      { path: 'sitemap.xml', data: text('<urlset/>') },
      { path: 'dir/b.txt', data: text('x'.repeat(1000)) },
    ],
  ],
  ['ustar prefix', [{ path: `${longDir}child.xml`, data: text('<urlset/>'), longName: 'ustar' }]],
  ['pax path', [{ path: `${longDir}${'x'.repeat(120)}.xml`, data: text('pax'), longName: 'pax' }]],
  [
    'GNU long name',
    [{ path: `${longDir}${'y'.repeat(120)}.xml`, data: text('gnu'), longName: 'gnu' }],
  ],
  ['UTF-8 names', [{ path: 'サイトマップ/地図.xml', data: text('<urlset/>') }]],
  ['empty member', [{ path: 'empty.xml', data: new Uint8Array(0) }]],
];

describe('TarReader', () => {
  test.each(
    cases.flatMap(([name, entries]) =>
      [1, 7, 512, 100_000].map((size) => [name, size, entries] as const),
    ),
  )('%s, chunks of %i bytes', (_name, chunkSize, inputs) => {
    const { entries, failure } = readAll(writeTar(inputs), chunkSize);
    expect(failure).toBeUndefined();
    expect(entries).toEqual(
      inputs.map((input) => ({
        path: input.path,
        size: input.data.length,
        data: Buffer.from(input.data).toString('utf8'),
      })),
    );
  });

  test('skips directories and links', () => {
    const { entries } = readAll(
      writeTar([
        { path: 'dir/', data: new Uint8Array(0), type: '5' },
        { path: 'a.xml', data: text('a') },
      ]),
      512,
    );
    expect(entries.map((e) => e.path)).toEqual(['a.xml']);
  });

  test('an archive cut inside an entry is truncated, and the entry so far is passed on', () => {
    const bytes = writeTar([{ path: 'a.xml', data: text('z'.repeat(5000)) }]);
    const { entries, failure } = readAll(bytes.subarray(0, 2000), 300);
    expect(failure?.code).toBe('truncated');
    expect(entries[0].data.length).toBe(2000 - 512);
  });

  test('a damaged header fails with decompression-failed', () => {
    const bytes = writeTar([{ path: 'a.xml', data: text('a') }]);
    bytes[10] ^= 0xff;
    expect(readAll(bytes, 512).failure?.code).toBe('decompression-failed');
  });

  test('a missing end-of-archive marker is not an error', () => {
    const { entries, failure } = readAll(
      writeTar([{ path: 'a.xml', data: text('a') }], { endMarker: false }),
      64,
    );
    expect(failure).toBeUndefined();
    expect(entries).toHaveLength(1);
  });
});

/** A one-entry tar whose size field is GNU base-256 (the high bit of its first byte set). */
function tarWithBase256Size(sizeField: number[]): Uint8Array {
  const bytes = writeTar([{ path: 'a.xml', data: text('<urlset/>') }]);
  bytes.set(sizeField, 124);
  bytes.fill(0x20, 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += bytes[i];
  bytes.set(text(sum.toString(8).padStart(6, '0') + '\0 '), 148);
  return bytes;
}

describe('tar: GNU base-256 sizes', () => {
  test('a real base-256 size is read', () => {
    const { entries, failure } = readAll(
      tarWithBase256Size([0x80, ...new Array<number>(10).fill(0), 9]),
      512,
    );
    expect(failure).toBeUndefined();
    expect(entries.map((e) => [e.path, e.size, e.data])).toEqual([['a.xml', 9, '<urlset/>']]);
  });

  test.each([
    ["negative (two's complement)", [0xff, ...new Array<number>(11).fill(0xff)]],
    ['2^64, beyond any file', [0x80, 0, 0, 1, ...new Array<number>(8).fill(0)]],
  ])('an impossible base-256 size (%s) is a damaged header, not a size', (_name, field) => {
    const { entries, failure } = readAll(tarWithBase256Size(field), 512);
    expect(entries).toEqual([]);
    expect(failure?.code).toBe('decompression-failed');
    expect(failure?.detail).toContain('size');
  });
});
