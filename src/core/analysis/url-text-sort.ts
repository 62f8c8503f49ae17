/**
 * Sorting all rows by URL text, byte order (= code point order), without comparing the long
 * prefixes URLs share. Each row's prefix (`https://a.com/blog/`) is interned by the store, so:
 *
 * 1. the few distinct prefixes are ordered, and rows are bucketed by prefix in one pass;
 * 2. each bucket is radix-sorted from the byte after its prefix;
 * 3. rows that are not `scheme://host/…` at all are merged into the rest at the end.
 *
 * This is correct because no two section prefixes are prefixes of one another (each ends at
 * the slash that closes the first directory), so the buckets' order is the rows' order; a
 * host's top-level rows get buckets between its sections (see `sortRowsByUrl`).
 * Repeated URLs are sorted once (see `sortWithDuplicates`).
 *
 * Measured 2026-11-30 (1M generated URLs, ~65 bytes each): plain MSD radix from byte 0 took
 * ~850 ms on a lightly loaded machine; a first version that merged top-level rows in spent a
 * third of its time merging, hence the slots; this version takes ~420–600 ms CPU on the
 * shared 2-core machine (load 5–8), against ~2.8–5 s for Array.prototype.sort on strings.
 */
import { compareText, sortRowsByText, textSortScratch } from './radix-sort';
import { encodeUtf8 } from './string-table';
import { PrefixKind } from './url-parts';
import type { UrlStore } from './url-store';

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

function startsWith(text: Uint8Array, prefix: Uint8Array): boolean {
  if (prefix.length > text.length) return false;
  for (let i = 0; i < prefix.length; i++) if (text[i] !== prefix[i]) return false;
  return true;
}

/**
 * The rows of the store (all, or the ascending row numbers of `subset`), ascending by URL
 * text (stable: equal URLs in reading order).
 *
 * Buckets ("slots") are laid out per host: a top-level row (`https://a.com/page`) can never
 * fall inside a section's range (it has no slash after its first segment, and `/` sorts below
 * `?` and `#`), so each top-level row goes to the slot between the two section prefixes it
 * falls between, found by binary search. Only rows that are not `scheme://host/…` at all need
 * a merge at the end.
 */
export function sortRowsByUrl(store: UrlStore, subset?: Uint32Array): Uint32Array {
  return store.hasDuplicates ? sortWithDuplicates(store, subset) : sortDistinct(store, subset);
}

/**
 * Equal URLs are sorted once: only the first row of each text (within the rows sorted) goes
 * through the radix sort, and its repeats follow it in reading order. Without this, a hostile
 * file repeating one 2,000-byte URL a million times would cost a radix level per byte for the
 * whole million (minutes); with it, one row.
 */
function sortWithDuplicates(store: UrlStore, subset: Uint32Array | undefined): Uint32Array {
  const n = subset ? subset.length : store.size;
  const next = new Int32Array(store.size).fill(-1);
  const last = new Int32Array(store.size);
  const leaders = new Uint32Array(n);
  const leaderOf = new Map<number, number>(); // first occurrence → leader row among those sorted
  let leaderCount = 0;
  for (let i = 0; i < n; i++) {
    const row = subset ? subset[i] : i;
    const first = store.firstOccurrence(row);
    // Sorting everything, the first occurrence is always among the rows and leads its group;
    // sorting a subset, the group's first row within the subset leads.
    let leader: number | undefined;
    if (first !== row) leader = subset ? leaderOf.get(first) : first;
    if (leader === undefined) {
      leaders[leaderCount++] = row;
      last[row] = row;
      if (subset) leaderOf.set(first, row);
      continue;
    }
    next[last[leader]] = row;
    last[leader] = row;
  }
  const sorted = sortDistinct(store, leaders.subarray(0, leaderCount));
  const rows = new Uint32Array(n);
  let out = 0;
  for (const leader of sorted) {
    for (let row = leader; row >= 0; row = next[row]) rows[out++] = row;
  }
  return rows;
}

/**
 * Slot numbers. A top prefix T followed by its host's section prefixes s1…sk takes slots
 * T0, s1, T1, s2, …, sk, Tk: top-level rows between s(i) and s(i+1) go to Ti.
 */
function numberPrefixSlots(
  ordered: readonly number[],
  kinds: ArrayLike<number>,
  encoded: readonly Uint8Array[],
): { slotOf: Int32Array; sectionsAfterTop: Map<number, number[]>; slotCount: number } {
  const slotOf = new Int32Array(encoded.length).fill(-1);
  const sectionsAfterTop = new Map<number, number[]>();
  let slots = 0;
  for (let rank = 0; rank < ordered.length; rank++) {
    const id = ordered[rank];
    if (kinds[id] !== PrefixKind.top) {
      slotOf[id] = slots++;
      continue;
    }
    const sections: number[] = [];
    while (rank + 1 < ordered.length && startsWith(encoded[ordered[rank + 1]], encoded[id])) {
      sections.push(ordered[++rank]);
    }
    slotOf[id] = slots++;
    for (const section of sections) {
      slotOf[section] = slots;
      slots += 2;
    }
    sectionsAfterTop.set(id, sections);
  }
  return { slotOf, sectionsAfterTop, slotCount: slots };
}

