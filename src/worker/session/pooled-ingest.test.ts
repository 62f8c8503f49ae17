/**
 * A session that reads its inputs through an ingest pool must end up exactly where the direct
 * read (no pool) ends: every row with every column, every report, problem, tree node, count
 * and event, whatever the pool size, however the jobs interleave, and with the session's
 * caps reached part-way. The pool here runs in-process (Node has no Workers) with jobs that
 * pause at random and batches that cross through structuredClone with their transfer list.
 */
import { describe, expect, test } from 'vitest';
import { transferablesOf, type IngestBatch } from '../../core/ingest/ingest-batch';
import { largeUrlset, partsZip, poolInputs } from '../../../test/ingest/pool-inputs';
import { InProcessIngestPool } from '../pool/in-process-pool';
import type { IngestJobHandle, IngestPool, JobMessage } from '../pool/ingest-pool';
import type { IngestJobRequest } from '../pool/ingest-job';
import type { AnalyzerEvent, OpenFileInput } from '../protocol';
import { writeZip } from '../../../test/fixtures/archive-writers';
import { ZIP_PARTS_MAX_BYTES } from '../../core/ingest/zip-part';
import { InspectorSession, type RequestContext, type SessionOptions } from './inspector-session';
import { sendToPool } from './pooled-ingest';
import type { InputRecord } from './session-documents';
import { DEFAULT_SESSION_LIMITS, SessionBudget } from './session-limits';

/** A clock whose monotonic time moves on by 70 ms per reading: progress is throttled alike. */
function steppingClock() {
  let now = 0;
  return { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => (now += 70) };
}

function contextFor(events: AnalyzerEvent[], isCancelled = () => false): RequestContext {
  return {
    requestId: 1,
    emit: (event) => events.push(event),
    isCancelled,
    yieldToEvents: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

/** Mulberry32: the same "random" pauses on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const encode = (text: string) => new TextEncoder().encode(text);

const throughStructuredClone = (batch: IngestBatch): IngestBatch =>
  structuredClone(batch, { transfer: transferablesOf(batch) });

/**
 * A pool whose jobs pause 0–3 ms at random at each pipeline pause (every 16 KiB); with
 * `zipPartBytes` 1, every member of a zip is a part of its own.
 */
function scrambledPool(size: number, seed: number, zipPartBytes?: number) {
  const random = seeded(seed);
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, Math.floor(random() * 4)));
  return new InProcessIngestPool(size, {
    transport: throughStructuredClone,
    pause,
    yieldBytes: 16 * 1024,
    ...(zipPartBytes !== undefined ? { zipPartBytes } : {}),
  });
}

/** Everything a session shows, row by row and column by column. */
function snapshotOf(session: InspectorSession) {
  const { store } = session;
  const rows = [];
  for (let row = 0; row < store.size; row++) {
    rows.push({
      loc: store.loc(row),
      document: store.documentName(store.documentOf[row] as never),
      documentId: store.documentOf[row],
      lastmodMs: store.lastmodMs[row],
      lastmodPrecision: store.lastmodPrecision[row],
      changefreq: store.changefreq[row],
      priority: store.priority[row],
      line: store.line[row],
      column: store.column[row],
      images: store.images?.[row] ?? 0,
      videos: store.videos?.[row] ?? 0,
      alternates: store.alternates?.[row] ?? 0,
      newsMs: store.newsMs?.[row] ?? NaN,
      problems: store.problemsOf(row),
      firstOccurrence: store.firstOccurrence(row),
      duplicates: store.duplicateCount(row),
    });
  }
  return {
    rows,
    table: session.rows({}, 0, 2000),
    sections: session.sections({}),
    reports: session.reports(),
    problems: session.problems(),
    problemsByFile: session.problemsByFile(),
    tree: session.tree(),
  };
}

/**
 * As the command line reads (gzip on fflate). Where Node's native gunzip fails part-way (the
 * damaged gzip), how much it passes on before failing depends on how the event loop
 * interleaves it with other streams: measured 2026-11-30, 29,193 or 29,326 rows with three
 * in-process jobs in one thread, the same every time alone. A real ingest worker reads one
 * job at a time, alone in its thread, as the direct read does.
 */
const NATIVE_INFLATE = 'zip';

