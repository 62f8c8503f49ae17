/**
 * The sorted order of all rows by one column, computed once per store version and column and
 * then reused by every filter (filtering a sorted list keeps it sorted, so a filter keystroke
 * never sorts again). Rows without a value (no lastmod, no priority…) come last in both
 * directions, as spreadsheets do, so they never crowd the top of a sorted table.
 */
import { sortRowsByFloat64, sortRowsByUint32 } from './radix-sort';
import type { SortColumn } from './url-columns';
import type { UrlStore } from './url-store';
import { sortRowsByUrl } from './url-text-sort';

export interface SortedRows {
  /** Every row, ascending by the column, rows without a value last. */
  readonly rows: Uint32Array;
  /** Rows with a value: `rows[0 … presentCount)`. */
  readonly presentCount: number;
}

interface CacheEntry {
  version: number;
  column: SortColumn;
  sorted: SortedRows;
}

/** A few columns stay cached (4 bytes a row each): switching sort back and forth is instant. */
const CACHE_LIMIT = 3;
const caches = new WeakMap<UrlStore, CacheEntry[]>();

/** All rows sorted ascending by `column` (cached until the store changes). */
export function sortedRows(store: UrlStore, column: SortColumn): SortedRows {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = []));
  const hit = cache.find((entry) => entry.version === store.version && entry.column === column);
  if (hit) return hit.sorted;
  const sorted = sortColumn(store, column);
  cache.unshift({ version: store.version, column, sorted });
  // Stale versions go first; then the least recently computed.
  const fresh = cache.filter((entry) => entry.version === store.version).slice(0, CACHE_LIMIT);
  caches.set(store, fresh);
  return sorted;
}

function sortColumn(store: UrlStore, column: SortColumn): SortedRows {
  const n = store.size;
  const all = new Uint32Array(n);
  for (let i = 0; i < n; i++) all[i] = i;
  switch (column) {
    case 'row':
      return { rows: all, presentCount: n };
    case 'loc':
      return { rows: sortRowsByUrl(store), presentCount: n };
    case 'lastmod':
      return sortNumbers(all, store.lastmodMs);
    case 'news':
      return store.newsMs ? sortNumbers(all, store.newsMs) : { rows: all, presentCount: 0 };
    case 'priority':
      return sortNumbers(all, Float64Array.from(store.priority.subarray(0, n)));
    case 'changefreq': {
      // 0 means absent: those rows go last.
      const keys = new Uint32Array(n);
      for (let row = 0; row < n; row++) keys[row] = store.changefreq[row];
      return sortSmallKeys(all, keys, (row) => keys[row] !== 0);
    }
    case 'file': {
      // Files sort by name; rows of one file keep their reading order.
      const ids = store.fileIds();
      const names = ids.map((id) => store.fileName(id));
      const byName = ids.map((_, i) => i).sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));
      const rankOf = new Uint32Array(store.fileIdLimit);
      byName.forEach((index, rank) => (rankOf[ids[index]] = rank));
      const keys = new Uint32Array(n);
      for (let row = 0; row < n; row++) keys[row] = rankOf[store.fileOf[row]];
      sortRowsByUint32(all, keys, ids.length);
      return { rows: all, presentCount: n };
    }
    case 'images':
    case 'videos':
    case 'alternates': {
      const counts = store[column];
      if (!counts) return { rows: all, presentCount: n };
      sortRowsByUint32(all, Uint32Array.from(counts.subarray(0, n)), 0xffff);
      return { rows: all, presentCount: n };
    }
    case 'problems': {
      const keys = new Uint32Array(n);
      for (let row = 0; row < n; row++) keys[row] = store.problemBits[row] === 0 ? 0 : store.problemCount(row);
      sortRowsByUint32(all, keys, 0xffff);
      return { rows: all, presentCount: n };
    }
  }
}

/** Sorts by a number column; NaN (absent) rows last, in reading order. */
function sortNumbers(all: Uint32Array, values: Float64Array): SortedRows {
  const present = new Uint32Array(all.length);
  const absent = new Uint32Array(all.length);
  let p = 0;
  let a = 0;
  for (let i = 0; i < all.length; i++) {
    const row = all[i];
    if (Number.isNaN(values[row])) absent[a++] = row;
    else present[p++] = row;
  }
  const rows = present.subarray(0, p);
  sortRowsByFloat64(rows, values);
  all.set(rows);
  all.set(absent.subarray(0, a), p);
  return { rows: all, presentCount: p };
}

function sortSmallKeys(all: Uint32Array, keys: Uint32Array, hasValue: (row: number) => boolean): SortedRows {
  sortRowsByUint32(all, keys, 0xffff);
  // Absent (key 0) rows sorted first: rotate them to the end, keeping both parts in order.
  let absent = 0;
  while (absent < all.length && !hasValue(all[absent])) absent++;
  const rotated = new Uint32Array(all.length);
  rotated.set(all.subarray(absent));
  rotated.set(all.subarray(0, absent), all.length - absent);
  return { rows: rotated, presentCount: all.length - absent };
}
