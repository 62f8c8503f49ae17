/**
 * The byte reader: a `SitemapPushReader` that reads a plain UTF-8 urlset or sitemap index
 * straight from its bytes (byte-entry-scanner.ts, byte-entry-writer.ts), with the tokenizer
 * reader (sitemap-reader.ts: the XML tokenizer and the sitemap handler over decoded text) as
 * its fallback and its oracle: the events are the same, call
 * for call, whichever reads.
 *
 * Which reader reads what:
 * - Up front, from the first bytes (byte-prolog.ts): anything but a clean UTF-8 prolog and an
 *   unprefixed `<urlset>` / `<sitemapindex>` root in the sitemaps.org namespace (UTF-16, a
 *   declared legacy encoding, a DOCTYPE, text sitemaps, RSS, Atom…) goes whole to the
 *   tokenizer reader, before anything was reported.
 * - Part-way, between two entries: the first entry (or markup between entries) the byte
 *   scanner does not take is handed over with the rest of the document. Nothing of it was
 *   reported yet, so no bytes need to be read again: the tokenizer reader is started on the
 *   document's own prolog and root start tag (kept, at most 64 KiB), then blanks that bring
 *   its line and column to the hand-over point, then the rest, and it goes on with the same
 *   problem sink and entry count (sitemap-reader.ts, ReaderResume).
 */
import { ByteEntryScanner, MORE, UNUSUAL } from './byte-entry-scanner';
import { ByteEntryWriter } from './byte-entry-writer';
import { advanceOver, BytePosition } from './byte-position';
import { readProlog, type RootNames } from './byte-prolog';
import { locScopeOf, type LocScope } from './loc-checks';
import { ProblemSink } from './problem-sink';
import type { SitemapHandler } from './sitemap-entry';
import { SitemapReader, type SitemapReaderOptions } from './sitemap-reader';
import { MAX_ENTRIES } from './sitemap-xml-handler';
import { flushUrlBatch, UrlBatch } from './url-batch';

/** Bytes of the next chunk joined to a carried entry to finish it (entries are ~0.1–2 KB). */
const JOIN_BYTES = 65_536;
/** readItems handed the document over. */
const HANDED_OVER = -3;

/** Deepest nesting the byte scanner reads (url > image:image > image:loc, and one spare). */
const BYTE_READER_DEPTH = 5;

type State = 'prolog' | 'entries' | 'after-root' | 'handed-over';

/** A line and column, as the readers report them. */
interface Point {
  line: number;
  column: number;
}

export class ByteSitemapReader {
  /** Which reader read the document: for tests, the benchmark and the corpus check. */
  readBy: 'bytes' | 'bytes, then current' | 'current' = 'bytes';
  /** Entries the byte path read (all of them when `readBy` is 'bytes'). */
  get entriesByBytes(): number {
    return this.entries;
  }
  private state: State = 'prolog';
  private current: SitemapReader | null = null;
  private readonly problems: ProblemSink;
  private readonly scope: LocScope | null;
  private readonly batch: UrlBatch | null;
  /** The prolog until it is decided; then the prolog and root start tag, for a hand-over. */
  private head: Uint8Array = new Uint8Array(0);
  private rootLine = 0;
  private rootColumn = 0;
  private prologEnd: Point = { line: 1, column: 1 };
  private rootCloseAt: Point = { line: 0, column: 0 };
  private rootCloseEnd: Point = { line: 0, column: 0 };
  private names: RootNames | null = null;
  private scanner: ByteEntryScanner | null = null;
  private writer: ByteEntryWriter | null = null;
  /** Where scanning stands: its absolute offset, line and column. */
  private readonly position = new BytePosition();
  private offset = 0;
  /** While an entry cut by the last chunk's edge is finished: the chunk's bytes not joined. */
  private notJoined: Uint8Array | null = null;
  /** Bytes of an entry cut by a chunk's edge, from `offset` on. */
  private carried: Uint8Array = new Uint8Array(0);
  /**
   * Where a carried entry is joined to the next chunk's first bytes: one buffer, reused at
   * every edge. Nothing keeps it past the chunk (rows copy what they keep), and after a
   * hand-over this reader reads no more. A fresh buffer per edge copied the whole input once
   * more where chunks are small (an archive's inflated slices).
   */
  private joinBuffer = new Uint8Array(0);
  private entries = 0;
  private tooManyLine = 0;
  private tooManyColumn = 0;

  constructor(
    private readonly handler: SitemapHandler,
    private readonly options: SitemapReaderOptions,
  ) {
    this.problems = new ProblemSink(handler);
    this.scope = options.sourceUrl === undefined ? null : locScopeOf(options.sourceUrl);
    this.batch = handler.onUrlBatch ? new UrlBatch() : null;
    if (options.maxDepth !== undefined && options.maxDepth < BYTE_READER_DEPTH) this.decline();
  }

  push(bytes: Uint8Array): void {
    if (this.current !== null) {
      this.current.push(bytes);
      return;
    }
    try {
      if (this.state === 'prolog') this.readHead(bytes, false);
      else this.read(bytes, false);
    } finally {
      if (this.batch !== null) flushUrlBatch(this.batch, this.handler);
    }
  }

