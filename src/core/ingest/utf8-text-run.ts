/**
 * Texts written one after another as UTF-8 into one buffer, each with its UTF-16 length: how
 * a batch's URLs and short texts cross between workers (url-batch-wire.ts). A text that is
 * at hand as ASCII bytes (the byte reader's locs and lastmods, UrlBatch.locBytes) is copied
 * as it is; strings are encoded `STRINGS_PER_CALL` at a time. Making each URL a string only
 * to encode it back had cost about a fifth of each ingest worker's time in Chromium (the
 * million-URL ingest, profile of 2026-12-01).
 *
 * Chromium's `TextEncoder.encode` is slow on long strings and `encodeInto` per short string
 * is slow too: measured 2026-12-01, 200,000 URLs, 1,835 ns per URL encoding them 50,000 to
 * a string, 68 with `encodeInto` 1,024 to a string.
 */
import type { BufferRecycler } from './buffer-recycler';

const utf8Encoder = new TextEncoder();
/** Strings joined per `encodeInto` call. */
const STRINGS_PER_CALL = 1024;

export class Utf8TextRun {
  private bytes: Uint8Array;
  private used = 0;
  private readonly lengths: number[] = [];
  /** Strings not encoded yet, and their UTF-16 length in all. */
  private readonly pending: string[] = [];
  private pendingChars = 0;

  /** `recycler`: where the buffers come from (buffer-recycler.ts); `bytes`: a first guess. */
  constructor(
    private readonly recycler: BufferRecycler | undefined,
    bytes: number,
  ) {
    this.bytes = this.buffer(Math.max(bytes, 64));
  }

  addString(text: string): void {
    this.lengths.push(text.length);
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pending.length === STRINGS_PER_CALL) this.encodePending();
  }

  /** Adds the ASCII text `source[from … to)`: copied, no string made. */
  addAscii(source: Uint8Array, from: number, to: number): void {
    if (this.pending.length > 0) this.encodePending();
    this.lengths.push(to - from);
    this.room(to - from);
    const bytes = this.bytes;
    let used = this.used;
    // A loop, not `set(subarray)`: no object per text, and texts are short.
    for (let i = from; i < to; i++) bytes[used++] = source[i];
    this.used = used;
  }

  /** The texts' bytes, one after another, and each text's UTF-16 length. */
  finish(): { bytes: Uint8Array; lengths: Uint32Array } {
    if (this.pending.length > 0) this.encodePending();
    return { bytes: this.bytes.subarray(0, this.used), lengths: Uint32Array.from(this.lengths) };
  }

  private encodePending(): void {
    let joined = this.pending.join('');
    let charsLeft = this.pendingChars;
    this.pending.length = 0;
    this.pendingChars = 0;
    // Room for ASCII first (as good as every URL); grown when a text is not.
    this.room(charsLeft);
    for (;;) {
      const { read, written } = utf8Encoder.encodeInto(joined, this.bytes.subarray(this.used));
      this.used += written;
      charsLeft -= read;
      if (read === joined.length) return;
      // Not ASCII: room for the rest at UTF-8's worst, 3 bytes per UTF-16 code unit.
      // `encodeInto` stops before a character that does not fit, never inside one.
      this.room(charsLeft * 3);
      joined = joined.slice(read);
    }
  }

  /** Makes room for `extra` more bytes, doubling at least. */
  private room(extra: number): void {
    const needed = this.used + extra;
    if (needed <= this.bytes.length) return;
    const grown = this.buffer(Math.max(needed, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.used));
    this.bytes = grown;
  }

  /** A buffer of `size` bytes, recycled where one is kept (it may hold old bytes). */
  private buffer(size: number): Uint8Array {
    return this.recycler ? new Uint8Array(this.recycler.take(size), 0, size) : new Uint8Array(size);
  }
}
