/**
 * The pool of ingest workers: nested dedicated workers started by the analyzer worker
 * (HTML: a worker may create workers of its own origin, which the page's CSP `worker-src
 * 'self'` allows), each reading one job at a time. Workers start on the first job that needs
 * one and end after `IDLE_WORKER_MS` without one (squoosh's worker bridge does the same);
 * jobs wait first in, first out (ingest-pool.ts says why).
 */
import { JobMailbox, type IngestJobHandle, type IngestPool, type JobMessage } from './ingest-pool';
import type { IngestJobRequest } from './ingest-job';
import type { FromIngestWorker, ToIngestWorker } from './pool-messages';

interface PoolJob {
  readonly jobId: number;
  readonly request: IngestJobRequest;
  readonly mailbox: JobMailbox;
  slot?: Slot;
}

interface Slot {
  readonly worker: Worker;
  job?: PoolJob;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** An idle ingest worker holds its heap; one started again costs tens of ms. */
export const IDLE_WORKER_MS = 10_000;

export class WorkerIngestPool implements IngestPool {
  private readonly slots: Slot[] = [];
  private readonly queue: PoolJob[] = [];
  private nextJobId = 1;

  constructor(
    readonly size: number,
    private readonly createWorker: () => Worker = createIngestWorker,
  ) {}

  start(request: IngestJobRequest): IngestJobHandle {
    const job: PoolJob = {
      jobId: this.nextJobId++,
      request,
      mailbox: new JobMailbox(
        (buffers) =>
          job.slot &&
          this.send(job.slot, { type: 'ack', jobId: job.jobId, buffers }, buffers ?? []),
        () => {
          if (job.slot) this.send(job.slot, { type: 'cancel', jobId: job.jobId });
          else this.queue.splice(this.queue.indexOf(job), 1);
        },
      ),
    };
    this.queue.push(job);
    this.fill();
    return job.mailbox;
  }

  dispose(): void {
    for (const job of this.queue.splice(0)) job.mailbox.cancel();
    for (const slot of this.slots.splice(0)) {
      clearTimeout(slot.idleTimer);
      slot.job?.mailbox.cancel();
      slot.worker.terminate();
    }
  }

  private fill(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => !candidate.job) ?? this.addSlot();
      if (slot === 'cannot-start') {
        // No worker can be made here (a browser without nested workers): every queued job
        // fails, and the session reads its input itself (pooled-ingest.ts).
        for (const job of this.queue.splice(0)) job.mailbox.deliver(failedEnd('no ingest worker'));
        return;
      }
      if (!slot) return;
      const job = this.queue.shift()!;
      clearTimeout(slot.idleTimer);
      slot.job = job;
      job.slot = slot;
      // The source is copied when it is bytes (the session keeps them to re-read lines); a
      // File crosses as a handle.
      this.send(slot, { type: 'start', jobId: job.jobId, request: job.request });
    }
  }

  private addSlot(): Slot | 'cannot-start' | undefined {
    if (this.slots.length >= this.size) return undefined;
    let worker: Worker;
    try {
      worker = this.createWorker();
    } catch {
      return this.slots.length === 0 ? 'cannot-start' : undefined;
    }
    const slot: Slot = { worker };
    slot.worker.onmessage = (event: MessageEvent<FromIngestWorker>) =>
      this.receive(slot, event.data);
    // A worker that fails (it could not load, or ran out of memory) fails its job, and the
    // next job gets a fresh worker.
    slot.worker.onerror = (event) => {
      event.preventDefault();
      const job = slot.job;
      clearTimeout(slot.idleTimer);
      slot.worker.terminate();
      this.slots.splice(this.slots.indexOf(slot), 1);
      job?.mailbox.deliver(failedEnd(event.message || 'the ingest worker failed'));
      this.fill();
    };
    this.slots.push(slot);
    return slot;
  }

  private receive(slot: Slot, message: FromIngestWorker): void {
    const job = slot.job;
    if (!job || job.jobId !== message.jobId) return;
    if (message.type === 'batch') {
      job.mailbox.deliver({ type: 'batch', batch: message.batch });
      return;
    }
    job.mailbox.deliver({ type: 'end', end: message.end });
    slot.job = undefined;
    this.fill();
    if (!slot.job) slot.idleTimer = setTimeout(() => this.retire(slot), IDLE_WORKER_MS);
  }

  private retire(slot: Slot): void {
    if (slot.job) return;
    slot.worker.terminate();
    this.slots.splice(this.slots.indexOf(slot), 1);
  }

  private send(slot: Slot, message: ToIngestWorker, transfer: Transferable[] = []): void {
    slot.worker.postMessage(message, transfer);
  }
}

function failedEnd(error: string): JobMessage {
  return {
    type: 'end',
    end: { cancelled: false, error, inflatedBytes: 0, hasFeltTotalCap: false },
  };
}

function createIngestWorker(): Worker {
  return new Worker(new URL('./ingest.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ingest',
  });
}
