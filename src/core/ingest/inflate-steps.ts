/**
 * What both ways of inflating share (gzip-stage.ts as input arrives, inflate-whole.ts over a
 * whole buffer): the step size, passing queued output on, and turning the stream's failure
 * into problems of the file.
 */
import { failureParams } from '../archive/archive-reasons';
import type { InflateFailure, InflateStream } from '../archive/inflate-stream';
import { createProblem, type Problem } from '../problems/problem';
import type { ByteConsumer } from './stage-types';

/** Compressed bytes per inflate step: bounds the inflated bytes queued at once. */
export const INFLATE_STEP_BYTES = 16 * 1024;

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
      ...failureParams(failure),
      bytes: stream.inflatedBytes,
    });
    problems.push(failure.isTrailing ? { ...problem, severity: 'warning' } : problem);
  };
  add(stream.failure);
  add(stream.trailing);
  return problems;
}
