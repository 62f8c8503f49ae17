/**
 * Limits on decompressed data. The sitemaps.org protocol limit (52,428,800 bytes inflated
 * per file) is a finding we report (`too-large`) while reading on; the safety caps stop a
 * compression bomb (`inflate-limit`) before it exhausts memory or time.
 *
 * Why these caps: deflate expands at most ~1,032:1, so a 1 MB upload can claim a gigabyte.
 * 256 MiB per stream is five times the protocol limit (real over-limit sitemaps still get
 * read and shown), and 1 GiB in total keeps a whole drop within a few seconds of inflating
 * on a laptop. Compressed input is fed to the inflater in slices of at most
 * `INFLATE_SLICE_BYTES`, so one push can never produce more than ~16 MiB at once.
 */

/** sitemaps.org: "no larger than 50MB (52,428,800 bytes)" uncompressed. */
export const SITEMAP_MAX_BYTES = 52_428_800;

export interface InflateLimits {
  /** Inflated bytes one stream (a gzip file, an archive member) may produce. */
  readonly perStreamBytes: number;
  /**
   * Inflated bytes all streams may produce together: per ingest run, or per session when
   * the session passes one budget to every run (`IngestOptions.budget`).
   */
  readonly totalBytes: number;
}

export const DEFAULT_INFLATE_LIMITS: InflateLimits = {
  perStreamBytes: 256 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
};

/** 16 KiB of deflate data inflates to at most ~16.5 MiB (max ratio 1,032:1). */
export const INFLATE_SLICE_BYTES = 16 * 1024;

/**
 * Counts inflated bytes against the total cap. Each stream asks for room before passing
 * bytes on; less room than asked means stop (`inflate-limit`). One budget may serve many
 * runs in turn (a session reads its inputs one at a time): `beginRun` marks where the
 * current run's count starts, and `release` gives back the bytes of an input forgotten.
 */
export class InflateBudget {
  private usedBytes = 0;
  private runStartBytes = 0;
  /**
   * The total cap has shaped what was read: a `take` got less than it would have without it,
   * or `isExhausted` said yes. A run that never saw it reads the same under any larger room.
   */
  hasFeltTotalCap = false;

  constructor(readonly limits: InflateLimits = DEFAULT_INFLATE_LIMITS) {}

  /** Inflated bytes of the current run (of every run when `beginRun` was never called). */
  get totalInflatedBytes(): number {
    return this.usedBytes - this.runStartBytes;
  }

  beginRun(): void {
    this.runStartBytes = this.usedBytes;
  }

  /**
   * Gives back `bytes` of an earlier run (its input was forgotten, perhaps while this run
   * reads): later inputs may use them, and this run's own count stays as it was.
   */
  release(bytes: number): void {
    this.usedBytes = Math.max(0, this.usedBytes - bytes);
    this.runStartBytes = Math.max(0, this.runStartBytes - bytes);
  }

  get isExhausted(): boolean {
    const isExhausted = this.usedBytes >= this.limits.totalBytes;
    if (isExhausted) this.hasFeltTotalCap = true;
    return isExhausted;
  }

  /** Room left under the total cap. */
  get remainingBytes(): number {
    return Math.max(0, this.limits.totalBytes - this.usedBytes);
  }

  /**
   * Counts `bytes` inflated elsewhere (by an ingest worker, merged in input order) against
   * the total; a negative count takes back what was charged.
   */
  charge(bytes: number): void {
    this.usedBytes = Math.max(0, this.usedBytes + bytes);
  }

  /**
   * Takes up to `wanted` bytes from the budget, given that the stream already produced
   * `streamBytes`. Returns how many may be passed on (less than `wanted` means the cap hit).
   */
  take(wanted: number, streamBytes: number): number {
    const perStreamRoom = this.limits.perStreamBytes - streamBytes;
    const totalRoom = this.limits.totalBytes - this.usedBytes;
    const granted = Math.max(0, Math.min(wanted, perStreamRoom, totalRoom));
    if (totalRoom < Math.min(wanted, perStreamRoom)) this.hasFeltTotalCap = true;
    this.usedBytes += granted;
    return granted;
  }
}
