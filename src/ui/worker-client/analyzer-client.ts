/**
 * The page's side of the worker bridge: `request(body, signal)` sends one request and
 * `subscribe(id, onEvent)` listens to its events. Only the protocol's types cross from the
 * worker layer; the worker itself is loaded by URL.
 *
 * Aborting the signal sends `cancel`; the worker stops between chunks and ends the request
 * with an `error` event of code `cancelled` (cooperative: it keeps state, so it is never
 * terminated). `finished` resolves, never rejects, with the event that ended the request,
 * so failures stay data all the way to the file list.
 *
 * The worker announces each change of what it holds (`dataVersion` events, whichever
 * request they ride on); `dataVersion()` and `subscribeDataVersion` give the views that one
 * signal to ask again on.
 */
import {
  AnalyzerErrorCode,
  type AnalyzerErrorEvent,
  type AnalyzerEvent,
  type AnalyzerRequest,
  type AnalyzerRequestBody,
  type DoneEvent,
  type RequestId,
} from '../../worker/protocol/request-map';

export type FinalEvent = DoneEvent | AnalyzerErrorEvent;

export interface PendingRequest {
  id: RequestId;
  finished: Promise<FinalEvent>;
}

export interface AnalyzerClient {
  request(body: AnalyzerRequestBody, signal?: AbortSignal): PendingRequest;
  /** Events of request `id`, from the next message on. Returns the unsubscribe function. */
  subscribe(id: RequestId, onEvent: (event: AnalyzerEvent) => void): () => void;
  /** The worker's latest data version (0 until it announces one). */
  dataVersion(): number;
  /** Calls `onChange` after each new data version. Returns the unsubscribe function. */
  subscribeDataVersion(onChange: () => void): () => void;
  dispose(): void;
}

/** The subset of `Worker` the client uses (a fake one in tests). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

export function createAnalyzerWorker(): Worker {
  return new Worker(new URL('../../worker/analyzer.worker.ts', import.meta.url), {
    type: 'module',
    name: 'analyzer',
  });
}

/** An error event without a fileId ends its request; one with a fileId concerns one file. */
function isFinal(event: AnalyzerEvent): event is FinalEvent {
  return event.type === 'done' || (event.type === 'error' && event.fileId === undefined);
}

/** Buffers to transfer rather than copy: the page gives them up (excalidraw subset-main). */
function transferablesOf(request: AnalyzerRequest): Transferable[] {
  if (request.type !== 'open') return [];
  return request.files.flatMap((file) => (file.source.kind === 'bytes' ? [file.source.bytes] : []));
}

export function createAnalyzerClient(worker: WorkerLike = createAnalyzerWorker()): AnalyzerClient {
  let nextId = 1;
  const listeners = new Map<RequestId, Set<(event: AnalyzerEvent) => void>>();
  const finishers = new Map<RequestId, (event: FinalEvent) => void>();
  let dataVersion = 0;
  const dataVersionListeners = new Set<() => void>();

  function deliver(event: AnalyzerEvent): void {
    if (event.type === 'dataVersion' && event.dataVersion !== dataVersion) {
      dataVersion = event.dataVersion;
      for (const listener of [...dataVersionListeners]) listener();
    }
    for (const listener of listeners.get(event.id) ?? []) listener(event);
    if (isFinal(event)) {
      finishers.get(event.id)?.(event);
      finishers.delete(event.id);
      listeners.delete(event.id);
    }
  }

  worker.addEventListener('message', (message: MessageEvent<AnalyzerEvent>) =>
    deliver(message.data),
  );
  // A crashed worker must not leave requests waiting for ever.
  const failAll = (message: string) => {
    for (const id of [...finishers.keys()]) {
      deliver({ type: 'error', id, code: AnalyzerErrorCode.workerCrashed, message });
    }
  };
  worker.addEventListener('error', (event: ErrorEvent) => failAll(event.message || 'worker error'));
  worker.addEventListener('messageerror', () => failAll('a message could not be decoded'));

  return {
    request(body, signal) {
      const id = nextId++;
      const request = { ...body, id } as AnalyzerRequest;
      const finished = new Promise<FinalEvent>((resolve) => finishers.set(id, resolve));
      worker.postMessage(request, transferablesOf(request));
      if (signal) {
        const onAbort = () => {
          if (finishers.has(id))
            worker.postMessage({ type: 'cancel', id } satisfies AnalyzerRequest);
        };
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
        void finished.then(() => signal.removeEventListener('abort', onAbort));
      }
      return { id, finished };
    },
    subscribe(id, onEvent) {
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      set.add(onEvent);
      return () => listeners.get(id)?.delete(onEvent);
    },
    dataVersion: () => dataVersion,
    subscribeDataVersion(onChange) {
      dataVersionListeners.add(onChange);
      return () => dataVersionListeners.delete(onChange);
    },
    dispose() {
      failAll('the client was disposed');
      worker.terminate();
    },
  };
}
