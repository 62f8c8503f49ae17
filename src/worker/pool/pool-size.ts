/**
 * How many ingest workers the analyzer worker starts unless the page says otherwise
 * (`configure`, from `?workers=N`): one per core but one, left for the page (its rendering
 * and the compositor), at least 1 and at most `MAX_INGEST_WORKERS`.
 */
import { MAX_INGEST_WORKERS } from '../protocol';

export function defaultIngestWorkers(hardwareConcurrency: number | undefined): number {
  const cores =
    hardwareConcurrency !== undefined && Number.isFinite(hardwareConcurrency)
      ? Math.floor(hardwareConcurrency)
      : 2;
  return Math.min(MAX_INGEST_WORKERS, Math.max(1, cores - 1));
}

/** A pool size the page asked for, kept within 0 … MAX_INGEST_WORKERS. */
export function ingestWorkersOf(requested: number): number {
  return Number.isFinite(requested)
    ? Math.min(MAX_INGEST_WORKERS, Math.max(0, Math.floor(requested)))
    : 0;
}
