/**
 * A hash set over the URL texts of the string table, used to find duplicate URLs within and
 * across files without keeping a JS string per URL alive. Open addressing with linear probing;
 * a slot is two 32-bit words: `row + 1` of the first row seen with that text (0 = empty), and
 * that text's hash.
 *
 * The hash sits next to the row in its slot, so a probe past an occupied slot reads nothing
 * else, and growing re-inserts from the slots alone, without reading the text (recomputing
 * hashes on growth had cost ~500 ms of a ~2 s ingestion, measured 2026-11-30).
 */
import { hashBytes } from '../byte-hash';
import { regrownSlots } from './hash-slots';
import type { StringTable } from './string-table';

const INITIAL_SLOTS = 1 << 12;

/**
 * A table is grown past three fifths full. At most half full, a million rows reserved with
 * the session's margin took 4M slots (32 MB, every page of it touched at random) where 2M
 * do: inserting a million rows took 135 ms against 31–91 (first touch of fresh memory is
 * slow in a VM), 2026-12-04. Linear probing at 0.6 costs 3.6 slots a miss on average, most
 * of them in the same cache line.
 */
function isOverLoaded(rows: number, slots: number): boolean {
  return rows * 5 > slots * 3;
}

export class DuplicateIndex {
  /** `[row + 1, hash]` per slot. */
  private slots = new Int32Array(INITIAL_SLOTS * 2);
  private mask = INITIAL_SLOTS - 1;
  private count = 0;

  constructor(
    private readonly text: StringTable,
    /** Start offsets of the rows' texts; `textStart[row + 1]` is the row's end. */
    private readonly textStartOf: () => Uint32Array,
  ) {}

  /** Bytes held (for the memory figures). */
  get byteLength(): number {
    return this.slots.byteLength;
  }

  /**
   * Adds `row` (rows are added in order) unless a row with the same text is already present;
   * returns that first row, or -1 when `row` is the first of its text.
   */
  findOrAdd(row: number): number {
    const textStart = this.textStartOf();
    return this.findOrAddHashed(
      row,
      hashBytes(this.text.bytes, textStart[row], textStart[row + 1]),
    );
  }

  /**
   * {@link findOrAdd} with the row's {@link hashBytes} already known: the store computes it
   * while it reads the row's bytes for the prefix (one pass instead of two).
   */
  findOrAddHashed(row: number, hash: number): number {
    if (isOverLoaded(this.count + 1, this.mask + 1)) this.grow();
    const textStart = this.textStartOf();
    const slots = this.slots;
    const hash32 = hash | 0;
    let slot = hash & this.mask;
    for (;;) {
      const held = slots[slot * 2];
      if (held === 0) {
        slots[slot * 2] = row + 1;
        slots[slot * 2 + 1] = hash32;
        this.count++;
        return -1;
      }
      const other = held - 1;
      if (
        slots[slot * 2 + 1] === hash32 &&
        this.text.equals(textStart[other], textStart[other + 1], textStart[row], textStart[row + 1])
      ) {
        return other;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** The first row with the same text as `row` (which must have been added). */
  firstOf(row: number): number {
    const textStart = this.textStartOf();
    const start = textStart[row];
    const end = textStart[row + 1];
    const hash32 = hashBytes(this.text.bytes, start, end) | 0;
    const slots = this.slots;
    let slot = hash32 & this.mask;
    for (;;) {
      const held = slots[slot * 2];
      if (held === 0) return row;
      const other = held - 1;
      if (
        slots[slot * 2 + 1] === hash32 &&
        this.text.equals(textStart[other], textStart[other + 1], start, end)
      ) {
        return other;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** Forgets everything (before a rebuild after rows were removed). */
  clear(expectedRows: number): void {
    let size = INITIAL_SLOTS;
    while (isOverLoaded(expectedRows, size)) size *= 2;
    this.slots = new Int32Array(size * 2);
    this.mask = size - 1;
    this.count = 0;
  }

  /**
   * Makes room for `rows` more rows in one growth (UrlStore.reserve): doubling step by step
   * re-inserted every held row at each step (1.6 % of the million-URL ingest, profiled
   * 2026-12-04).
   */
  reserve(rows: number): void {
    let size = this.mask + 1;
    while (isOverLoaded(this.count + rows, size)) size *= 2;
    if (size > this.mask + 1) this.grow(size);
  }

  /** Grows the table to `size` slots (twice the size by default), re-inserting every row. */
  private grow(size = (this.mask + 1) * 2): void {
    this.slots = regrownSlots(this.slots, size);
    this.mask = size - 1;
  }
}
