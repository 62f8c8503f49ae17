/**
 * The columnar URL store the worker keeps for the views: one row per URL entry,
 * URL text in a `StringTable`, everything else in typed arrays grown by doubling. A million
 * rows cost their URL bytes plus about 50 bytes each, and no JS object per row.
 *
 * Rows are numbered in insertion order. Removing a file compacts the columns at once
 * (rows are renumbered, `version` changes), so every other part may assume all rows are live.
 * Duplicates (sitemaps.org: each URL once) are found with a hash index over the string table.
 *
 * This class is the façade the rest of the code uses; its parts are the columns (its base
 * class, url-store-columns.ts), the documents (document-table.ts), what the problem bits
 * mean (problem-code-bits.ts), the texts (string-table.ts) and the duplicate index
 * (duplicate-index.ts). What stays here is adding rows, which touches all of them at once.
 */
import { asDocumentId, type DocumentId } from '../ids';
import { createProblem, type Problem } from '../problems/problem';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import { URL_BATCH_ROWS, UrlBatch } from '../sitemap/url-batch';
import { DuplicateIndex } from './duplicate-index';
import { hashBytes } from '../byte-hash';
import { StringTable } from './string-table';
import { PrefixKind, urlPrefixEndOfBytes } from './url-parts';
import { UrlPrefixes } from './url-prefixes';
import { ChangefreqCoder } from './changefreq-codes';
import { DocumentTable } from './document-table';
import { DUPLICATE_BIT, ProblemCodeBits } from './problem-code-bits';
import { keptRuns, UrlStoreColumns } from './url-store-columns';
import { PrefixTally } from './prefix-tally';

/** Counts are kept in 16 bits and saturate: more than 65,535 images on one URL is already wrong. */
const COUNT_MAX = 0xffff;
/** Prefix ids cached by hash; past this (a hostile file of distinct sections) intern decides. */
const MAX_CACHED_PREFIXES = 4096;

export class UrlStore extends UrlStoreColumns {
  /** Changes whenever rows are added or removed: query caches key on it. */
  version = 0;
  /** Changes only when rows are removed (renumbered): orders of older rows stay valid until then. */
  removals = 0;

  /** The rows' URL texts, one after another; `textStart` (a column) says where each begins. */
  readonly text = new StringTable();
  private readonly duplicates: DuplicateIndex;
  /** What the bits of `problemBits` mean, and the codes past 32. */
  private readonly problems = new ProblemCodeBits();
  private readonly documents = new DocumentTable();

  /** Interned row prefixes, hosts and sections. */
  readonly prefixes = new UrlPrefixes();
  /** Prefix id by the hash of the prefix's bytes (see `internPrefix`). */
  private readonly prefixIdOfHash = new Map<number, number>();
  /**
   * The bytes of each prefix in that cache, by prefix id: a hit is checked byte against byte
   * (against the prefix's string, charCodeAt made the check 2 % of the million-URL ingest).
   */
  private readonly cachedPrefixBytes: Uint8Array[] = [];
  /** The cached prefix of the last row that had one in the cache (-1: none yet). */
  private lastPrefixId = -1;
  private readonly changefreqs = new ChangefreqCoder();
  /** `sectionsOfPrefixes` for the rows of one `version`. */
  private prefixSections: { version: number; sections: number[] } | undefined;
  /** Rows per prefix and sections with rows below, kept as rows are added. */
  private readonly tally = new PrefixTally(this);

  constructor() {
    super();
    this.duplicates = new DuplicateIndex(this.text, () => this.textStart);
  }

  /** Live rows. */
  get size(): number {
    return this.rows;
  }

  /** Registers a document (an input, or an archive member); its id is never reused. */
  addDocument(name: string): DocumentId {
    return this.documents.add(name);
  }

  documentName(documentId: DocumentId): string {
    return this.documents.nameOf(documentId);
  }

  /** The id of the live document with this name (the last one added, if names repeat). */
  documentIdOf(name: string): DocumentId | undefined {
    return this.documents.idOf(name);
  }

  /** Ids of the documents not removed, in the order they were added. */
  documentIds(): DocumentId[] {
    return this.documents.liveIds();
  }

  /** Number of document ids ever handed out (the bound for per-document lookup tables). */
  get documentIdLimit(): number {
    return this.documents.idLimit;
  }

  documentUrlCount(documentId: DocumentId): number {
    return this.documents.rowCount(documentId);
  }

  /** Interned problem codes: bit i of `problemBits` stands for `problemCodes[i]`. */
  get problemCodes(): readonly string[] {
    return this.problems.codes;
  }

