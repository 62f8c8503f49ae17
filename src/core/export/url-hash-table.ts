/**
 * A hash table keyed by 64-bit URL hashes (loc-hash.ts), for the streamed export that keeps
 * no URL text (its URLs listed more than once: repeated-urls.ts): open addressing with linear
 * probing over one `Uint32Array` of `[low, high]` pairs, 8 bytes a slot, and as many
 * `Uint32Array` value columns as the caller asks for, kept slot for slot. Grown by doubling
 * past three quarters full.
 *
 * A key of `[0, 0]` marks an empty slot, so a hash of `[0, 0]` is stored as `[1, 0]`: one more
 * pair of the 2⁶⁴ that may meet, which does not move the odds docs/parquet.md gives.
 */
import type { LocHash } from './loc-hash';

const INITIAL_SLOTS = 1 << 12;

export class UrlHashTable {
  /** `[low, high]` per slot. */
  private keys = new Uint32Array(INITIAL_SLOTS * 2);
  /** One array per value column, a value per slot. */
  private values: Uint32Array[];
  private mask = INITIAL_SLOTS - 1;
  private count = 0;

  constructor(valueColumns = 0) {
    this.values = Array.from({ length: valueColumns }, () => new Uint32Array(INITIAL_SLOTS));
  }

  /** Keys held. */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the keys and the value columns. */
  get byteLength(): number {
    return this.keys.byteLength + this.values.reduce((sum, column) => sum + column.byteLength, 0);
  }

  /** Value column `index` (read and write by slot; replaced when the table grows). */
  column(index: number): Uint32Array {
    return this.values[index];
  }

  /** The slot of `hash`, or -1 when it is not held. */
  find(hash: LocHash): number {
    const { low, high } = keyOf(hash);
    const keys = this.keys;
    for (let slot = low & this.mask; ; slot = (slot + 1) & this.mask) {
      const heldLow = keys[slot * 2];
      const heldHigh = keys[slot * 2 + 1];
      if (heldLow === 0 && heldHigh === 0) return -1;
      if (heldLow === low && heldHigh === high) return slot;
    }
  }

  /**
   * The slot of `hash`, added (its values 0) when it was not held: then `~slot` (negative), so
   * the caller tells a new key from one seen before without a second probe.
   */
  add(hash: LocHash): number {
    if ((this.count + 1) * 4 > (this.mask + 1) * 3) this.resize((this.mask + 1) * 2);
    const { low, high } = keyOf(hash);
    const keys = this.keys;
    for (let slot = low & this.mask; ; slot = (slot + 1) & this.mask) {
      const heldLow = keys[slot * 2];
      const heldHigh = keys[slot * 2 + 1];
      if (heldLow === 0 && heldHigh === 0) {
        keys[slot * 2] = low;
        keys[slot * 2 + 1] = high;
        this.count++;
        return ~slot;
      }
      if (heldLow === low && heldHigh === high) return slot;
    }
  }

  /** Re-inserts every key (and its values) into a table of `slots` slots. */
  private resize(slots: number): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const keys = new Uint32Array(slots * 2);
    const values = oldValues.map(() => new Uint32Array(slots));
    const mask = slots - 1;
    for (let old = 0; old < oldKeys.length / 2; old++) {
      const low = oldKeys[old * 2];
      const high = oldKeys[old * 2 + 1];
      if (low === 0 && high === 0) continue;
      let slot = low & mask;
      while (keys[slot * 2] !== 0 || keys[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
      keys[slot * 2] = low;
      keys[slot * 2 + 1] = high;
      for (let column = 0; column < values.length; column++)
        values[column][slot] = oldValues[column][old];
    }
    this.keys = keys;
    this.values = values;
    this.mask = mask;
  }
}

/** The key stored for `hash`: `[0, 0]` is the empty slot's. */
function keyOf(hash: LocHash): LocHash {
  return hash.low === 0 && hash.high === 0 ? { low: 1, high: 0 } : hash;
}
