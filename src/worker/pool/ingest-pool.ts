/**
 * The pool of ingest workers as the session sees it: `start` sends one input to be read and
 * returns a handle whose `next()` yields the job's batches in order, then its end. The
 * session merges one job at a time, in input order, and `ack`s each batch it merged: a job
 * runs at most `MAX_BATCHES_AHEAD` batches ahead of its merge (backpressure), so an input
 * waiting its turn holds a few MiB, never a whole file's rows.
 *
 * Jobs start in the order they were sent (first in, first out): the job the merge waits for
 * is always running or finished, so jobs waiting on acks can never hold every worker.
 */
import type { IngestBatch } from '../../core/ingest/ingest-batch';
import type { IngestJobEnd, IngestJobRequest } from './ingest-job';

/**
 * Batches a job may send before the merge acknowledges one. A batch is cut at every pause of
 * the pipeline (about 1 MiB read) or at 8,192 rows, so 16 batches cover a 16 MiB sitemap
 * (50,000 URLs of ~300 B): a worker can finish a typical file while an earlier one merges.
 */
export const MAX_BATCHES_AHEAD = 16;

export type JobMessage =
  | { readonly type: 'batch'; readonly batch: IngestBatch }
  | { readonly type: 'end'; readonly end: IngestJobEnd };

export interface IngestJobHandle {
  /** The next batch or the end; after the end, the end again. */
  next(): Promise<JobMessage>;
  /**
   * One batch was merged: the job may send one more. `buffers` are the merged batch's, which
   * nothing uses any more: a worker takes them back for later batches (buffer-recycler.ts).
   */
  ack(buffers?: ArrayBuffer[]): void;
  /** Stops the job (queued or running); `next()` then ends with `cancelled`. */
  cancel(): void;
}

export interface IngestPool {
  /** Workers reading at once. */
  readonly size: number;
  /** Compressed bytes per part when a zip is read in parts (default ZIP_PART_BYTES of zip-part.ts). */
  readonly zipPartBytes?: number;
  start(request: IngestJobRequest): IngestJobHandle;
  /** Stops every job and worker. */
  dispose(): void;
}

export const CANCELLED_END: IngestJobEnd = {
  cancelled: true,
  inflatedBytes: 0,
  hasFeltTotalCap: false,
};

/** The messages of one job, in order, for one reader (the session's merge). */
export class JobMailbox implements IngestJobHandle {
  private readonly messages: JobMessage[] = [];
  private waiter: ((message: JobMessage) => void) | undefined;
  private final: JobMessage | undefined;

  constructor(
    private readonly onAck: (buffers?: ArrayBuffer[]) => void,
    private readonly onCancel: () => void,
  ) {}

  get isEnded(): boolean {
    return this.final !== undefined;
  }

  /** From the job: a batch or its end. Nothing is taken after the end. */
  deliver(message: JobMessage): void {
    if (this.final) return;
    if (message.type === 'end') this.final = message;
    if (this.waiter) {
      const waiter = this.waiter;
      this.waiter = undefined;
      waiter(message);
    } else this.messages.push(message);
  }

  next(): Promise<JobMessage> {
    const queued = this.messages.shift();
    if (queued) return Promise.resolve(queued);
    if (this.final) return Promise.resolve(this.final);
    return new Promise((resolve) => (this.waiter = resolve));
  }

  ack(buffers?: ArrayBuffer[]): void {
    this.onAck(buffers);
  }

  cancel(): void {
    if (this.final) return;
    this.messages.length = 0;
    this.deliver({ type: 'end', end: CANCELLED_END });
    this.onCancel();
  }
}
