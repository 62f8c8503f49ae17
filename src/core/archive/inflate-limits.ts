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
  /** Inflated bytes all streams of one ingest run may produce together. */
  readonly totalBytes: number;
}

export const DEFAULT_INFLATE_LIMITS: InflateLimits = {
  perStreamBytes: 256 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
};

/** 16 KiB of deflate data inflates to at most ~16.5 MiB (max ratio 1,032:1). */
export const INFLATE_SLICE_BYTES = 16 * 1024;

/**
 * Counts inflated bytes against the total cap of one ingest run. Each stream asks for
 * room before passing bytes on; a `false` answer means stop (`inflate-limit`).
 */
export class InflateBudget {
  private usedBytes = 0;

  constructor(readonly limits: InflateLimits = DEFAULT_INFLATE_LIMITS) {}

  get totalInflatedBytes(): number {
    return this.usedBytes;
  }

  get isExhausted(): boolean {
    return this.usedBytes >= this.limits.totalBytes;
  }

  /**
   * Takes up to `wanted` bytes from the budget, given that the stream already produced
   * `streamBytes`. Returns how many may be passed on (less than `wanted` means the cap hit).
   */
  take(wanted: number, streamBytes: number): number {
    const perStreamRoom = this.limits.perStreamBytes - streamBytes;
    const totalRoom = this.limits.totalBytes - this.usedBytes;
    const granted = Math.max(0, Math.min(wanted, perStreamRoom, totalRoom));
    this.usedBytes += granted;
    return granted;
  }
}