  /**
   * Appends one URL entry of document `documentId`, with the codes of problems the reader found on it.
   * Returns a `duplicate-url` problem (file line and column of this occurrence) when the same
   * loc was stored before, in this file or another.
   */
  addUrl(
    documentId: DocumentId,
    entry: UrlEntry,
    problemCodes?: readonly string[],
  ): Problem | undefined {
    // One append path: the entry goes in as a batch of one row (the batch path is the hot
    // one; an entry at a time is the replay's and the benches' way, where a row's copy into
    // a reused batch is small beside the row's own work).
    const batch = (this.singleRow ??= new UrlBatch());
    batch.clear();
    const at = batch.addRow(entry.loc, entry.line, entry.column);
    batch.lastmodMs[at] = entry.lastmodMs;
    batch.lastmodPrecision[at] = entry.lastmodPrecision;
    batch.changefreq[at] = entry.changefreq;
    batch.priority[at] = entry.priority;
    batch.images[at] = entry.images;
    batch.videos[at] = entry.videos;
    batch.alternates[at] = entry.alternates;
    batch.newsPublicationMs[at] = entry.newsPublicationMs;
    batch.problemCodes[at] = problemCodes as UrlBatch['problemCodes'][number];
    let duplicate: Problem | undefined;
    this.addBatch(documentId, batch, (problem) => (duplicate = problem));
    return duplicate;
  }

  /** The reused batch of {@link addUrl}. */
  private singleRow: UrlBatch | undefined;

  /**
   * Appends the rows of a reader's batch (src/core/sitemap/url-batch.ts), in order, as
   * {@link addUrl} would one by one, without an entry object per row: `onDuplicate` gets the
   * `duplicate-url` problems, and `stopBefore` (a cap) may end the batch before a row. The
   * URL texts are encoded together first (StringTable.stageAscii). Returns the rows added.
   */
  addBatch(
    documentId: DocumentId,
    batch: UrlBatch,
    onDuplicate?: (problem: Problem) => void,
    stopBefore?: (row: number) => boolean,
  ): number {
    const ends = this.stagedEnds;
    const isStaged = this.stageLocs(batch);
    // A batch of bytes has no strings: the rows' texts are read back only where needed.
    const locs = batch.locBytes ? undefined : batch.loc;
    const hashes = batch.locBytes && batch.isLocHashed ? batch.locHash : undefined;
    const firstRow = this.rows;
    if (batch.count > this.batchHashes.length) this.batchHashes = new Int32Array(batch.count);
    let added = batch.count;
    for (let row = 0; row < batch.count; row++) {
      if (stopBefore?.(row)) {
        added = row;
        break;
      }
      const loc = locs?.[row];
      const at = this.beginRow(
        documentId,
        loc,
        batch.line[row],
        batch.column[row],
        isStaged ? ends[row] : -1,
        hashes?.[row],
      );
      this.lastmodMs[at] = batch.lastmodMs[row];
      this.lastmodPrecision[at] = batch.lastmodPrecision[row];
      this.changefreq[at] = this.changefreqs.codeOf(batch.changefreq[row]);
      this.priority[at] = batch.priority[row];
      this.setCounts(
        at,
        batch.images[row],
        batch.videos[row],
        batch.alternates[row],
        batch.newsPublicationMs[row],
      );
      this.batchHashes[row] = this.rowHash;
    }
    // The duplicate index's probes in a loop of their own: each probe is a cache miss, and
    // with little work between them the processor has several in flight.
    for (let row = 0; row < added; row++) {
      const duplicate = this.endRow(
        firstRow + row,
        batch.problemCodes[row],
        locs?.[row],
        this.batchHashes[row],
      );
      if (duplicate) onDuplicate?.(duplicate);
    }
    return added;
  }

  /** The hash of each row of the batch being added, from beginRow to endRow. */
  private batchHashes = new Int32Array(URL_BATCH_ROWS);

  /** Where each staged URL text of the batch being added ends (see addBatch). */
  private readonly stagedEnds = new Uint32Array(URL_BATCH_ROWS);

  /**
   * Stages the batch's URL texts in the text table (their ends in `stagedEnds`): copied from
   * the batch's bytes where it carries them, else encoded together. False when nothing was
   * staged (a non-ASCII batch): the rows then append their texts one by one.
   */
  private stageLocs(batch: UrlBatch): boolean {
    if (batch.count > this.stagedEnds.length) {
      // Cannot happen (a UrlBatch holds URL_BATCH_ROWS rows at most), and a batch of bytes
      // has no strings to fall back on.
      if (batch.locBytes) throw new Error('UrlStore.addBatch: more rows than a UrlBatch holds');
      return false;
    }
    if (!batch.locBytes) return this.text.stageAscii(batch.loc, batch.count, this.stagedEnds);
    this.text.stageBytes(batch.locBytes, batch.locByteStart, batch.count, this.stagedEnds);
    return true;
  }

