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
 *
 * A zip uploaded to a pool of two or more workers is read in parts (src/core/ingest/zip-part.ts):
 * its members are shared out as jobs of their own and merged in member order, each part
 * checked against the budget as a job is, through a sink that numbers them as the whole read
 * does (zip-parts-sink.ts). Listing the archive reads it first, so every input sent to such a
 * pool waits for the one before it to be sent: jobs stay in input order in the pool's queue.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { sniffFormat } from '../../core/archive/sniff-format';
import { ReplayPosition, replayBatch } from '../../core/ingest/ingest-batch-replay';
import { transferablesOf, type ReplaySink } from '../../core/ingest/ingest-batch';
import { planZipParts, ZIP_PARTS_MAX_BYTES } from '../../core/ingest/zip-part';
import type { DocumentId } from '../../core/ids';
import type { OpenedFile } from '../protocol/files';
import { CANCELLED_END, type IngestJobHandle, type IngestPool } from '../pool/ingest-pool';
import { runIngestJob, type IngestJobEnd, type IngestJobRequest } from '../pool/ingest-job';
import { forgetInput, openedFileOf, pipelineNameOf, type IngestInputContext } from './ingest-input';
import { InputDocuments } from './input-documents';
import { InputProgress } from './input-progress';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { SessionBudget } from './session-limits';
import type { SessionProblems } from './session-problems';
import { readRange, sourceSize } from './source-chunks';
import { ZipPartsSink } from './zip-parts-sink';

/** One job of the pool: a whole input, or one part of a zip. */
export interface PooledPart {
  readonly handle: IngestJobHandle;
  readonly request: IngestJobRequest;
}

export interface PooledJob {
  /** The jobs the input was sent as, in merge order: one, or a zip's parts; none if cancelled first. */
  readonly parts: Promise<readonly PooledPart[]>;
  /** Stops every part, and keeps those not sent yet from being sent. */
  cancel(): void;
}

/**
 * Sends `input` to the pool to be read now; its turn to be merged comes later. With two
 * workers or more, `after` (the previous input's sending) is awaited first.
 */
export function sendToPool(
  pool: IngestPool,
  input: InputRecord,
  options: { budget: SessionBudget; nowMs: number; nativeInflate?: boolean | 'zip' },
  after: Promise<unknown>,
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
  let isCancelled = false;
  let sent: PooledPart[] = [];
  const send = (requests: readonly IngestJobRequest[]) => {
    if (!isCancelled) sent = requests.map((part) => ({ handle: pool.start(part), request: part }));
    return sent;
  };
  const parts =
    pool.size < 2
      ? Promise.resolve(send([request]))
      : after.then(async () => send(await partsOf(request, pool.zipPartBytes)));
  return {
    parts,
    cancel: () => {
      isCancelled = true;
      for (const part of sent) part.handle.cancel();
    },
  };
}

/** The input as one job, or a zip as its parts (when it has several and lists cleanly). */
async function partsOf(request: IngestJobRequest, partBytes?: number): Promise<IngestJobRequest[]> {
  const { source } = request;
  if (source.kind !== 'blob' || source.blob.size > ZIP_PARTS_MAX_BYTES) return [request];
  try {
    if (sniffFormat(await readRange(source, 0, 4)) !== 'zip') return [request];
    const plan = planZipParts(await readRange(source, 0, source.blob.size), partBytes);
    return plan ? plan.map((members) => ({ ...request, zipPart: { members } })) : [request];
  } catch {
    // A file that cannot be read here is not read better in parts: the job says why.
    return [request];
  }
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
  const inputDocuments = new InputDocuments(store, documents, input, progress, context, () =>
    context.budget.storeCapReached(store),
  );
  const isStopped = () => context.isCancelled() || input.isRemoved;
  const parts = await job.parts;
  const zipParts = parts.length > 1 ? new ZipPartsSink(inputDocuments) : undefined;
  // The archive was read whole to list it (partsOf).
  if (zipParts) progress.onSlice(progress.totalBytes, 'zip');
  const budget = context.budget.inflate;
  budget.beginRun();
  // Each part is a run of the budget of its own (a part read again here begins one too).
  let inflatedBefore = 0;
  let end: IngestJobEnd = CANCELLED_END;
  let merged = 0;
  try {
    for (const part of parts) {
      inflatedBefore += budget.totalInflatedBytes;
      budget.beginRun();
      end = await mergePart(part, zipParts ?? inputDocuments, context, isStopped);
      if (end.error !== undefined || end.cancelled || !end.result || isStopped()) break;
      zipParts?.endPart(end.result);
      merged++;
    }
  } finally {
    input.inflatedBytes = inflatedBefore + budget.totalInflatedBytes;
    // The parts after one that stopped would wait for acks, holding their workers.
    if (merged < parts.length) for (const part of parts) part.handle.cancel();
  }
  if (end.error !== undefined) throw new Error(end.error);
  if (end.cancelled || !end.result || isStopped()) {
    forgetInput(store, documents, input, context.budget);
    return null;
  }
  const totals = zipParts ? zipParts.end() : end.result;
  progress.finish(totals.bytesInflated, totals.urls);
  return openedFileOf(input, progress, inputDocuments, problems);
}

/**
 * Merges one job to its end, or reads its input (or part) again here when the job failed or
 * its inflate room turned out smaller than the session's (the budget's run begins with it).
 */
async function mergePart(
  job: PooledPart,
  sink: ReplaySink,
  context: IngestInputContext,
  isStopped: () => boolean,
): Promise<IngestJobEnd> {
  const budget = context.budget.inflate;
  const room = budget.remainingBytes;
  const isExact = (inflatedBytes: number, hasFeltTotalCap: boolean) =>
    !hasFeltTotalCap && (inflatedBytes < room || inflatedBytes === 0);
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
  return end;
}
