/**
 * The gzip stage (RFC 1952, single or multi-member): hands the inflated bytes on, to be
 * sniffed again (a `.tar.gz`). With the platform's DecompressionStream the compressed input
 * is gathered and inflated whole at the end (inflate-whole.ts: 3–4× faster in Chromium);
 * without it, fflate inflates as the input arrives, in small capped steps.
 */
import { InflateStream, type InflateFailure } from '../archive/inflate-stream';
import { createProblem, type Problem } from '../problems/problem';
import type { FileFacts, IngestContext } from './ingest-context';
import type { ByteConsumer } from './stage-types';
import { concatBytes } from './concat-bytes';
import { inflateWhole } from './inflate-whole';

/** Compressed bytes per inflate step: bounds the inflated bytes queued at once. */
export const INFLATE_STEP_BYTES = 16 * 1024;

/** gzip (RFC 1952), possibly multi-member; what comes out is sniffed again (`.tar.gz`). */
export class GzipStage implements ByteConsumer {
  private readonly inflated: Uint8Array[] = [];
  /** fflate streaming, when there is no native inflater. */
  private readonly stream: InflateStream | undefined;
  /** The compressed input, gathered for the native inflater. */
  private readonly gathered: Uint8Array[] = [];
  private gatheredBytes = 0;

  constructor(
    private readonly context: IngestContext,
    private readonly facts: FileFacts,
    /** Where the inflated bytes go (a sniffer, one gzip level deeper). */
    private readonly next: ByteConsumer,
  ) {
    if (!context.nativeInflaters.gzip) {
      this.stream = new InflateStream('gzip', (chunk) => this.inflated.push(chunk), context.budget);
    }
  }

  async push(chunk: Uint8Array): Promise<void> {
    const stream = this.stream;
    if (!stream) {
      this.gathered.push(chunk.slice());
      this.gatheredBytes += chunk.length;
      await this.context.step(chunk.length);
      return;
    }
    for (let at = 0; at < chunk.length && !stream.isStopped; at += INFLATE_STEP_BYTES) {
      stream.push(chunk.subarray(at, at + INFLATE_STEP_BYTES), false);
      await drain(this.inflated, this.next);
    }
  }

  async end(): Promise<void> {
    if (this.stream) {
      this.stream.push(new Uint8Array(0), true);
      await drain(this.inflated, this.next);
      this.facts.problems.push(...inflateProblems(this.stream));
    } else {
      const data = concatBytes(this.gathered, this.gatheredBytes);
      this.gathered.length = 0;
      const { problems } = await inflateWhole(this.context, 'gzip', data, this.next);
      this.facts.problems.push(...problems);
    }
    await this.next.end();
  }
}

/** Passes queued inflated chunks on, in order. */
export async function drain(queue: Uint8Array[], next: ByteConsumer): Promise<void> {
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (chunk) await next.push(chunk);
  }
}

/** The stream's failure and trailing-data note as problems of the file. */
export function inflateProblems(stream: InflateStream): Problem[] {
  const problems: Problem[] = [];
  const add = (failure: InflateFailure | undefined) => {
    if (!failure) return;
    const problem = createProblem(failure.code, 0, 0, {
      detail: failure.detail,
      bytes: stream.inflatedBytes,
    });
    problems.push(failure.isTrailing ? { ...problem, severity: 'warning' } : problem);
  };
  add(stream.failure);
  add(stream.trailing);
  return problems;
}
