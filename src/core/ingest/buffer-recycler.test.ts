import { describe, expect, test } from 'vitest';
import { BufferRecycler } from './buffer-recycler';
import {
  IngestBatchRecorder,
  transferablesOf,
  type IngestBatch,
  type ReplaySink,
} from './ingest-batch';
import { replayBatch } from './ingest-batch-replay';
import type { UrlEntry } from '../sitemap/sitemap-entry';

describe('BufferRecycler', () => {
  test('gives back a kept buffer of a fitting size, else a new one', () => {
    const recycler = new BufferRecycler();
    const big = new ArrayBuffer(100_000);
    const small = new ArrayBuffer(1_000);
    recycler.give([big, small]);
    // Too small to be worth keeping.
    expect(recycler.size).toBe(1);
    // More than twice the size asked for is not handed out.
    expect(recycler.take(40_000)).not.toBe(big);
    expect(recycler.take(60_000)).toBe(big);
    expect(recycler.size).toBe(0);
    expect(recycler.take(60_000).byteLength).toBe(60_000);
  });

  test('keeps a bounded number', () => {
    const recycler = new BufferRecycler();
    recycler.give(Array.from({ length: 1000 }, () => new ArrayBuffer(20_000)));
    expect(recycler.size).toBeLessThan(1000);
  });
});

const entry = (i: number): UrlEntry => ({
  loc: i % 7 === 0 ? `https://example.com/ünï/${i}` : `https://example.com/p/${i}`,
  line: i + 2,
  column: 3,
  lastmodText: i % 3 === 0 ? undefined : `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
  lastmodMs: NaN,
  lastmodPrecision: 0,
  changefreq: i % 5 === 0 ? 'daily' : undefined,
  priority: i % 2 ? 0.5 : NaN,
  images: i % 4,
  videos: 0,
  alternates: i % 3,
  newsPublicationMs: NaN,
});

describe('batches on recycled buffers', () => {
  test('replay exactly, though the buffers hold the bytes of earlier batches', () => {
    const recycler = new BufferRecycler();
    const made: IngestBatch[] = [];
    const recorder = new IngestBatchRecorder(
      (batch) => made.push(batch),
      () => ({ inflatedBytes: 0, hasFeltTotalCap: false }),
      { rows: 4096, calls: 100 },
      recycler,
    );
    const replayed: unknown[] = [];
    const sink: ReplaySink = {
      onUrl: (ingestId, url, codes) => replayed.push([ingestId, url, codes]),
      onSitemap: () => undefined,
      onFileReport: () => undefined,
    };
    const expected: unknown[] = [];
    for (let i = 0; i < 13_000; i++) {
      const url = entry(i);
      const codes = i % 11 === 0 ? (['priority-invalid'] as const) : undefined;
      recorder.onUrl(0, url, codes ? [...codes] : undefined);
      expected.push([0, { ...url }, codes ? [...codes] : undefined]);
      // Each batch is merged at once and its buffers, scribbled over, handed back.
      for (const batch of made.splice(0)) {
        replayBatch(batch, sink);
        const buffers = transferablesOf(batch);
        for (const buffer of buffers) new Uint8Array(buffer).fill(0xab);
        recycler.give(buffers);
      }
    }
    recorder.flush();
    for (const batch of made.splice(0)) replayBatch(batch, sink);
    expect(recycler.size).toBeGreaterThan(0);
    expect(replayed).toEqual(expected);
  });
});
