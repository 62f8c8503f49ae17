/**
 * State shared by every stage of one ingest run: the sink, the readers, the inflate
 * budget, file ids, running totals, and the pacing that gives the worker its chances to
 * yield and to stop. Core has no timers, so both are callbacks from the caller.
 */
import { InflateBudget } from '../archive/inflate-limits';
import { nativeInflater } from '../archive/native-inflate';
import type { ReportFormat } from '../document-report';
import type { Problem } from '../problems/problem';
import type { DocumentReaders, IngestOptions, IngestResult, IngestSink } from './ingest-types';

/** Thrown through the stages when `shouldStop()` says so; caught by `ingestFiles`. */
export class IngestCancelled extends Error {
  constructor() {
    super('ingest cancelled');
  }
}

const DEFAULT_YIELD_BYTES = 1024 * 1024;

/** What is known about one document or archive while it is read. */
export interface FileFacts {
  readonly name: string;
  readonly parentIngestId?: number;
  readonly sourceUrl?: string;
  /** Outermost format; set by the first sniff. */
  format?: ReportFormat;
  /** Bytes as supplied (top level) or as stored in the archive (member). */
  storedBytes: number;
  /** Problems found by the container stages (inflate failures, truncated archives). */
  readonly problems: Problem[];
}

export class IngestContext {
  readonly budget: InflateBudget;
  /** The platform's DecompressionStream per format, when it has it and the caller allows it. */
  readonly nativeInflaters: {
    readonly gzip?: ReturnType<typeof nativeInflater>;
    readonly deflateRaw?: ReturnType<typeof nativeInflater>;
  };
  urls = 0;
  files = 0;
  problems = 0;
  inputIndex = 0;
  inputName = '';
  inputBytes: number | undefined;
  bytesRead = 0;
  private nextIngestId = 0;
  private bytesSinceYield = 0;
  private bytesSinceProgress = 0;
  private readonly yieldBytes: number;

  constructor(
    readonly sink: IngestSink,
    readonly readers: DocumentReaders,
    private readonly options: IngestOptions,
  ) {
    this.budget = options.budget ?? new InflateBudget(options.limits);
    this.budget.beginRun();
    const native = options.nativeInflate ?? true;
    this.nativeInflaters = {
      ...(native === true ? { gzip: nativeInflater('gzip') } : {}),
      ...(native !== false ? { deflateRaw: nativeInflater('deflate-raw') } : {}),
    };
    this.yieldBytes = options.yieldBytes ?? DEFAULT_YIELD_BYTES;
  }

  get nowMs(): number {
    return this.options.nowMs;
  }

  allocateIngestId(): number {
    return this.nextIngestId++;
  }

  /** Throws `IngestCancelled` when the caller asked to stop. */
  checkStop(): void {
    if (this.options.shouldStop?.()) throw new IngestCancelled();
  }

  /** Called after every chunk a document consumed: progress, yielding and cancellation. */
  async step(processedBytes: number): Promise<void> {
    this.checkStop();
    this.bytesSinceYield += processedBytes;
    this.bytesSinceProgress += processedBytes;
    if (this.bytesSinceProgress >= DEFAULT_YIELD_BYTES) this.reportProgress();
    if (this.options.yieldEvery && this.bytesSinceYield >= this.yieldBytes) {
      this.bytesSinceYield = 0;
      await this.options.yieldEvery();
      this.checkStop();
    }
  }

  /** The run's totals, as the pipeline's entries return them. */
  result(cancelled: boolean): IngestResult {
    return {
      cancelled,
      files: this.files,
      urls: this.urls,
      problems: this.problems,
      bytesInflated: this.budget.totalInflatedBytes,
    };
  }

  reportProgress(): void {
    this.bytesSinceProgress = 0;
    this.sink.onProgress?.({
      inputIndex: this.inputIndex,
      inputName: this.inputName,
      bytesRead: this.bytesRead,
      ...(this.inputBytes !== undefined ? { inputBytes: this.inputBytes } : {}),
      bytesInflated: this.budget.totalInflatedBytes,
      urls: this.urls,
    });
  }
}
