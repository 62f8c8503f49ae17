/**
 * The wire form of a batch of URL rows (`UrlBatchWire`): the shape they cross between workers
 * in, every buffer transferable. A typed array per number, the locs as one UTF-8 text and the
 * lastmod and changefreq texts as another (each by UTF-16 length: the session copies the
 * locs' bytes into its store without decoding them, and decodes only the short texts), and
 * the problem codes as indices into the registry's list. Built row by row from the reader's
 * `UrlEntry`s or its `UrlBatch` rows; the UrlBatch is the in-thread form (strings as the
 * reader cut them, reused batch after batch).
 */
import { problemCodes, type ProblemCode } from '../problems/registry';
import type { UrlEntry } from '../sitemap/sitemap-entry';
import type { UrlBatch } from '../sitemap/url-batch';
import type { BufferRecycler } from './buffer-recycler';

/** Bits of `UrlBatchWire.presence`: which optional texts a row carries after its loc. */
export const HAS_LASTMOD_TEXT = 1;
export const HAS_CHANGEFREQ = 2;

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

const utf8Encoder = new TextEncoder();
/** Texts joined per `encodeInto` call. */
const TEXTS_PER_CALL = 1024;

/**
 * The texts as one UTF-8 buffer, encoded `TEXTS_PER_CALL` at a time into a buffer sized for
 * ASCII (grown when a text is not). Chromium's `TextEncoder.encode` is slow on long strings:
 * measured 2026-12-01, 200,000 URLs, 1,835 ns per URL encoding them 50,000 to a string, 68
 * with `encodeInto` 1,024 to a string; in a profile of the million-URL ingest the ingest
 * worker spent 2.9 s in `encode`, more than in parsing.
 */
export function encodeTexts(texts: readonly string[], recycler?: BufferRecycler): Uint8Array {
  let charsLeft = 0;
  for (const text of texts) charsLeft += text.length;
  let bytes = recycler
    ? new Uint8Array(recycler.take(charsLeft), 0, charsLeft)
    : new Uint8Array(charsLeft);
  let used = 0;
  for (let start = 0; start < texts.length; start += TEXTS_PER_CALL) {
    let joined = texts.slice(start, start + TEXTS_PER_CALL).join('');
    for (;;) {
      const { read, written } = utf8Encoder.encodeInto(joined, bytes.subarray(used));
      used += written;
      charsLeft -= read;
      if (read === joined.length) break;
      // Not ASCII: room for the rest at UTF-8's worst, 3 bytes per UTF-16 code unit.
      // `encodeInto` stops before a character that does not fit, never inside one.
      const grown = new Uint8Array(used + charsLeft * 3);
      grown.set(bytes.subarray(0, used));
      bytes = grown;
      joined = joined.slice(read);
    }
  }
  return bytes.subarray(0, used);
}

function lengthsOf(texts: readonly string[]): Uint32Array {
  const lengths = new Uint32Array(texts.length);
  for (let i = 0; i < texts.length; i++) lengths[i] = texts[i].length;
  return lengths;
}

/** Fixed-capacity columns for one batch's URL rows. */
export class UrlBatchWireBuilder {
  private rows = 0;
  private readonly ingestId: Int32Array;
  private readonly line: Int32Array;
  private readonly column: Int32Array;
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
  private readonly linkTexts: string[] = [];
  private readonly linkLine: number[] = [];
  private readonly linkColumn: number[] = [];
  private readonly locs: string[] = [];
  private readonly values: string[] = [];

  /** `recycler`: where the columns' and texts' buffers come from (buffer-recycler.ts). */
  constructor(
    capacity: number,
    private readonly recycler?: BufferRecycler,
  ) {
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
    this.pushTextsAndCodes(row, entry.loc, entry.lastmodText, entry.changefreq, codes);
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
    const { changefreq, problemCodes } = batch;
    // A byte reader's batch carries its URLs (UrlBatch.locBytes) and lastmods as bytes.
    const loc = batch.locAt(from);
    const lastmodText = batch.lastmodTextAt(from);
    this.pushTextsAndCodes(row, loc, lastmodText, changefreq[from], problemCodes[from]);
    const linkEnd = batch.linkStart[from + 1];
    this.linkCount[row] = linkEnd - batch.linkStart[from];
    for (let link = batch.linkStart[from]; link < linkEnd; link++) {
      this.linkTexts.push(batch.linkHreflang[link], batch.linkHref[link]);
      this.linkLine.push(batch.linkLine[link]);
      this.linkColumn.push(batch.linkColumn[link]);
    }
    return this.rows;
  }

  private pushTextsAndCodes(
    row: number,
    loc: string,
    lastmodText: string | undefined,
    changefreq: string | undefined,
    codes: readonly ProblemCode[] | undefined,
  ): void {
    this.locs.push(loc);
    let presence = 0;
    if (lastmodText !== undefined) {
      presence |= HAS_LASTMOD_TEXT;
      this.values.push(lastmodText);
    }
    if (changefreq !== undefined) {
      presence |= HAS_CHANGEFREQ;
      this.values.push(changefreq);
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
      locLengths: lengthsOf(this.locs),
      locText: encodeTexts(this.locs, this.recycler),
      valueLengths: lengthsOf(this.values),
      valueText: encodeTexts(this.values, this.recycler),
      linkCount: this.linkCount.subarray(0, rows),
      linkLine: Int32Array.from(this.linkLine),
      linkColumn: Int32Array.from(this.linkColumn),
      linkLengths: lengthsOf(this.linkTexts),
      linkText: encodeTexts(this.linkTexts, this.recycler),
    };
  }
}