async function readAll(options: SessionOptions, files: OpenFileInput[] = poolInputs()) {
  const session = new InspectorSession(steppingClock(), {
    nativeInflate: NATIVE_INFLATE,
    ...options,
  });
  const events: AnalyzerEvent[] = [];
  const outcome = await session.open(files, contextFor(events));
  return { outcome, ...snapshotOf(session), events };
}

/** The direct read of the inputs with the default caps, read once for the tests that need it. */
let directDefault: ReturnType<typeof readAll> | undefined;
const readDirect = () => (directDefault ??= readAll({}));

/** Key by key, so that a difference says where it is. */
function expectSame(pooled: object, direct: object): void {
  for (const [key, value] of Object.entries(direct))
    expect({ [key]: (pooled as Record<string, unknown>)[key] }).toEqual({ [key]: value });
}

describe('a pooled session reads exactly what the direct one reads', () => {
  test.each([
    { size: 1, seed: 1 },
    { size: 3, seed: 2 },
    { size: 3, seed: 3 },
  ])('pool of $size (pauses seeded $seed)', async ({ size, seed }) => {
    const direct = await readDirect();
    const pooled = await readAll({ ingestPool: scrambledPool(size, seed) });
    expect(direct.outcome).toBe('done');
    expect(direct.rows.length).toBeGreaterThan(29_000);
    expect(direct.reports.map((report) => report.kind)).toContain('archive');
    expectSame(pooled, direct);
  });

  test.each([
    { name: 'the inflate total reached part-way', inflatedBytes: 900_000 },
    { name: 'the inflate total already spent', inflatedBytes: 1 },
    { name: 'the store full part-way', storeUrls: 12_000 },
  ])('with $name', async ({ inflatedBytes, storeUrls }) => {
    const limits = {
      ...DEFAULT_SESSION_LIMITS,
      ...(inflatedBytes !== undefined ? { inflatedBytes } : {}),
      ...(storeUrls !== undefined ? { storeUrls } : {}),
    };
    const direct = await readAll({ limits });
    const pool = withCancelCount(scrambledPool(3, 4));
    const pooled = await readAll({ limits, ingestPool: pool });
    const codes = direct.problems.map((group) => group.code);
    expect(codes).toContain(inflatedBytes !== undefined ? 'inflate-limit' : 'store-full');
    // Past the inflate total a job is stopped and its input read again in the session.
    expect(pool.cancels > 0).toBe(inflatedBytes !== undefined);
    expectSame(pooled, direct);
  });
});

/** A pool that counts the jobs it was told to stop. */
function withCancelCount(inner: IngestPool): IngestPool & { cancels: number } {
  const counted = {
    cancels: 0,
    size: inner.size,
    zipPartBytes: inner.zipPartBytes,
    dispose: () => inner.dispose(),
    start(request: IngestJobRequest): IngestJobHandle {
      const handle = inner.start(request);
      return {
        next: () => handle.next(),
        ack: () => handle.ack(),
        cancel: () => {
          counted.cancels++;
          handle.cancel();
        },
      };
    },
  };
  return counted;
}

/** A pool whose jobs fail after `batches` batches, as a worker that runs out of memory. */
function failingAfter(batches: number, inner: IngestPool): IngestPool {
  const failed: JobMessage = {
    type: 'end',
    end: {
      cancelled: false,
      error: 'the ingest worker failed',
      inflatedBytes: 0,
      hasFeltTotalCap: false,
    },
  };
  return {
    size: inner.size,
    zipPartBytes: inner.zipPartBytes,
    dispose: () => inner.dispose(),
    start(request) {
      const handle = inner.start(request);
      let seen = 0;
      return {
        ack: () => handle.ack(),
        cancel: () => handle.cancel(),
        async next() {
          const message = await handle.next();
          if (message.type !== 'batch' || ++seen <= batches) return message;
          handle.cancel();
          return failed;
        },
      };
    },
  };
}

describe('a job that fails is read in the session instead', () => {
  test.each([0, 2])('after %i batches', async (batches) => {
    const direct = await readDirect();
    const pooled = await readAll({ ingestPool: failingAfter(batches, scrambledPool(3, 7)) });
    expectSame(pooled, direct);
  });
});