  /** The hash of the row {@link beginRow} began, for {@link endRow}. */
  private rowHash = 0;

  /**
   * Adds a row with its text, document and position; the caller sets the value columns.
   * `stagedEnd` ≥ 0: the text is already staged in the table up to there (addBatch); it is
   * then ASCII, and `loc` may be left out (a batch of bytes): it is read back if needed.
   * `hash`: the text's `hashBytes`, when the batch brought it.
   */
  private beginRow(
    documentId: DocumentId,
    loc: string | undefined,
    line: number,
    column: number,
    stagedEnd = -1,
    hash?: number,
  ): number {
    const documents = this.documents;
    if (!documents.alive[documentId])
      throw new Error(`addUrl: document ${documentId} is unknown or removed`);
    if (this.rows === this.capacity) this.resize(this.capacity * 2);
    const row = this.rows++;
    const start = stagedEnd >= 0 ? this.text.take(stagedEnd) : this.text.append(loc ?? '');
    const end = this.text.used;
    this.textStart[row] = start;
    this.textStart[row + 1] = end;
    this.documentOf[row] = documentId;
    documents.rowCounts[documentId]++;
    this.line[row] = line;
    this.column[row] = column;
    const bytes = this.text.bytes;
    const isAsciiLoc = loc === undefined || end - start === loc.length;
    const prefixEnd = isAsciiLoc ? urlPrefixEndOfBytes(bytes, start, end) : -1;
    this.prefixOf[row] =
      prefixEnd >= 0
        ? this.internPrefix(start, end, prefixEnd, loc)
        : this.prefixes.intern(loc ?? this.text.read(start, end));
    this.rowHash = hash ?? hashBytes(bytes, start, end);
    this.problemBits[row] = 0;
    return row;
  }

  private setCounts(
    row: number,
    images: number,
    videos: number,
    alternates: number,
    newsPublicationMs: number,
  ): void {
    if (images) this.setCount('images', row, images);
    if (videos) this.setCount('videos', row, videos);
    if (alternates) this.setCount('alternates', row, alternates);
    if (!Number.isNaN(newsPublicationMs) && newsPublicationMs !== undefined)
      (this.newsMs ?? this.allocate('newsMs'))[row] = newsPublicationMs;
  }

  /** Ends the row {@link beginRow} began: its problem codes, then the duplicate check. */
  private endRow(
    row: number,
    problemCodes: readonly string[] | undefined,
    loc: string | undefined,
    hash = this.rowHash,
  ): Problem | undefined {
    if (problemCodes)
      for (const code of problemCodes) this.problems.add(this.problemBits, row, code);
    this.version++;
    const count = this.noteDuplicate(row, hash);
    if (count === 0) return undefined;
    return createProblem(
      'duplicate-url',
      this.line[row],
      this.column[row],
      { count, ...this.firstPlace(row) },
      loc ?? this.loc(row),
    );
  }

  /**
   * `prefixes.intern(loc)` through a cache keyed by the prefix's hash (checked against the
   * prefix text, so a collision only costs the slow path). Measured 2026-11-30, a million
   * URLs of the bench index: intern alone (string scan, recent prefixes compared) 320–350
   * ms; byte scan + hash + Map 225 ms.
   */
  private internPrefix(
    start: number,
    end: number,
    prefixEnd: number,
    loc: string | undefined,
  ): number {
    // A sitemap lists a section's URLs together: the last prefix is the likeliest.
    const last = this.lastPrefixId;
    if (last >= 0 && this.isCachedPrefix(last, start, prefixEnd)) return last;
    // A small integer: the Map hashes it cheaply.
    const key = hashBytes(this.text.bytes, start, start + prefixEnd) & 0x3fffffff;
    const cached = this.prefixIdOfHash.get(key);
    if (cached !== undefined && this.isCachedPrefix(cached, start, prefixEnd))
      return (this.lastPrefixId = cached);
    const id = this.prefixes.intern(loc ?? this.text.read(start, end));
    if (cached !== undefined) return id;
    if (this.prefixIdOfHash.size < MAX_CACHED_PREFIXES) {
      this.prefixIdOfHash.set(key, id);
      this.cachedPrefixBytes[id] = this.text.bytes.slice(start, start + prefixEnd);
      this.lastPrefixId = id;
    }
    return id;
  }