  end(): void {
    if (this.current === null) {
      try {
        if (this.state === 'prolog') this.readHead(new Uint8Array(0), true);
        else this.read(new Uint8Array(0), true);
      } finally {
        if (this.batch !== null) flushUrlBatch(this.batch, this.handler);
      }
    }
    if (this.current !== null) this.current.end();
    else this.finish();
  }

  private readHead(bytes: Uint8Array, isEnd: boolean): void {
    this.head = concat(this.head, bytes);
    const answer = readProlog(this.head, isEnd, this.options);
    if (answer.status === 'more') return;
    if (answer.status === 'decline') {
      const head = this.head;
      this.decline();
      this.current?.push(head);
      return;
    }
    const rest = this.head.subarray(answer.rootEnd);
    this.head = this.head.slice(0, answer.rootEnd);
    this.names = answer.names;
    this.rootLine = answer.rootLine;
    this.rootColumn = answer.rootColumn;
    const isIndex = answer.names.kind === 'sitemapindex';
    this.scanner = new ByteEntryScanner(answer.names);
    this.writer = new ByteEntryWriter(
      this.handler,
      this.problems,
      this.scope,
      this.options.nowMs,
      isIndex ? null : this.batch,
      isIndex,
    );
    // The byte order mark makes no column (TextDecoder drops it).
    if (this.head[0] === 0xef) this.position.extraBytes = 3;
    advanceOver(this.position, this.head, 0, this.head.length, 0);
    this.offset = this.head.length;
    this.prologEnd = this.pointAt(this.offset);
    this.state = 'entries';
    this.handler.onDocumentKind(answer.names.kind);
    this.read(rest, isEnd);
  }

  /**
   * Reads `chunk` after what was carried; hands over when the scanner does not take it. An
   * entry cut by the chunk's edge is finished on a copy of the carried bytes and the chunk's
   * first {@link JOIN_BYTES} only, and reading goes on in the chunk itself.
   */
  private read(chunk: Uint8Array, isEnd: boolean): void {
    let bytes = chunk;
    let base = this.offset;
    let at = 0;
    const carried = this.carried;
    if (carried.length > 0) {
      const joined = this.join(carried, chunk.subarray(0, JOIN_BYTES));
      const isWhole = joined.length === carried.length + chunk.length;
      // A hand-over in the joined bytes hands on the rest of the chunk after them.
      this.notJoined = chunk.subarray(joined.length - carried.length);
      const stop = this.readItems(joined, 0, carried.length, base, isEnd && isWhole);
      this.notJoined = null;
      if (stop === HANDED_OVER) return;
      if (stop >= carried.length) {
        at = stop - carried.length;
        base += carried.length;
      } else {
        bytes = isWhole ? joined : concat(carried, chunk);
        at = stop;
      }
    }
    const stop = this.readItems(bytes, at, bytes.length, base, isEnd);
    if (stop === HANDED_OVER) return;
    this.carried = stop < bytes.length ? bytes.slice(stop) : new Uint8Array(0);
    this.offset = base + stop;
    if (isEnd && this.state === 'entries') this.handOver(this.carried, 0, this.offset);
  }

  /** `carried` then `part`, in the join buffer. */
  private join(carried: Uint8Array, part: Uint8Array): Uint8Array {
    const length = carried.length + part.length;
    if (this.joinBuffer.length < length)
      this.joinBuffer = new Uint8Array(Math.max(length, this.joinBuffer.length * 2));
    this.joinBuffer.set(carried, 0);
    this.joinBuffer.set(part, carried.length);
    return this.joinBuffer.subarray(0, length);
  }

  /**
   * Reads the items (blanks, entries, the root's end tag) of `bytes` that start before
   * `limit`, from `at`; `base` is the absolute offset of `bytes[0]`. Returns where it stopped
   * (at or past `limit`, or the start of an item cut by the end of `bytes`), or
   * {@link HANDED_OVER}.
   */
  private readItems(
    bytes: Uint8Array,
    at: number,
    limit: number,
    base: number,
    isEnd: boolean,
  ): number {
    const end = bytes.length;
    const position = this.position;
    const scanner = this.scanner as ByteEntryScanner;
    scanner.setBytes(bytes, base, isEnd);
    while (at < limit) {
      const byte = bytes[at];
      if (byte === 0x20 || byte === 0x09) {
        at++;
        continue;
      }
      if (byte === 0x0a || byte === 0x0d) {
        if (byte === 0x0d && at + 1 >= end && !isEnd) break;
        at += byte === 0x0d && bytes[at + 1] === 0x0a ? 2 : 1;
        position.newLine(base + at);
        continue;
      }
      if (byte !== 0x3c) {
        this.handOver(bytes, at, base);
        return HANDED_OVER;
      }
      if (bytes[at + 1] === 0x21 && (bytes[at + 2] === 0x2d || at + 2 >= end)) {
        // A comment (generators sign their sitemaps with one): skipped, lines counted.
        const next =
          at + 3 < end && bytes[at + 3] !== 0x2d ? UNUSUAL : scanner.scanComment(at, position);
        if (next === MORE) break;
        if (next === UNUSUAL) {
          this.handOver(bytes, at, base);
          return HANDED_OVER;
        }
        position.copyFrom(scanner.position);
        at = next;
        continue;
      }
      if (this.state === 'after-root') {
        this.handOver(bytes, at, base);
        return HANDED_OVER;
      }
      if (bytes[at + 1] === 0x2f) {
        const closed = this.rootEndAt(bytes, at);
        if (closed === MORE && !isEnd) break;
        if (closed < 0) {
          this.handOver(bytes, at, base);
          return HANDED_OVER;
        }
        this.rootCloseAt = this.pointAt(base + at);
        this.rootCloseEnd = this.pointAt(base + closed);
        this.state = 'after-root';
        at = closed;
        continue;
      }
      const next = scanner.scan(at, position);
      if (next === MORE) break;
      if (next === UNUSUAL) {
        this.handOver(bytes, at, base);
        return HANDED_OVER;
      }
      this.countEntry();
      (this.writer as ByteEntryWriter).write(scanner.record);
      position.copyFrom(scanner.position);
      at = next;
    }
    return at;
  }

