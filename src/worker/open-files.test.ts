import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { openFiles, type OpenContext } from './open-files';
import {
  READ_CHUNK_BYTES,
  type AnalyzerEvent,
  type FileSource,
  type OpenRequest,
} from './protocol';

function run(request: OpenRequest, overrides: Partial<OpenContext> = {}) {
  const events: AnalyzerEvent[] = [];
  const context: OpenContext = {
    emit: (event) => events.push(event),
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
    ...overrides,
  };
  return { events, outcome: openFiles(request, context) };
}

const encode = (text: string) => new TextEncoder().encode(text);
const asBytes = (data: Uint8Array): FileSource => ({ kind: 'bytes', bytes: data.slice().buffer });
const asBlob = (data: Uint8Array): FileSource => ({ kind: 'blob', blob: new Blob([data.slice()]) });

describe('openFiles sniffs each file from its bytes, not its name', () => {
  const xml = encode('<?xml version="1.0"?><urlset/>');
  test.each([
    { name: 'sitemap.xml.gz', data: new Uint8Array(gzipSync(xml)), format: 'gzip' },
    { name: 'looks-like.gz', data: xml, format: 'xml' },
    { name: 'robots.txt', data: encode('User-agent: *\nDisallow: /\n'), format: 'text' },
    {
      name: 'photo.xml',
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]),
      format: 'unknown',
    },
    { name: 'empty.xml', data: new Uint8Array(0), format: 'unknown' },
  ])('$name → $format', async ({ name, data, format }) => {
    for (const source of [asBytes(data), asBlob(data)]) {
      const { events, outcome } = run({
        type: 'open',
        id: 7,
        files: [{ fileId: 'f1', name, source }],
      });
      expect(await outcome).toBe('done');
      const report = events.find((event) => event.type === 'fileReport');
      expect(report).toEqual({
        type: 'fileReport',
        id: 7,
        file: { fileId: 'f1', name, sizeBytes: data.length, format },
      });
    }
  });
});

test('a multi-chunk file reports progress per slice and its format from the first one', async () => {
  const size = Math.floor(READ_CHUNK_BYTES * 2.5);
  const data = new Uint8Array(size).fill(0x61); // "aaaa…": plain text
  const { events, outcome } = run({
    type: 'open',
    id: 1,
    files: [{ fileId: 'big', name: 'big.bin', source: asBlob(data) }],
  });
  expect(await outcome).toBe('done');
  const progress = events.filter((event) => event.type === 'progress');
  expect(progress.map((event) => event.bytesRead)).toEqual([
    READ_CHUNK_BYTES,
    2 * READ_CHUNK_BYTES,
    size,
  ]);
  expect(progress.every((event) => event.format === 'text' && event.totalBytes === size)).toBe(
    true,
  );
});

test('cancel is honoured between slices: no report, the rest is not read', async () => {
  const data = new Uint8Array(READ_CHUNK_BYTES * 4);
  let slicesRead = 0;
  const { events, outcome } = run(
    {
      type: 'open',
      id: 2,
      files: [
        { fileId: 'a', name: 'a', source: asBytes(data) },
        { fileId: 'b', name: 'b', source: asBytes(data) },
      ],
    },
    { isCancelled: () => slicesRead >= 2, onChunk: () => void slicesRead++ },
  );
  expect(await outcome).toBe('cancelled');
  expect(slicesRead).toBe(2);
  expect(events.some((event) => event.type === 'fileReport')).toBe(false);
});

test('a file that cannot be read gets its own error; the next file is still opened', async () => {
  const broken = {
    size: 10,
    slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
  };
  const { events, outcome } = run({
    type: 'open',
    id: 3,
    files: [
      { fileId: 'bad', name: 'bad.xml', source: { kind: 'blob', blob: broken as unknown as Blob } },
      { fileId: 'good', name: 'good.txt', source: asBytes(encode('https://example.com/\n')) },
    ],
  });
  expect(await outcome).toBe('done');
  expect(events.find((event) => event.type === 'error')).toMatchObject({
    fileId: 'bad',
    code: 'read-failed',
    message: 'NotReadableError',
  });
  expect(events.find((event) => event.type === 'fileReport')).toMatchObject({
    file: { fileId: 'good', format: 'text' },
  });
});
