/**
 * One log file as given, whatever holds it: plain text, gzip (one or many members, as
 * `cat access.log.*.gz` makes), a tar of rotated files (`.tar`, `.tar.gz`), or a zip. What it
 * is comes from its first bytes (archive/sniff-format.ts: RFC 1952 §2.3.1, PKZIP APPNOTE §4.3.7,
 * POSIX ustar), never from its name; each text member goes to a `LogReader` of its own (a line
 * never runs from one rotated file into the next; each is sniffed for its format). Everything
 * streams but a zip, whose directory is at its end (APPNOTE §4.3.16): it is held whole, its
 * members inflated in slices. Inflated bytes are counted against the caller's `InflateBudget`,
 * so a bomb stops at the cap with `inflate-limit` and what was read before it stays counted.
 */
import { readFailure, type ReadFailure } from '../archive/archive-reasons';
import type { InflateBudget } from '../archive/inflate-limits';
import { InflateStream } from '../archive/inflate-stream';
import { sniffFormat, type ContainerFormat } from '../archive/sniff-format';
import { TarReader } from '../archive/tar-reader';
import { listZipEntries, ZipMethod } from '../archive/zip-reader';
import {
  LogReader,
  type LogLineFault,
  type LogReaderOptions,
  type LogReadSummary,
} from './log-reader';

/** How the file was held: `gzip+tar` for a `.tar.gz`; `plain` for text. */
export type LogContainer = 'plain' | 'gzip' | 'zip' | 'tar';

/** Why a member (or the file) was not read to its end. */
export interface LogMemberFailure {
  /** `FILE` or `FILE/MEMBER`. */
  readonly member: string;
  readonly failure: ReadFailure;
}

export interface LogFileReport {
  readonly name: string;
  /** The containers opened, outermost first (`['gzip', 'tar']`); empty for a plain file. */
  readonly containers: readonly Exclude<LogContainer, 'plain'>[];
  /** Text members read as logs (1 for a plain file). */
  readonly members: number;
  /** The lines of every member together; `format` is the first member's. */
  readonly read: LogReadSummary;
  readonly failures: readonly LogMemberFailure[];
}

interface ByteSink {
  push(chunk: Uint8Array): void;
  end(): void;
}

/** A container inside a container inside… is not a log: gzip of a tar of gzip is as deep as it goes. */
const maxDepth = 3;
/** sniffFormat needs the ustar magic at 257 and a whole 512-byte header for a v7 checksum. */
const sniffBytes = 512;
/** Stored zip data is handed on in slices, as an inflated member is. */
const sliceBytes = 1024 * 1024;

export class LogFileReader {
  private readonly root: ByteSink;
  private readonly containers: Exclude<LogContainer, 'plain'>[] = [];
  private readonly failures: LogMemberFailure[] = [];
  private readonly reads: LogReadSummary[] = [];

  constructor(
    private readonly name: string,
    private readonly budget: InflateBudget,
    private readonly options: LogReaderOptions,
  ) {
    this.root = this.sniffer(name, 0);
  }

  push(chunk: Uint8Array): void {
    this.root.push(chunk);
  }

  end(): LogFileReport {
    this.root.end();
    return {
      name: this.name,
      containers: this.containers,
      members: this.reads.length,
      read: sumReads(this.reads, this.options.maxSamples ?? 20),
      failures: this.failures,
    };
  }

  private fail(member: string, failure: ReadFailure): void {
    this.failures.push({ member, failure });
  }

  /** A sink that decides from the first bytes what they are, then hands everything on. */
  private sniffer(member: string, depth: number): ByteSink {
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let next: ByteSink | undefined;
    const decide = () => {
      const bytes = concat(head, headBytes);
      next = this.sinkFor(sniffFormat(bytes.subarray(0, sniffBytes)), member, depth);
      if (bytes.length > 0) next.push(bytes);
    };
    return {
      push: (chunk) => {
        if (next !== undefined) return next.push(chunk);
        head.push(chunk.slice());
        headBytes += chunk.length;
        if (headBytes >= sniffBytes) decide();
      },
      end: () => {
        if (next === undefined) decide();
        next!.end();
      },
    };
  }

