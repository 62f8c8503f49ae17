/**
 * The requests of crawlers summed per (path, crawler, UTC day): the rows `--log-rows` writes
 * to Parquet (src/core/export/log-rows-parquet.ts) for DuckDB or BigQuery to query. Memory
 * grows with the distinct triples, capped (`maxRows`); what passes the cap is counted in
 * `cutRequests`, never silently lost. The crawler key is the tally's (log-tally.ts), so an
 * unverified claimant has rows of its own (`unverified:<token>`).
 */
import type { LogRequest } from './log-request';
import { pathKey } from './log-path-key';

export interface LogRow {
  /** `//host/path` when the log names the host, else the path (log-path-key.ts). */
  readonly path: string;
  readonly crawler: string;
  /** `YYYY-MM-DD` (UTC); empty when the line had no time. */
  readonly day: string;
  requests: number;
  /** Requests by status class: 2xx, 3xx, 4xx, 5xx (1xx and odd codes in `other`). */
  readonly classes: [number, number, number, number, number];
  bytes: number;
  firstTime: number | null;
  lastTime: number | null;
}

/** Paths are cut as the tally cuts them. */
const maxPathChars = 1024;
const dayMs = 86_400_000;

function dayOf(time: number | null): string {
  if (time === null || !Number.isFinite(time)) return '';
  const day = Math.floor(time / dayMs) * dayMs;
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

export class LogRowTally {
  private readonly rows = new Map<string, LogRow>();
  /** Requests not kept because the row cap was reached. */
  cutRequests = 0;

  constructor(private readonly maxRows = 1_000_000) {}

  get size(): number {
    return this.rows.size;
  }

  add(crawler: string, request: LogRequest): void {
    const target =
      request.path.length > maxPathChars ? request.path.slice(0, maxPathChars) : request.path;
    const path = pathKey(request.host, target);
    const day = dayOf(request.time);
    const key = `${crawler}\u0000${day}\u0000${path}`;
    let row = this.rows.get(key);
    if (row === undefined) {
      if (this.rows.size >= this.maxRows) {
        this.cutRequests++;
        return;
      }
      row = {
        path,
        crawler,
        day,
        requests: 0,
        classes: [0, 0, 0, 0, 0],
        bytes: 0,
        firstTime: null,
        lastTime: null,
      };
      this.rows.set(key, row);
    }
    row.requests++;
    const statusClass = Math.floor(request.status / 100);
    row.classes[statusClass >= 2 && statusClass <= 5 ? statusClass - 2 : 4]++;
    row.bytes += request.bytes ?? 0;
    const time = request.time;
    if (time !== null) {
      if (row.firstTime === null || time < row.firstTime) row.firstTime = time;
      if (row.lastTime === null || time > row.lastTime) row.lastTime = time;
    }
  }

  /** The rows, in the order first seen. */
  values(): IterableIterator<LogRow> {
    return this.rows.values();
  }
}
