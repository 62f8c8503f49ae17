/**
 * One unit of work for an ingest worker: one input of the page (an uploaded file or pasted
 * text), read by the same pipeline as ever (sniff, decompress, parse: `ingestFiles`) with a
 * recorder as its sink, so that everything the session's sink would have heard crosses back
 * as batches (src/core/ingest/ingest-batch.ts). No Worker API here: the ingest worker
 * (ingest.worker.ts) and the in-process pool (in-process-pool.ts) both run it.
 */
import { InflateBudget, type InflateLimits } from '../../core/archive/inflate-limits';
import { defaultReaders, readersNotingRobots } from '../../core/ingest/default-readers';
import type { BufferRecycler } from '../../core/ingest/buffer-recycler';
import {
  DEFAULT_BATCH_LIMITS,
  IngestBatchRecorder,
  type IngestBatch,
} from '../../core/ingest/ingest-batch';
import { ingestFiles } from '../../core/ingest/ingest-files';
import type { IngestOptions, IngestResult } from '../../core/ingest/ingest-types';
import {
  ingestZipPart,
  zipEntryAt,
  type ZipMemberPlace,
  type ZipPart,
} from '../../core/ingest/zip-part';
import type { FileSource } from '../protocol/files';
import { readRange, sourceChunks, sourceSize } from '../session/source-chunks';

export interface IngestJobRequest {
  /** The name the pipeline reads the input under ("robots.txt" when read as one). */
  readonly name: string;
  readonly source: FileSource;
  readonly nowMs: number;
  /** The per-stream cap, and the room left in the session's total when the job was sent. */
  readonly inflate: InflateLimits;
  readonly nativeInflate?: boolean | 'zip';
  /** IngestOptions.yieldBytes (tests make it small, so that jobs interleave). */
  readonly yieldBytes?: number;
  /**
   * Set when the input is a zip read in parts (src/core/ingest/zip-part.ts): only these
   * members are read, from their places in `source`.
   */
  readonly zipPart?: { readonly members: readonly ZipMemberPlace[] };
}

export interface IngestJobEnd {
  readonly cancelled: boolean;
  /** The pipeline threw (a bug, or a source that could not be read): its message. */
  readonly error?: string;
  readonly result?: IngestResult;
  readonly inflatedBytes: number;
  readonly hasFeltTotalCap: boolean;
}

export interface IngestJobHooks {
  /** A batch is ready (the last one comes before the job's end). */
  onBatch(batch: IngestBatch): void;
  shouldStop(): boolean;
  /** Awaited about every `yieldBytes`: where an ingest worker waits for acks and cancels. */
  yieldEvery(): Promise<void>;
  /** A budget to use instead of one made from `request.inflate` (a re-read in the session). */
  readonly budget?: InflateBudget;
  /** Buffers of merged batches, to carry new ones (buffer-recycler.ts). */
  readonly recycler?: BufferRecycler;
}

export async function runIngestJob(
  request: IngestJobRequest,
  hooks: IngestJobHooks,
): Promise<IngestJobEnd> {
  const budget = hooks.budget ?? new InflateBudget(request.inflate);
  const inflation = () => ({
    inflatedBytes: budget.totalInflatedBytes,
    hasFeltTotalCap: budget.hasFeltTotalCap,
  });
  const recorder = new IngestBatchRecorder(
    hooks.onBatch,
    inflation,
    DEFAULT_BATCH_LIMITS,
    hooks.recycler,
  );
  const end = (fields: Omit<IngestJobEnd, 'inflatedBytes' | 'hasFeltTotalCap'>): IngestJobEnd => {
    recorder.flush();
    return { ...fields, ...inflation() };
  };
  const options: IngestOptions = {
    nowMs: request.nowMs,
    readers: readersNotingRobots(defaultReaders, (parsed) => recorder.onRobotsParsed(parsed)),
    shouldStop: hooks.shouldStop,
    // Each pause hands on what was read so far: the merge (and its progress) keeps up,
    // and a cancel waits at most one batch.
    yieldEvery: () => {
      recorder.flush();
      return hooks.yieldEvery();
    },
    budget,
    ...(request.nativeInflate !== undefined ? { nativeInflate: request.nativeInflate } : {}),
    ...(request.yieldBytes !== undefined ? { yieldBytes: request.yieldBytes } : {}),
  };
  try {
    const result = request.zipPart
      ? await ingestZipPart(await zipPartOf(request, request.zipPart.members), recorder, options)
      : await ingestFiles(
          [
            {
              name: request.name,
              size: sourceSize(request.source),
              chunks: () =>
                sourceChunks(request.source, {
                  onSlice: (read, format) => recorder.onSourceSlice(read, format),
                }),
            },
          ],
          recorder,
          options,
        );
    return end({ cancelled: result.cancelled, result });
  } catch (error) {
    return end({ cancelled: false, error: error instanceof Error ? error.message : String(error) });
  }
}

/** The part's members with their compressed data, read from their places in the source. */
async function zipPartOf(
  request: IngestJobRequest,
  places: readonly ZipMemberPlace[],
): Promise<ZipPart> {
  const members = [];
  for (const place of places) {
    const data = await readRange(
      request.source,
      place.dataStart,
      place.dataStart + place.dataLength,
    );
    members.push(zipEntryAt(place, data));
  }
  return { name: request.name, storedBytes: sourceSize(request.source), members };
}
