/**
 * A session read through an in-process ingest pool, and what it shows: the helpers of the
 * tests that check a pooled session ends exactly where the direct read (no pool) ends
 * (src/worker/session/pooled-ingest.test.ts, zip-parts.test.ts). The pool runs in-process
 * (Node has no Workers), its jobs pausing at random and its batches crossing through
 * structuredClone with their transfer list.
 */
import { expect } from 'vitest';
import { transferablesOf, type IngestBatch } from '../../src/core/ingest/ingest-batch';
import { InProcessIngestPool } from '../../src/worker/pool/in-process-pool';
import type { IngestJobHandle, IngestPool, JobMessage } from '../../src/worker/pool/ingest-pool';
import type { IngestJobRequest } from '../../src/worker/pool/ingest-job';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import type { OpenFileInput } from '../../src/worker/protocol/files';
import {
  InspectorSession,
  type RequestContext,
  type SessionOptions,
} from '../../src/worker/session/inspector-session';
import { poolInputs } from './pool-inputs';

/** A clock whose monotonic time moves on by 70 ms per reading: progress is throttled alike. */
export function steppingClock() {
  let now = 0;
  return { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => (now += 70) };
}

export function contextFor(events: AnalyzerEvent[], isCancelled = () => false): RequestContext {
  return {
    requestId: 1,
    emit: (event) => events.push(event),
    isCancelled,
    yieldToEvents: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

/** Mulberry32: the same "random" pauses on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const throughStructuredClone = (batch: IngestBatch): IngestBatch =>
  structuredClone(batch, { transfer: transferablesOf(batch) });

/**
 * A pool whose jobs pause 0–3 ms at random at each pipeline pause (every 16 KiB); with
 * `zipPartBytes` 1, every member of a zip is a part of its own.
 */
export function scrambledPool(size: number, seed: number, zipPartBytes?: number) {
  const random = seeded(seed);
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, Math.floor(random() * 4)));
  return new InProcessIngestPool(size, {
    transport: throughStructuredClone,
    pause,
    yieldBytes: 16 * 1024,
    ...(zipPartBytes !== undefined ? { zipPartBytes } : {}),
  });
}

/** Everything a session shows, row by row and column by column. */
/** The session's hreflang table, entry by entry, as text. */
function alternatesOf(session: InspectorSession): string[] {
  const { table } = session.hreflang;
  const lines: string[] = [];
  for (let entry = 0; entry < table.entryCount; entry++) {
    const links = [];
    for (let link = table.entryFirstLink[entry]; link < table.entryFirstLink[entry + 1]; link++)
      links.push(
        `${table.codes.textOf(table.linkCode[link])}=${table.urls.textOf(table.linkUrl[link])}@${table.linkLine[link]}:${table.linkColumn[link]}`,
      );
    lines.push(
      `${table.entryDocument[entry]} ${table.urls.textOf(table.entryUrl[entry])}@${table.entryLine[entry]}:${table.entryColumn[entry]} ${links.join(' ')}`,
    );
  }
  return lines;
}

export function snapshotOf(session: InspectorSession) {
  const { store } = session;
  const rows = [];
  for (let row = 0; row < store.size; row++) {
    rows.push({
      loc: store.loc(row),
      document: store.documentName(store.documentOf[row] as never),
      documentId: store.documentOf[row],
      lastmodMs: store.lastmodMs[row],
      lastmodPrecision: store.lastmodPrecision[row],
      changefreq: store.changefreq[row],
      priority: store.priority[row],
      line: store.line[row],
      column: store.column[row],
      images: store.images?.[row] ?? 0,
      videos: store.videos?.[row] ?? 0,
      alternates: store.alternates?.[row] ?? 0,
      newsMs: store.newsMs?.[row] ?? NaN,
      problems: store.problemsOf(row),
      firstOccurrence: store.firstOccurrence(row),
      duplicates: store.duplicateCount(row),
    });
  }
  return {
    rows,
    table: session.rows({}, 0, 2000),
    sections: session.sections({}),
    reports: session.reports(),
    problems: session.problems(),
    problemsByFile: session.problemsByFile(),
    tree: session.tree(),
    alternates: alternatesOf(session),
  };
}

/**
 * As the command line reads (gzip on fflate). Where Node's native gunzip fails part-way (the
 * damaged gzip), how much it passes on before failing depends on how the event loop
 * interleaves it with other streams: measured 2026-11-30, 29,193 or 29,326 rows with three
 * in-process jobs in one thread, the same every time alone. A real ingest worker reads one
 * job at a time, alone in its thread, as the direct read does.
 */
export const NATIVE_INFLATE = 'zip';

export async function readAll(options: SessionOptions, files: OpenFileInput[] = poolInputs()) {
  const session = new InspectorSession(steppingClock(), {
    nativeInflate: NATIVE_INFLATE,
    ...options,
  });
  const events: AnalyzerEvent[] = [];
  const outcome = await session.open(files, contextFor(events));
  return { outcome, ...snapshotOf(session), events };
}

export type Snapshot = Awaited<ReturnType<typeof readAll>>;

/** Key by key, so that a difference says where it is. */
export function expectSame(pooled: object, direct: object): void {
  for (const [key, value] of Object.entries(direct))
    expect({ [key]: (pooled as Record<string, unknown>)[key] }).toEqual({ [key]: value });
}

/** A pool that counts the jobs it was told to stop. */
export function withCancelCount(inner: IngestPool): IngestPool & { cancels: number } {
  const counted = {
    cancels: 0,
    size: inner.size,
    zipPartBytes: inner.zipPartBytes,
    dispose: () => inner.dispose(),
    start(request: IngestJobRequest): IngestJobHandle {
      const handle = inner.start(request);
      return {
        next: () => handle.next(),
        ack: () => handle.ack(),
        cancel: () => {
          counted.cancels++;
          handle.cancel();
        },
      };
    },
  };
  return counted;
}

/** A pool whose jobs fail after `batches` batches, as a worker that runs out of memory. */
export function failingAfter(batches: number, inner: IngestPool): IngestPool {
  const failed: JobMessage = {
    type: 'end',
    end: {
      cancelled: false,
      error: 'the ingest worker failed',
      inflatedBytes: 0,
      hasFeltTotalCap: false,
    },
  };
  return {
    size: inner.size,
    zipPartBytes: inner.zipPartBytes,
    dispose: () => inner.dispose(),
    start(request) {
      const handle = inner.start(request);
      let seen = 0;
      return {
        ack: () => handle.ack(),
        cancel: () => handle.cancel(),
        async next() {
          const message = await handle.next();
          if (message.type !== 'batch' || ++seen <= batches) return message;
          handle.cancel();
          return failed;
        },
      };
    },
  };
}

/** Opens every input; `act` runs once, at the first event `when` picks. */
export async function readAndAct(
  options: SessionOptions,
  when: (event: AnalyzerEvent) => boolean,
  act: (session: InspectorSession, cancel: () => void) => void,
  inputs: OpenFileInput[] = poolInputs(),
) {
  const session = new InspectorSession(steppingClock(), {
    nativeInflate: NATIVE_INFLATE,
    ...options,
  });
  const events: AnalyzerEvent[] = [];
  let isCancelled = false;
  let hasActed = false;
  const context = contextFor(events, () => isCancelled);
  const outcome = await session.open(inputs, {
    ...context,
    emit: (event) => {
      events.push(event);
      if (!when(event) || hasActed) return;
      hasActed = true;
      act(session, () => (isCancelled = true));
    },
  });
  return { outcome, ...snapshotOf(session), events };
}
