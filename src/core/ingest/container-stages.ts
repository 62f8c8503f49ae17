/**
 * The container stages between the bytes of an input and its documents: a sniffer that
 * decides by magic bytes (never by name), a gzip stage, and the tar and zip archive stages
 * whose members become documents of their own named `ARCHIVE/PATH`.
 *
 * Nesting: at most one archive level (a zip or tar whose members are documents, possibly
 * gzip-compressed: `.tar.gz`, a zip of `.gz` files) and at most two gzip layers on a path
 * (a `.tar.gz` holding `.xml.gz` files). Deeper nesting is refused with a reason, never
 * followed blindly (a zip quine would otherwise never end).
 */
import { InflateStream, type InflateFailure } from '../archive/inflate-stream';
import { sniffFormat, type ContainerFormat } from '../archive/sniff-format';
import { TarReader } from '../archive/tar-reader';
import { listZipEntries, ZipMethod, type ZipEntry } from '../archive/zip-reader';
import type { Problem } from '../problem';
import { sitemapProblem } from '../sitemap/problem-codes';
import { concatBytes } from './concat-bytes';
import { DocumentSink, type ByteConsumer } from './document-sink';
import type { FileFacts, IngestContext } from './ingest-context';

/** ustar's magic sits at offset 257, a v7 header's checksum covers 512 bytes. */
const SNIFF_BYTES = 512;
const MAX_GZIP_DEPTH = 2;
const MAX_ARCHIVE_DEPTH = 1;
/** Stored zip data is passed on in slices this size, so the pipeline can yield between. */
const PASS_SLICE_BYTES = 1024 * 1024;
/** Compressed bytes per inflate step: bounds the inflated bytes queued at once. */
const INFLATE_STEP_BYTES = 16 * 1024;

export interface Depth {
  readonly gzip: number;
  readonly archive: number;
}

/** Buffers the first bytes, decides the format, then forwards everything to the next stage. */
export class Sniffer implements ByteConsumer {
  private next: ByteConsumer | undefined;
  private readonly head: Uint8Array[] = [];
  private headBytes = 0;

  constructor(
    private readonly context: IngestContext,
    private readonly facts: FileFacts,
    private readonly depth: Depth,
    /** The whole input when it is already in memory (lets a zip skip a copy). */
    private readonly whole?: Uint8Array,
  ) {}

  async push(chunk: Uint8Array): Promise<void> {
    if (this.next) return this.next.push(chunk);
    this.head.push(chunk.slice());
    this.headBytes += chunk.length;
    if (this.headBytes >= SNIFF_BYTES) await this.decide();
  }

  async end(): Promise<void> {
    if (!this.next) await this.decide();
    await this.next?.end();
  }

  private async decide(): Promise<void> {
    const head = concatBytes(this.head, this.headBytes);
    this.head.length = 0;
    this.next = this.open(sniffFormat(head.subarray(0, SNIFF_BYTES)));
    if (head.length > 0) await this.next.push(head);
  }

  private open(format: ContainerFormat): ByteConsumer {
    const { context, facts, depth } = this;
    if (format === 'gzip' || format === 'zip' || format === 'tar') facts.format ??= format;
    if (format === 'gzip') {
      if (depth.gzip >= MAX_GZIP_DEPTH)
        return this.refuse(format, `gzip nested more than ${MAX_GZIP_DEPTH} deep is not opened`);
      return new GzipStage(context, facts, depth);
    }
    if (format === 'zip' || format === 'tar') {
      if (depth.archive >= MAX_ARCHIVE_DEPTH)
        return this.refuse(
          format,
          'an archive inside an archive is not opened (one level of nesting)',
        );
      return format === 'zip'
        ? new ZipStage(context, facts, depth, this.whole)
        : new TarStage(context, facts, depth);
    }
    return new DocumentSink(context, facts, format);
  }

  private refuse(format: ContainerFormat, reason: string): ByteConsumer {
    return new DocumentSink(this.context, this.facts, format, reason);
  }
}

/** gzip (RFC 1952), possibly multi-member; what comes out is sniffed again (`.tar.gz`). */
class GzipStage implements ByteConsumer {
  private readonly inflated: Uint8Array[] = [];
  private readonly stream: InflateStream;
  private readonly next: Sniffer;

