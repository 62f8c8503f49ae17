/**
 * Buffers of merged batches, handed back to the ingest worker that made them, to carry its
 * next batches. A batch's buffers are transferred to the session and freed there after the
 * merge, and a fresh buffer for every batch costs the first write to each of its pages: in
 * Chromium, encoding 200,000 URLs into a fresh buffer per 8,192 took 63–301 ms, into one
 * buffer used again 15–18 ms (2026-12-01, the shared 2-core machine, where a first write to
 * a page costs 64 times a second one). In the million-URL ingest the ingest worker spent
 * 0.8 s in `encodeInto`, most of it on fresh pages.
 *
 * A buffer taken may be larger than asked for and holds old bytes: users write every byte
 * they hand on (typed-array views of the size they need).
 */

/** Buffers smaller than this are not kept: the allocator serves small sizes from memory it reuses. */
const MIN_KEPT_BYTES = 16 * 1024;
/** At most this many are kept (about 16 batches' worth, the most a job runs ahead). */
const MAX_KEPT = 320;

export class BufferRecycler {
  private readonly kept: ArrayBuffer[] = [];

  /** A buffer of at least `bytes` (and not more than twice that): a kept one, or a new one. */
  take(bytes: number): ArrayBuffer {
    const kept = this.kept;
    for (let i = kept.length - 1; i >= 0; i--) {
      const size = kept[i].byteLength;
      if (size >= bytes && size <= 2 * bytes) {
        const buffer = kept[i];
        kept[i] = kept[kept.length - 1];
        kept.pop();
        return buffer;
      }
    }
    return new ArrayBuffer(bytes);
  }

  /** Buffers done with (their batch merged), to be taken again. */
  give(buffers: readonly ArrayBuffer[]): void {
    for (const buffer of buffers) {
      if (this.kept.length >= MAX_KEPT) return;
      // A detached buffer has length 0 and is left out with the small ones.
      if (buffer.byteLength >= MIN_KEPT_BYTES) this.kept.push(buffer);
    }
  }

  /** Buffers kept now (for tests). */
  get size(): number {
    return this.kept.length;
  }
}
