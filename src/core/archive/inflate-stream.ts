/**
 * Streaming decompression with a cap: gzip (RFC 1952, single or multi-member) and raw
 * deflate (RFC 1951, zip entries), on fflate's synchronous stream classes. fflate's async
 * classes would start nested workers, which our analyzer worker must not do.
 *
 * fflate inflates everything pushed so far in one go, so input is fed in slices of
 * `INFLATE_SLICE_BYTES`: a bomb then produces at most ~16 MiB per step, and the cap check
 * between steps stops it (`inflate-limit`) before memory runs out.
 *
 * Decision, measured 2026-11-30 in Node 20.20 on the shared 2-core dev machine
 * (bench/sitemap.bench.ts, 2.9 MB gzip → 49.3 MB XML, best of 3, machine under load):
 * fflate Gunzip 113 / 222 / 132 MB/s, DecompressionStream('gzip') 249 / 171 / 580 MB/s,
 * node:zlib 289 / 644 / 665 MB/s in three runs; in a quieter moment fflate took 151 / 139 /
 * 144 ms (≈ 330 MB/s) with 16 / 64 / 256 KiB slices, so the slice size costs nothing.
 * The native stream is often faster (272 vs 384 MB/s measured on a quiet machine).
 * In headless Chromium 156 (bench/gzip-in-chromium.ts) the native stream is 3–4 times
 * faster (gzip 500 vs 153 MB/s, deflate-raw 816 vs 186 MB/s). So whole streams in memory
 * (gzip files, zip entries) go through it first (native-inflate.ts, ingest/inflate-whole.ts),
 * and this fflate stream is the arbiter and the fallback: the native gzip stream rejects
 * multi-member files and zero padding after the stream ("Junk found after end of
 * compressed data"), both of which RFC 1952 §2.2 and real files need, and its error texts
 * differ per engine. fflate checks the cap between 16 KiB slices and tells a cut stream
 * from a corrupt one by its error codes; without a native engine it inflates as the input
 * arrives.
 */
import { Inflate } from 'fflate';
import { readFailure, type ReadFailure } from './archive-reasons';
import { CheckedGunzip, GzipTrailerError } from './checked-gunzip';
import { INFLATE_SLICE_BYTES, type InflateBudget } from './inflate-limits';

export type InflateFailureCode = 'truncated' | 'decompression-failed' | 'inflate-limit';

export interface InflateFailure extends ReadFailure<InflateFailureCode> {
  /** A warning-level note (trailing junk after a complete stream) rather than a failure. */
  readonly isTrailing?: boolean;
}

export type InflateFormat = 'gzip' | 'deflate';

/** fflate FlateErrorCode values we translate (fflate src/index.ts `ec`). */
const UNEXPECTED_EOF = 0;
const INVALID_HEADER = 6;

export class InflateStream {
  private readonly inflater: CheckedGunzip | Inflate;
  private producedBytes = 0;
  private stopFailure: InflateFailure | undefined;
  private trailingNote: InflateFailure | undefined;
  private isFinished = false;

  /**
   * @param onData receives inflated bytes, in order, never more than the budget allows.
   */
  constructor(
    readonly format: InflateFormat,
    private readonly onData: (chunk: Uint8Array) => void,
    private readonly budget: InflateBudget,
    /**
     * Inflated bytes already passed on by another engine for this stream: dropped here
     * (they count towards the per-stream cap, and were taken from the budget already).
     */
    private skipBytes = 0,
  ) {
    const handler = (chunk: Uint8Array) => this.accept(chunk);
    this.inflater = format === 'gzip' ? new CheckedGunzip(handler) : new Inflate(handler);
  }

  /** Inflated bytes passed on so far. */
  get inflatedBytes(): number {
    return this.producedBytes;
  }

  /** Why the stream stopped early, if it did. */
  get failure(): InflateFailure | undefined {
    return this.stopFailure;
  }

  /** Junk after a complete gzip stream (ignored, reported as a note). */
  get trailing(): InflateFailure | undefined {
    return this.trailingNote;
  }

  /** True once the stream failed or hit its cap: later pushes are ignored. */
  get isStopped(): boolean {
    return this.stopFailure !== undefined;
  }

  /** Feeds compressed bytes; `final` on the last call (may be an empty chunk). */
  push(chunk: Uint8Array, final: boolean): void {
    if (this.isStopped || this.isFinished) return;
    // Slices are pushed as non-final and the end is signalled with an empty final push, so
    // a truncated stream still hands over everything before the cut.
    for (let offset = 0; offset < chunk.length; offset += INFLATE_SLICE_BYTES) {
      if (!this.pushToInflater(chunk.subarray(offset, offset + INFLATE_SLICE_BYTES), false)) return;
    }
    if (final && !this.pushToInflater(new Uint8Array(0), true)) return;
    if (final && this.inflater instanceof CheckedGunzip && this.inflater.membersEnded === 0) {
      // fflate accepts a gzip cut inside its header (10 bytes, or an FNAME that never ends)
      // as an empty stream; it is a cut file (RFC 1952 §2.3: a member ends with its trailer).
      this.stopFailure = readFailure('truncated', 'gzip-cut-in-header');
      return;
    }
    if (final) this.isFinished = true;
  }

  private pushToInflater(slice: Uint8Array, final: boolean): boolean {
    try {
      this.inflater.push(slice, final);
    } catch (error) {
      this.fail(error);
      return false;
    }
    return !this.isStopped && !this.isFinished;
  }

  private accept(input: Uint8Array): void {
    let chunk = input;
    if (this.skipBytes > 0) {
      const skipped = Math.min(this.skipBytes, chunk.length);
      this.skipBytes -= skipped;
      this.producedBytes += skipped;
      chunk = chunk.subarray(skipped);
    }
    if (this.isStopped || chunk.length === 0) return;
    const granted = this.budget.take(chunk.length, this.producedBytes);
    if (granted > 0) {
      this.producedBytes += granted;
      this.onData(granted === chunk.length ? chunk : chunk.subarray(0, granted));
    }
    if (granted < chunk.length) {
      const total = this.budget.isExhausted;
      this.stopFailure = {
        code: 'inflate-limit',
        detail: total
          ? `total safety cap of ${this.budget.limits.totalBytes} inflated bytes for all files together reached`
          : `per-file safety cap of ${this.budget.limits.perStreamBytes} inflated bytes reached`,
      };
    }
  }

  private fail(error: unknown): void {
    if (error instanceof GzipTrailerError) {
      this.stopFailure = readFailure(error.code, error.reason);
      return;
    }
    const code = (error as { code?: number }).code;
    const message = error instanceof Error ? error.message : String(error);
    // fflate's Gunzip keeps `v` > 0 between members: an error there comes after a complete
    // member, i.e. from zero padding or junk after the stream (gzip(1): "trailing garbage
    // ignored"). The data already read is good, so it is kept.
    const isBetweenMembers =
      this.inflater instanceof CheckedGunzip &&
      this.producedBytes > 0 &&
      this.inflater.isOutsideMember;
    if (isBetweenMembers) {
      if (code === INVALID_HEADER) {
        this.trailingNote = {
          ...readFailure('decompression-failed', 'gzip-trailing-data'),
          isTrailing: true,
        };
      }
      this.isFinished = true;
      return;
    }
    this.stopFailure =
      code === UNEXPECTED_EOF
        ? readFailure('truncated', 'compressed-cut')
        : { code: 'decompression-failed', detail: message };
  }
}
