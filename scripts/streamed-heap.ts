/**
 * The heap a streamed run (`--rows OUT.parquet --stream`) lets V8 keep. That run is the one
 * meant to stay within a bound stated from its caps (docs/limits.md), and V8 by itself keeps
 * far more than is live: the young generation's two halves grow to 16 MiB each while the
 * modules load, and the old generation is let grow to a multiple (up to four times) of what
 * the last full collection left live. Over a streamed run's steady churn of row groups that
 * room, not what is live, was the largest term of its peak and the one that moved from run to
 * run (docs/benchmarks.md, "Streamed export").
 *
 * So before any other module is evaluated (the entry imports this one first), a streamed run
 * asks V8 to keep its young generation at its first size (1 MiB a half) and to let the old
 * one grow by about half again what the last full collection left live. Both flags are read
 * at each collection, not only when the heap is made, which is why they still act when set
 * from here. The cost is more frequent collections, about a third more CPU at ten million
 * URLs (docs/benchmarks.md). Other commands keep V8's defaults: a run that holds a URL store
 * is bounded by the store's caps, and what the flags would cost it was not measured.
 */
import { setFlagsFromString } from 'node:v8';

/** The V8 flags a streamed run starts with. */
export const STREAMED_HEAP_FLAGS = '--semi-space-growth-factor=1 --heap-growing-percent=50';

// The option's own name, as inspect-options.ts parses it: only a streamed run is bounded so.
if (process.argv.includes('--stream')) setFlagsFromString(STREAMED_HEAP_FLAGS);
