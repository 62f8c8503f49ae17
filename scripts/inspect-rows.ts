/**
 * `npm run inspect -- --rows OUT.parquet FILE …`: every URL row the session read, written to
 * a Parquet file by the same code as the page's **Export Parquet** (src/core/export), one row
 * group of 100,000 rows at a time, each ~1 MiB chunk appended to the file as it comes: the
 * process holds the URL store and one row group, never the file. docs/parquet.md.
 */
import { uncancelledRequest } from '../src/worker/session/session-context';
import { closeSync, openSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AnalyzerEvent } from '../src/worker/protocol/request-map';
import type { ViewQuery } from '../src/worker/protocol/rows';
import type { InspectorSession } from '../src/worker/session/inspector-session';

export interface RowsWritten {
  rows: number;
  bytes: number;
  /** True when the file has the `robots` column (an agent was given and a robots.txt loaded). */
  hasRobots: boolean;
}

/**
 * Writes the session's rows, in reading order, to `path`. With `agent`, each row gets its
 * verdict for that crawler under the first robots.txt loaded (as the page's default check).
 */
export async function writeRowsParquet(
  session: InspectorSession,
  path: string,
  agent?: string,
): Promise<RowsWritten> {
  const query: ViewQuery = agent
    ? { robotsCheck: { source: { kind: 'first-loaded' }, agent } }
    : {};
  const hasRobots = agent !== undefined && session.robots.completeNow(query.robotsCheck!) !== null;
  const fd = openSync(path, 'w');
  const written: RowsWritten = { rows: 0, bytes: 0, hasRobots };
  try {
    await session.export(
      query,
      'parquet',
      uncancelledRequest((event: AnalyzerEvent) => {
        if (event.type === 'error') throw new Error(event.message);
        if (event.type !== 'exportChunk' || !('bytes' in event)) return;
        writeSync(fd, new Uint8Array(event.bytes));
        written.bytes += event.bytes.byteLength;
        written.rows = event.rowsDone;
      }),
    );
  } finally {
    closeSync(fd);
  }
  return written;
}

/** When a write began: wall and CPU time, for {@link rowsWrittenLine}. */
export function writeStarted() {
  return { started: performance.now(), cpu: process.cpuUsage() };
}

/**
 * `Wrote 1,000,000 URL rows to urls.parquet (30,615,867 bytes, Parquet) in 34.5 s (7.0 s CPU).`:
 * the line on stderr after `--rows` (stdout stays the one report or JSON document). `how`
 * says more of the writing (a streamed run's), before the time.
 */
export function rowsWrittenLine(
  written: RowsWritten,
  path: string,
  since: ReturnType<typeof writeStarted>,
  agent: string | undefined,
  how = '',
): string {
  const cpu = process.cpuUsage(since.cpu);
  // CPU time beside wall time: on a loaded machine the wall time says little of the cost.
  const seconds = `${((performance.now() - since.started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`;
  const robots = !agent
    ? ''
    : written.hasRobots
      ? `, with ${agent}'s robots.txt verdicts`
      : ` (no robots.txt among the files: no verdicts)`;
  return `Wrote ${written.rows.toLocaleString('en-US')} URL rows to ${path} (${written.bytes.toLocaleString('en-US')} bytes, Parquet${how}) in ${seconds}${robots}.`;
}
