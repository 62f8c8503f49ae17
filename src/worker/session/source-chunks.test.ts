import { describe, expect, test } from 'vitest';
import { READ_CHUNK_BYTES, type FileSource } from '../protocol';
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
    ['a Blob (read ahead a slice at a time)', { kind: 'blob', blob: new Blob([bytes]) }],
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
});