function sortDistinct(store: UrlStore, subset: Uint32Array | undefined): Uint32Array {
  const n = subset ? subset.length : store.size;
  const rowAt = (i: number): number => (subset ? subset[i] : i);
  const bytes = store.text.bytes;
  const textStart = store.textStart;
  const kinds = store.prefixes.kind;
  const encoded = store.prefixes.text.map(encodeUtf8);
  const ordered = store.prefixes.text
    .map((_, id) => id)
    .filter((id) => kinds[id] !== PrefixKind.raw);
  ordered.sort((a, b) => compareBytes(encoded[a], encoded[b]));

  const { slotOf, sectionsAfterTop, slotCount } = numberPrefixSlots(ordered, kinds, encoded);
  let slots = slotCount;
  const rawSlot = slots++;

  // The slot of every row, and the depth its bucket is sorted from.
  const rowSlot = new Uint32Array(store.size);
  const slotDepth = new Uint32Array(slots);
  for (const id of ordered) {
    slotDepth[slotOf[id]] = encoded[id].length;
    const sections = sectionsAfterTop.get(id);
    if (sections)
      for (let i = 0; i < sections.length; i++)
        slotDepth[slotOf[sections[i]] + 1] = encoded[id].length;
  }
  for (let i = 0; i < n; i++) {
    const row = rowAt(i);
    const prefix = store.prefixOf[row];
    const kind = kinds[prefix];
    if (kind === PrefixKind.raw) rowSlot[row] = rawSlot;
    else if (kind === PrefixKind.section) rowSlot[row] = slotOf[prefix];
    else
      rowSlot[row] = topRowSlot(
        row,
        slotOf[prefix],
        encoded[prefix].length,
        sectionsAfterTop.get(prefix) ?? [],
        encoded,
        slotOf,
        bytes,
        textStart,
      );
  }

  // Bucket rows by slot (a stable counting sort), then sort each bucket after its prefix.
  const slotStart = new Uint32Array(slots + 1);
  for (let i = 0; i < n; i++) slotStart[rowSlot[rowAt(i)] + 1]++;
  for (let slot = 1; slot <= slots; slot++) slotStart[slot] += slotStart[slot - 1];
  const next = slotStart.slice(0, slots);
  const rows = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const row = rowAt(i);
    rows[next[rowSlot[row]]++] = row;
  }
  const scratch = textSortScratch(n);
  for (let slot = 0; slot < slots; slot++) {
    if (slotStart[slot + 1] - slotStart[slot] > 1) {
      sortRowsByText(
        rows,
        bytes,
        textStart,
        slotStart[slot],
        slotStart[slot + 1],
        slotDepth[slot],
        scratch,
      );
    }
  }
  merge(rows, 0, slotStart[rawSlot], n, 0, bytes, textStart, scratch.rows);
  return rows;
}

/** Slot of a top-level row: after the last of its host's section prefixes that sorts below it. */
function topRowSlot(
  row: number,
  topSlot: number,
  topLength: number,
  sections: readonly number[],
  encoded: readonly Uint8Array[],
  slotOf: Int32Array,
  bytes: Uint8Array,
  textStart: Uint32Array,
): number {
  let low = 0;
  let high = sections.length;
  const start = textStart[row];
  const end = textStart[row + 1];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const prefix = encoded[sections[middle]];
    // Compare the row with the prefix from the byte after the host's slash.
    let order = 0;
    for (let i = topLength; order === 0; i++) {
      if (i >= prefix.length)
        order = 1; // cannot happen (no slash in the row); keep it total
      else if (start + i >= end) order = -1;
      else order = bytes[start + i] - prefix[i];
    }
    if (order < 0) high = middle;
    else low = middle + 1;
  }
  return low === 0 ? topSlot : slotOf[sections[low - 1]] + 1;
}

/** Merges the sorted runs rows[lo … mid) and rows[mid … hi); ties keep the left run first. */
function merge(
  rows: Uint32Array,
  lo: number,
  mid: number,
  hi: number,
  depth: number,
  bytes: Uint8Array,
  textStart: Uint32Array,
  buffer: Uint32Array,
): void {
  if (lo === mid || mid === hi) return;
  buffer.set(rows.subarray(lo, mid), lo);
  let left = lo;
  let right = mid;
  let out = lo;
  while (left < mid && right < hi) {
    if (compareText(buffer[left], rows[right], depth, bytes, textStart) <= 0)
      rows[out++] = buffer[left++];
    else rows[out++] = rows[right++];
  }
  while (left < mid) rows[out++] = buffer[left++];
}
