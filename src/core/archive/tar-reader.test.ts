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
