/**
 * The analyzer worker's entry: the shell around the request handlers (request-handlers.ts).
 * Everything heavy happens here, off the main thread, so the page stays responsive. For each
 * request it runs the handler, sends the answer, ends the request with `done` (or `error` code
 * `cancelled`), and turns any exception into an `error` event (errors as data), so the page
 * never waits on a request whose exception was lost. Messages: protocol/request-map.ts.
 */
import {
  AnalyzerErrorCode,
  type AnalyzerEvent,
  type AnalyzerRequest,
  type RequestId,
  type RequestOf,
  type RequestType,
} from './protocol/request-map';
import { InspectorSession } from './session/inspector-session';
import { RequestFailure } from './session/request-failure';
import { CANCELLED, type RequestContext } from './session/session-context';
import { createRequestHandlers, type RequestHandler } from './request-handlers';
import { defaultIngestWorkers, ingestWorkersOf } from './pool/pool-size';
import { WorkerIngestPool } from './pool/worker-ingest-pool';

declare const self: DedicatedWorkerGlobalScope;

/** Requests still running; `cancel` adds to `cancelled`, which their chunk loops check. */
const running = new Set<RequestId>();
const cancelled = new Set<RequestId>();
/** A pool of `size` ingest workers; none (the session reads each input itself) for 0. */
const poolOf = (size: number) => (size > 0 ? new WorkerIngestPool(size) : undefined);
/**
 * Ingest workers, started on the first input (one per core but one, none on two cores or
 * fewer: pool-size.ts; unless the page sent `configure`), read the inputs in parallel; the
 * session merges what they read.
 */
let ingestPool = poolOf(defaultIngestWorkers(self.navigator.hardwareConcurrency));
/** What is loaded: the URL store and the documents of every input. */
const session = new InspectorSession(
  { nowMs: () => Date.now(), monotonicMs: () => performance.now() },
  { ingestPool },
);

/** The data version the page was last told; a change goes out before the next event. */
let announcedVersion = session.dataVersion;

function emit(event: AnalyzerEvent): void {
  if (session.dataVersion !== announcedVersion) {
    announcedVersion = session.dataVersion;
    self.postMessage({ type: 'dataVersion', id: event.id, dataVersion: announcedVersion });
  }
  // A Parquet chunk's bytes move to the page rather than being copied (1 MiB each).
  if (event.type === 'exportChunk' && 'bytes' in event) self.postMessage(event, [event.bytes]);
  else self.postMessage(event);
}

// A MessageChannel round trip yields to the event loop without setTimeout's 4 ms clamp for
// nested timers (HTML §8.6 timers), which would add 0.8 s to a 200 MB file read in 1 MiB slices.
const yieldChannel = new MessageChannel();
const yieldWaiters: (() => void)[] = [];
yieldChannel.port1.onmessage = () => yieldWaiters.shift()?.();
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    yieldWaiters.push(resolve);
    yieldChannel.port2.postMessage(null);
  });
}

function contextOf(id: RequestId): RequestContext {
  return { requestId: id, emit, isCancelled: () => cancelled.has(id), yieldToEvents };
}

const handlers = createRequestHandlers(session, {
  resize(ingestWorkers) {
    ingestPool?.dispose();
    ingestPool = poolOf(ingestWorkersOf(ingestWorkers));
    session.useIngestPool(ingestPool);
  },
});

async function handle<T extends RequestType>(request: RequestOf<T>): Promise<void> {
  const { type, id, ...ask } = request;
  // A message the map does not name (a page of another version, a hostile frame) is refused.
  if (!Object.hasOwn(handlers, type)) {
    emit({
      type: 'error',
      id,
      code: AnalyzerErrorCode.badRequest,
      message: `Unknown request type ${JSON.stringify(type)}`,
    });
    return;
  }
  const handler = handlers[type] as RequestHandler<T>;
  const answer = await handler(ask as unknown as Parameters<RequestHandler<T>>[0], contextOf(id));
  if (answer === CANCELLED) {
    emit({ type: 'error', id, code: AnalyzerErrorCode.cancelled, message: 'Cancelled' });
    return;
  }
  if (answer !== null) emit({ type, id, ...answer } as AnalyzerEvent);
  emit({ type: 'done', id });
}

self.onmessage = (message: MessageEvent<AnalyzerRequest>) => {
  const request = message.data;
  if (request.type === 'cancel') {
    if (running.has(request.id)) cancelled.add(request.id);
    return;
  }
  running.add(request.id);
  handle(request)
    .catch((error: unknown) => {
      emit({
        type: 'error',
        id: request.id,
        code: error instanceof RequestFailure ? error.code : AnalyzerErrorCode.internal,
        message: error instanceof Error ? error.message : String(error),
      });
    })
    .finally(() => {
      running.delete(request.id);
      cancelled.delete(request.id);
    });
};
