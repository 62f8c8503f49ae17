/**
 * Duplicate URLs (sitemaps.org: each URL once) for an export that keeps no URL text, found in
 * two readings of the same inputs. The first ({@link note}) keeps every URL's hash, 8 bytes a
 * URL (url-hash-list.ts); at its end the hashes met more than once go, with how often, into a
 * hash table of their own (url-hash-table.ts) and the rest are dropped. The second
 * ({@link meet}) then knows, at each row, what the store's export writes for it:
 * how many times its URL is listed (`occurrences`, on the first listing too), whether the
 * row repeats an earlier one (`duplicate-url`, on every listing after the first, as the store
 * flags it) and where the first listing was (the problem's file and line).
 *
 * Two URLs are the same when their 64-bit hashes are (loc-hash.ts): two different URLs are
 * taken for one with probability about n²/2⁶⁵ among n (docs/parquet.md).
 */
import type { LocHash } from './loc-hash';
import { UrlHashList } from './url-hash-list';
import { UrlHashTable } from './url-hash-table';

/** The repeated table's value columns. */
const TOTAL = 0;
const MET = 1;
const FIRST_DOCUMENT = 2;
const FIRST_LINE = 3;

export class RepeatedUrls {
  /** Every URL's hash, during the first reading. */
  private seen: UrlHashList | undefined = new UrlHashList();
  private readonly repeated = new UrlHashTable(4);
  private isSecondReading = false;
  /** Distinct URLs of the first reading, once it is over. */
  private distinctUrls = 0;

  /** The row {@link meet} met last: its number among its URL's listings (1: the first)… */
  listing = 1;
  /** …and, when it is not the first, the first listing's document and line. */
  firstDocument = 0;
  firstLine = 0;

  /** Distinct URLs met in the first reading (once it is over). */
  get distinct(): number {
    return this.distinctUrls;
  }

  /** Bytes held by the tables (the memory a run's duplicates cost). */
  get byteLength(): number {
    return (this.seen?.byteLength ?? 0) + this.repeated.byteLength;
  }

  /** First reading: room for `urls` distinct URLs in all, made once (the caller's estimate). */
  reserve(urls: number): void {
    this.seen?.reserve(urls);
  }

  /** First reading: one more listing of the URL whose hash is `hash`. */
  note(hash: LocHash): void {
    if (!this.seen) throw new Error('RepeatedUrls: the first reading is over');
    this.seen.add(hash);
  }

  /** Ends the first reading: the URLs listed more than once are kept, the others forgotten. */
  beginSecondReading(): void {
    if (!this.seen) throw new Error('RepeatedUrls: the first reading is over');
    let repeats = 0;
    for (const { hash, count } of this.seen.repeats()) {
      // The slot first: adding may grow the table, which replaces its columns.
      const slot = ~this.repeated.add(hash);
      this.repeated.column(TOTAL)[slot] = count;
      repeats += count - 1;
    }
    this.distinctUrls = this.seen.size - repeats;
    this.seen = undefined;
    this.isSecondReading = true;
  }

  /**
   * Second reading: the row of `document` at `line` whose URL's hash is `hash`. Returns how
   * many times the URL is listed in all; {@link listing} says which listing this row is.
   */
  meet(hash: LocHash, document: number, line: number): number {
    if (!this.isSecondReading) throw new Error('RepeatedUrls: the first reading is not over');
    const slot = this.repeated.find(hash);
    if (slot < 0) {
      this.listing = 1;
      return 1;
    }
    const met = this.repeated.column(MET);
    const firstDocument = this.repeated.column(FIRST_DOCUMENT);
    const firstLine = this.repeated.column(FIRST_LINE);
    this.listing = ++met[slot];
    if (this.listing === 1) {
      firstDocument[slot] = document;
      firstLine[slot] = line;
    }
    this.firstDocument = firstDocument[slot];
    this.firstLine = firstLine[slot];
    return this.repeated.column(TOTAL)[slot];
  }
}
