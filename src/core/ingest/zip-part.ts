/**
 * A zip's members read apart. A zip is random-access (its central directory gives every
 * member's place, PKWARE APPNOTE 6.3.10 §4.3.12), so a pool of ingest workers can read its
 * members in parallel, a part each, and the session merges their sink calls back in member
 * order (src/worker/session/zip-parts-sink.ts). The archive reads the same either way:
 *
 * - `planZipParts` lists the archive once and cuts its members, in their order, into parts of
 *   about `partBytes` of compressed data. It plans nothing (read the archive whole) when the
 *   listing found a problem (no end record, a damaged directory, overlapping members): the
 *   archive's own report then says so, as the whole read's does.
 * - `ingestZipPart` reads one part as the zip stage reads those members in the whole
 *   archive: the archive is ingest id 0, its members are numbered from 1 in their order, and
 *   the archive's report counts the part's members only (the merge adds the parts' up).
 */
import { listZipEntries, type ZipEntry } from '../archive/zip-reader';
import { ZipStage } from './archive-stages';
import { defaultReaders } from './default-readers';
import { IngestCancelled, IngestContext, type FileFacts } from './ingest-context';
import type { IngestOptions, IngestResult, IngestSink } from './ingest-types';
import { Sniffer } from './sniffer';

/** A member as the directory lists it, and where its compressed data sits in the archive. */
export interface ZipMemberPlace extends Omit<ZipEntry, 'data'> {
  readonly dataStart: number;
  readonly dataLength: number;
}

/**
 * Compressed bytes per part. A part is one job of the pool (a message each way, a pipeline
 * set up), so it should hold real work: 1 MiB is one 50,000-URL sitemap of the benchmark's
 * set (about 10 MB of XML); a zip of many small files is read a few dozen files a job.
 */
export const ZIP_PART_BYTES = 1024 * 1024;

/**
 * The largest zip listed to be read in parts. Listing reads the archive whole, in the worker
 * that merges and holds the store (the central directory gives a member's header, not where
 * its data starts). 64 MiB of deflated sitemaps is some 600 MB of XML, about 3 million URLs:
 * most of what a session holds (docs/limits.md). A larger zip is one job, read whole by one
 * ingest worker as before, so the merging worker never holds more than this beside its store.
 */
export const ZIP_PARTS_MAX_BYTES = 64 * 1024 * 1024;

/** The parts to read `bytes` (a whole zip) in, or null when it is better read whole. */
export function planZipParts(
  bytes: Uint8Array,
  partBytes = ZIP_PART_BYTES,
): ZipMemberPlace[][] | null {
  const listing = listZipEntries(bytes);
  if (listing.problem || listing.overlappingEntries > 0) return null;
  const parts: ZipMemberPlace[][] = [];
  let part: ZipMemberPlace[] = [];
  let partSize = 0;
  for (const { data, ...entry } of listing.entries) {
    part.push({ ...entry, dataStart: data.byteOffset - bytes.byteOffset, dataLength: data.length });
    partSize += data.length;
    if (partSize >= partBytes) {
      parts.push(part);
      part = [];
      partSize = 0;
    }
  }
  if (part.length > 0) parts.push(part);
  return parts.length > 1 ? parts : null;
}

/** A member again, with its compressed data read from its place. */
export function zipEntryAt(place: ZipMemberPlace, data: Uint8Array): ZipEntry {
  const { dataStart: _start, dataLength: _length, ...entry } = place;
  return { ...entry, data };
}

export interface ZipPart {
  /** The archive's name as the whole read names it (its members are `NAME/PATH`). */
  readonly name: string;
  /** The archive's size. */
  readonly storedBytes: number;
  readonly members: readonly ZipEntry[];
}

/** Reads one part of a top-level zip, as `ingestFiles` reads those members of the whole. */
export async function ingestZipPart(
  part: ZipPart,
  sink: IngestSink,
  options: IngestOptions,
): Promise<IngestResult> {
  const context = new IngestContext(sink, options.readers ?? defaultReaders, options);
  context.inputName = part.name;
  context.inputBytes = part.storedBytes;
  const facts: FileFacts = { name: part.name, storedBytes: part.storedBytes, problems: [] };
  facts.format = 'zip';
  let cancelled = false;
  try {
    const stage = new ZipStage(
      context,
      facts,
      { gzip: 0, archive: 0 },
      (memberFacts, depth) => new Sniffer(context, memberFacts, depth),
    );
    await stage.readPart(part.members);
  } catch (error) {
    if (!(error instanceof IngestCancelled)) throw error;
    cancelled = true;
  }
  context.reportProgress();
  return context.result(cancelled);
}
