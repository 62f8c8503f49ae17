/**
 * A recorded log of the calls the ingest pipeline makes on its sink, in compact columns, so
 * that the pipeline can run in another worker and its calls be replayed into the session's
 * sink there (ingest-batch-replay.ts), in exactly the order they were made.
 *
 * A batch is one opcode per call (`ops`); URL rows go to typed-array columns and one UTF-8
 * text column (every buffer transferable, none copied), and the few other calls (a file's
 * start and report, a sitemap reference, progress, a parsed robots.txt) keep their argument
 * as plain data in `calls`. Strings cross as UTF-8 and come back by their UTF-16 lengths:
 * exact for text decoded from bytes, which never holds a lone surrogate.
 */
import type { ContainerFormat } from '../archive/sniff-format';
import { problemCodes, type ProblemCode } from '../problems/registry';
import type { SitemapRef, UrlEntry } from '../sitemap/sitemap-entry';
import type {
  DocumentReaders,
  IngestFileReport,
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

/** Bits of `UrlColumns.presence`: which optional texts a row carries after its loc. */
export const HAS_LASTMOD_TEXT = 1;
export const HAS_CHANGEFREQ = 2;

export interface UrlColumns {
  readonly rows: number;
  readonly ingestId: Int32Array;
  readonly line: Int32Array;
  readonly column: Int32Array;
  readonly lastmodMs: Float64Array;
  readonly newsPublicationMs: Float64Array;
  readonly priority: Float64Array;
  readonly lastmodPrecision: Uint8Array;
  readonly images: Uint32Array;
  readonly videos: Uint32Array;
  readonly alternates: Uint32Array;
  readonly presence: Uint8Array;
  /** How many problem codes each row has, and all of them as indices into `PROBLEM_CODE_LIST`. */
  readonly codeCount: Uint8Array;
  readonly codes: Uint16Array;
  /** UTF-16 length of each text, in order: a row's loc, then its lastmod and changefreq texts. */
  readonly textLengths: Uint32Array;
  /** Every text, concatenated, as UTF-8. */
  readonly text: Uint8Array;
}

export interface IngestBatch {
  readonly ops: Uint8Array;
  readonly urls: UrlColumns;
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

/** The registry's codes in a fixed order: a row's codes cross as indices into it. */
export const PROBLEM_CODE_LIST = Object.keys(problemCodes) as ProblemCode[];
const codeIndexOf = new Map<string, number>(PROBLEM_CODE_LIST.map((code, index) => [code, index]));

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
  private columns: ColumnBuilder;

  constructor(
    private readonly onBatch: (batch: IngestBatch) => void,
    private readonly inflation: () => { inflatedBytes: number; hasFeltTotalCap: boolean },
    private readonly limits: BatchLimits = DEFAULT_BATCH_LIMITS,
  ) {
    this.columns = new ColumnBuilder(limits.rows);
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

  onSitemap(ingestId: number, ref: SitemapRef): void {
    this.record(BatchOp.sitemap, { ingestId, ref });
  }

  onFileReport(report: IngestFileReport): void {
    this.record(BatchOp.fileReport, report);
  }

  onRobotsParsed(parsed: RobotsSitemaps): void {
    this.record(BatchOp.robotsParsed, parsed);
  }

  onSourceSlice(bytesRead: number, format: ContainerFormat): void {
    this.record(BatchOp.sourceSlice, { bytesRead, format });
  }

  /** The pipeline's readers, with each parsed robots.txt recorded (its document needs it). */
  readersFrom(base: DocumentReaders): DocumentReaders {
    return {
      ...base,
      parseRobots: (bytes, fileBytes) => {
        const parsed = base.parseRobots(bytes, fileBytes);
        this.onRobotsParsed(parsed);
        return parsed;
      },
    };
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
    this.columns = new ColumnBuilder(this.limits.rows);
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
  const views: ArrayBufferView[] = [batch.ops, urls.text, urls.textLengths, urls.codes];
  views.push(urls.codeCount, urls.presence, urls.ingestId, urls.line, urls.column);
  views.push(urls.lastmodMs, urls.newsPublicationMs, urls.priority, urls.lastmodPrecision);
  views.push(urls.images, urls.videos, urls.alternates);
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) if (view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
  return [...buffers];
}

/** Fixed-capacity columns for one batch's URL rows. */
class ColumnBuilder {
  private rows = 0;
  private readonly ingestId: Int32Array;
  private readonly line: Int32Array;
  private readonly column: Int32Array;
  private readonly lastmodMs: Float64Array;
  private readonly newsPublicationMs: Float64Array;
  private readonly priority: Float64Array;
  private readonly lastmodPrecision: Uint8Array;
  private readonly images: Uint32Array;
  private readonly videos: Uint32Array;
  private readonly alternates: Uint32Array;
  private readonly presence: Uint8Array;
  private readonly codeCount: Uint8Array;
  private readonly codes: number[] = [];
  private readonly texts: string[] = [];

  constructor(capacity: number) {
    this.ingestId = new Int32Array(capacity);
    this.line = new Int32Array(capacity);
    this.column = new Int32Array(capacity);
    this.lastmodMs = new Float64Array(capacity);
    this.newsPublicationMs = new Float64Array(capacity);
    this.priority = new Float64Array(capacity);
    this.lastmodPrecision = new Uint8Array(capacity);
    this.images = new Uint32Array(capacity);
    this.videos = new Uint32Array(capacity);
    this.alternates = new Uint32Array(capacity);
    this.presence = new Uint8Array(capacity);
    this.codeCount = new Uint8Array(capacity);
  }

  /** Adds a row; returns the row count. */
  add(ingestId: number, entry: UrlEntry, codes: readonly ProblemCode[] | undefined): number {
    const row = this.rows++;
    this.ingestId[row] = ingestId;
    this.line[row] = entry.line;
    this.column[row] = entry.column;
    this.lastmodMs[row] = entry.lastmodMs;
    this.newsPublicationMs[row] = entry.newsPublicationMs;
    this.priority[row] = entry.priority;
    this.lastmodPrecision[row] = entry.lastmodPrecision;
    this.images[row] = entry.images;
    this.videos[row] = entry.videos;
    this.alternates[row] = entry.alternates;
    this.texts.push(entry.loc);
    let presence = 0;
    if (entry.lastmodText !== undefined) {
      presence |= HAS_LASTMOD_TEXT;
      this.texts.push(entry.lastmodText);
    }
    if (entry.changefreq !== undefined) {
      presence |= HAS_CHANGEFREQ;
      this.texts.push(entry.changefreq);
    }
    this.presence[row] = presence;
    const count = codes?.length ?? 0;
    this.codeCount[row] = count;
    for (let index = 0; index < count; index++) {
      const code = codeIndexOf.get(codes![index]);
      if (code === undefined) throw new Error(`unknown problem code ${codes![index]}`);
      this.codes.push(code);
    }
    return this.rows;
  }

  build(): UrlColumns {
    const rows = this.rows;
    const textLengths = Uint32Array.from(this.texts, (text) => text.length);
    return {
      rows,
      ingestId: this.ingestId.subarray(0, rows),
      line: this.line.subarray(0, rows),
      column: this.column.subarray(0, rows),
      lastmodMs: this.lastmodMs.subarray(0, rows),
      newsPublicationMs: this.newsPublicationMs.subarray(0, rows),
      priority: this.priority.subarray(0, rows),
      lastmodPrecision: this.lastmodPrecision.subarray(0, rows),
      images: this.images.subarray(0, rows),
      videos: this.videos.subarray(0, rows),
      alternates: this.alternates.subarray(0, rows),
      presence: this.presence.subarray(0, rows),
      codeCount: this.codeCount.subarray(0, rows),
      codes: Uint16Array.from(this.codes),
      textLengths,
      text: new TextEncoder().encode(this.texts.join('')),
    };
  }
}
