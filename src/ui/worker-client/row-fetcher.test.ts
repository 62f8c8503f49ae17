import { expect, test } from 'vitest';
import { createAnalyzerClient, type WorkerLike } from './analyzer-client';
import { createRowFetcher, type RowWindow } from './useRowWindow';
import type { AnalyzerEvent, AnalyzerRequest } from '../../worker/protocol/request-map';

class FakeWorker extends EventTarget implements WorkerLike {
  posted: AnalyzerRequest[] = [];
  postMessage(message: AnalyzerRequest, _transfer?: Transferable[] | StructuredSerializeOptions) {
    this.posted.push(message);
  }
  terminate() {}
  answer(event: AnalyzerEvent) {
    this.dispatchEvent(new MessageEvent('message', { data: event }));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rowsAnswer(id: number, matching: number): AnalyzerEvent {
  return { type: 'rows', id, start: 0, rows: [], matching, total: 1201 };
}

test('the answer to a filter already replaced never shows; the latest one does', async () => {
  const worker = new FakeWorker();
  const client = createAnalyzerClient(worker);
  const shown: RowWindow[] = [];
  const fetchRows = createRowFetcher(client, (rowWindow) => shown.push(rowWindow));

  fetchRows({ key: 'slow', query: { text: '/a*a*b/' }, start: 0, end: 50 });
  // Typed while the slow filter is still running: queued, and the slow one is now stale.
  fetchRows({ key: 'new', query: { text: 'blog' }, start: 0, end: 50 });
  const [slow] = worker.posted;
  worker.answer({
    ...rowsAnswer(slow.id, 0),
    queryError: { code: 'regex-too-slow', params: { tested: 256 } },
  } as AnalyzerEvent);
  worker.answer({ type: 'done', id: slow.id });
  await flush();
  expect(shown).toEqual([]);

  const latest = worker.posted[1];
  expect(latest).toMatchObject({ type: 'rows', query: { text: 'blog' } });
  worker.answer(rowsAnswer(latest.id, 12));
  worker.answer({ type: 'done', id: latest.id });
  await flush();
  expect(shown.map((rowWindow) => [rowWindow.key, rowWindow.matching])).toEqual([['new', 12]]);
});
