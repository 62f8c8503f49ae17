/**
 * Reads one input into the session from an ingest worker's job (src/worker/pool/): its
 * batches are replayed into the input's documents (input-documents.ts) exactly as the
 * pipeline would have called them here, so rows, their order, problems, duplicates and
 * counts are those of `ingestInput`, whatever the pool size. The session merges one input
 * at a time, in input order; each merged batch is acknowledged, which lets the job go on.
 *
 * The inflate budget stays exact. A job is sent with the room left in the session's total
 * at that moment, which is at least what it will have when its turn comes (unless an input
 * is removed meanwhile). While the job's inflated bytes stay below the room it really has
 * when merged, and its total cap never shaped its reading (`hasFeltTotalCap`), the job read
 * what the direct path reads; its bytes are charged to the session as its batches merge. Past
 * that point the job is stopped and the input read again here, with the session's own
 * budget, its calls already merged passed over (ReplayPosition): only a session nearing its
 * 1 GiB of inflated bytes ever pays for that.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { ReplayPosition, replayBatch } from '../../core/ingest/ingest-batch-replay';
import { transferablesOf } from '../../core/ingest/ingest-batch';
import type { DocumentId } from '../../core/ids';
import type { OpenedFile } from '../protocol';
import { CANCELLED_END, type IngestJobHandle, type IngestPool } from '../pool/ingest-pool';
import { runIngestJob, type IngestJobEnd, type IngestJobRequest } from '../pool/ingest-job';
import { forgetInput, openedFileOf, pipelineNameOf, type IngestInputContext } from './ingest-input';
import { InputDocuments } from './input-documents';
import { InputProgress } from './input-progress';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { SessionBudget } from './session-limits';
import type { SessionProblems } from './session-problems';
import { sourceSize } from './source-chunks';

export interface PooledJob {
  readonly handle: IngestJobHandle;
  readonly request: IngestJobRequest;
}

/** Sends `input` to the pool to be read now; its turn to be merged comes later. */
export function sendToPool(
  pool: IngestPool,
  input: InputRecord,
  options: { budget: SessionBudget; nowMs: number; nativeInflate?: boolean | 'zip' },
): PooledJob {
  const { limits, inflate } = options.budget;
  const request: IngestJobRequest = {
    name: pipelineNameOf(input),
    source: input.source,
    nowMs: options.nowMs,
    // The room left now: at least what the input has when merged (see above).
    inflate: { perStreamBytes: limits.perStreamInflatedBytes, totalBytes: inflate.remainingBytes },
    ...(options.nativeInflate !== undefined ? { nativeInflate: options.nativeInflate } : {}),
  };
  return { handle: pool.start(request), request };
}

/** Returns the opened file, or null when the input was cancelled or removed part-way. */
export async function ingestPooledInput(
  store: UrlStore,
  documents: Map<DocumentId, DocumentRecord>,
  problems: SessionProblems,
  input: InputRecord,
  context: IngestInputContext,
  job: PooledJob,
): Promise<OpenedFile | null> {
  const progress = new InputProgress(context, input.inputId, sourceSize(input.source));
  const sink = new InputDocuments(store, documents, input, progress, context.budget);
  const budget = context.budget.inflate;
  budget.beginRun();
  const room = budget.remainingBytes;
  const isExact = (inflatedBytes: number, hasFeltTotalCap: boolean) =>
    !hasFeltTotalCap && (inflatedBytes < room || inflatedBytes === 0);
  const isStopped = () => context.isCancelled() || input.isRemoved;
  const position = new ReplayPosition();
  let charged = 0;

  const readAgain = (): Promise<IngestJobEnd> => {
    job.handle.cancel();
    budget.charge(-charged);
    charged = 0;
    const again = ReplayPosition.after(position);
    return runIngestJob(job.request, {
      budget,
      onBatch: (batch) => replayBatch(batch, sink, again),
      shouldStop: isStopped,
      yieldEvery: () => context.yieldToEvents(),
    });
  };

  let end: IngestJobEnd;
  try {
    for (;;) {
      if (isStopped()) {
        job.handle.cancel();
        end = CANCELLED_END;
        break;
      }
      const message = await job.handle.next();
      if (message.type === 'end') {
        end = message.end;
        // A job that failed (its worker could not start, or ran out of memory) is read here;
        // a pipeline that throws throws here too, and the input gets its error as before.
        if (end.error !== undefined) end = await readAgain();
        else if (!end.cancelled && !isExact(end.inflatedBytes, end.hasFeltTotalCap))
          end = await readAgain();
        break;
      }
      const { batch } = message;
      if (!isExact(batch.inflatedBytes, batch.hasFeltTotalCap)) {
        end = await readAgain();
        break;
      }
      replayBatch(batch, sink, position);
      budget.charge(batch.inflatedBytes - charged);
      charged = batch.inflatedBytes;
      // The store copied what it keeps: the batch's buffers go back to carry later batches.
      job.handle.ack(transferablesOf(batch));
      // Lets a `cancel`, a `remove` or a view's request in between batches.
      await context.yieldToEvents();
    }
  } finally {
    input.inflatedBytes = budget.totalInflatedBytes;
  }
  if (end.error !== undefined) throw new Error(end.error);
  if (end.cancelled || !end.result || isStopped()) {
    forgetInput(store, documents, input, context.budget);
    return null;
  }
  progress.finish(end.result.bytesInflated, end.result.urls);
  return openedFileOf(input, progress, sink, problems);
}
