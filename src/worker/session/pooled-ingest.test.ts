/**
 * A session that reads its inputs through an ingest pool must end up exactly where the direct
 * read (no pool) ends: every row with every column, every report, problem, tree node, count
 * and event, whatever the pool size, however the jobs interleave, and with the session's
 * caps reached part-way. The pool here runs in-process (test/ingest/pooled-session.ts). A
 * zip read in parts is checked in zip-parts.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { largeUrlset } from '../../../test/ingest/pool-inputs';
import {
  expectSame,
  failingAfter,
  readAll,
  readAndAct,
  scrambledPool,
  withCancelCount,
} from '../../../test/ingest/pooled-session';
import { InProcessIngestPool } from '../pool/in-process-pool';
import type { AnalyzerEvent } from '../protocol/request-map';
import type { InspectorSession } from './inspector-session';
import { DEFAULT_SESSION_LIMITS } from './session-limits';

const encode = (text: string) => new TextEncoder().encode(text);

/** The direct read of the inputs with the default caps, read once for the tests that need it. */
let directDefault: ReturnType<typeof readAll> | undefined;
const readDirect = () => (directDefault ??= readAll({}));

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

describe('a job that fails is read in the session instead', () => {
  test.each([0, 2])('after %i batches', async (batches) => {
    const direct = await readDirect();
    const pooled = await readAll({ ingestPool: failingAfter(batches, scrambledPool(3, 7)) });
    expectSame(pooled, direct);
  });
});

describe('cancel and remove under a pool', () => {
  test('a removed input leaves nothing, and the others are read as without the pool', async () => {
    // Part-way through f5 (the direct read registers an input when its turn comes).
    const inLarge = (event: AnalyzerEvent) => event.type === 'progress' && event.inputId === 'f5';
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