/** Opens every input; `act` runs once, at the first event `when` picks. */
async function readAndAct(
  options: SessionOptions,
  when: (event: AnalyzerEvent) => boolean,
  act: (session: InspectorSession, cancel: () => void) => void,
  inputs: OpenFileInput[] = poolInputs(),
) {
  const session = new InspectorSession(steppingClock(), {
    nativeInflate: NATIVE_INFLATE,
    ...options,
  });
  const events: AnalyzerEvent[] = [];
  let isCancelled = false;
  let hasActed = false;
  const context = contextFor(events, () => isCancelled);
  const outcome = await session.open(inputs, {
    ...context,
    emit: (event) => {
      events.push(event);
      if (!when(event) || hasActed) return;
      hasActed = true;
      act(session, () => (isCancelled = true));
    },
  });
  return { outcome, ...snapshotOf(session), events };
}

describe('cancel and remove under a pool', () => {
  test('a removed input leaves nothing, and the others are read as without the pool', async () => {
    // Part-way through f5 (the direct read registers an input when its turn comes).
    const inLarge = (event: AnalyzerEvent) => event.type === 'progress' && event.fileId === 'f5';
    const removeLarge = (session: InspectorSession) => session.remove(['f5']);
    const direct = await readAndAct({}, inLarge, removeLarge);
    const pooled = await readAndAct({ ingestPool: scrambledPool(3, 5) }, inLarge, removeLarge);
    expect(direct.rows.some((row) => row.document === 'large.xml.gz')).toBe(false);
    expectSame(pooled, direct);
  });

  test('a cancelled open keeps the inputs read before, like the direct read', async () => {
    const cancelNow = (_session: InspectorSession, cancel: () => void) => cancel();
    const reported = (event: AnalyzerEvent) => event.type === 'fileReport';
    const direct = await readAndAct({}, reported, cancelNow);
    const pooled = await readAndAct({ ingestPool: scrambledPool(3, 6) }, reported, cancelNow);
    expect(direct.outcome).toBe('cancelled');
    expectSame(pooled, direct);
  });
});

describe('backpressure', () => {
  test('a job runs only a few batches ahead of its merge', async () => {
    const batchesAhead = 3;
    const pool = new InProcessIngestPool(1, { batchesAhead });
    // 4 MB read in 1 MiB slices: a batch at each slice, and one more at every 8,192 rows.
    const source = { kind: 'bytes', bytes: encode(largeUrlset(60_000)).buffer } as const;
    const job = pool.start({
      name: 'big.xml',
      source,
      nowMs: 0,
      inflate: { perStreamBytes: 1 << 30, totalBytes: 1 << 30 },
    });
    const settled = () => new Promise((resolve) => setTimeout(() => resolve('held'), 200));
    let ahead = 0;
    // Without acks the job stops once `batchesAhead` are unmerged (plus what the slice it
    // was reading filled)…
    while ((await Promise.race([job.next(), settled()])) !== 'held') ahead++;
    expect(ahead).toBeGreaterThanOrEqual(batchesAhead);
    expect(ahead).toBeLessThanOrEqual(batchesAhead + 2);
    // …and each ack lets it go on, to the end.
    for (let i = 0; i < ahead; i++) job.ack();
    let message = await job.next();
    for (; message.type === 'batch'; message = await job.next()) job.ack();
    expect(message.type === 'end' && message.end.result?.urls).toBe(60_000);
  });
});

