/**
 * The wire form of a batch of URL rows (`UrlBatchWire`): the shape they cross between workers
 * in, every buffer transferable. A typed array per number, the locs as one UTF-8 text and the
 * lastmod and changefreq texts as another (each by UTF-16 length: the session copies the
 * locs' bytes into its store without decoding them, and decodes only the short texts), and
 * the problem codes as indices into the registry's list. Built row by row from the reader's
 * `UrlEntry`s or its `UrlBatch` rows; the UrlBatch is the in-thread form (strings as the
 * reader cut them, or the byte reader's ASCII bytes, which cross as they are:
 * utf8-text-run.ts), reused batch after batch.
 */
import { problemCodes, type ProblemCode } from '../problems/registry';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import type { UrlBatch } from '../sitemap/url-batch';
import type { BufferRecycler } from './buffer-recycler';
import { Utf8TextRun } from './utf8-text-run';

/** Bits of `UrlBatchWire.presence`: which optional texts a row carries after its loc. */
export const HAS_LASTMOD_TEXT = 1;
export const HAS_CHANGEFREQ = 2;
/** The row's `locHash` is its loc's `hashBytes` (src/core/byte-hash.ts), as the reader made it. */
export const HAS_LOC_HASH = 4;

/** The registry's codes in a fixed order: a row's codes cross as indices into it. */
export const PROBLEM_CODE_LIST = Object.keys(problemCodes) as ProblemCode[];
const codeIndexOf = new Map<string, number>(PROBLEM_CODE_LIST.map((code, index) => [code, index]));

export interface UrlBatchWire {
  readonly rows: number;
  readonly ingestId: Int32Array;
  readonly line: Int32Array;
  readonly column: Int32Array;
  readonly lastmodMs: Float64Array;
  readonly newsPublicationMs: Float64Array;
  readonly priority: Float64Array;
  readonly lastmodPrecision: Uint8Array;
  readonly images: Uint32Array;
  readonly videos: Uint32Array;
  readonly alternates: Uint32Array;
  readonly presence: Uint8Array;
  /** How many problem codes each row has, and all of them as indices into `PROBLEM_CODE_LIST`. */
  readonly codeCount: Uint8Array;
  readonly codes: Uint16Array;
  /** UTF-16 length of each row's loc. */
  readonly locLengths: Uint32Array;
  /** Every row's loc, concatenated, as UTF-8. */
  readonly locText: Uint8Array;
  /** Each row's loc hash, where `presence` has {@link HAS_LOC_HASH} (UrlBatch.locHash). */
  readonly locHash: Int32Array;
  /** UTF-16 length of each optional text, in order: a row's lastmod text, then changefreq. */
  readonly valueLengths: Uint32Array;
  /** Those texts, concatenated, as UTF-8. */
  readonly valueText: Uint8Array;
  /** How many hreflang alternates each row carries (UrlBatch.linkStart). */
  readonly linkCount: Uint32Array;
  /** Each alternate's position, in row order. */
  readonly linkLine: Int32Array;
  readonly linkColumn: Int32Array;
  /** UTF-16 length of each alternate's hreflang, then its href. */
  readonly linkLengths: Uint32Array;
  /** Those texts, concatenated, as UTF-8. */
  readonly linkText: Uint8Array;
}

/** First guesses of a row's loc and short texts in bytes: the buffers double from there. */
const LOC_BYTES_GUESS = 96;
const VALUE_BYTES_GUESS = 32;