  constructor(
    context: IngestContext,
    private readonly facts: FileFacts,
    depth: Depth,
  ) {
    this.stream = new InflateStream('gzip', (chunk) => this.inflated.push(chunk), context.budget);
    this.next = new Sniffer(context, facts, { gzip: depth.gzip + 1, archive: depth.archive });
  }

  async push(chunk: Uint8Array): Promise<void> {
    for (let at = 0; at < chunk.length && !this.stream.isStopped; at += INFLATE_STEP_BYTES) {
      this.stream.push(chunk.subarray(at, at + INFLATE_STEP_BYTES), false);
      await drain(this.inflated, this.next);
    }
  }

  async end(): Promise<void> {
    this.stream.push(new Uint8Array(0), true);
    await drain(this.inflated, this.next);
    this.facts.problems.push(...inflateProblems(this.stream));
    await this.next.end();
  }
}

/**
 * One archive: its own report (kind `archive`) after those of its members. Its
 * `inflatedBytes` is the members' content as the archive holds it (after the archive's
 * own decompression, before a member's own gzip), as make-fixtures' manifest counts it.
 */
abstract class ArchiveStage implements ByteConsumer {
  protected readonly archiveId: number;
  protected inflatedBytes = 0;

  constructor(
    protected readonly context: IngestContext,
    protected readonly facts: FileFacts,
    protected readonly depth: Depth,
  ) {
    this.archiveId = context.allocateFileId();
    context.sink.onFileStart?.({
      fileId: this.archiveId,
      name: facts.name,
      format: facts.format ?? 'zip',
      ...(facts.parentId !== undefined ? { parentId: facts.parentId } : {}),
    });
  }

  abstract push(chunk: Uint8Array): Promise<void>;
  abstract end(): Promise<void>;

  /** The stage a member's bytes go to (`undefined` for entries that are skipped). */
  protected openMember(
    path: string,
    storedBytes: number,
  ): { sniffer: Sniffer; facts: FileFacts } | undefined {
    if (isMetadataPath(path)) return undefined;
    const facts: FileFacts = {
      name: `${this.facts.name}/${path}`,
      parentId: this.archiveId,
      storedBytes,
      problems: [],
    };
    return {
      sniffer: new Sniffer(this.context, facts, {
        gzip: this.depth.gzip,
        archive: this.depth.archive + 1,
      }),
      facts,
    };
  }

  protected emitReport(ownProblems: readonly Problem[]): void {
    const problems = [...this.facts.problems, ...ownProblems];
    this.context.files++;
    this.context.problems += problems.length;
    this.context.sink.onFileReport({
      fileId: this.archiveId,
      ...(this.facts.parentId !== undefined ? { parentId: this.facts.parentId } : {}),
      name: this.facts.name,
      format: this.facts.format ?? 'zip',
      kind: 'archive',
      bytes: this.facts.storedBytes,
      inflatedBytes: this.inflatedBytes,
      urls: 0,
      sitemaps: 0,
      lastmod: { present: 0, distinct: 0 },
      problems,
    });
  }
}

/** tar (ustar, pax, GNU): streamed; member data goes on as it arrives. */
class TarStage extends ArchiveStage {
  private readonly events: Array<{ start: string; size: number } | Uint8Array | null> = [];
  private readonly reader = new TarReader({
    onEntryStart: (path, size) => this.events.push({ start: path, size }),
    onEntryData: (chunk) => this.events.push(chunk),
    onEntryEnd: () => this.events.push(null),
  });
  private member: ByteConsumer | undefined;
  private isSkippingMember = false;

  async push(chunk: Uint8Array): Promise<void> {
    this.reader.push(chunk);
    await this.drainEvents();
  }

  async end(): Promise<void> {
    this.reader.end();
    await this.drainEvents();
    const failure = this.reader.failure;
    this.emitReport(
      failure ? [sitemapProblem(failure.code, 0, 0, { detail: failure.detail })] : [],
    );
  }

