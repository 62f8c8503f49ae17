import { describe, expect, test } from 'vitest';
import { READ_CHUNK_BYTES } from '../protocol/limits';
import type { FileSource } from '../protocol/files';
import { sourceChunks } from './source-chunks';

const size = Math.floor(READ_CHUNK_BYTES * 2.5);
const bytes = new Uint8Array(size);
for (let i = 0; i < size; i++) bytes[i] = (i * 7) & 0xff;

async function readAll(source: FileSource) {
  const slices: number[] = [];
  const chunks: Uint8Array[] = [];
  for await (const chunk of sourceChunks(source, { onSlice: (read) => slices.push(read) }))
    chunks.push(chunk.slice());
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) joined.set(chunk, (at += chunk.length) - chunk.length);
  return { slices, joined };
}

describe('sourceChunks', () => {
  test.each([
    ['a Blob (read a few slices ahead)', { kind: 'blob', blob: new Blob([bytes]) }],
    ['transferred bytes', { kind: 'bytes', bytes: bytes.slice().buffer }],
  ] as [string, FileSource][])('%s: every byte once, in order', async (_name, source) => {
    const { slices, joined } = await readAll(source);
    expect(slices).toEqual([READ_CHUNK_BYTES, 2 * READ_CHUNK_BYTES, size]);
    expect(joined.length).toBe(size);
    // Compared by hand: toEqual walks 2.6 million elements slowly.
    expect(joined.findIndex((byte, i) => byte !== bytes[i])).toBe(-1);
  });

  test('an empty Blob gives no slice', async () => {
    expect((await readAll({ kind: 'blob', blob: new Blob([]) })).slices).toEqual([]);
  });

  test('a Blob read stopped part-way asks for no more of the file', async () => {
    const oneMiB = new Uint8Array(1 << 20);
    const blob = new Blob(Array.from({ length: 40 }, () => oneMiB));
    const asked: number[] = [];
    const watched = {
      size: blob.size,
      slice: (start: number, end: number) => {
        asked.push(start);
        return blob.slice(start, end);
      },
    } as Blob;
    let slices = 0;
    for await (const chunk of sourceChunks({ kind: 'blob', blob: watched }, { onSlice() {} })) {
      expect(chunk.length).toBe(READ_CHUNK_BYTES);
      if (++slices === 2) break;
    }
    // The read under way and the few asked for ahead, out of ten.
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.length).toBeLessThanOrEqual(4);
  });
});