  private sinkFor(format: ContainerFormat, member: string, depth: number): ByteSink {
    const isContainer = format === 'gzip' || format === 'zip' || format === 'tar';
    if (isContainer && depth >= maxDepth) {
      this.fail(member, readFailure('unreadable', 'gzip-nested-too-deep', { depth: maxDepth }));
      return ignored;
    }
    if (isContainer && !this.containers.includes(format)) this.containers.push(format);
    if (format === 'gzip') return this.inflater(member, depth);
    if (format === 'tar') return this.tar(member, depth);
    if (format === 'zip') return this.zip(member, depth);
    // Text, XML or bytes that look like neither: the log reader decides (a file no format
    // fits has its lines counted `unknown-format`), except for binary junk, said once.
    if (format === 'unknown' && depth > 0) {
      this.fail(member, readFailure('unreadable', 'binary-unsupported'));
      return ignored;
    }
    const reader = new LogReader(this.options);
    return { push: (chunk) => reader.push(chunk), end: () => this.reads.push(reader.end()) };
  }

  private inflater(member: string, depth: number, format: 'gzip' | 'deflate' = 'gzip'): ByteSink {
    const inner = this.sniffer(member, depth + 1);
    const stream = new InflateStream(format, (chunk) => inner.push(chunk), this.budget);
    return {
      push: (chunk) => stream.push(chunk, false),
      end: () => {
        stream.push(new Uint8Array(0), true);
        inner.end();
        const failure = stream.failure ?? stream.trailing;
        if (failure) this.fail(member, failure);
      },
    };
  }

  private tar(member: string, depth: number): ByteSink {
    let current: ByteSink | undefined;
    const reader = new TarReader({
      onEntryStart: (path) => {
        current = isMetadataPath(path) ? ignored : this.sniffer(`${member}/${path}`, depth + 1);
      },
      onEntryData: (chunk) => current?.push(chunk),
      onEntryEnd: () => {
        current?.end();
        current = undefined;
      },
    });
    return {
      push: (chunk) => reader.push(chunk),
      end: () => {
        reader.end();
        if (reader.failure) this.fail(member, reader.failure);
      },
    };
  }

  private zip(member: string, depth: number): ByteSink {
    const chunks: Uint8Array[] = [];
    let size = 0;
    return {
      push: (chunk) => {
        chunks.push(chunk.slice());
        size += chunk.length;
      },
      end: () => {
        const listing = listZipEntries(concat(chunks, size));
        chunks.length = 0;
        if (listing.problem) this.fail(member, listing.problem);
        for (const entry of listing.entries) {
          const name = `${member}/${entry.path}`;
          if (entry.path.endsWith('/') || isMetadataPath(entry.path)) continue;
          if (entry.isEncrypted) {
            this.fail(name, readFailure('unreadable', 'zip-entry-encrypted'));
            continue;
          }
          let sink: ByteSink;
          if (entry.method === ZipMethod.deflate) sink = this.inflater(name, depth, 'deflate');
          else if (entry.method === ZipMethod.stored) sink = this.sniffer(name, depth + 1);
          else {
            const params = { method: entry.method };
            this.fail(name, readFailure('unreadable', 'zip-method-unsupported', params));
            continue;
          }
          for (let at = 0; at < entry.data.length; at += sliceBytes)
            sink.push(entry.data.subarray(at, at + sliceBytes));
          sink.end();
          if (entry.isCut) this.fail(name, readFailure('truncated', 'zip-entry-cut'));
        }
      },
    };
  }
}

const ignored: ByteSink = { push: () => {}, end: () => {} };

/** macOS archive metadata (`__MACOSX/`, `._name`), as the ingest's archive stages skip it. */
function isMetadataPath(path: string): boolean {
  return path.startsWith('__MACOSX/') || path.split('/').pop()?.startsWith('._') === true;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** The members' summaries as one: counts added, samples kept up to the cap. */
export function sumReads(reads: readonly LogReadSummary[], maxSamples: number): LogReadSummary {
  const malformed: Partial<Record<LogLineFault, number>> = {};
  for (const read of reads)
    for (const [reason, count] of Object.entries(read.malformed) as [LogLineFault, number][])
      malformed[reason] = (malformed[reason] ?? 0) + count;
  return {
    format: reads.find((read) => read.format !== undefined)?.format,
    lines: reads.reduce((sum, read) => sum + read.lines, 0),
    requests: reads.reduce((sum, read) => sum + read.requests, 0),
    malformed,
    samples: reads.flatMap((read) => read.samples).slice(0, maxSamples),
  };
}