  private async drainEvents(): Promise<void> {
    for (const event of this.events.splice(0)) {
      if (event === null) {
        await this.member?.end();
        this.member = undefined;
        this.isSkippingMember = false;
      } else if (event instanceof Uint8Array) {
        this.inflatedBytes += event.length;
        if (!this.isSkippingMember) await this.member?.push(event);
      } else {
        this.member = this.openMember(event.start, event.size)?.sniffer;
        this.isSkippingMember = this.member === undefined;
      }
    }
  }
}

/** zip: read whole (its directory is at the end), then each member in turn. */
class ZipStage extends ArchiveStage {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  constructor(
    context: IngestContext,
    facts: FileFacts,
    depth: Depth,
    private readonly whole?: Uint8Array,
  ) {
    super(context, facts, depth);
  }

  async push(chunk: Uint8Array): Promise<void> {
    if (this.whole) return;
    this.chunks.push(chunk.slice());
    this.size += chunk.length;
    // Reading a big zip from a stream takes a while before any member is read: keep
    // progress, yielding and cancellation going meanwhile.
    await this.context.step(chunk.length);
  }

  async end(): Promise<void> {
    const bytes = this.whole ?? concatBytes(this.chunks, this.size);
    this.chunks.length = 0;
    const listing = listZipEntries(bytes);
    for (const entry of listing.entries) await this.readMember(entry);
    const own = listing.problem
      ? [sitemapProblem(listing.problem.code, 0, 0, { detail: listing.problem.detail })]
      : [];
    this.emitReport(own);
  }

  private async readMember(entry: ZipEntry): Promise<void> {
    const member = this.openMember(entry.path, entry.compressedSize);
    if (!member) return;
    const { sniffer, facts } = member;
    if (
      entry.isEncrypted ||
      (entry.method !== ZipMethod.stored && entry.method !== ZipMethod.deflate)
    ) {
      const detail = entry.isEncrypted
        ? 'the zip entry is encrypted'
        : `zip compression method ${entry.method} is not supported (only stored and deflate)`;
      facts.problems.push(sitemapProblem('decompression-failed', 0, 0, { detail }));
      await sniffer.end();
      return;
    }
    if (entry.method === ZipMethod.stored) {
      for (let at = 0; at < entry.data.length; at += PASS_SLICE_BYTES) {
        await sniffer.push(entry.data.subarray(at, at + PASS_SLICE_BYTES));
      }
      this.inflatedBytes += entry.data.length;
      if (entry.isCut)
        facts.problems.push(
          sitemapProblem('truncated', 0, 0, { detail: 'the zip archive ends inside this entry' }),
        );
    } else {
      const inflated: Uint8Array[] = [];
      const stream = new InflateStream(
        'deflate',
        (chunk) => inflated.push(chunk),
        this.context.budget,
      );
      for (let at = 0; at < entry.data.length && !stream.isStopped; at += INFLATE_STEP_BYTES) {
        stream.push(entry.data.subarray(at, at + INFLATE_STEP_BYTES), false);
        await drain(inflated, sniffer);
      }
      stream.push(new Uint8Array(0), true);
      await drain(inflated, sniffer);
      this.inflatedBytes += stream.inflatedBytes;
      facts.problems.push(...inflateProblems(stream));
    }
    await sniffer.end();
  }
}

async function drain(queue: Uint8Array[], next: ByteConsumer): Promise<void> {
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (chunk) await next.push(chunk);
  }
}

function inflateProblems(stream: InflateStream): Problem[] {
  const problems: Problem[] = [];
  const add = (failure: InflateFailure | undefined) => {
    if (!failure) return;
    const problem = sitemapProblem(failure.code, 0, 0, {
      detail: failure.detail,
      bytes: stream.inflatedBytes,
    });
    problems.push(failure.isTrailing ? { ...problem, severity: 'warning' } : problem);
  };
  add(stream.failure);
  add(stream.trailing);
  return problems;
}

/** macOS archivers add `__MACOSX/` folders and `._name` AppleDouble files: metadata, not content. */
function isMetadataPath(path: string): boolean {
  return path.startsWith('__MACOSX/') || path.split('/').pop()?.startsWith('._') === true;
}
