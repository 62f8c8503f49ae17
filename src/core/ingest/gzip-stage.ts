/**
 * The gzip stage (RFC 1952, single or multi-member): inflates in small steps through the
 * capped InflateStream and hands the output on, to be sniffed again (a `.tar.gz`).
 */
import { InflateStream, type InflateFailure } from '../archive/inflate-stream';
import type { Problem } from '../problem';
import { sitemapProblem } from '../sitemap/problem-codes';
import type { FileFacts, IngestContext } from './ingest-context';
import type { ByteConsumer } from './stage-types';

/** Compressed bytes per inflate step: bounds the inflated bytes queued at once. */
export const INFLATE_STEP_BYTES = 16 * 1024;

/** gzip (RFC 1952), possibly multi-member; what comes out is sniffed again (`.tar.gz`). */
export class GzipStage implements ByteConsumer {
  private readonly inflated: Uint8Array[] = [];
  private readonly stream: InflateStream;

  constructor(
    context: IngestContext,
    private readonly facts: FileFacts,
    /** Where the inflated bytes go (a sniffer, one gzip level deeper). */
    private readonly next: ByteConsumer,
  ) {
    this.stream = new InflateStream('gzip', (chunk) => this.inflated.push(chunk), context.budget);
  }

  async push(chunk: Uint8Array): Promise<void> {
    for (let at = 0; at < chunk.length && !this.stream.isStopped; at += INFLATE_STEP_BYTES) {
      this.stream.push(chunk.subarray(at, at + INFLATE_STEP_BYTES), false);
      await drain(this.inflated, this.next);
    }
  }

  async end(): Promise<void> {
    this.stream.push(new Uint8Array(0), true);
    await drain(this.inflated, this.next);
    this.facts.problems.push(...inflateProblems(this.stream));
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
    const problem = sitemapProblem(failure.code, 0, 0, {
      detail: failure.detail,
      bytes: stream.inflatedBytes,
    });
    problems.push(failure.isTrailing ? { ...problem, severity: 'warning' } : problem);
  };
  add(stream.failure);
  add(stream.trailing);
  return problems;
}
