/**
 * The first stage for every input and every container's content: decides the format by
 * magic bytes (never by name) and opens the gzip stage, an archive stage or the document.
 *
 * Nesting: at most one archive level (a zip or tar whose members are documents, possibly
 * gzip-compressed: `.tar.gz`, a zip of `.gz` files) and at most two gzip layers on a path
 * (a `.tar.gz` holding `.xml.gz` files). Deeper nesting is refused with a reason, never
 * followed blindly (a zip quine would otherwise never end).
 */
import { readFailure, type ArchiveReason } from '../archive/archive-reasons';
import { sniffFormat, type ContainerFormat } from '../archive/sniff-format';
import { TarStage, ZipStage } from './archive-stages';
import { concatBytes } from './concat-bytes';
import { DocumentSink } from './document-sink';
import { GzipStage } from './gzip-stage';
import type { FileFacts, IngestContext } from './ingest-context';
import type { ByteConsumer, Depth, OpenStream } from './stage-types';

/** ustar's magic sits at offset 257, a v7 header's checksum covers 512 bytes. */
const SNIFF_BYTES = 512;
const MAX_GZIP_DEPTH = 2;
const MAX_ARCHIVE_DEPTH = 1;
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
        return this.refuse(format, 'gzip-nested-too-deep', { depth: MAX_GZIP_DEPTH });
      const inner = new Sniffer(context, facts, { gzip: depth.gzip + 1, archive: depth.archive });
      return new GzipStage(context, facts, inner);
    }
    if (format === 'zip' || format === 'tar') {
      if (depth.archive >= MAX_ARCHIVE_DEPTH) return this.refuse(format, 'archive-in-archive');
      const openMember: OpenStream = (memberFacts, memberDepth) =>
        new Sniffer(context, memberFacts, memberDepth);
      return format === 'zip'
        ? new ZipStage(context, facts, depth, openMember, this.whole)
        : new TarStage(context, facts, depth, openMember);
    }
    return new DocumentSink(context, facts, format);
  }

  private refuse(
    format: ContainerFormat,
    reason: ArchiveReason,
    params?: Record<string, string | number>,
  ): ByteConsumer {
    return new DocumentSink(
      this.context,
      this.facts,
      format,
      readFailure('unreadable', reason, params),
    );
  }
}
