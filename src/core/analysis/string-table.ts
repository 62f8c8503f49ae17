/**
 * An append-only table of URL texts as UTF-8 bytes in one growing `Uint8Array`, addressed by
 * byte offsets. The URL store keeps a million URLs here instead of a million JS strings:
 * V8 spends 16–24 bytes of header on every string and every string is a GC object, while
 * here a URL costs its bytes and nothing more.
 *
 * UTF-8 byte order equals code point order, so sorting compares bytes directly.
 */

/** Decoder shared by all readers; `fatal: false` because the bytes were encoded by us. */
const utf8Decoder = new TextDecoder('utf-8');
const utf8Encoder = new TextEncoder();

/** Below this buffer size the table grows fourfold, above it twofold (see `reserve`). */
const FOURFOLD_BELOW = 1 << 28;

export class StringTable {
  bytes: Uint8Array;
  /** Bytes in use. */
  used = 0;
  /** True while every byte appended so far is ASCII (lets readers take faster paths). */
  isAscii = true;

  constructor(initialBytes = 1 << 16) {
    this.bytes = new Uint8Array(initialBytes);
  }

  /**
   * Appends `text` and returns its start offset (the end is `used` after the call).
   * Measured 2026-11-30 (Node 20, a million ~75-character ASCII URLs sliced from a decoded
   * chunk): `encodeInto` 95 ms, a charCodeAt loop 190 ms (slower on sliced strings than on
   * flat ones); an earlier measurement had found the loop faster, on other strings.
   * UTF-8 is as long as UTF-16 only when every character is ASCII, so `written` tells.
   */
  append(text: string): number {
    const start = this.used;
    const length = text.length;
    // UTF-8 needs at most 3 bytes per UTF-16 code unit.
    if (start + length * 3 > this.bytes.length) this.reserve(length * 3);
    const { written } = utf8Encoder.encodeInto(text, this.bytes.subarray(start));
    this.used = start + written;
    if (written !== length) this.isAscii = false;
    return start;
  }

  /**
   * Encodes `texts[0..count)` after the bytes in use, in one `encodeInto` call, without taking
   * them: `ends[i]` is where text `i` would end. Returns false, staging nothing, when any text
   * is not ASCII (the caller then appends them one by one). The staged bytes stay past `used`
   * until {@link take} takes them, so a caller that stops part-way leaves nothing behind.
   *
   * Why: Chromium's `encodeInto` costs about 1 µs per call whatever the length (the string
   * crosses into Blink each time). Measured 2026-12-01, 200,000 URLs sliced from a decoded
   * chunk: per-URL `encodeInto` 936 ns/URL in Chromium and 78 in Node; one call per 1,024
   * joined URLs 78 and 23 ns/URL.
   */
  stageAscii(texts: readonly string[], count: number, ends: Uint32Array): boolean {
    const joined = (texts.length === count ? texts : texts.slice(0, count)).join('');
    if (this.used + joined.length * 3 > this.bytes.length) this.reserve(joined.length * 3);
    const { written } = utf8Encoder.encodeInto(joined, this.bytes.subarray(this.used));
    if (written !== joined.length) return false;
    let end = this.used;
    for (let i = 0; i < count; i++) ends[i] = end += texts[i].length;
    return true;
  }

  /**
   * {@link stageAscii} for ASCII texts whose bytes are at hand already, one after another:
   * text `i` is `source[starts[i] … starts[i + 1])`. One copy for them all: copying text by
   * text (a subarray and a `set` each) cost as much as encoding the strings again (0.9 s for
   * a million URLs in Chromium's worker, by profile, 2026-12-01).
   */
  stageBytes(source: Uint8Array, starts: Uint32Array, count: number, ends: Uint32Array): void {
    const first = starts[0];
    const total = starts[count] - first;
    if (this.used + total > this.bytes.length) this.reserve(total);
    this.bytes.set(source.subarray(first, first + total), this.used);
    const shift = this.used - first;
    for (let i = 0; i < count; i++) ends[i] = starts[i + 1] + shift;
  }

  /** Takes staged bytes up to `end` (see {@link stageAscii}); returns where they start. */
  take(end: number): number {
    const start = this.used;
    this.used = end;
    return start;
  }

