/**
 * How many ingest workers the analyzer worker starts unless the page says otherwise
 * (`configure`, from `?workers=N`): one per core but one, left for the page (its rendering
 * and the compositor), at most `MAX_INGEST_WORKERS`; none on two cores or fewer, where the
 * analyzer worker reads every input itself.
 *
 * On two cores a pool has no core of its own: one ingest worker, the analyzer merging its
 * batches, V8's collector threads and the page all share both, and the hand-over (encoding
 * the batches, moving them, replaying them) is work the direct read does not do. In four
 * alternating runs of the million-URL upload on 2 cores, reading in the analyzer took
 * 7.7–8.2 s and 12.0–12.7 s of Chromium's CPU, one ingest worker 8.0–10.1 s and 14.0–17.2 s
 * (bench/browser.bench.ts, BENCH_WORKERS=0 and 1, 2026-12-01; docs/benchmarks.md).
 */
import { MAX_INGEST_WORKERS } from '../protocol/limits';

/** Cores the pool needs before it pays for its hand-over: one for the page, one for the merge. */
const MIN_CORES_FOR_POOL = 3;

export function defaultIngestWorkers(hardwareConcurrency: number | undefined): number {
  const cores =
    hardwareConcurrency !== undefined && Number.isFinite(hardwareConcurrency)
      ? Math.floor(hardwareConcurrency)
      : 2;
  if (cores < MIN_CORES_FOR_POOL) return 0;
  return Math.min(MAX_INGEST_WORKERS, cores - 1);
}

/** A pool size the page asked for, kept within 0 … MAX_INGEST_WORKERS. */
export function ingestWorkersOf(requested: number): number {
  return Number.isFinite(requested)
    ? Math.min(MAX_INGEST_WORKERS, Math.max(0, Math.floor(requested)))
    : 0;
}