/** Fixed-capacity columns for one batch's URL rows. */
export class UrlBatchWireBuilder {
  private rows = 0;
  private readonly ingestId: Int32Array;
  private readonly line: Int32Array;
  private readonly column: Int32Array;
  private readonly locHash: Int32Array;
  private readonly lastmodMs: Float64Array;
  private readonly newsPublicationMs: Float64Array;
  private readonly priority: Float64Array;
  private readonly lastmodPrecision: Uint8Array;
  private readonly images: Uint32Array;
  private readonly videos: Uint32Array;
  private readonly alternates: Uint32Array;
  private readonly presence: Uint8Array;
  private readonly codeCount: Uint8Array;
  private readonly linkCount: Uint32Array;
  private readonly codes: number[] = [];
  private readonly linkLine: number[] = [];
  private readonly linkColumn: number[] = [];
  private readonly locs: Utf8TextRun;
  private readonly values: Utf8TextRun;
  private readonly linkTexts: Utf8TextRun;

  /** `recycler`: where the columns' and texts' buffers come from (buffer-recycler.ts). */
  constructor(capacity: number, recycler?: BufferRecycler) {
    const column = <T>(make: {
      new (buffer: ArrayBuffer, offset: number, length: number): T;
      BYTES_PER_ELEMENT: number;
    }): T => {
      const bytes = capacity * make.BYTES_PER_ELEMENT;
      return new make(recycler ? recycler.take(bytes) : new ArrayBuffer(bytes), 0, capacity);
    };
    this.ingestId = column(Int32Array);
    this.line = column(Int32Array);
    this.column = column(Int32Array);
    this.locHash = column(Int32Array);
    this.lastmodMs = column(Float64Array);
    this.newsPublicationMs = column(Float64Array);
    this.priority = column(Float64Array);
    this.lastmodPrecision = column(Uint8Array);
    this.images = column(Uint32Array);
    this.videos = column(Uint32Array);
    this.alternates = column(Uint32Array);
    this.presence = column(Uint8Array);
    this.codeCount = column(Uint8Array);
    this.linkCount = column(Uint32Array);
    this.locs = new Utf8TextRun(recycler, capacity * LOC_BYTES_GUESS);
    this.values = new Utf8TextRun(recycler, capacity * VALUE_BYTES_GUESS);
    this.linkTexts = new Utf8TextRun(recycler, 0);
  }

  /** Adds a row; returns the row count. */
  add(ingestId: number, entry: UrlEntry, codes: readonly ProblemCode[] | undefined): number {
    const row = this.rows++;
    this.ingestId[row] = ingestId;
    this.line[row] = entry.line;
    this.column[row] = entry.column;
    this.lastmodMs[row] = entry.lastmodMs;
    this.newsPublicationMs[row] = entry.newsPublicationMs;
    this.priority[row] = entry.priority;
    this.lastmodPrecision[row] = entry.lastmodPrecision;
    this.images[row] = entry.images;
    this.videos[row] = entry.videos;
    this.alternates[row] = entry.alternates;
    // A UrlEntry carries no links: only a batch row does (url-batch.ts).
    this.linkCount[row] = 0;
    this.locs.addString(entry.loc);
    if (entry.lastmodText !== undefined) this.values.addString(entry.lastmodText);
    const presence = entry.lastmodText === undefined ? 0 : HAS_LASTMOD_TEXT;
    this.finishRow(row, presence, entry.changefreq, codes);
    return this.rows;
  }

