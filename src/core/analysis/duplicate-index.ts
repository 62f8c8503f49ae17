/**
 * A hash set over the URL texts of the string table, used to find duplicate URLs within and
 * across files without keeping a JS string per URL alive. Open addressing with linear probing;
 * a slot holds `row + 1` of the first row seen with that text (0 = empty).
 *
 * Each row's hash is kept (4 bytes a row): measured 2026-11-30 on a million URLs, recomputing
 * hashes from the text whenever the table doubled cost ~500 ms of a ~2 s ingestion, and the
 * stored hash also settles most probe collisions without reading the text.
 */
import { hashBytes, type StringTable } from './string-table';

const INITIAL_SLOTS = 1 << 12;

export class DuplicateIndex {
  private slots = new Int32Array(INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;
  private count = 0;
  private rowHash = new Uint32Array(1024);

  constructor(
    private readonly text: StringTable,
    /** Start offsets of the rows' texts; `textStart[row + 1]` is the row's end. */
    private readonly textStartOf: () => Uint32Array,
  ) {}

  /** Bytes held (for the memory figures). */
  get byteLength(): number {
    return this.slots.byteLength + this.rowHash.byteLength;
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
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    if (row >= this.rowHash.length) {
      const grown = new Uint32Array(Math.max(row + 1, this.rowHash.length * 2));
      grown.set(this.rowHash);
      this.rowHash = grown;
    }
    const textStart = this.textStartOf();
    const start = textStart[row];
    const end = textStart[row + 1];
    this.rowHash[row] = hash;
    let slot = hash & this.mask;
    for (;;) {
      const held = this.slots[slot];
      if (held === 0) {
        this.slots[slot] = row + 1;
        this.count++;
        return -1;
      }
      const other = held - 1;
      if (
        this.rowHash[other] === hash &&
        this.text.equals(textStart[other], textStart[other + 1], start, end)
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
    const hash = this.rowHash[row];
    let slot = hash & this.mask;
    for (;;) {
      const held = this.slots[slot];
      if (held === 0) return row;
      const other = held - 1;
      if (
        this.rowHash[other] === hash &&
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
    while (size < expectedRows * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    this.count = 0;
    this.rowHash = new Uint32Array(Math.max(expectedRows, 1024));
  }

  /** Shrinks the per-row hashes to `rows` (the slot table keeps its size: it must stay sparse). */
  trim(rows: number): void {
    if (this.rowHash.length > rows) this.rowHash = this.rowHash.slice(0, Math.max(rows, 1));
  }

  /** Doubles the table and re-inserts every held row from its stored hash. */
  private grow(): void {
    const old = this.slots;
    const size = old.length * 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    for (let i = 0; i < old.length; i++) {
      const held = old[i];
      if (held === 0) continue;
      let slot = this.rowHash[held - 1] & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = held;
    }
  }
}
