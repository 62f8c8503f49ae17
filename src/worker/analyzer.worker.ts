/**
 * The analyzer worker's entry: a thin switch from each request to the module that serves it.
 * Everything heavy happens here, off the main thread, so the page stays responsive.
 * Messages: ./protocol.ts. Every failure leaves as an `error` event (errors as data), so the
 * page never waits on a request whose exception was lost.
 */
import { openFiles } from './open-files';
import {
  AnalyzerErrorCode,
  type AnalyzerEvent,
  type AnalyzerRequest,
  type FileId,
  type OpenedFile,
  type RequestId,
} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Requests still running; `cancel` adds to `cancelled`, which their chunk loops check. */
const running = new Set<RequestId>();
const cancelled = new Set<RequestId>();
/** What is loaded. The URL store (issue 5) will key its rows on the same file ids. */
const openedFiles = new Map<FileId, OpenedFile>();

function emit(event: AnalyzerEvent): void {
  self.postMessage(event);
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

async function handle(request: AnalyzerRequest): Promise<void> {
  switch (request.type) {
    case 'open': {
      const outcome = await openFiles(request, {
        emit: (event) => {
          if (event.type === 'fileReport') openedFiles.set(event.file.fileId, event.file);
          emit(event);
        },
        isCancelled: () => cancelled.has(request.id),
        yieldToEvents,
      });
      if (outcome === 'cancelled') {
        emit({
          type: 'error',
          id: request.id,
          code: AnalyzerErrorCode.cancelled,
          message: 'Cancelled',
        });
      } else {
        emit({ type: 'done', id: request.id });
      }
      return;
    }
    case 'remove':
      for (const fileId of request.fileIds) openedFiles.delete(fileId);
      emit({ type: 'done', id: request.id });
      return;
    case 'rows':
    case 'tree':
    case 'problems':
    case 'sections':
    case 'export':
    case 'sourceLines':
      emit({
        type: 'error',
        id: request.id,
        code: AnalyzerErrorCode.notImplemented,
        message: 'The URL store is not built yet (issue 5).',
      });
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