  /** Adds row `from` of a reader's batch (no UrlEntry made); returns the row count. */
  addBatchRow(ingestId: number, batch: UrlBatch, from: number): number {
    const row = this.rows++;
    this.ingestId[row] = ingestId;
    this.line[row] = batch.line[from];
    this.column[row] = batch.column[from];
    this.lastmodMs[row] = batch.lastmodMs[from];
    this.newsPublicationMs[row] = batch.newsPublicationMs[from];
    this.priority[row] = batch.priority[from];
    this.lastmodPrecision[row] = batch.lastmodPrecision[from];
    this.images[row] = batch.images[from];
    this.videos[row] = batch.videos[from];
    this.alternates[row] = batch.alternates[from];
    // A byte reader's batch carries its locs (UrlBatch.locBytes) and lastmods as ASCII bytes:
    // copied as they are, never made strings here.
    const { locBytes, locByteStart, lastmodByteStart, lastmodByteEnd } = batch;
    let presence = 0;
    if (locBytes) {
      this.locs.addAscii(locBytes, locByteStart[from], locByteStart[from + 1]);
      // The hash crosses with the bytes: the analyzer's store, the one thread every row
      // passes through, then need not read them again.
      if (batch.isLocHashed) {
        presence = HAS_LOC_HASH;
        this.locHash[row] = batch.locHash[from];
      }
    } else {
      this.locs.addString(batch.loc[from]);
    }
    const lastmodText = batch.lastmodText[from];
    if (lastmodText !== undefined) {
      presence |= HAS_LASTMOD_TEXT;
      this.values.addString(lastmodText);
    } else if (lastmodByteEnd[from] > lastmodByteStart[from]) {
      presence |= HAS_LASTMOD_TEXT;
      this.values.addAscii(batch.lastmodBytes.bytes, lastmodByteStart[from], lastmodByteEnd[from]);
    }
    this.finishRow(row, presence, batch.changefreq[from], batch.problemCodes[from]);
    const linkEnd = batch.linkStart[from + 1];
    this.linkCount[row] = linkEnd - batch.linkStart[from];
    for (let link = batch.linkStart[from]; link < linkEnd; link++) {
      this.linkTexts.addString(batch.linkHreflang[link]);
      const href = batch.linkHref[link];
      if (href !== undefined) this.linkTexts.addString(href);
      else
        this.linkTexts.addAscii(
          batch.linkHrefBytes.bytes,
          batch.linkHrefStart[link],
          batch.linkHrefEnd[link],
        );
      this.linkLine.push(batch.linkLine[link]);
      this.linkColumn.push(batch.linkColumn[link]);
    }
    return this.rows;
  }

  /**
   * The row's values after its lastmod (added by the caller; `presence` says whether): its
   * changefreq, then its problem codes.
   */
  private finishRow(
    row: number,
    presence: number,
    changefreq: string | undefined,
    codes: readonly ProblemCode[] | undefined,
  ): void {
    if (changefreq !== undefined) {
      presence |= HAS_CHANGEFREQ;
      this.values.addString(changefreq);
    }
    this.presence[row] = presence;
    const count = codes?.length ?? 0;
    this.codeCount[row] = count;
    for (let index = 0; index < count; index++) {
      const code = codeIndexOf.get(codes![index]);
      if (code === undefined) throw new Error(`unknown problem code ${codes![index]}`);
      this.codes.push(code);
    }
  }

  build(): UrlBatchWire {
    const rows = this.rows;
    const locs = this.locs.finish();
    const values = this.values.finish();
    const links = this.linkTexts.finish();
    return {
      rows,
      ingestId: this.ingestId.subarray(0, rows),
      line: this.line.subarray(0, rows),
      column: this.column.subarray(0, rows),
      lastmodMs: this.lastmodMs.subarray(0, rows),
      newsPublicationMs: this.newsPublicationMs.subarray(0, rows),
      priority: this.priority.subarray(0, rows),
      lastmodPrecision: this.lastmodPrecision.subarray(0, rows),
      images: this.images.subarray(0, rows),
      videos: this.videos.subarray(0, rows),
      alternates: this.alternates.subarray(0, rows),
      presence: this.presence.subarray(0, rows),
      codeCount: this.codeCount.subarray(0, rows),
      codes: Uint16Array.from(this.codes),
      locLengths: locs.lengths,
      locText: locs.bytes,
      locHash: this.locHash.subarray(0, rows),
      valueLengths: values.lengths,
      valueText: values.bytes,
      linkCount: this.linkCount.subarray(0, rows),
      linkLine: Int32Array.from(this.linkLine),
      linkColumn: Int32Array.from(this.linkColumn),
      linkLengths: links.lengths,
      linkText: links.bytes,
    };
  }
}
