/**
 * The analyzer worker's entry: a thin switch from each request to the module that serves it.
 * Everything heavy happens here, off the main thread, so the page stays responsive.
 * Messages: ./protocol.ts. Every failure leaves as an `error` event (errors as data), so the
 * page never waits on a request whose exception was lost.
 */
import {
  AnalyzerErrorCode,
  type AnalyzerEvent,
  type AnalyzerRequest,
  type RequestId,
} from './protocol';
import { InspectorSession, type RequestContext } from './session/inspector-session';
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

function endCancelled(id: RequestId): void {
  emit({ type: 'error', id, code: AnalyzerErrorCode.cancelled, message: 'Cancelled' });
}

async function handle(request: AnalyzerRequest): Promise<void> {
  const id = request.id;
  switch (request.type) {
    case 'open': {
      const outcome = await session.open(request.files, contextOf(id));
      if (outcome === 'cancelled') endCancelled(id);
      else emit({ type: 'done', id });
      return;
    }
    case 'reopen': {
      const outcome = await session.reopen(request.fileId, request.readAs, contextOf(id));
      if (outcome === 'cancelled') endCancelled(id);
      else emit({ type: 'done', id });
      return;
    }
    case 'configure': {
      ingestPool?.dispose();
      ingestPool = poolOf(ingestWorkersOf(request.ingestWorkers));
      session.useIngestPool(ingestPool);
      emit({ type: 'done', id });
      return;
    }
    case 'remove':
      session.remove(request.fileIds);
      emit({ type: 'done', id });
      return;
    case 'rows':
      // A robots.txt verdict filter needs every URL checked first, in slices.
      if (!(await session.prepare(request.query, contextOf(id)))) return endCancelled(id);
      emit({ type: 'rows', id, ...session.rows(request.query, request.start, request.end) });
      emit({ type: 'done', id });
      return;
    case 'rowDetail': {
      const answer = await session.rowDetail(
        request.row,
        request.loc,
        request.robotsCheck,
        contextOf(id),
      );
      if (answer === null) return endCancelled(id);
      emit({ type: 'rowDetail', id, ...answer });
      emit({ type: 'done', id });
      return;
    }
    case 'sections':
      if (!(await session.prepare(request.query, contextOf(id)))) return endCancelled(id);
      emit({ type: 'sections', id, ...session.sections(request.query) });
      emit({ type: 'done', id });
      return;
    case 'tree':
      emit({ type: 'tree', id, ...session.tree() });
      emit({ type: 'done', id });
      return;
    case 'problemOccurrences':
      emit({
        type: 'problemOccurrences',
        id,
        code: request.code,
        offset: request.offset,
        ...session.problemOccurrences(request.code, request.offset),
      });
      emit({ type: 'done', id });
      return;
    case 'assignTreeFile':
      session.assignTreeFile(request.loc, request.documentId);
      emit({ type: 'done', id });
      return;
    case 'problems':
      if (!(await session.prepare('problems', contextOf(id)))) return endCancelled(id);
      emit({
        type: 'problems',
        id,
        groups: session.problems(),
        problemsByFile: session.problemsByFile(),
      });
      emit({ type: 'done', id });
      return;
    case 'export':
      if (!(await session.prepare(request.query, contextOf(id)))) return endCancelled(id);
      if (await session.export(request.query, request.format, contextOf(id)))
        emit({ type: 'done', id });
      else endCancelled(id);
      return;
    case 'sourceLines':
      emit({
        type: 'sourceLines',
        id,
        ...(await session.sourceLines(request.documentId, request.line, request.context)),
      });
      emit({ type: 'done', id });
      return;
    case 'lastmod':
      emit({ type: 'lastmod', id, ...session.lastmodView(request) });
      emit({ type: 'done', id });
      return;
    case 'robotsWorkbench': {
      // Typing sends a request per pause: let a newer one's `cancel` arrive before working.
      await yieldToEvents();
      if (cancelled.has(id)) return endCancelled(id);
      const { type: _type, id: _id, ...input } = request;
      emit({ type: 'robotsWorkbench', id, ...session.robotsWorkbench(input) });
      emit({ type: 'done', id });
      return;
    }
    case 'robotsText':
      emit({ type: 'robotsText', id, ...(await session.robotsText(request.documentId)) });
      emit({ type: 'done', id });
      return;
    case 'robotsCheck': {
      const answer = await session.robotsCheck(request.check, contextOf(id));
      if (answer === null) return endCancelled(id);
      emit({ type: 'robotsCheck', id, ...answer });
      emit({ type: 'done', id });
      return;
    }
    case 'aiAccess':
      emit({ type: 'aiAccess', id, ...session.aiAccess(request.source, request.site) });
      emit({ type: 'done', id });
      return;
    case 'sitemapLines':
      emit({ type: 'sitemapLines', id, ...session.sitemapLines(request.source, request.site) });
      emit({ type: 'done', id });
      return;
    case 'cancel':
      // Handled on arrival in onmessage; never queued here.
      return;
    default: {
      const unknown: never = request;
      emit({
        type: 'error',
        id: (unknown as { id?: number }).id ?? -1,
        code: AnalyzerErrorCode.badRequest,
        message: `Unknown request type ${JSON.stringify((unknown as { type?: unknown }).type)}`,
      });
    }
  }
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
        code: AnalyzerErrorCode.internal,
        message: error instanceof Error ? error.message : String(error),
      });
    })
    .finally(() => {
      running.delete(request.id);
      cancelled.delete(request.id);
    });
};
