import { expect, test } from 'vitest';
import { createAnalyzerClient, type WorkerLike } from './analyzer-client';
import type { AnalyzerEvent, AnalyzerRequest } from '../../worker/protocol/request-map';

/** A stand-in worker: records what the page posts and lets the test answer. */
class FakeWorker extends EventTarget implements WorkerLike {
  posted: { message: AnalyzerRequest; transfer: Transferable[] }[] = [];
  terminated = false;
  /** One signature for both of Worker.postMessage's; the client passes a transfer list. */
  postMessage(message: AnalyzerRequest, transfer?: Transferable[] | StructuredSerializeOptions) {
    this.posted.push({ message, transfer: Array.isArray(transfer) ? transfer : [] });
  }
  terminate() {
    this.terminated = true;
  }
  answer(event: AnalyzerEvent) {
    this.dispatchEvent(new MessageEvent('message', { data: event }));
  }
}

function setup() {
  const worker = new FakeWorker();
  const client = createAnalyzerClient(worker);
  return { worker, client };
}

test('open transfers pasted bytes instead of copying them, and gives each request its own id', () => {
  const { worker, client } = setup();
  const bytes = new TextEncoder().encode('User-agent: *').buffer;
  const first = client.request({
    type: 'open',
    files: [{ inputId: 'p1', name: 'paste', source: { kind: 'bytes', bytes } }],
  });
  const second = client.request({ type: 'remove', inputIds: ['p1'] });
  expect(first.id).not.toBe(second.id);
  expect(worker.posted[0].transfer).toEqual([bytes]);
  expect(worker.posted[1].transfer).toEqual([]);
});

test('events reach subscribers; a per-file error does not end the request, done does', async () => {
  const { worker, client } = setup();
  const { id, finished } = client.request({ type: 'open', files: [] });
  const seen: string[] = [];
  client.subscribe(id, (event) => seen.push(event.type));
  worker.answer({ type: 'progress', id, inputId: 'a', bytesRead: 1, totalBytes: 2 });
  worker.answer({ type: 'error', id, inputId: 'a', code: 'read-failed', message: 'x' });
  worker.answer({ type: 'progress', id: id + 100, inputId: 'z', bytesRead: 1, totalBytes: 2 });
  worker.answer({ type: 'done', id });
  expect(await finished).toEqual({ type: 'done', id });
  expect(seen).toEqual(['progress', 'error', 'done']);
});

test('aborting the signal sends cancel for that request, once', async () => {
  const { worker, client } = setup();
  const controller = new AbortController();
  const { id, finished } = client.request({ type: 'open', files: [] }, controller.signal);
  controller.abort();
  controller.abort();
  expect(worker.posted.map((post) => post.message)).toContainEqual({ type: 'cancel', id });
  expect(worker.posted.filter((post) => post.message.type === 'cancel')).toHaveLength(1);
  worker.answer({ type: 'error', id, code: 'cancelled', message: 'Cancelled' });
  expect(await finished).toMatchObject({ type: 'error', code: 'cancelled' });
});

test('a crashed worker ends every waiting request with worker-crashed', async () => {
  const { worker, client } = setup();
  const one = client.request({ type: 'open', files: [] });
  const two = client.request({ type: 'rows', query: {}, start: 0, end: 10 });
  worker.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' }));
  expect(await one.finished).toMatchObject({ code: 'worker-crashed', message: 'boom' });
  expect(await two.finished).toMatchObject({ code: 'worker-crashed', id: two.id });
});

test('a data version from any request reaches every data-version subscriber, once per change', () => {
  const { worker, client } = setup();
  const { id } = client.request({ type: 'rows', query: {}, start: 0, end: 10 });
  let calls = 0;
  const unsubscribe = client.subscribeDataVersion(() => calls++);
  expect(client.dataVersion()).toBe(0);
  worker.answer({ type: 'dataVersion', id, dataVersion: 3 });
  worker.answer({ type: 'dataVersion', id: id + 1, dataVersion: 3 });
  expect([client.dataVersion(), calls]).toEqual([3, 1]);
  unsubscribe();
  worker.answer({ type: 'dataVersion', id, dataVersion: 4 });
  expect([client.dataVersion(), calls]).toEqual([4, 1]);
});

test('ask resolves with the answer of its own type once the request is done', async () => {
  const { worker, client } = setup();
  const asked = client.ask({ type: 'tree' });
  const { id } = worker.posted[0].message;
  worker.answer({ type: 'dataVersion', id, dataVersion: 1 });
  worker.answer({ type: 'tree', id, roots: [], unlisted: [] });
  worker.answer({ type: 'done', id });
  expect(await asked).toEqual({ ok: true, answer: { type: 'tree', id, roots: [], unlisted: [] } });
});

test('ask resolves with the error that ended it, and an abort sends cancel', async () => {
  const { worker, client } = setup();
  const controller = new AbortController();
  const asked = client.ask({ type: 'problems' }, controller.signal);
  const { id } = worker.posted[0].message;
  controller.abort();
  expect(worker.posted[1].message).toEqual({ type: 'cancel', id });
  worker.answer({ type: 'error', id, code: 'cancelled', message: 'Cancelled' });
  expect(await asked).toMatchObject({ ok: false, error: { code: 'cancelled', id } });
});

test('a request the worker ends without its answer is an internal error, not a hang', async () => {
  const { worker, client } = setup();
  const asked = client.ask({ type: 'sections', query: {} });
  worker.answer({ type: 'done', id: worker.posted[0].message.id });
  expect(await asked).toMatchObject({ ok: false, error: { code: 'internal' } });
});
