/**
 * URL entries in columns: what the urlset reader fills as it goes, and what the URL store
 * takes whole (`UrlStore.addBatch`), so no object is made per entry on the way. Row `i` of
 * every column is the `i`-th entry; the columns hold exactly what a `UrlEntry` holds, so
 * `urlEntryOf` (url-batch-entries.ts) gives the same entry the per-entry `onUrl` would have.
 *
 * A batch is reused: its owner clears it once the handler has returned, so a consumer that
 * keeps rows must copy them (the store does). Text columns stay JS arrays of the strings the
 * reader already cut (no copy); numbers are typed arrays.
 */
import type { ProblemCode } from '../problems/registry';
import { viewOf } from '../byte-hash';
import { decodeRange } from '../robots/engine/bytes';

/** ASCII texts as bytes, one after another, in a buffer reused batch after batch. */
export class ByteTexts {
  bytes: Uint8Array;
  private view: DataView;
  used = 0;
  /** The source last appended from, and a view of it. */
  private source: Uint8Array | null = null;
  private sourceView: DataView | null = null;

  constructor(size: number) {
    this.bytes = new Uint8Array(size);
    this.view = viewOf(this.bytes);
  }

  /** Appends `source[from … to)`; returns where it starts (it ends at {@link used}). */
  append(source: Uint8Array, from: number, to: number): number {
    const start = this.used;
    if (start + (to - from) > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, start + (to - from)));
      grown.set(this.bytes.subarray(0, start));
      this.bytes = grown;
      this.view = viewOf(grown);
    }
    if (source !== this.source) {
      this.source = source;
      this.sourceView = viewOf(source);
    }
    // Four bytes a step through DataViews, not `set(subarray)`: no object per text (a
    // byte-by-byte loop was 9 % of the reader's time on a urlset with five links per URL,
    // profiled 2026-12-04).
    const sourceView = this.sourceView!;
    const view = this.view;
    const wordsEnd = to - ((to - from) & 3);
    let i = from;
    let used = start;
    for (; i < wordsEnd; i += 4, used += 4) view.setInt32(used, sourceView.getInt32(i, true), true);
    const bytes = this.bytes;
    for (; i < to; i++) bytes[used++] = source[i];
    this.used = used;
    return start;
  }
}

/** Rows per batch: small enough to stay in cache, large enough that a call per batch is free. */
export const URL_BATCH_ROWS = 1024;

