/**
 * The page's side of the worker bridge: `ask(body, signal)` sends a request that has one
 * answer and resolves with it; `request(body, signal)` sends any request and `subscribe(id,
 * onEvent)` listens to its events (files as they are read, an export's parts). Only the
 * protocol's types cross from the worker layer; the worker itself is loaded by URL.
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
  type AnsweredType,
  type AnswerEventOf,
  type DoneEvent,
  type RequestBodyOf,
  type RequestId,
} from '../../worker/protocol/request-map';

export type FinalEvent = DoneEvent | AnalyzerErrorEvent;

export interface PendingRequest {
  id: RequestId;
  finished: Promise<FinalEvent>;
}

/** How an asked question ended: its answer, or the error that ended it (`cancelled` too). */
export type Asked<T extends AnsweredType> =
  { ok: true; answer: AnswerEventOf<T> } | { ok: false; error: AnalyzerErrorEvent };

export interface AnalyzerClient {
  /** Sends a request that has one answer; resolves (never rejects) when the request ends. */
  ask<T extends AnsweredType>(body: RequestBodyOf<T>, signal?: AbortSignal): Promise<Asked<T>>;
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

/** An error event without a inputId ends its request; one with a inputId concerns one file. */
function isFinal(event: AnalyzerEvent): event is FinalEvent {
  return event.type === 'done' || (event.type === 'error' && event.inputId === undefined);
}

/** Buffers to transfer rather than copy: the page gives them up (excalidraw subset-main). */
function transferablesOf(request: AnalyzerRequest): Transferable[] {
  if (request.type !== 'open') return [];
  return request.files.flatMap((file) => (file.source.kind === 'bytes' ? [file.source.bytes] : []));
}

/** Sends `cancel` for request `id` when `signal` aborts, only while the request is pending. */
function cancelOnAbort(
  signal: AbortSignal,
  finished: Promise<unknown>,
  isPending: () => boolean,
  worker: WorkerLike,
  id: RequestId,
): void {
  const onAbort = () => {
    if (isPending()) worker.postMessage({ type: 'cancel', id } satisfies AnalyzerRequest);
  };
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  void finished.then(() => signal.removeEventListener('abort', onAbort));
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

  function request(body: AnalyzerRequestBody, signal?: AbortSignal): PendingRequest {
    const id = nextId++;
    const message = { ...body, id } as AnalyzerRequest;
    const finished = new Promise<FinalEvent>((resolve) => finishers.set(id, resolve));
    worker.postMessage(message, transferablesOf(message));
    if (signal) cancelOnAbort(signal, finished, () => finishers.has(id), worker, id);
    return { id, finished };
  }

  function subscribe(id: RequestId, onEvent: (event: AnalyzerEvent) => void): () => void {
    let set = listeners.get(id);
    if (!set) listeners.set(id, (set = new Set()));
    set.add(onEvent);
    return () => listeners.get(id)?.delete(onEvent);
  }

  return {
    async ask<T extends AnsweredType>(body: RequestBodyOf<T>, signal?: AbortSignal) {
      const pending = request(body as AnalyzerRequestBody, signal);
      let answer: AnswerEventOf<T> | undefined;
      const unsubscribe = subscribe(pending.id, (event) => {
        if (event.type === body.type) answer = event as unknown as AnswerEventOf<T>;
      });
      const final = await pending.finished;
      unsubscribe();
      if (final.type === 'error') return { ok: false, error: final } satisfies Asked<T>;
      if (answer) return { ok: true, answer } satisfies Asked<T>;
      // A request the worker ended without its answer is a bug there; said as data here.
      const error: AnalyzerErrorEvent = {
        type: 'error',
        id: pending.id,
        code: AnalyzerErrorCode.internal,
        message: `no ${body.type} answer`,
      };
      return { ok: false, error } satisfies Asked<T>;
    },
    request,
    subscribe,
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
