/**
 * The messages between the analyzer worker and its ingest workers (type-only, imported by
 * both): one job at a time per ingest worker, its batches transferred, never copied.
 */
import type { IngestBatch } from '../../core/ingest/ingest-batch';
import type { IngestJobEnd, IngestJobRequest } from './ingest-job';

export type ToIngestWorker =
  | { readonly type: 'start'; readonly jobId: number; readonly request: IngestJobRequest }
  /** One batch of the job was merged; its buffers come back to carry later ones. */
  | { readonly type: 'ack'; readonly jobId: number; readonly buffers?: readonly ArrayBuffer[] }
  | { readonly type: 'cancel'; readonly jobId: number };

export type FromIngestWorker =
  | { readonly type: 'batch'; readonly jobId: number; readonly batch: IngestBatch }
  | { readonly type: 'end'; readonly jobId: number; readonly end: IngestJobEnd };
