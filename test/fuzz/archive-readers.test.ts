/**
 * The archive readers on damaged archives: gzip (RFC 1952) and zip (PKZIP APPNOTE §4.3) and
 * tar (POSIX ustar) files built here, then bytes flipped, with headers the likeliest place.
 * No exception escapes; no reader passes on more inflated bytes than its caps allow or more
 * stored bytes than the archive holds; and a sound gzip and any tar read the same however
 * the input is cut.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { InflateBudget } from '../../src/core/archive/inflate-limits';
import { InflateStream, type InflateFormat } from '../../src/core/archive/inflate-stream';
import { TarReader } from '../../src/core/archive/tar-reader';
import { listZipEntries, ZipMethod } from '../../src/core/archive/zip-reader';
import { writeTar, writeZip } from '../fixtures/archive-writers';
import { fuzzRuns } from './fuzz-runs';

/** Small caps, so that a payload of zeros reaches them within a test case. */
const LIMITS = { perStreamBytes: 3000, totalBytes: 5000 };

/** Text or runs of zeros (which compress 1,000:1 and test the caps). */
const payload = fc.oneof(
  fc.string({ maxLength: 300 }).map((text) => new TextEncoder().encode(text)),
  fc.integer({ min: 0, max: 20_000 }).map((length) => new Uint8Array(length)),
);

/** Byte flips: positions (taken modulo a region) and new values. */
const flips = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
  minLength: 1,
  maxLength: 6,
});

/** Flips bytes, each within the first `head` bytes, the last `tail` bytes, or anywhere. */
function mutate(
  bytes: Uint8Array,
  changes: readonly [number, number][],
  head: number,
  tail: number,
) {
  const out = bytes.slice();
  if (out.length === 0) return out;
  changes.forEach(([at, value], i) => {
    const region = i % 3;
    const index =
      region === 0
        ? at % Math.min(head, out.length)
        : region === 1
          ? out.length - 1 - (at % Math.min(tail, out.length))
          : at % out.length;
    out[index] = value;
  });
  return out;
}

const cutsFor = (length: number, raw: readonly number[]) =>
  [...new Set(raw.map((n) => (length <= 1 ? 0 : 1 + (n % (length - 1)))))]
    .filter((at) => at > 0 && at < length)
    .sort((a, b) => a - b);

function pieces(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(bytes.subarray(start, cut));
    start = cut;
  }
  return out;
}

function inflate(format: InflateFormat, chunks: readonly Uint8Array[]) {
  const budget = new InflateBudget(LIMITS);
  let produced = 0;
  const parts: number[] = [];
  const stream = new InflateStream(
    format,
    (chunk) => {
      produced += chunk.length;
      parts.push(...chunk.subarray(0, 64)); // a fingerprint, not the whole output
    },
    budget,
  );
  chunks.forEach((chunk, i) => stream.push(chunk, i === chunks.length - 1));
  expect(produced).toBe(stream.inflatedBytes);
  expect(produced).toBeLessThanOrEqual(LIMITS.perStreamBytes);
  return { produced, failure: stream.failure?.code };
}

