import { describe, expect, test } from 'vitest';
import { gzipSync, deflateRawSync } from 'node:zlib';
import { InflateStream, type InflateFormat } from './inflate-stream';
import { InflateBudget } from './inflate-limits';

function inflate(
  format: InflateFormat,
  bytes: Uint8Array,
  chunkSize = 1000,
  budget = new InflateBudget(),
) {
  const parts: Uint8Array[] = [];
  const stream = new InflateStream(format, (chunk) => parts.push(chunk.slice()), budget);
  for (let at = 0; at < bytes.length; at += chunkSize)
    stream.push(bytes.subarray(at, at + chunkSize), false);
  stream.push(new Uint8Array(0), true);
  return {
    output: Buffer.concat(parts),
    failure: stream.failure,
    trailing: stream.trailing,
    inflated: stream.inflatedBytes,
  };
}

let sample = '';
for (let i = 0; i < 20_000; i++)
  sample += `<url><loc>https://www.example.com/p/${(i * 7919) % 100_003}</loc></url>\n`;
const sampleGzip = gzipSync(sample);

describe('InflateStream', () => {
  test.each([7, 100, 16_384, 1_000_000])('gzip in chunks of %i bytes', (chunkSize) => {
    const result = inflate('gzip', sampleGzip, chunkSize);
    expect(result.failure).toBeUndefined();
    expect(result.output.toString()).toBe(sample);
  });

  test('raw deflate (zip entries)', () => {
    expect(inflate('deflate', deflateRawSync(sample)).output.toString()).toBe(sample);
  });

  test('multi-member gzip is read to the end (RFC 1952 §2.2)', () => {
    const result = inflate(
      'gzip',
      Buffer.concat([gzipSync('first '), gzipSync('second '), gzipSync('third')]),
    );
    expect(result.output.toString()).toBe('first second third');
  });

  test.each([
    ['zero padding', Buffer.alloc(512)],
    ['junk', Buffer.from('this is not gzip')],
  ])('%s after the stream is ignored with a note', (_name, trailer) => {
    const result = inflate('gzip', Buffer.concat([sampleGzip, trailer]));
    expect(result.output.toString()).toBe(sample);
    expect(result.failure).toBeUndefined();
    expect(result.trailing?.code).toBe('decompression-failed');
  });

  // RFC 1952 §2.3.1: CRC32 and ISIZE close each member; gzip -t rejects a mismatch.
  const flipped = (bytes: Uint8Array, at: number) => {
    const copy = Uint8Array.from(bytes);
    copy[at] ^= 0x01;
    return copy;
  };
  const twoMembers = Buffer.concat([gzipSync(sample.slice(0, 1000)), gzipSync(sample.slice(1000))]);
  const firstMemberEnd = gzipSync(sample.slice(0, 1000)).length;
  test.each([
    ['a CRC-32 byte', flipped(sampleGzip, sampleGzip.length - 8), 'CRC-32'],
    ['the last CRC-32 byte', flipped(sampleGzip, sampleGzip.length - 5), 'CRC-32'],
    ['an ISIZE byte', flipped(sampleGzip, sampleGzip.length - 4), 'length'],
    ['the last ISIZE byte', flipped(sampleGzip, sampleGzip.length - 1), 'length'],
    ["the first member's CRC-32", flipped(twoMembers, firstMemberEnd - 6), 'CRC-32'],
  ])('a flipped trailer byte (%s) is decompression-failed, the data kept', (_name, bytes, word) => {
    for (const chunkSize of [13, 5000, 1_000_000]) {
      const result = inflate('gzip', bytes, chunkSize);
      expect(result.failure?.code).toBe('decompression-failed');
      expect(result.failure?.detail).toContain(word);
      expect(sample.startsWith(result.output.toString())).toBe(true);
      expect(result.output.length).toBeGreaterThanOrEqual(1000);
    }
  });

  test('a trailer cut short is truncated', () => {
    const result = inflate('gzip', sampleGzip.subarray(0, sampleGzip.length - 3));
    expect(result.failure?.code).toBe('truncated');
    expect(result.output.toString()).toBe(sample);
  });

  test('a gzip cut in half is truncated, and what came before the cut is kept', () => {
    const result = inflate('gzip', sampleGzip.subarray(0, sampleGzip.length >> 1));
    expect(result.failure?.code).toBe('truncated');
    expect(result.output.length).toBeGreaterThan(sample.length / 4);
    expect(sample.startsWith(result.output.toString())).toBe(true);
  });

  test.each([
    ['not gzip at all', Buffer.from('\x1f\x8bnot really gzip data'), 'decompression-failed'],
    [
      'a bad deflate block',
      Buffer.concat([sampleGzip.subarray(0, 10), Buffer.from([0xff, 0xff, 0xff, 0xff])]),
      'decompression-failed',
    ],
  ])('%s fails with %s', (_name, bytes, code) => {
    expect(inflate('gzip', bytes).failure?.code).toBe(code);
  });

  test('the per-stream cap stops a bomb at exactly the cap', () => {
    const bomb = gzipSync(Buffer.alloc(40 * 1024 * 1024, 0x20), { level: 9 });
    const budget = new InflateBudget({ perStreamBytes: 10 * 1024 * 1024, totalBytes: 1 << 30 });
    const result = inflate('gzip', bomb, 64 * 1024, budget);
    expect(result.failure?.code).toBe('inflate-limit');
    expect(result.inflated).toBe(10 * 1024 * 1024);
  });

  test('the total cap is shared by streams', () => {
    const budget = new InflateBudget({ perStreamBytes: 1 << 30, totalBytes: 150_000 });
    const first = inflate('gzip', sampleGzip, 1000, budget);
    const second = inflate('gzip', sampleGzip, 1000, budget);
    expect(first.failure?.code).toBe('inflate-limit');
    expect(first.inflated).toBe(150_000);
    expect(second.inflated).toBe(0);
    expect(second.failure?.code).toBe('inflate-limit');
  });
});
