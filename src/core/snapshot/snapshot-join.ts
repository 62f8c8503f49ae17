/**
 * The join of two snapshots of a site by URL: an earlier UrlStore and the current one, kept
 * apart, matched on the stored URL bytes (the string tables' ids: a row's text range). One
 * open-addressing table of the earlier rows' first occurrences (FNV-1a over the bytes, as the
 * store's own duplicate index), then one pass over the current rows: no string is decoded and
 * no object is made per row, so two million-URL snapshots join in well under a second.
 *
 * A URL listed twice in one snapshot (sitemaps.org: each URL once) is judged by its first
 * occurrence; the counts count URLs, not rows.
 */
import { hashBytes } from '../byte-hash';
import type { UrlStore } from '../analysis/url-store';
import type { ChangeName } from './change-name';

/** What happened to a URL between the snapshots: the `Change` column's codes. */
export const ChangeCode = {
  unchanged: 1,
  added: 2,
  lastmodChanged: 3,
  removed: 4,
} as const;
export type ChangeCode = (typeof ChangeCode)[keyof typeof ChangeCode];
export type { ChangeName } from './change-name';
export const CHANGE_NAMES: Record<ChangeCode, ChangeName> = {
  1: 'unchanged',
  2: 'added',
  3: 'lastmod-changed',
  4: 'removed',
};
export const CHANGE_CODE_OF: Record<ChangeName, ChangeCode> = {
  unchanged: 1,
  added: 2,
  'lastmod-changed': 3,
  removed: 4,
};

export interface SnapshotJoin {
  /** Per current row: the earlier row with the same URL (its first occurrence), -1 when added. */
  readonly earlierRowOf: Int32Array;
  /** Per current row: its ChangeCode (never `removed`). */
  readonly change: Uint8Array;
  /** Per earlier row: `removed` when no current row has its URL, else 0. */
  readonly earlierChange: Uint8Array;
}

/** The URL of the earlier row `row` by hash; -1 when empty. Load ≤ 1/2. */
class EarlierIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly store: UrlStore) {
    let size = 16;
    while (size < store.size * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    const bytes = store.text.bytes;
    const starts = store.textStart;
    for (let row = 0; row < store.size; row++) {
      if (store.firstOccurrence(row) !== row) continue;
      const hash = hashBytes(bytes, starts[row], starts[row + 1]);
      let slot = hash & this.mask;
      while (this.slots[slot] >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = row;
    }
  }

  /** The earlier row holding `bytes[start, end)`, or -1. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const hash = hashBytes(bytes, start, end);
    const earlierBytes = this.store.text.bytes;
    const starts = this.store.textStart;
    const length = end - start;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const row = this.slots[slot];
      if (row < 0) return -1;
      const from = starts[row];
      if (starts[row + 1] - from !== length) continue;
      let i = 0;
      while (i < length && earlierBytes[from + i] === bytes[start + i]) i++;
      if (i === length) return row;
    }
  }

  get byteLength(): number {
    return this.slots.byteLength;
  }
}

/** True when both lastmods are absent or the same instant. */
export function isSameLastmod(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * The join kept up to date while the current store grows (files still being read): each
 * `extend` joins only the rows added since the last one, because appending never changes an
 * older row (a later duplicate points back at its first occurrence). A store whose rows were
 * removed (renumbered) needs a new joiner.
 */
export class SnapshotJoiner {
  private readonly index: EarlierIndex;
  private readonly isKept: Uint8Array;
  private earlierRowOf = new Int32Array(0);
  private change = new Uint8Array(0);
  private joinedRows = 0;

  constructor(private readonly earlier: UrlStore) {
    this.index = new EarlierIndex(earlier);
    this.isKept = new Uint8Array(earlier.size);
  }

  /** Rows of the current store joined so far. */
  get rows(): number {
    return this.joinedRows;
  }

  /** Joins the current rows added since the last call (the store may only have grown). */
  extend(current: UrlStore): SnapshotJoin {
    const { earlier, isKept } = this;
    const size = current.size;
    if (size < this.joinedRows) throw new Error('SnapshotJoiner: the current store shrank');
    if (size > this.change.length) {
      const capacity = Math.max(size, this.change.length * 2);
      const rowOf = new Int32Array(capacity);
      rowOf.set(this.earlierRowOf.subarray(0, this.joinedRows));
      const change = new Uint8Array(capacity);
      change.set(this.change.subarray(0, this.joinedRows));
      this.earlierRowOf = rowOf;
      this.change = change;
    }
    const { earlierRowOf, change } = this;
    const bytes = current.text.bytes;
    const starts = current.textStart;
    for (let row = this.joinedRows; row < size; row++) {
      const first = current.firstOccurrence(row);
      if (first !== row) {
        // A later occurrence of a URL already joined (first < row).
        earlierRowOf[row] = earlierRowOf[first];
        change[row] = change[first];
        continue;
      }
      const match = this.index.find(bytes, starts[row], starts[row + 1]);
      earlierRowOf[row] = match;
      if (match < 0) {
        change[row] = ChangeCode.added;
        continue;
      }
      isKept[match] = 1;
      change[row] = isSameLastmod(earlier.lastmodMs[match], current.lastmodMs[row])
        ? ChangeCode.unchanged
        : ChangeCode.lastmodChanged;
    }
    this.joinedRows = size;
    // Cheap (a byte per earlier row), and a duplicate's status follows its first occurrence.
    const earlierChange = new Uint8Array(earlier.size);
    for (let row = 0; row < earlier.size; row++)
      if (!isKept[earlier.firstOccurrence(row)]) earlierChange[row] = ChangeCode.removed;
    return {
      earlierRowOf: earlierRowOf.subarray(0, size),
      change: change.subarray(0, size),
      earlierChange,
    };
  }
}

/** Joins the current store's rows to the earlier store's by URL. */
export function joinSnapshots(earlier: UrlStore, current: UrlStore): SnapshotJoin {
  return new SnapshotJoiner(earlier).extend(current);
}
