/**
 * Run as a child process by streamed-memory.test.ts: the streamed export
 * (src/worker/session/streamed/streamed-run.ts) of the files argv[3…] into the Parquet file
 * argv[2], as `inspect --rows OUT --stream` writes it; prints the rows written and the
 * process's peak resident set size, so that the peak is the run's alone.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { fileEntries, inputsOf } from '../../scripts/inspect-run';
import { ChunkWriter } from '../../src/core/export/chunk-writer';
import { DEFAULT_SESSION_LIMITS } from '../../src/worker/session/session-limits';
import { StreamedRun } from '../../src/worker/session/streamed/streamed-run';

const [out = '', ...paths] = process.argv.slice(2);
const fd = openSync(out, 'w');
const run = await StreamedRun.write(
  inputsOf(await fileEntries(paths)),
  new ChunkWriter((bytes) => void writeSync(fd, bytes)),
  {
    nowMs: Date.now(),
    limits: { ...DEFAULT_SESSION_LIMITS, inflatedBytes: Number.MAX_SAFE_INTEGER },
    nativeInflate: 'zip',
  },
);
closeSync(fd);
// The report is made too: its kept problems are part of what the run holds.
const problems = run.reports().reduce((sum, report) => sum + report.problems.length, 0);
process.stdout.write(
  JSON.stringify({
    rows: run.rows,
    problems,
    // ru_maxrss is in kilobytes on Linux.
    peakBytes: process.resourceUsage().maxRSS * 1024,
  }),
);
