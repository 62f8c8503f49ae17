/**
 * A recorded log of the calls the ingest pipeline makes on its sink, in compact columns, so
 * that the pipeline can run in another worker and its calls be replayed into the session's
 * sink there (ingest-batch-replay.ts), in exactly the order they were made.
 *
 * A batch is one opcode per call (`ops`); URL rows go to typed-array columns and two UTF-8
 * text columns (every buffer transferable, none copied), and the few other calls (a file's
 * start and report, a sitemap reference, progress, a parsed robots.txt) keep their argument
 * as plain data in `calls`. Strings cross as UTF-8 and come back by their UTF-16 lengths:
 * exact for text decoded from bytes, which never holds a lone surrogate.
 */
import type { ContainerFormat } from '../archive/sniff-format';
import type { ProblemCode } from '../problems/registry';
import type { SitemapRef, UrlEntry } from '../sitemap/sitemap-entry';
import type { UrlBatch } from '../sitemap/url-batch';
import type { BufferRecycler } from './buffer-recycler';
import { UrlBatchWireBuilder, type UrlBatchWire } from './url-batch-wire';
import type {
  IngestDocumentReport,
  IngestFileStart,
  IngestProgress,
  IngestSink,
  RobotsSitemaps,
} from './ingest-types';

/** The sink calls a batch records; `url` rows live in the columns, the others in `calls`. */
export const BatchOp = {
  fileStart: 0,
  progress: 1,
  url: 2,
  sitemap: 3,
  fileReport: 4,
  robotsParsed: 5,
  sourceSlice: 6,
} as const;
export type BatchOp = (typeof BatchOp)[keyof typeof BatchOp];

export interface IngestBatch {
  readonly ops: Uint8Array;
  readonly urls: UrlBatchWire;
  /** The argument of every call that is not a URL row, in order. */
  readonly calls: readonly unknown[];
  /** Bytes the job had inflated when the batch was cut, and whether its total cap was felt. */
  readonly inflatedBytes: number;
  readonly hasFeltTotalCap: boolean;
}

/** What a pooled sink hears besides the pipeline's calls (see IngestBatchRecorder). */
export interface ReplaySink extends IngestSink {
  /** A robots.txt was parsed: the document the next robots report names. */
  onRobotsParsed?(parsed: RobotsSitemaps): void;
  /** A slice of the input was read; `format` is what its first bytes looked like. */
  onSourceSlice?(bytesRead: number, format: ContainerFormat): void;
}

export interface BatchLimits {
  /** URL rows per batch. */
  readonly rows: number;
  /** Other calls per batch (an index's sitemap references are many). */
  readonly calls: number;
}

/** 8,192 rows is ~420 KB of columns plus the text: small to hold, large to post. */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { rows: 8192, calls: 1024 };

/**
 * The sink an ingest job runs the pipeline with: records every call and hands a batch to
 * `onBatch` when one is full or `flush` is called. `inflation` reads the job's budget.
 */
export class IngestBatchRecorder implements ReplaySink {
  private ops: number[] = [];
  private calls: unknown[] = [];
  private columns: UrlBatchWireBuilder;

  constructor(
    private readonly onBatch: (batch: IngestBatch) => void,
    private readonly inflation: () => { inflatedBytes: number; hasFeltTotalCap: boolean },
    private readonly limits: BatchLimits = DEFAULT_BATCH_LIMITS,
    /** Where the batches' buffers come from: those of merged batches, handed back. */
    private readonly recycler?: BufferRecycler,
  ) {
    this.columns = new UrlBatchWireBuilder(limits.rows, recycler);
  }

  get isEmpty(): boolean {
    return this.ops.length === 0;
  }

  onFileStart(file: IngestFileStart): void {
    this.record(BatchOp.fileStart, file);
  }

  onProgress(progress: IngestProgress): void {
    this.record(BatchOp.progress, progress);
  }

  onUrl(ingestId: number, entry: UrlEntry, codes?: readonly ProblemCode[]): void {
    this.ops.push(BatchOp.url);
    if (this.columns.add(ingestId, entry, codes) >= this.limits.rows) this.flush();
  }

  /** A reader's batch, row by row into the columns (the batch is reused once this returns). */
  onUrlBatch(ingestId: number, batch: UrlBatch): void {
    for (let row = 0; row < batch.count; row++) {
      this.ops.push(BatchOp.url);
      if (this.columns.addBatchRow(ingestId, batch, row) >= this.limits.rows) this.flush();
    }
  }

  onSitemap(ingestId: number, ref: SitemapRef): void {
    this.record(BatchOp.sitemap, { ingestId, ref });
  }

  onFileReport(report: IngestDocumentReport): void {
    this.record(BatchOp.fileReport, report);
  }

  onRobotsParsed(parsed: RobotsSitemaps): void {
    this.record(BatchOp.robotsParsed, parsed);
  }

  onSourceSlice(bytesRead: number, format: ContainerFormat): void {
    this.record(BatchOp.sourceSlice, { bytesRead, format });
  }

  /** Hands on what was recorded since the last batch, if anything. */
  flush(): void {
    if (this.ops.length === 0) return;
    const { inflatedBytes, hasFeltTotalCap } = this.inflation();
    const batch: IngestBatch = {
      ops: Uint8Array.from(this.ops),
      urls: this.columns.build(),
      calls: this.calls,
      inflatedBytes,
      hasFeltTotalCap,
    };
    this.ops = [];
    this.calls = [];
    this.columns = new UrlBatchWireBuilder(this.limits.rows, this.recycler);
    this.onBatch(batch);
  }

  private record(op: BatchOp, argument: unknown): void {
    this.ops.push(op);
    this.calls.push(argument);
    if (this.calls.length >= this.limits.calls) this.flush();
  }
}

/** The buffers of a batch, for postMessage's transfer list. */
export function transferablesOf(batch: IngestBatch): ArrayBuffer[] {
  const { urls } = batch;
  const views: ArrayBufferView[] = [batch.ops, urls.codes, urls.locText, urls.locLengths];
  views.push(urls.valueText, urls.valueLengths);
  views.push(urls.codeCount, urls.presence, urls.ingestId, urls.line, urls.column, urls.locHash);
  views.push(urls.lastmodMs, urls.newsPublicationMs, urls.priority, urls.lastmodPrecision);
  views.push(urls.images, urls.videos, urls.alternates);
  views.push(urls.linkCount, urls.linkLine, urls.linkColumn, urls.linkLengths, urls.linkText);
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) if (view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
  return [...buffers];
}
