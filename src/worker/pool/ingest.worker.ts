/**
 * An ingest worker, started by the analyzer worker's pool (worker-ingest-pool.ts): reads one
 * input at a time (ingest-job.ts) and posts its batches with their buffers transferred. At
 * each pause of the pipeline it lets messages in (an `ack`, a `cancel`) and waits while
 * `MAX_BATCHES_AHEAD` batches are still unmerged, so it never runs far ahead of the merge.
 */
import { BufferRecycler } from '../../core/ingest/buffer-recycler';
import { transferablesOf } from '../../core/ingest/ingest-batch';
import { MAX_BATCHES_AHEAD } from './ingest-pool';
import { runIngestJob } from './ingest-job';
import type { FromIngestWorker, ToIngestWorker } from './pool-messages';

declare const self: DedicatedWorkerGlobalScope;

interface RunningJob {
  readonly jobId: number;
  unacked: number;
  isCancelled: boolean;
  wakeUp?: () => void;
}

let current: RunningJob | undefined;
/** The buffers of merged batches, for the next ones (whatever job they belonged to). */
const recycler = new BufferRecycler();

function post(message: FromIngestWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

// A MessageChannel round trip lets queued messages in without setTimeout's 4 ms clamp
// (the same reason as in analyzer.worker.ts).
const yieldChannel = new MessageChannel();
const yieldWaiters: (() => void)[] = [];
yieldChannel.port1.onmessage = () => yieldWaiters.shift()?.();
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    yieldWaiters.push(resolve);
    yieldChannel.port2.postMessage(null);
  });
}

async function run(message: Extract<ToIngestWorker, { type: 'start' }>): Promise<void> {
  const job: RunningJob = { jobId: message.jobId, unacked: 0, isCancelled: false };
  current = job;
  const end = await runIngestJob(message.request, {
    onBatch: (batch) => {
      job.unacked++;
      post({ type: 'batch', jobId: job.jobId, batch }, transferablesOf(batch));
    },
    shouldStop: () => job.isCancelled,
    recycler,
    yieldEvery: async () => {
      await yieldToMessages();
      while (job.unacked >= MAX_BATCHES_AHEAD && !job.isCancelled)
        await new Promise<void>((resolve) => (job.wakeUp = resolve));
    },
  });
  current = undefined;
  post({ type: 'end', jobId: job.jobId, end });
}

self.onmessage = (event: MessageEvent<ToIngestWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      void run(message);
      return;
    case 'ack':
    case 'cancel': {
      if (message.type === 'ack' && message.buffers) recycler.give(message.buffers);
      const job = current;
      if (!job || job.jobId !== message.jobId) return;
      if (message.type === 'ack') job.unacked--;
      else job.isCancelled = true;
      job.wakeUp?.();
      job.wakeUp = undefined;
      return;
    }
    default: {
      const unknown: never = message;
      throw new Error(`unknown message ${JSON.stringify(unknown)}`);
    }
  }
};
