/**
 * The archive stages: tar (streamed) and zip (read whole: its directory is at the end).
 * Each member becomes a file of its own named `ARCHIVE/PATH`, opened through the
 * `OpenStream` the sniffer gives, so it is sniffed and read like any input.
 */
import { failureParams, readFailure } from '../archive/archive-reasons';
import { TarReader } from '../archive/tar-reader';
import { listZipEntries, ZipMethod, type ZipEntry } from '../archive/zip-reader';
import { createProblem, type Problem } from '../problems/problem';
import { concatBytes } from './concat-bytes';
import type { FileFacts, IngestContext } from './ingest-context';
import { inflateWhole } from './inflate-whole';
import type { ByteConsumer, Depth, OpenStream } from './stage-types';

/** Stored zip data is passed on in slices this size, so the pipeline can yield between. */
const PASS_SLICE_BYTES = 1024 * 1024;

/**
 * One archive: its own report (kind `archive`) after those of its members. Its
 * `inflatedBytes` is the members' content as the archive holds it (after the archive's
 * own decompression, before a member's own gzip), as make-fixtures' manifest counts it.
 */
abstract class ArchiveStage implements ByteConsumer {
  protected readonly archiveIngestId: number;
  protected inflatedBytes = 0;

  constructor(
    protected readonly context: IngestContext,
    protected readonly facts: FileFacts,
    protected readonly depth: Depth,
    private readonly openStream: OpenStream,
  ) {
    this.archiveIngestId = context.allocateIngestId();
    context.sink.onFileStart?.({
      ingestId: this.archiveIngestId,
      name: facts.name,
      format: facts.format ?? 'zip',
      ...(facts.parentIngestId !== undefined ? { parentIngestId: facts.parentIngestId } : {}),
    });
  }

  abstract push(chunk: Uint8Array): Promise<void>;
  abstract end(): Promise<void>;

  /** The stage a member's bytes go to (`undefined` for entries that are skipped). */
  protected openMember(
    path: string,
    storedBytes: number,
  ): { sniffer: ByteConsumer; facts: FileFacts } | undefined {
    if (isMetadataPath(path)) return undefined;
    const facts: FileFacts = {
      name: `${this.facts.name}/${path}`,
      parentIngestId: this.archiveIngestId,
      storedBytes,
      problems: [],
    };
    return {
      sniffer: this.openStream(facts, { gzip: this.depth.gzip, archive: this.depth.archive + 1 }),
      facts,
    };
  }

  protected emitReport(ownProblems: readonly Problem[]): void {
    const problems = [...this.facts.problems, ...ownProblems];
    this.context.files++;
    this.context.problems += problems.length;
    this.context.sink.onFileReport({
      ingestId: this.archiveIngestId,
      ...(this.facts.parentIngestId !== undefined
        ? { parentIngestId: this.facts.parentIngestId }
        : {}),
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
export class TarStage extends ArchiveStage {
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
    this.emitReport(failure ? [createProblem(failure.code, 0, 0, failureParams(failure))] : []);
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
export class ZipStage extends ArchiveStage {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  constructor(
    context: IngestContext,
    facts: FileFacts,
    depth: Depth,
    openStream: OpenStream,
    private readonly whole?: Uint8Array,
  ) {
    super(context, facts, depth, openStream);
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
    await this.readMembers(listing.entries);
    const own = listing.problem
      ? [createProblem(listing.problem.code, 0, 0, failureParams(listing.problem))]
      : [];
    if (listing.overlappingEntries > 0)
      own.push(createProblem('zip-entries-overlap', 0, 0, { count: listing.overlappingEntries }));
    this.emitReport(own);
  }

  /**
   * Reads one part of an archive split across a pool (zip-part.ts): the members the caller
   * listed, then the archive's report for those members only.
   */
  async readPart(entries: readonly ZipEntry[]): Promise<void> {
    await this.readMembers(entries);
    this.emitReport([]);
  }

  private async readMembers(entries: readonly ZipEntry[]): Promise<void> {
    for (const entry of entries) await this.readMember(entry);
  }

  private async readMember(entry: ZipEntry): Promise<void> {
    const member = this.openMember(entry.path, entry.compressedSize);
    if (!member) return;
    const { sniffer, facts } = member;
    if (
      entry.isEncrypted ||
      (entry.method !== ZipMethod.stored && entry.method !== ZipMethod.deflate)
    ) {
      const failure = entry.isEncrypted
        ? readFailure('decompression-failed', 'zip-entry-encrypted')
        : readFailure('decompression-failed', 'zip-method-unsupported', { method: entry.method });
      facts.problems.push(createProblem(failure.code, 0, 0, failureParams(failure)));
      await sniffer.end();
      return;
    }
    if (entry.method === ZipMethod.stored) {
      for (let at = 0; at < entry.data.length; at += PASS_SLICE_BYTES) {
        await sniffer.push(entry.data.subarray(at, at + PASS_SLICE_BYTES));
      }
      this.inflatedBytes += entry.data.length;
      if (entry.isCut) {
        const cut = readFailure('truncated', 'zip-entry-cut');
        facts.problems.push(createProblem(cut.code, 0, 0, failureParams(cut)));
      }
    } else {
      await this.inflateMember(entry, sniffer, facts);
    }
    await sniffer.end();
  }

  private async inflateMember(
    entry: ZipEntry,
    sniffer: ByteConsumer,
    facts: FileFacts,
  ): Promise<void> {
    const { inflatedBytes, problems } = await inflateWhole(
      this.context,
      'deflate',
      entry.data,
      sniffer,
    );
    this.inflatedBytes += inflatedBytes;
    facts.problems.push(...problems);
  }
}

/** macOS archivers add `__MACOSX/` folders and `._name` AppleDouble files: metadata, not content. */
function isMetadataPath(path: string): boolean {
  return path.startsWith('__MACOSX/') || path.split('/').pop()?.startsWith('._') === true;
}