export class UrlBatch {
  /** Rows in use. */
  count = 0;
  readonly loc: string[] = [];
  readonly line = new Uint32Array(URL_BATCH_ROWS);
  readonly column = new Uint32Array(URL_BATCH_ROWS);
  /** As written (trimmed, at most 100 characters); undefined when absent. */
  readonly lastmodText: (string | undefined)[] = [];
  /**
   * Lastmod texts the byte reader kept as bytes, with no string made per URL: row `i`'s,
   * when `lastmodText[i]` is undefined, is `lastmodBytes[lastmodByteStart[i] …
   * lastmodByteEnd[i])`, ASCII (an empty range: no lastmod). Most consumers need only the
   * instant (`lastmodMs`); {@link lastmodTextAt} and {@link lastmodLengthAt} read either form.
   */
  readonly lastmodBytes = new ByteTexts(1 << 15);
  readonly lastmodByteStart = new Uint32Array(URL_BATCH_ROWS);
  readonly lastmodByteEnd = new Uint32Array(URL_BATCH_ROWS);
  /** ms since the epoch (UTC); NaN when absent or invalid. */
  readonly lastmodMs = new Float64Array(URL_BATCH_ROWS);
  readonly lastmodPrecision = new Uint8Array(URL_BATCH_ROWS);
  /** The text as written (trimmed), valid or not; undefined when absent. */
  readonly changefreq: (string | undefined)[] = [];
  /** 0.0–1.0; NaN when absent or invalid. */
  readonly priority = new Float64Array(URL_BATCH_ROWS);
  readonly images = new Uint32Array(URL_BATCH_ROWS);
  readonly videos = new Uint32Array(URL_BATCH_ROWS);
  readonly alternates = new Uint32Array(URL_BATCH_ROWS);
  /** `news:publication_date` in ms since the epoch; NaN when absent. */
  readonly newsPublicationMs = new Float64Array(URL_BATCH_ROWS);
  /** The codes of the problems found on the entry; undefined when none (most rows). */
  readonly problemCodes: (readonly ProblemCode[] | undefined)[] = [];
  /**
   * Set when the batch's URLs come as bytes instead of strings (a pooled batch replayed in
   * the session, ingest-batch-replay.ts): every URL is then ASCII, `loc` stays empty, and row
   * `i`'s URL is `locBytes[locByteStart[i] … locByteStart[i + 1])`, the rows' bytes one after
   * another. The store copies them whole and makes a string only where it needs one
   * (`locAt`); decoding them all cost the session 1.2 s of a million-URL ingest in Chromium.
   */
  locBytes: Uint8Array | undefined;
  readonly locByteStart = new Uint32Array(URL_BATCH_ROWS + 1);
  /**
   * Each row's `hashBytes` (src/core/byte-hash.ts) of its URL bytes, when `isLocHashed`: the
   * byte reader hashes a loc as it copies it, so the store need not read it again.
   */
  readonly locHash = new Int32Array(URL_BATCH_ROWS);
  /** True when every row of bytes came with its {@link locHash}. */
  isLocHashed = false;
  /**
   * The rows' hreflang alternates, beside the rows rather than in them: the store keeps only
   * their count (`alternates`), the session's hreflang table (src/core/hreflang/
   * alternate-table.ts) the links themselves, so they ride with the rows to the session and
   * no file is read a second time for them. Only the links that table takes are here: a
   * `rel="alternate"` with an hreflang and an absolute http(s) href, both trimmed
   * (`readAlternate`, entry-checks.ts). Row `i`'s are `linkStart[i] … linkStart[i + 1]`. A
   * link's href is a string, or (from the byte reader, `linkHref[l]` undefined) the ASCII
   * bytes `linkHrefBytes[linkHrefStart[l] … linkHrefEnd[l])`: {@link linkHrefAt} reads either.
   */
  readonly linkStart = new Uint32Array(URL_BATCH_ROWS + 1);
  linkCount = 0;
  readonly linkHreflang: string[] = [];
  readonly linkHref: (string | undefined)[] = [];
  readonly linkHrefBytes = new ByteTexts(1 << 14);
  readonly linkHrefStart: number[] = [];
  readonly linkHrefEnd: number[] = [];
  readonly linkLine: number[] = [];
  readonly linkColumn: number[] = [];

  get isFull(): boolean {
    return this.count === URL_BATCH_ROWS;
  }

  /**
   * Appends a row (the caller checks {@link isFull} first). Returns its index, for the caller
   * to set the typed columns beyond `loc`, line and column.
   */
  addRow(loc: string, line: number, column: number): number {
    const row = this.count++;
    this.linkStart[row + 1] = this.linkCount;
    this.lastmodByteStart[row] = this.lastmodByteEnd[row] = 0;
    this.loc[row] = loc;
    this.line[row] = line;
    this.column[row] = column;
    return row;
  }

  /**
   * Appends a row whose URL is the ASCII bytes `bytes[start … end)`, which must follow the
   * rows' bytes so far in the same array (see {@link continuesBytes}); `hash`, their
   * `hashBytes`, when the caller has it.
   */
  addRowOfBytes(
    bytes: Uint8Array,
    start: number,
    end: number,
    line: number,
    column: number,
    hash?: number,
  ): number {
    const row = this.count++;
    this.isLocHashed = (row === 0 || this.isLocHashed) && hash !== undefined;
    if (hash !== undefined) this.locHash[row] = hash;
    this.linkStart[row + 1] = this.linkCount;
    this.lastmodByteStart[row] = this.lastmodByteEnd[row] = 0;
    this.locBytes = bytes;
    this.locByteStart[row] = start;
    this.locByteStart[row + 1] = end;
    this.line[row] = line;
    this.column[row] = column;
    return row;
  }