describe('a zip read in parts, a member a job, ends as the whole read', () => {
  /** A zip of every kind of member first, then the other inputs (bundle.zip among them). */
  const zipFirst = (): OpenFileInput[] => [
    {
      fileId: 'z',
      name: 'site.zip',
      source: { kind: 'blob', blob: new Blob([partsZip().slice()]) },
    },
    ...poolInputs(),
  ];
  /** Every part is a member of its own. */
  const partedPool = (size: number, seed: number) => withRequests(scrambledPool(size, seed, 1));

  /**
   * Progress comes as each part's reading reports it (every MiB and at a part's end, not the
   * whole archive's), so the events are compared without it, and each input's last.
   */
  function expectSameRead(pooled: Snapshot, direct: Snapshot): void {
    const { events: pooledEvents, ...pooledRest } = pooled;
    const { events: directEvents, ...directRest } = direct;
    expectSame(pooledRest, directRest);
    expect(withoutProgress(pooledEvents)).toEqual(withoutProgress(directEvents));
    expect(lastProgress(pooledEvents)).toEqual(lastProgress(directEvents));
  }

  test.each([
    { size: 2, seed: 11 },
    { size: 3, seed: 12 },
  ])('pool of $size (pauses seeded $seed)', async ({ size, seed }) => {
    const direct = await readAll({}, zipFirst());
    const pool = partedPool(size, seed);
    const pooled = await readAll({ ingestPool: pool }, zipFirst());
    // Ten members (the folder entry is not one), and bundle.zip's three.
    expect(pool.requests.filter((request) => request.name === 'site.zip').length).toBe(10);
    expect(pool.requests.filter((request) => request.name === 'bundle.zip').length).toBe(3);
    expect(direct.reports.filter((report) => report.name.startsWith('site.zip/')).length).toBe(9);
    expectSameRead(pooled, direct);
  });

  test('a row of a member is found again for its details', async () => {
    const read = async (options: SessionOptions) => {
      const session = new InspectorSession(steppingClock(), {
        nativeInflate: NATIVE_INFLATE,
        ...options,
      });
      await session.open(zipFirst(), contextFor([]));
      const { store } = session;
      // A row with images in the zip's first large member and in its last member.
      const imageRowIn = (name: string) =>
        Array.from({ length: store.size }, (_, row) => row).find(
          (row) =>
            (store.images?.[row] ?? 0) > 0 &&
            store.documentName(store.documentOf[row] as never) === name,
        )!;
      const details = [];
      for (const row of [
        0,
        imageRowIn('site.zip/site/large.xml.gz'),
        imageRowIn('site.zip/site/large.xml'),
      ]) {
        const loc = session.store.loc(row);
        details.push({ loc, detail: await session.rowDetail(row, loc, undefined, contextFor([])) });
      }
      return details;
    };
    const direct = await read({});
    const pooled = await read({ ingestPool: partedPool(3, 13) });
    expect(
      direct.filter(({ detail }) => JSON.stringify(detail).includes('img.example.com')),
    ).toHaveLength(2);
    expect(pooled).toEqual(direct);
  });

  test.each([
    { name: 'the inflate total reached in the zip', inflatedBytes: 1_500_000 },
    { name: 'the store full in the zip', storeUrls: 15_000 },
  ])('with $name', async ({ inflatedBytes, storeUrls }) => {
    const limits = {
      ...DEFAULT_SESSION_LIMITS,
      ...(inflatedBytes !== undefined ? { inflatedBytes } : {}),
      ...(storeUrls !== undefined ? { storeUrls } : {}),
    };
    const direct = await readAll({ limits }, zipFirst());
    const pool = withCancelCount(scrambledPool(3, 14, 1));
    const pooled = await readAll({ limits, ingestPool: pool }, zipFirst());
    const codes = direct.problems.map((group) => group.code);
    expect(codes).toContain(inflatedBytes !== undefined ? 'inflate-limit' : 'store-full');
    // The problem is the zip's: one of its members.
    const zipProblems = direct.reports
      .filter((report) => report.name.startsWith('site.zip/'))
      .flatMap((report) => report.problems.map((problem) => problem.code));
    expect(zipProblems).toContain(inflatedBytes !== undefined ? 'inflate-limit' : 'store-full');
    expect(pool.cancels > 0).toBe(inflatedBytes !== undefined);
    expectSameRead(pooled, direct);
  });

  test('inputs after a zip are sent after its parts: the merge never waits on a queued job', async () => {
    // Two workers, jobs one batch ahead: had the two large files been sent while the zip
    // was being listed, they would hold both workers, waiting for a merge that waits for
    // the zip's parts, queued behind them.
    const large = () => ({
      kind: 'blob' as const,
      blob: new Blob([encode(largeUrlset(30_000)).slice()]),
    });
    const inputs: OpenFileInput[] = [
      {
        fileId: 'z',
        name: 'site.zip',
        source: { kind: 'blob', blob: new Blob([partsZip().slice()]) },
      },
      { fileId: 'a', name: 'a.xml', source: large() },
      { fileId: 'b', name: 'b.xml', source: large() },
    ];
    const pool = new InProcessIngestPool(2, { batchesAhead: 1, zipPartBytes: 1 });
    const pooled = await readAll({ ingestPool: pool }, inputs);
    expect(pooled.outcome).toBe('done');
    expect(pooled.rows.length).toBe((await readAll({}, inputs)).rows.length);
  });

  // A zip's progress comes at other points when read in parts (see expectSameRead), and the
  // direct read has started the archive's document when its first progress is told, the
  // merge not yet: a remove at the same event leaves the store's document numbers apart. So
  // these compare what the user sees, the rows and reports without those numbers.
  const zipProgress = (event: AnalyzerEvent) => event.type === 'progress' && event.fileId === 'z';
  const removeZip = (session: InspectorSession) => session.remove(['z']);
  const withoutIds = (snapshot: Snapshot) => ({
    rows: snapshot.rows.map(({ documentId: _id, ...row }) => row),
    reports: snapshot.reports.map(({ name, urls, problems }) => ({ name, urls, problems })),
    problems: snapshot.problems.map((group) => [group.code, group.count]),
  });

  test.each([
    { name: 'as its reading starts', when: zipProgress },
    {
      name: 'part-way',
      when: (event: AnalyzerEvent) =>
        zipProgress(event) && event.type === 'progress' && (event.urls ?? 0) > 0,
    },
  ])('a zip removed $name leaves nothing; the other inputs read the same', async ({ when }) => {
    const direct = await readAndAct({}, zipProgress, removeZip, zipFirst());
    const pooled = await readAndAct({ ingestPool: partedPool(3, 16) }, when, removeZip, zipFirst());
    expect(direct.rows.length).toBeGreaterThan(29_000);
    expect(direct.reports.some((report) => report.name.startsWith('site.zip'))).toBe(false);
    expect(withoutIds(pooled)).toEqual(withoutIds(direct));
  });

  test('an open cancelled as the zip starts: as the direct read', async () => {
    const cancelNow = (_session: InspectorSession, cancel: () => void) => cancel();
    const direct = await readAndAct({}, zipProgress, cancelNow, zipFirst());
    const pooled = await readAndAct(
      { ingestPool: partedPool(3, 17) },
      zipProgress,
      cancelNow,
      zipFirst(),
    );
    expect(direct.outcome).toBe('cancelled');
    expect(direct.rows).toHaveLength(0);
    expectSameRead(pooled, direct);
  });

  test(`a zip over ${ZIP_PARTS_MAX_BYTES / 2 ** 20} MiB is one job, not listed in parts`, async () => {
    // Two stored members of half the bound each: in parts of 1 byte, two parts, unless the
    // archive is over the bound.
    const zipOf = (memberBytes: number) =>
      writeZip(
        ['a.bin', 'b.bin'].map((path) => ({
          path,
          data: new Uint8Array(memberBytes),
          method: 'stored' as const,
        })),
      );
    const sent = async (zip: Uint8Array) => {
      const pool = new InProcessIngestPool(2, { zipPartBytes: 1 });
      const input: InputRecord = {
        inputId: 'big',
        name: 'big.zip',
        source: { kind: 'blob', blob: new Blob([zip.slice()]) },
        documentIds: [],
        isRemoved: false,
      };
      const job = sendToPool(
        pool,
        input,
        { budget: new SessionBudget(), nowMs: 0 },
        Promise.resolve(),
      );
      const parts = await job.parts;
      job.cancel();
      return parts.map((part) => part.request.zipPart?.members.map((member) => member.path));
    };
    expect(await sent(zipOf(1024))).toEqual([['a.bin'], ['b.bin']]);
    expect(await sent(zipOf(ZIP_PARTS_MAX_BYTES / 2))).toEqual([undefined]);
  });

  test.each([0, 1])(
    'a part that fails after %i batches is read in the session',
    async (batches) => {
      const direct = await readAll({}, zipFirst());
      const pooled = await readAll(
        { ingestPool: failingAfter(batches, scrambledPool(3, 15, 1)) },
        zipFirst(),
      );
      expectSameRead(pooled, direct);
    },
  );
});

type Snapshot = Awaited<ReturnType<typeof readAll>>;

const withoutProgress = (events: AnalyzerEvent[]) =>
  events.filter((event) => event.type !== 'progress');

function lastProgress(events: AnalyzerEvent[]) {
  const last = new Map<string, AnalyzerEvent>();
  for (const event of events) if (event.type === 'progress') last.set(event.fileId, event);
  return Object.fromEntries(last);
}

/** A pool that keeps every request it was sent. */
function withRequests(inner: IngestPool): IngestPool & { requests: IngestJobRequest[] } {
  const requests: IngestJobRequest[] = [];
  return {
    requests,
    size: inner.size,
    zipPartBytes: inner.zipPartBytes,
    dispose: () => inner.dispose(),
    start(request) {
      requests.push(request);
      return inner.start(request);
    },
  };
}
