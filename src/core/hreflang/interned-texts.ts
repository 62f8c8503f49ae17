/**
 * Texts numbered in the order first seen, kept as UTF-8 bytes one after another in a growing
 * byte arena (the URL store's StringTable, analysis/string-table.ts) and found again through
 * an open-addressing hash table over those bytes (the store's hash, byte-hash.ts), as the
 * store's DuplicateIndex finds its duplicates. A text given as bytes (the byte reader's locs and hrefs, url-batch.ts) is
 * interned without a string ever being made of it; a string is made only when asked for
 * ({@link InternedTexts.textOf}: a problem's URL, the view, a cluster's name).
 *
 * Why not a `Map<string, number>`: at 200,000 URLs with five alternates each, decoding every
 * href to a string and hashing it in a Map took 17 % of the ingest with alternates, and the
 * strings made most of its garbage-collection time (CPU profile, 2026-12-04).
 *
 * Strings and bytes name the same text when the bytes are the string's UTF-8: one to one for
 * the texts the readers make, which never hold a lone surrogate (a character reference to one
 * is refused, xml-references.ts).
 */
import { StringTable } from '../analysis/string-table';
import { hashBytes } from '../byte-hash';
import { regrownSlots } from '../analysis/hash-slots';

const INITIAL_SLOTS = 1 << 10;

export class InternedTexts {
  private readonly arena = new StringTable(1 << 12);
  /** Text `id` is `arena.bytes[starts[id] … starts[id + 1])`. */
  private starts = new Uint32Array(INITIAL_SLOTS + 1);
  /**
   * `[id + 1, hash]` per slot (0: empty). The hash beside the id lets a probe pass an
   * occupied slot, and growing re-insert, without reading a text.
   */
  private slots = new Int32Array(INITIAL_SLOTS * 2);
  private mask = INITIAL_SLOTS - 1;
  private count = 0;

  /** How many distinct texts. */
  get size(): number {
    return this.count;
  }

  /** Bytes held: the texts, their offsets and the hash table. */
  get byteLength(): number {
    return this.arena.bytes.byteLength + this.starts.byteLength + this.slots.byteLength;
  }

  /**
   * The id of the UTF-8 text `source[start … end)`, numbered next when first seen; `hash`,
   * its `hashBytes` (byte-hash.ts) when the caller has it (the reader's, `UrlBatch.locHash`).
   */
  idOfBytes(
    source: Uint8Array,
    start: number,
    end: number,
    hash = hashBytes(source, start, end) | 0,
  ): number {
    const slot = this.slotOf(source, start, end, hash);
    const held = this.slots[slot * 2]!;
    if (held !== 0) return held - 1;
    const arena = this.arena;
    arena.reserve(end - start);
    const bytes = arena.bytes;
    let at = arena.used;
    let ored = 0;
    // A loop, not `set(subarray)`: no object per text, and URLs are short.
    for (let i = start; i < end; i++) ored |= bytes[at++] = source[i]!;
    arena.used = at;
    // The arena decodes ASCII faster, and must know when a text is not (`read`).
    if (ored >= 0x80) arena.isAscii = false;
    return this.added(slot, hash);
  }

  /** The id of `text`, numbered next when first seen. */
  idOfText(text: string): number {
    const arena = this.arena;
    const start = arena.append(text);
    const end = arena.used;
    const hash = hashBytes(arena.bytes, start, end) | 0;
    const slot = this.slotOf(arena.bytes, start, end, hash);
    const held = this.slots[slot * 2]!;
    if (held === 0) return this.added(slot, hash);
    // Seen before: the bytes just encoded are given back.
    arena.used = start;
    return held - 1;
  }

  /** The id of `text`; undefined when it was never seen. */
  find(text: string): number | undefined {
    const arena = this.arena;
    const start = arena.append(text);
    const end = arena.used;
    const hash = hashBytes(arena.bytes, start, end) | 0;
    const held = this.slots[this.slotOf(arena.bytes, start, end, hash) * 2]!;
    arena.used = start;
    return held === 0 ? undefined : held - 1;
  }

  /** {@link find} for a text at hand as UTF-8 bytes. */
  findBytes(source: Uint8Array, start: number, end: number): number | undefined {
    const hash = hashBytes(source, start, end) | 0;
    const held = this.slots[this.slotOf(source, start, end, hash) * 2]!;
    return held === 0 ? undefined : held - 1;
  }

  /** True when text `id` is the UTF-8 text `source[start … end)`. */
  isText(id: number, source: Uint8Array, start: number, end: number): boolean {
    const from = this.starts[id]!;
    const length = end - start;
    if (this.starts[id + 1]! - from !== length) return false;
    const bytes = this.arena.bytes;
    let i = 0;
    while (i < length && bytes[from + i] === source[start + i]) i++;
    return i === length;
  }

  /** Text `id` as a string (made on each call: callers that need it often keep it). */
  textOf(id: number): string {
    return this.arena.read(this.starts[id]!, this.starts[id + 1]!);
  }

  /**
   * The texts of `ids`, in that order, numbered from 0 (as interning them in that order into
   * an empty table would; each must appear once). The bytes are copied, never decoded.
   */
  subset(ids: ArrayLike<number>, count: number): InternedTexts {
    const kept = new InternedTexts();
    const { bytes } = this.arena;
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      kept.idOfBytes(bytes, this.starts[id]!, this.starts[id + 1]!);
    }
    return kept;
  }

  /** The slot holding the text `source[start … end)`, or the empty slot where it would go. */
  private slotOf(source: Uint8Array, start: number, end: number, hash: number): number {
    const { slots, starts, mask } = this;
    const bytes = this.arena.bytes;
    const length = end - start;
    let slot = hash & mask;
    for (;;) {
      const held = slots[slot * 2]!;
      if (held === 0) return slot;
      if (slots[slot * 2 + 1] === hash) {
        const from = starts[held - 1]!;
        if (starts[held]! - from === length) {
          let i = 0;
          while (i < length && bytes[from + i] === source[start + i]) i++;
          if (i === length) return slot;
        }
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Numbers the text just appended to the arena, in the empty slot `slot`. */
  private added(slot: number, hash: number): number {
    const id = this.count++;
    if (id + 2 > this.starts.length) {
      const starts = new Uint32Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
    }
    this.starts[id + 1] = this.arena.used;
    this.slots[slot * 2] = id + 1;
    this.slots[slot * 2 + 1] = hash;
    // At most half full: linear probing stays short.
    if (this.count * 2 > this.mask + 1) this.grow();
    return id;
  }

  /** Doubles the hash table, re-inserting every id from its stored hash. */
  private grow(): void {
    const size = (this.mask + 1) * 2;
    this.slots = regrownSlots(this.slots, size);
    this.mask = size - 1;
  }
}
