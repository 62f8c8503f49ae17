import { describe, expect, test } from 'vitest';
import type { IngestJobRequest } from './ingest-job';
import type { FromIngestWorker, ToIngestWorker } from './pool-messages';
import { WorkerIngestPool } from './worker-ingest-pool';

/** Stands in for an ingest worker: records what it is sent; the test answers for it. */
class FakeWorker {
  readonly received: ToIngestWorker[] = [];
  onmessage: ((event: MessageEvent<FromIngestWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  isTerminated = false;
  readonly transferred: Transferable[][] = [];
  postMessage(message: ToIngestWorker, transfer: Transferable[] = []) {
    this.received.push(message);
    this.transferred.push(transfer);
  }
  terminate() {
    this.isTerminated = true;
  }
  reply(message: FromIngestWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromIngestWorker>);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

const request = (name: string): IngestJobRequest => ({
  name,
  source: { kind: 'bytes', bytes: new ArrayBuffer(0) },
  nowMs: 0,
  inflate: { perStreamBytes: 1, totalBytes: 1 },
});
const end = { cancelled: false, inflatedBytes: 0, hasFeltTotalCap: false };

function poolOf(size: number) {
  const workers: FakeWorker[] = [];
  const pool = new WorkerIngestPool(size, () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  const started = (worker: FakeWorker) =>
    worker.received.flatMap((message) => (message.type === 'start' ? [message.request.name] : []));
  return { pool, workers, started };
}

describe('WorkerIngestPool', () => {
  test('starts jobs first in, first out, on at most `size` workers', async () => {
    const { pool, workers, started } = poolOf(2);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => pool.start(request(name)));
    expect(workers).toHaveLength(2);
    expect(workers.map(started)).toEqual([['a'], ['b']]);
    a.ack();
    expect(workers[0].received.at(-1)).toEqual({ type: 'ack', jobId: 1 });
    workers[0].reply({ type: 'end', jobId: 1, end });
    await expect(a.next()).resolves.toEqual({ type: 'end', end });
    expect(workers.map(started)).toEqual([['a', 'c'], ['b']]);
    b.cancel();
    c.cancel();
    expect(workers[1].received.at(-1)).toEqual({ type: 'cancel', jobId: 2 });
  });

  test("a merged batch's buffers go back to its worker, transferred", () => {
    const { pool, workers } = poolOf(1);
    const a = pool.start(request('a'));
    const buffers = [new ArrayBuffer(32 * 1024), new ArrayBuffer(64 * 1024)];
    a.ack(buffers);
    expect(workers[0].received.at(-1)).toEqual({ type: 'ack', jobId: 1, buffers });
    expect(workers[0].transferred.at(-1)).toEqual(buffers);
    a.cancel();
  });

  test('a queued job that is cancelled never starts', async () => {
    const { pool, workers, started } = poolOf(1);
    const a = pool.start(request('a'));
    const b = pool.start(request('b'));
    b.cancel();
    await expect(b.next()).resolves.toMatchObject({ type: 'end', end: { cancelled: true } });
    workers[0].reply({ type: 'end', jobId: 1, end });
    await a.next();
    expect(workers.map(started)).toEqual([['a']]);
  });

  test('a worker that fails fails its job, and the next job gets a new worker', async () => {
    const { pool, workers, started } = poolOf(1);
    const a = pool.start(request('a'));
    pool.start(request('b'));
    workers[0].fail('out of memory');
    await expect(a.next()).resolves.toMatchObject({ type: 'end', end: { error: 'out of memory' } });
    expect(workers[0].isTerminated).toBe(true);
    expect(workers.map(started)).toEqual([['a'], ['b']]);
  });

  test('where no worker can be made, every job fails at once (the session reads it)', async () => {
    const pool = new WorkerIngestPool(2, () => {
      throw new Error('Worker is not defined');
    });
    const a = pool.start(request('a'));
    await expect(a.next()).resolves.toMatchObject({ end: { error: 'no ingest worker' } });
  });
});