  /** True when cached prefix `id` is the `length` bytes of stored text at `start`. */
  private isCachedPrefix(id: number, start: number, length: number): boolean {
    const prefix = this.cachedPrefixBytes[id];
    return prefix.length === length && this.textStartsWith(start, prefix);
  }

  /**
   * True when the stored text at `start` begins with the bytes `prefix`. Compared from the
   * end: a site's prefixes share their scheme and host and differ in the directory.
   */
  private textStartsWith(start: number, prefix: Uint8Array): boolean {
    const bytes = this.text.bytes;
    for (let i = prefix.length - 1; i >= 0; i--) if (bytes[start + i] !== prefix[i]) return false;
    return true;
  }

  /** Removes every URL of the given documents and compacts the columns (rows are renumbered). */
  removeDocuments(documentIds: readonly DocumentId[]): void {
    const removed = this.documents.remove(documentIds);
    this.compact((row) => removed[this.documentOf[row]] === 0);
  }

  removeDocument(documentId: DocumentId): void {
    this.removeDocuments([documentId]);
  }

  /**
   * Makes room for `rows` more rows and `textBytes` more bytes of URL text, each in one
   * growth: a caller that knows roughly how much is coming (the session, from the sizes of
   * the inputs still to read) spares the columns a copy at every doubling on the way (0.6–0.9
   * s of the million-URL ingest in Chromium's worker, with the final trim: profile,
   * 2026-12-01). Room asked for and not used costs address space, not memory: untouched
   * pages are not resident, and {@link trim} gives back more than an eighth.
   */
  reserve(rows: number, textBytes: number): void {
    if (this.rows + rows > this.capacity) this.resize(this.rows + rows);
    this.text.ensureRoom(textBytes);
    this.duplicates.reserve(rows);
  }

  /**
   * Gives back the room not in use (call when ingestion is done; adding still works), where it
   * is more than an eighth: a smaller slack is not worth a copy of every column.
   */
  trim(): void {
    if (this.capacity - this.rows > this.capacity / 8) this.resize(Math.max(this.rows, 1));
    this.text.trim();
  }

  /** The URL text of a row. */
  loc(row: number): string {
    return this.text.read(this.textStart[row], this.textStart[row + 1]);
  }

  /**
   * The URLs of rows `[from, to)`. ASCII text (nearly every sitemap) is decoded once for the
   * whole range and cut at the rows' offsets, which equal character offsets there: cheaper
   * than a decode per row when many rows are read (the robots.txt cross-check, the scope check).
   */
  locs(from: number, to: number): string[] {
    const urls: string[] = new Array<string>(to - from);
    const starts = this.textStart;
    if (!this.text.isAscii) {
      for (let row = from; row < to; row++) urls[row - from] = this.loc(row);
      return urls;
    }
    const base = starts[from];
    const text = this.text.readRange(base, starts[to]);
    for (let row = from; row < to; row++)
      urls[row - from] = text.slice(starts[row] - base, starts[row + 1] - base);
    return urls;
  }

  /** The problem codes of a row, in interning order. */
  problemsOf(row: number): string[] {
    return this.problems.codesOf(this.problemBits[row], row);
  }

  /** Number of problem codes on a row (the Problems column sorts by it). */
  problemCount(row: number): number {
    return this.problems.countOf(this.problemBits[row], row);
  }

  /**
   * The mask to test `problemBits` with for one code, or undefined when the code lives in the
   * overflow map (test it with `hasExtraProblem`). A code never seen gives mask 0.
   */
  problemMask(code: string): number | undefined {
    return this.problems.mask(code);
  }

  /** True when the row has codes past the 32 bits (rare: only then is the map consulted). */
  hasExtraProblems(row: number): boolean {
    return this.problems.hasExtras(row);
  }

  hasExtraProblem(row: number, code: string): boolean {
    return this.problems.hasExtra(row, code);
  }

  /** True once some URL occurs more than once. */
  get hasDuplicates(): boolean {
    return this.duplicateCounts !== undefined;
  }

  /** Where the first occurrence of `row`'s URL is: file and line, for the duplicate's message. */
  private firstPlace(row: number): { firstFile: string; firstLine: number } {
    const first = this.duplicates.firstOf(row);
    return {
      firstFile: this.documentName(asDocumentId(this.documentOf[first])),
      firstLine: this.line[first],
    };
  }