  /** Row `row`'s lastmod is the ASCII bytes `bytes[from … to)` (`lastmodText[row]` left unset). */
  setLastmodBytes(row: number, bytes: Uint8Array, from: number, to: number): void {
    this.lastmodByteStart[row] = this.lastmodBytes.append(bytes, from, to);
    this.lastmodByteEnd[row] = this.lastmodBytes.used;
  }

  /** Row `row`'s lastmod as written (trimmed), made from its bytes when kept as bytes. */
  lastmodTextAt(row: number): string | undefined {
    const text = this.lastmodText[row];
    if (text !== undefined) return text;
    const start = this.lastmodByteStart[row];
    const end = this.lastmodByteEnd[row];
    return end > start ? decodeRange(this.lastmodBytes.bytes, start, end) : undefined;
  }

  /** The length of row `row`'s lastmod text (-1: none), without making it a string. */
  lastmodLengthAt(row: number): number {
    const text = this.lastmodText[row];
    if (text !== undefined) return text.length;
    const length = this.lastmodByteEnd[row] - this.lastmodByteStart[row];
    return length > 0 ? length : -1;
  }

  /** Adds an alternate to the row last added. */
  addLink(hreflang: string, href: string, line: number, column: number): void {
    const at = this.nextLink(hreflang, line, column);
    this.linkHref[at] = href;
  }

  /** {@link addLink} with the href as the ASCII bytes `bytes[from … to)` (copied). */
  addLinkOfBytes(
    hreflang: string,
    bytes: Uint8Array,
    from: number,
    to: number,
    line: number,
    column: number,
  ): void {
    const at = this.nextLink(hreflang, line, column);
    this.linkHref[at] = undefined;
    this.linkHrefStart[at] = this.linkHrefBytes.append(bytes, from, to);
    this.linkHrefEnd[at] = this.linkHrefBytes.used;
  }

  /** Link `link`'s href, made from its bytes when kept as bytes. */
  linkHrefAt(link: number): string {
    return (
      this.linkHref[link] ??
      decodeRange(this.linkHrefBytes.bytes, this.linkHrefStart[link], this.linkHrefEnd[link])
    );
  }

  private nextLink(hreflang: string, line: number, column: number): number {
    const at = this.linkCount++;
    this.linkHreflang[at] = hreflang;
    this.linkLine[at] = line;
    this.linkColumn[at] = column;
    this.linkStart[this.count] = this.linkCount;
    return at;
  }

  /** True when a row of bytes from `bytes[start …)` may be appended (see {@link locBytes}). */
  continuesBytes(bytes: Uint8Array, start: number): boolean {
    return this.count === 0 || (this.locBytes === bytes && this.locByteStart[this.count] === start);
  }

  /** Row `row`'s URL as a string, made from its bytes when the batch carries bytes. */
  locAt(row: number): string {
    if (!this.locBytes) return this.loc[row];
    return decodeRange(this.locBytes, this.locByteStart[row], this.locByteStart[row + 1]);
  }

  /** Forgets every row; the string columns drop their references so the texts can be freed. */
  clear(): void {
    this.count = 0;
    this.loc.length = 0;
    this.lastmodText.length = 0;
    this.changefreq.length = 0;
    this.problemCodes.length = 0;
    this.locBytes = undefined;
    this.isLocHashed = false;
    this.lastmodBytes.used = 0;
    this.linkCount = 0;
    this.linkHreflang.length = 0;
    this.linkHref.length = 0;
    this.linkHrefBytes.used = 0;
    this.linkHrefStart.length = 0;
    this.linkHrefEnd.length = 0;
    this.linkLine.length = 0;
    this.linkColumn.length = 0;
  }
}

/**
 * Hands the batch's rows to `onUrlBatch` (when there are any) and clears it. Structural, so
 * this module needs no handler type (sitemap-entry.ts imports this one).
 */
export function flushUrlBatch(
  batch: UrlBatch,
  handler: { onUrlBatch?(batch: UrlBatch): void },
): void {
  if (batch.count === 0) return;
  try {
    handler.onUrlBatch?.(batch);
  } finally {
    batch.clear();
  }
}
