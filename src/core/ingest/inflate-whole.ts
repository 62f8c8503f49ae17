/**
 * Inflates one compressed stream held in memory (a gzip file, a zip entry) and passes the
 * output on: through the platform's DecompressionStream where it exists (3–4× faster in
 * Chromium), with fflate deciding whenever the native engine fails for any reason but a cut
 * stream or our cap (a second gzip member, padding, an engine quirk). fflate then resumes
 * after the bytes already passed on, so the output is the same as fflate's alone.
 */
import { failureParams } from '../archive/archive-reasons';
import { InflateStream, type InflateFormat } from '../archive/inflate-stream';
import { inflateNative } from '../archive/native-inflate';
import { createProblem, type Problem } from '../problems/problem';
import { drain, INFLATE_STEP_BYTES, inflateProblems } from './inflate-steps';
import type { IngestContext } from './ingest-context';
import type { ByteConsumer } from './stage-types';

export interface InflatedWhole {
  readonly inflatedBytes: number;
  readonly problems: Problem[];
}

export async function inflateWhole(
  context: IngestContext,
  format: InflateFormat,
  data: Uint8Array,
  next: ByteConsumer,
): Promise<InflatedWhole> {
  const native =
    format === 'gzip' ? context.nativeInflaters.gzip : context.nativeInflaters.deflateRaw;
  let alreadyPassed = 0;
  if (native) {
    const nativeFormat = format === 'gzip' ? 'gzip' : 'deflate-raw';
    const result = await inflateNative(native, nativeFormat, data, context.budget, (chunk) =>
      next.push(chunk),
    );
    const failure = result.failure;
    if (!failure) return { inflatedBytes: result.inflatedBytes, problems: [] };
    if (failure.code === 'inflate-limit' || failure.code === 'truncated') {
      const params = { ...failureParams(failure), bytes: result.inflatedBytes };
      return {
        inflatedBytes: result.inflatedBytes,
        problems: [createProblem(failure.code, 0, 0, params)],
      };
    }
    alreadyPassed = result.inflatedBytes;
  }
  const inflated: Uint8Array[] = [];
  const stream = new InflateStream(
    format,
    (chunk) => inflated.push(chunk),
    context.budget,
    alreadyPassed,
  );
  for (let at = 0; at < data.length && !stream.isStopped; at += INFLATE_STEP_BYTES) {
    stream.push(data.subarray(at, at + INFLATE_STEP_BYTES), false);
    await drain(inflated, next);
  }
  stream.push(new Uint8Array(0), true);
  await drain(inflated, next);
  return { inflatedBytes: stream.inflatedBytes, problems: inflateProblems(stream) };
}