  /** The first row with the same URL as `row` (`row` itself when it is unique or first). */
  firstOccurrence(row: number): number {
    return (this.problemBits[row] & DUPLICATE_BIT) === 0 ? row : this.duplicates.firstOf(row);
  }

  /** How many times the row's URL occurs in the store (1 when it is unique). */
  duplicateCount(row: number): number {
    if (!this.duplicateCounts) return 1;
    // Without the duplicate bit a row is unique or the first of its text: no lookup needed.
    if ((this.problemBits[row] & DUPLICATE_BIT) === 0) return this.duplicateCounts[row] || 1;
    return this.duplicateCounts[this.duplicates.firstOf(row)] || 1;
  }

  /**
   * The `duplicate-url` problems of one file as they stand now: every occurrence after the
   * first, each counted as `addUrl` counts it while reading (the occurrence's number among
   * the rows before it), so that they read as a fresh read of the files kept would. Needed
   * after a file was removed, since the problems `addUrl` returned may then be stale.
   */
  duplicateProblems(documentId: DocumentId): Problem[] {
    const problems: Problem[] = [];
    const seen = new Map<number, number>();
    for (let row = 0; row < this.rows; row++) {
      if ((this.problemBits[row] & DUPLICATE_BIT) === 0) continue;
      const first = this.duplicates.firstOf(row);
      const count = (seen.get(first) ?? 1) + 1;
      seen.set(first, count);
      if (this.documentOf[row] !== documentId) continue;
      problems.push(
        createProblem(
          'duplicate-url',
          this.line[row],
          this.column[row],
          { count, ...this.firstPlace(row) },
          this.loc(row),
        ),
      );
    }
    return problems;
  }

  /** Bytes held by the store's arrays (the benchmark compares it with the raw URL bytes). */
  get byteLength(): number {
    return this.text.bytes.byteLength + this.duplicates.byteLength + this.columnBytes;
  }

  private noteDuplicate(row: number, hash?: number): number {
    const first =
      hash === undefined
        ? this.duplicates.findOrAdd(row)
        : this.duplicates.findOrAddHashed(row, hash);
    if (first < 0) return 0;
    const counts = this.duplicateCounts ?? this.allocate('duplicateCounts');
    const count = (counts[first] || 1) + 1;
    counts[first] = count;
    this.problemBits[row] |= DUPLICATE_BIT;
    return count;
  }

  private setCount(name: 'images' | 'videos' | 'alternates', row: number, value: number): void {
    const column = this[name] ?? this.allocate(name);
    column[row] = Math.min(value, COUNT_MAX);
  }

  /**
   * The section of a row: its lower-cased host + first directory when some row lies below
   * that directory, else its host's top level (the section rule, root-sections.ts).
   */
  sectionOfRow(row: number): number {
    return this.sectionsOfPrefixes()[this.prefixOf[row]];
  }

  /**
   * Each prefix's section under the section rule (root-sections.ts), over the rows loaded now:
   * whether a directory is a section changes as rows come and go, so it is worked out per
   * `version` (from the rows added since: prefix-tally.ts), not fixed when a prefix is interned.
   */
  sectionsOfPrefixes(): readonly number[] {
    if (this.prefixSections?.version === this.version) return this.prefixSections.sections;
    const { prefixes } = this;
    const hasRowsBelow = this.tally.sectionsWithRowsBelow();
    const sections = prefixes.section.map((section, prefix) =>
      prefixes.kind[prefix] === PrefixKind.section && hasRowsBelow[section] === 0
        ? prefixes.topLevelSection(prefix)
        : section,
    );
    this.prefixSections = { version: this.version, sections };
    return sections;
  }

  /** Rows per prefix id over every row loaded now (the Sections counts of an unfiltered view). */
  rowsPerPrefix(): Uint32Array {
    return this.tally.rowsPerPrefix();
  }

  /**
   * Keeps the rows `keep` accepts, in order (moved by runs: see `keepRowRuns`), then rebuilds
   * the duplicate index.
   */
  private compact(keep: (row: number) => boolean): void {
    const runs = keptRuns(this.rows, keep);
    this.text.keepRuns(this.textStart, runs);
    this.problems.keepRuns(runs);
    const kept = this.keepRowRuns(runs);
    // Duplicates are recomputed from scratch: the first occurrence may have been removed.
    const bits = this.problemBits;
    for (let row = 0; row < kept; row++) bits[row] &= ~DUPLICATE_BIT;
    this.duplicates.clear(kept);
    for (let row = 0; row < kept; row++) this.noteDuplicate(row);
    this.version++;
    this.removals++;
  }
}