  /**
   * Makes room for `extra` more bytes. The buffer grows fourfold up to 256 MiB, then doubles:
   * every growth copies what is held into fresh memory (and the OS maps each fresh page on
   * first write), so fewer growths cost less. Measured 2026-11-30, store alone, a million
   * URLs (75 MB of text), CPU, best of 6 in one process, both orders: doubling 1442 / 1658
   * ms, fourfold 1403 / 1422 ms (medians 1650 / 1915 and 1465 / 1720). The price is address
   * space, not memory: at most 256 MiB reserved ahead, untouched pages are not resident,
   * and `trim()` gives the rest back.
   */
  reserve(extra: number): void {
    const needed = this.used + extra;
    if (needed <= this.bytes.length) return;
    let size = this.bytes.length * (this.bytes.length < FOURFOLD_BELOW ? 4 : 2);
    while (size < needed) size *= 2;
    this.growTo(size);
  }

  /** Makes room for `extra` more bytes in one growth to exactly that size (see UrlStore.reserve). */
  ensureRoom(extra: number): void {
    const needed = this.used + extra;
    if (needed > this.bytes.length) this.growTo(needed);
  }

  /** A buffer of `size` bytes holding the bytes in use. */
  private growTo(size: number): void {
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.used));
    this.bytes = grown;
  }

  /** Shrinks the buffer to the bytes in use where more than an eighth of it is unused. */
  trim(): void {
    if (this.bytes.length - this.used <= this.bytes.length / 8) return;
    this.bytes = this.bytes.slice(0, Math.max(this.used, 1));
  }

  /**
   * Keeps only the texts of some rows, moved down in order, as the URL store's compaction
   * needs: row `r`'s text is `[starts[r], starts[r + 1])`, and `runs` lists the kept rows as
   * `[from, end)` pairs, ascending. Each run's texts are contiguous, so a run moves with one
   * `copyWithin`; `starts` is rewritten in place for the rows as renumbered (kept rows only
   * move towards the start, so nothing is read after it is overwritten). Here rather than in
   * the store because `used` and `isAscii` must change with the bytes.
   */
  keepRuns(starts: Uint32Array, runs: readonly number[]): void {
    const bytes = this.bytes;
    let kept = 0;
    let used = 0;
    for (let run = 0; run < runs.length; run += 2) {
      const from = runs[run];
      const end = runs[run + 1];
      const textFrom = starts[from];
      const textTo = starts[end];
      bytes.copyWithin(used, textFrom, textTo);
      const shift = textFrom - used;
      for (let i = 0; i < end - from; i++) starts[kept + i] = starts[from + i] - shift;
      used += textTo - textFrom;
      kept += end - from;
    }
    starts[kept] = used;
    this.used = used;
    // A removed file may have held the only non-ASCII text.
    this.isAscii = true;
    for (let i = 0; i < used; i++) {
      if (bytes[i] >= 0x80) {
        this.isAscii = false;
        break;
      }
    }
  }

  /** The text between two offsets. */
  read(start: number, end: number): string {
    if (this.isAscii && end - start < 4096) {
      // Short ASCII: fromCharCode over the bytes avoids TextDecoder's per-call overhead.
      // Reflect.apply takes the bytes as they are (any array-like), without a copy.
      return Reflect.apply(String.fromCharCode, null, this.bytes.subarray(start, end));
    }
    return utf8Decoder.decode(this.bytes.subarray(start, end));
  }

  /** Decodes a whole range at once (used to test many rows against a regex cheaply). */
  readRange(start: number, end: number): string {
    return utf8Decoder.decode(this.bytes.subarray(start, end));
  }

  /** True when the bytes at [aStart, aEnd) equal those at [bStart, bEnd). */
  equals(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
    if (aEnd - aStart !== bEnd - bStart) return false;
    const bytes = this.bytes;
    for (let i = 0; i < aEnd - aStart; i++) {
      if (bytes[aStart + i] !== bytes[bStart + i]) return false;
    }
    return true;
  }
}

/** Encodes a string as UTF-8 (for needles and comparisons). */
export function encodeUtf8(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}