describe('archive readers under fuzzing', () => {
  test('sound gzip reads the same under any chunking', () => {
    fc.assert(
      fc.property(payload, fc.array(fc.nat(), { maxLength: 8 }), (data, cuts) => {
        const bytes = gzipSync(data);
        const whole = inflate('gzip', [bytes]);
        expect(whole.produced).toBe(Math.min(data.length, LIMITS.perStreamBytes));
        expect(inflate('gzip', pieces(bytes, cutsFor(bytes.length, cuts)))).toEqual(whole);
      }),
      fuzzRuns('gzip chunked', 300),
    );
  });

  test('gzip with flipped header and trailer bytes: no exception, within the caps', () => {
    // Not "the same bytes under any chunking": a corrupt stream can decode to different
    // garbage under different cuts (fflate decodes as far as each push allows) before the
    // CRC-32 trailer check refuses it; see the test below.
    fc.assert(
      fc.property(payload, flips, fc.array(fc.nat(), { maxLength: 8 }), (data, changes, cuts) => {
        const bytes = mutate(gzipSync(data), changes, 12, 8);
        inflate('gzip', [bytes]);
        inflate('gzip', pieces(bytes, cutsFor(bytes.length, cuts)));
      }),
      fuzzRuns('gzip mutated', 300),
    );
  });

  // Found by fuzzing (seed 774367333, 2026-11-30): fflate 0.8.3's Gunzip, handed
  // the 10-byte header alone and then a corrupt deflate stream, decodes 32 bytes of garbage
  // and reports no error, where the same bytes in one push fail with "invalid distance".
  // Sound streams decode the same under any cut. RFC 1952 §2.3.1's CRC-32 and ISIZE trailer,
  // now checked (checked-gunzip.ts), catch it.
  test('a corrupt stream cut right after its header is still refused', () => {
    const bytes = Uint8Array.from(gzipSync(new TextEncoder().encode('    ')));
    bytes[11] = 32;
    expect(inflate('gzip', [bytes]).failure).toBe('decompression-failed');
    expect(inflate('gzip', pieces(bytes, [10])).failure).toBeDefined();
  });

  test('random bytes as gzip or raw deflate never escape the caps', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), (bytes, isGzip) => {
        const head = isGzip ? [0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff] : [];
        inflate(isGzip ? 'gzip' : 'deflate', [Uint8Array.from([...head, ...bytes])]);
      }),
      fuzzRuns('deflate random', 300),
    );
  });

  test('zip with flipped local, central and end-record bytes: entries stay inside the file', () => {
    const entry = fc.record({
      path: fc.constantFrom('a.xml', 'dir/b.txt', 'c.xml.gz'),
      data: payload,
      method: fc.constantFrom('stored' as const, 'deflate' as const),
      dataDescriptor: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 3 }),
        flips,
        fc.boolean(),
        (entries, changes, hasCentral) => {
          const bytes = mutate(
            writeZip(entries, { centralDirectory: hasCentral }),
            changes,
            64,
            120,
          );
          const listing = listZipEntries(bytes);
          for (const zipEntry of listing.entries) {
            expect(zipEntry.data.length).toBeLessThanOrEqual(bytes.length);
            if (zipEntry.method === ZipMethod.deflate) inflate('deflate', [zipEntry.data]);
          }
        },
      ),
      fuzzRuns('zip mutated', 300),
    );
  });

  test('tar with flipped header bytes: no more data than the file holds, same under chunking', () => {
    const entry = fc.record({
      path: fc.constantFrom('a.xml', `${'long-directory/'.repeat(8)}b.xml`, 'c.txt'),
      data: fc.string({ maxLength: 700 }).map((text) => new TextEncoder().encode(text)),
      longName: fc.constantFrom('ustar' as const, 'pax' as const, 'gnu' as const),
    });
    const read = (chunks: readonly Uint8Array[]) => {
      const entries: { path: string; sizeBytes: number; received: number }[] = [];
      const reader = new TarReader({
        onEntryStart: (path, sizeBytes) => entries.push({ path, sizeBytes, received: 0 }),
        onEntryData: (chunk) => {
          const current = entries[entries.length - 1];
          if (current) current.received += chunk.length;
        },
        onEntryEnd: () => undefined,
      });
      for (const chunk of chunks) reader.push(chunk);
      reader.end();
      return { entries, failure: reader.failure?.code };
    };
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 3 }),
        flips,
        fc.array(fc.nat(), { maxLength: 8 }),
        (entries, changes, cuts) => {
          // Flips land in the first header (its size, checksum, type and magic fields).
          const bytes = mutate(writeTar(entries), changes, 512, 1024);
          const whole = read([bytes]);
          const received = whole.entries.reduce((sum, e) => sum + e.received, 0);
          expect(received).toBeLessThanOrEqual(bytes.length);
          for (const e of whole.entries) expect(e.received).toBeLessThanOrEqual(e.sizeBytes);
          expect(read(pieces(bytes, cutsFor(bytes.length, cuts)))).toEqual(whole);
        },
      ),
      fuzzRuns('tar mutated', 300),
    );
  });
});