  /** The index after `</root>` at `at`, MORE when cut, UNUSUAL when it is another end tag. */
  private rootEndAt(bytes: Uint8Array, at: number): number {
    const name = (this.names as RootNames).rootName;
    const close = at + 2 + name.length;
    for (let i = at + 2; i < Math.min(close + 1, bytes.length); i++) {
      const expected = i < close ? name[i - at - 2] : 0x3e;
      if (bytes[i] !== expected) return UNUSUAL;
    }
    return close + 1 <= bytes.length ? close + 1 : MORE;
  }

  private countEntry(): void {
    if (++this.entries === MAX_ENTRIES + 1) {
      const record = (this.scanner as ByteEntryScanner).record;
      this.tooManyLine = record.line;
      this.tooManyColumn = record.column;
    }
  }

  private pointAt(offset: number): Point {
    return { line: this.position.line, column: this.position.columnAt(offset) };
  }

  /** The whole document to the tokenizer reader: nothing was reported yet. */
  private decline(): void {
    this.readBy = 'current';
    this.state = 'handed-over';
    this.current = new SitemapReader(this.handler, this.options);
  }

  /**
   * The rest of the document, from `bytes[at]`, to the tokenizer reader, started where the
   * byte reader stands (see the file comment).
   */
  private handOver(bytes: Uint8Array, at: number, base: number): void {
    if (this.batch !== null) flushUrlBatch(this.batch, this.handler);
    const isAfterRoot = this.state === 'after-root';
    this.readBy = 'bytes, then current';
    this.state = 'handed-over';
    const current = new SitemapReader(this.handler, this.options, {
      problems: this.problems,
      scope: this.scope,
      entries: this.entries,
      tooManyLine: this.tooManyLine,
      tooManyColumn: this.tooManyColumn,
    });
    this.current = current;
    const here = this.pointAt(base + at);
    current.push(this.head);
    if (isAfterRoot) {
      pushBlanks(current, this.prologEnd, this.rootCloseAt);
      const name = (this.names as RootNames).rootName;
      current.push(Uint8Array.from([0x3c, 0x2f, ...name, 0x3e]));
      pushBlanks(current, this.rootCloseEnd, here);
    } else {
      pushBlanks(current, this.prologEnd, here);
    }
    current.push(bytes.subarray(at));
    if (this.notJoined !== null && this.notJoined.length > 0) current.push(this.notJoined);
    this.carried = new Uint8Array(0);
  }

  /** The end of a document read to its end by bytes: what only the whole file shows. */
  private finish(): void {
    if (this.entries > MAX_ENTRIES)
      this.problems.report('too-many-urls', this.tooManyLine, this.tooManyColumn, {
        count: this.entries,
      });
    if (this.entries === 0) this.problems.report('empty-sitemap', this.rootLine, this.rootColumn);
    this.problems.end(this.scope?.checkedCount);
  }
}

/** Blanks 64 KiB at a time: line ends, then spaces (see pushBlanks). */
const BLANK_PIECE = 65_536;
const newlines = new Uint8Array(BLANK_PIECE).fill(0x0a);
const spaces = new Uint8Array(BLANK_PIECE).fill(0x20);

/** Blanks that move the tokenizer reader from `from` to `to` (lines, then columns). */
function pushBlanks(reader: SitemapReader, from: Point, to: Point): void {
  let lines = to.line - from.line;
  let columns = lines > 0 ? to.column - 1 : to.column - from.column;
  for (; lines > 0; lines -= BLANK_PIECE)
    reader.push(newlines.subarray(0, Math.min(lines, BLANK_PIECE)));
  for (; columns > 0; columns -= BLANK_PIECE)
    reader.push(spaces.subarray(0, Math.min(columns, BLANK_PIECE)));
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b.slice();
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
