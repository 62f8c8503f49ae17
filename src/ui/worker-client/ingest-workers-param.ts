/**
 * The `?workers=N` knob of the page's address: how many ingest workers read inputs in
 * parallel (0 … MAX_INGEST_WORKERS; 0 reads them in the analyzer worker itself). Meant for
 * benchmarks (docs/benchmarks.md); without it the worker picks one per core but one, and
 * none on two cores or fewer (src/worker/pool/pool-size.ts).
 */
import { MAX_INGEST_WORKERS } from '../../worker/protocol/limits';

/** The pool size asked for by `search` (a location's query string), or undefined. */
export function ingestWorkersParam(search: string): number | undefined {
  const value = new URLSearchParams(search).get('workers');
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const count = Number(value);
  return count <= MAX_INGEST_WORKERS ? count : undefined;
}
