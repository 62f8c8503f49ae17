import { describe, expect, test } from 'vitest';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import type { IngestDocumentReport } from './ingest-types';
import {
  IngestBatchRecorder,
  transferablesOf,
  type IngestBatch,
  type ReplaySink,
} from './ingest-batch';
import { ReplayPosition, replayBatch } from './ingest-batch-replay';
import { urlEntryOf } from '../sitemap/url-batch-entries';
import { UrlBatch } from '../sitemap/url-batch';
import { hashBytes } from '../byte-hash';

const entry = (loc: string, extra: Partial<UrlEntry> = {}): UrlEntry => ({
  loc,
  line: 3,
  column: 7,
  lastmodMs: NaN,
  lastmodPrecision: 0,
  priority: NaN,
  images: 0,
  videos: 0,
  alternates: 0,
  newsPublicationMs: NaN,
  ...extra,
});

/** A sink that writes down every call it gets. */
function callLog(): { sink: ReplaySink; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const sink: ReplaySink = {
    onFileStart: (...args) => calls.push(['fileStart', ...args]),
    onProgress: (...args) => calls.push(['progress', ...args]),
    onUrl: (ingestId, url, codes) => calls.push(['url', ingestId, url, codes]),
    onSitemap: (...args) => calls.push(['sitemap', ...args]),
    onFileReport: (...args) => calls.push(['fileReport', ...args]),
    onRobotsParsed: (...args) => calls.push(['robotsParsed', ...args]),
    onSourceSlice: (...args) => calls.push(['sourceSlice', ...args]),
  };
  return { sink, calls };
}

const report: IngestDocumentReport = {
  ingestId: 0,
  name: 'a.xml',
  format: 'xml',
  kind: 'urlset',
  bytes: 10,
  inflatedBytes: 0,
  urls: 2,
  sitemaps: 0,
  lastmod: { present: 1, distinct: 1 },
  problems: [],
};

/** Plays the same calls on a sink: the recorder, or the log to compare with. */
function play(sink: ReplaySink): void {
  sink.onSourceSlice!(1024, 'xml');
  sink.onFileStart!({ ingestId: 0, name: 'a.xml', format: 'xml' });
  sink.onUrl(0, entry('https://example.com/é/𝄞?q=1'));
  sink.onUrl(
    0,
    entry('https://example.com/b', {
      lastmodText: '2024-01-02',
      lastmodMs: Date.UTC(2024, 0, 2),
      lastmodPrecision: 3,
      changefreq: 'daily',
      priority: 0.8,
      images: 2,
      videos: 1,
      alternates: 70_000,
      newsPublicationMs: -1,
    }),
    ['priority-invalid', 'lastmod-invalid'],
  );
  sink.onSitemap(0, {
    loc: 'https://example.com/s.xml',
    line: 1,
    column: 1,
    lastmodMs: NaN,
    lastmodPrecision: 0,
  });
  sink.onUrl(0, entry(''), []);
  sink.onRobotsParsed!({ sitemaps: [{ url: 'https://example.com/s.xml', line: 1 }] });
  sink.onProgress!({ inputIndex: 0, inputName: 'a.xml', bytesRead: 10, bytesInflated: 0, urls: 3 });
  sink.onFileReport(report);
}

function record(limits = { rows: 8192, calls: 1024 }): IngestBatch[] {
  const batches: IngestBatch[] = [];
  const recorder = new IngestBatchRecorder(
    (batch) => batches.push(structuredClone(batch, { transfer: transferablesOf(batch) })),
    () => ({ inflatedBytes: 0, hasFeltTotalCap: false }),
    limits,
  );
  play(recorder);
  recorder.flush();
  return batches;
}

describe('a recorded batch replays the same calls', () => {
  test.each([
    { name: 'one batch', limits: { rows: 8192, calls: 1024 }, batches: 1 },
    { name: 'a batch per row and per call', limits: { rows: 1, calls: 1 }, batches: 9 },
  ])('$name, through structuredClone with transfer', ({ limits, batches: count }) => {
    const expected = callLog();
    play(expected.sink);
    const batches = record(limits);
    expect(batches).toHaveLength(count);
    const replayed = callLog();
    for (const batch of batches) replayBatch(batch, replayed.sink);
    // An empty code list crosses as none: the store treats both alike.
    expected.calls[5][3] = undefined;
    expect(replayed.calls).toEqual(expected.calls);
  });

  test('a second reading passes over the calls the first one made', () => {
    const [batch] = record();
    const first = new ReplayPosition();
    const made = callLog();
    replayBatch(batch, made.sink, first);
    const again = callLog();
    replayBatch(batch, again.sink, ReplayPosition.after(first));
    expect(again.calls).toEqual([]);
    // A longer second reading makes only what comes after.
    const longer: IngestBatch[] = [...record(), ...record()];
    const after = callLog();
    const position = ReplayPosition.after(first);
    for (const batch of longer) replayBatch(batch, after.sink, position);
    expect(after.calls).toEqual(made.calls);
  });
});

