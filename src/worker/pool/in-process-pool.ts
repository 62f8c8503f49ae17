/**
 * A pool whose jobs run in the caller's own thread, interleaved at the pipeline's pauses:
 * the same jobs, batches, acks and cancels as the worker pool, without Workers. Tests use it
 * to check that a pooled session reads exactly what the direct one reads (with `transport`
 * passing every batch through structuredClone with its transfer list, and `pause` making
 * jobs finish in a scrambled order).
 */
import type { IngestBatch } from '../../core/ingest/ingest-batch';
import {
  JobMailbox,
  MAX_BATCHES_AHEAD,
  type IngestJobHandle,
  type IngestPool,
} from './ingest-pool';
import { runIngestJob, type IngestJobRequest } from './ingest-job';

export interface InProcessPoolOptions {
  /** What a batch goes through on its way (default: nothing). */
  transport?(batch: IngestBatch): IngestBatch;
  /** Awaited at every pause of job number `jobIndex` (0, 1, 2… in start order). */
  pause?(jobIndex: number): Promise<void>;
  /** IngestOptions.yieldBytes for every job: small, so that small files pause too. */
  yieldBytes?: number;
  /** Unacknowledged batches a job may have (default MAX_BATCHES_AHEAD). */
  batchesAhead?: number;
  /** IngestPool.zipPartBytes: small, so that a small zip is read in parts too. */
  zipPartBytes?: number;
}

interface Job {
  readonly index: number;
  readonly request: IngestJobRequest;
  readonly mailbox: JobMailbox;
  unacked: number;
  isCancelled: boolean;
  wakeUp?: () => void;
}

export class InProcessIngestPool implements IngestPool {
  private readonly queue: Job[] = [];
  private running = 0;
  private started = 0;

  readonly zipPartBytes: number | undefined;

  constructor(
    readonly size: number,
    private readonly options: InProcessPoolOptions = {},
  ) {
    this.zipPartBytes = options.zipPartBytes;
  }

  start(request: IngestJobRequest): IngestJobHandle {
    const job: Job = {
      index: this.started++,
      request,
      unacked: 0,
      isCancelled: false,
      mailbox: new JobMailbox(
        () => {
          job.unacked--;
          job.wakeUp?.();
        },
        () => {
          job.isCancelled = true;
          job.wakeUp?.();
        },
      ),
    };
    this.queue.push(job);
    this.fill();
    return job.mailbox;
  }

  dispose(): void {
    for (const job of this.queue.splice(0)) job.mailbox.cancel();
  }

  private fill(): void {
    while (this.running < this.size && this.queue.length > 0) {
      const job = this.queue.shift()!;
      if (job.isCancelled) continue;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.fill();
      });
    }
  }

  private async run(job: Job): Promise<void> {
    const { transport, pause } = this.options;
    const { yieldBytes } = this.options;
    const request = yieldBytes === undefined ? job.request : { ...job.request, yieldBytes };
    const end = await runIngestJob(request, {
      onBatch: (batch) => {
        job.unacked++;
        job.mailbox.deliver({ type: 'batch', batch: transport ? transport(batch) : batch });
      },
      shouldStop: () => job.isCancelled,
      yieldEvery: async () => {
        await pause?.(job.index);
        while (job.unacked >= (this.options.batchesAhead ?? MAX_BATCHES_AHEAD) && !job.isCancelled)
          await new Promise<void>((resolve) => (job.wakeUp = resolve));
      },
    });
    await pause?.(job.index);
    job.mailbox.deliver({ type: 'end', end });
  }
}