describe('a batch-taking sink gets the rows in columns', () => {
  /** The log's `url` calls, from a sink that takes UrlBatches; and how each batch came. */
  function batchLog(): { sink: ReplaySink; calls: unknown[][]; asBytes: boolean[] } {
    const { sink, calls } = callLog();
    const asBytes: boolean[] = [];
    sink.onUrlBatch = (ingestId, batch) => {
      asBytes.push(batch.locBytes !== undefined);
      for (let row = 0; row < batch.count; row++)
        calls.push(['url', ingestId, urlEntryOf(batch, row), batch.problemCodes[row]]);
    };
    return { sink, calls, asBytes };
  }
  const urlCalls = (calls: unknown[][]) => calls.filter((call) => call[0] === 'url');

  test('ASCII URLs as bytes, a batch with any other as strings; the same entries either way', () => {
    const ascii = Array.from({ length: 3000 }, (_, i) =>
      entry(`https://example.com/p/${i}`, i % 3 ? {} : { lastmodText: `2024-01-0${i % 9}` }),
    );
    const mixed = [
      ...ascii.slice(0, 5),
      entry('https://example.com/日本/😀'),
      ...ascii.slice(5, 9),
    ];
    for (const [entries, bytes] of [
      [ascii, true],
      [mixed, false],
    ] as const) {
      const recorder = new IngestBatchRecorder(
        (batch) => batches.push(structuredClone(batch, { transfer: transferablesOf(batch) })),
        () => ({ inflatedBytes: 0, hasFeltTotalCap: false }),
        { rows: 8192, calls: 1024 },
      );
      const batches: IngestBatch[] = [];
      for (const url of entries) recorder.onUrl(0, url);
      recorder.flush();
      const replayed = batchLog();
      for (const batch of batches) replayBatch(batch, replayed.sink);
      expect(replayed.asBytes.every((asBytes) => asBytes === bytes)).toBe(true);
      expect(urlCalls(replayed.calls)).toEqual(
        entries.map((url) => ['url', 0, { ...url, changefreq: undefined }, undefined]),
      );
    }
  });

  test("the reader's loc hashes cross with the bytes, row by row", () => {
    const encoder = new TextEncoder();
    const locs = encoder.encode('https://example.com/ahttps://example.com/bb');
    const batch = new UrlBatch();
    const ends = [0, 21, 43];
    for (let row = 0; row < 2; row++) {
      const at = batch.addRowOfBytes(
        locs,
        ends[row],
        ends[row + 1],
        1,
        1,
        hashBytes(locs, ends[row], ends[row + 1]),
      );
      batch.lastmodMs[at] = NaN;
      batch.priority[at] = NaN;
      batch.newsPublicationMs[at] = NaN;
    }
    const recorder = new IngestBatchRecorder(
      (recorded) =>
        batches.push(structuredClone(recorded, { transfer: transferablesOf(recorded) })),
      () => ({ inflatedBytes: 0, hasFeltTotalCap: false }),
      { rows: 8192, calls: 1024 },
    );
    const batches: IngestBatch[] = [];
    recorder.onUrlBatch(0, batch);
    recorder.flush();
    const hashes: number[] = [];
    const { sink } = callLog();
    sink.onUrlBatch = (_ingestId, replayed) => {
      expect(replayed.isLocHashed).toBe(true);
      const bytes = replayed.locBytes!;
      for (let row = 0; row < replayed.count; row++) {
        const start = replayed.locByteStart[row];
        const end = replayed.locByteStart[row + 1];
        expect(replayed.locHash[row]).toBe(hashBytes(bytes, start, end) | 0);
        hashes.push(replayed.locHash[row]);
      }
    };
    for (const recorded of batches) replayBatch(recorded, sink);
    expect(hashes).toHaveLength(2);
  });

  test('a second reading of bytes passes over the rows the first one made', () => {
    const entries = Array.from({ length: 2500 }, (_, i) => entry(`https://example.com/q/${i}`));
    const batches: IngestBatch[] = [];
    const recorder = new IngestBatchRecorder(
      (batch) => batches.push(batch),
      () => ({ inflatedBytes: 0, hasFeltTotalCap: false }),
      { rows: 8192, calls: 1024 },
    );
    for (const url of entries.slice(0, 1700)) recorder.onUrl(0, url);
    recorder.flush();
    const first = new ReplayPosition();
    replayBatch(batches[0], batchLog().sink, first);
    // The file read again from the start: only rows 1,700 on come out, in order, as bytes.
    const rest = batchLog();
    const position = ReplayPosition.after(first);
    const again: IngestBatch[] = [];
    const reread = new IngestBatchRecorder(
      (batch) => again.push(batch),
      () => ({ inflatedBytes: 0, hasFeltTotalCap: false }),
      { rows: 8192, calls: 1024 },
    );
    for (const url of entries) reread.onUrl(0, url);
    reread.flush();
    for (const batch of again) replayBatch(batch, rest.sink, position);
    expect(rest.asBytes.every(Boolean)).toBe(true);
    expect(urlCalls(rest.calls).map((call) => (call[2] as UrlEntry).loc)).toEqual(
      entries.slice(1700).map((url) => url.loc),
    );
  });
});
