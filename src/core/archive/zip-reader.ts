/**
 * Zip archive listing: the central directory (authoritative: it gives every entry's sizes
 * even when the local header defers them to a data descriptor), ZIP64 end records, and, when
 * the archive is cut short and has no central directory, a scan of local headers.
 * The entries' data stays where it is in the archive bytes; the pipeline inflates it in
 * slices (a zip is random-access by design, so the archive is read whole, never its
 * inflated content).
 *
 * Format: PKWARE APPNOTE.TXT 6.3.10: §4.3.7 local file header, §4.3.9 data descriptor,
 * §4.3.12 central directory header, §4.3.14–16 ZIP64 and end of central directory,
 * §4.4.4 general purpose flags (bit 0 encrypted, bit 3 data descriptor, bit 11 UTF-8),
 * §4.4.5 compression method (0 stored, 8 deflate), §4.5.3 ZIP64 extra field.
 */
import { readFailure, type ReadFailure } from './archive-reasons';

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const END_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_END_SIG = 0x06064b50;
const DESCRIPTOR_SIG = 0x08074b50;
const END_MIN_BYTES = 22;
const MAX_COMMENT = 0xffff;

export const ZipMethod = { stored: 0, deflate: 8 } as const;

export interface ZipEntry {
  /** Path inside the archive, `/`-separated, as stored (decoded as UTF-8 or Latin-1). */
  readonly path: string;
  readonly method: number;
  readonly isEncrypted: boolean;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  /** The entry's compressed bytes (shorter than `compressedSize` when the archive is cut). */
  readonly data: Uint8Array;
  /** True when the archive ends before this entry's data does. */
  readonly isCut: boolean;
}

export interface ZipListing {
  readonly entries: ZipEntry[];
  /** Set when the central directory was missing or damaged (entries found by scanning). */
  readonly problem?: ReadFailure<'truncated' | 'decompression-failed'>;
  /** Central-directory records left out because their data overlaps an earlier entry's. */
  readonly overlappingEntries: number;
}

export function listZipEntries(bytes: Uint8Array): ZipListing {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(bytes, view);
  if (end) {
    const spans = readCentralDirectory(bytes, view, end.offset, end.count);
    if (spans) return withoutOverlaps(spans);
    return {
      overlappingEntries: 0,
      entries: scanLocalHeaders(bytes, view),
      problem: readFailure('decompression-failed', 'zip-directory-damaged'),
    };
  }
  return {
    overlappingEntries: 0,
    entries: scanLocalHeaders(bytes, view),
    problem: readFailure('truncated', 'zip-no-end-record'),
  };
}

function findEndRecord(
  bytes: Uint8Array,
  view: DataView,
): { offset: number; count: number } | undefined {
  const lowest = Math.max(0, bytes.length - END_MIN_BYTES - MAX_COMMENT);
  for (let at = bytes.length - END_MIN_BYTES; at >= lowest; at--) {
    if (view.getUint32(at, true) !== END_SIG) continue;
    let count = view.getUint16(at + 10, true);
    let offset = view.getUint32(at + 16, true);
    const locator = at - 20;
    if (
      (count === 0xffff || offset === 0xffffffff) &&
      locator >= 0 &&
      view.getUint32(locator, true) === ZIP64_LOCATOR_SIG
    ) {
      const end64 = readUint64(view, locator + 8);
      if (end64 + 56 <= bytes.length && view.getUint32(end64, true) === ZIP64_END_SIG) {
        count = readUint64(view, end64 + 32);
        offset = readUint64(view, end64 + 48);
      }
    }
    return { offset, count };
  }
  return undefined;
}

/** An entry and the archive bytes it occupies: its local header through its data. */
interface EntrySpan {
  readonly entry: ZipEntry;
  readonly start: number;
  readonly end: number;
}

/**
 * Entries whose local header and data overlap an earlier one's are dropped: the "better zip
 * bomb" (Fifield, WOOT 2019) points thousands of central-directory records at one member,
 * so a 2.7 MB archive yields 24 million URLs. Info-ZIP unzip 6.0 refuses it the same way
 * ("invalid zip file with overlapped components (possible zip bomb)"). The entry starting
 * first keeps the bytes; the others are counted.
 */
function withoutOverlaps(spans: readonly EntrySpan[]): ZipListing {
  const byStart = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const dropped = new Set<EntrySpan>();
  let coveredTo = 0;
  for (const span of byStart) {
    if (span.start < coveredTo) dropped.add(span);
    coveredTo = Math.max(coveredTo, span.end);
  }
  return {
    entries: spans.filter((span) => !dropped.has(span)).map((span) => span.entry),
    overlappingEntries: dropped.size,
  };
}

function readCentralDirectory(
  bytes: Uint8Array,
  view: DataView,
  start: number,
  count: number,
): EntrySpan[] | undefined {
  const entries: EntrySpan[] = [];
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIG) return undefined;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    let localOffset = view.getUint32(at + 42, true);
    const name = bytes.subarray(at + 46, at + 46 + nameLength);
    // APPNOTE §4.5.3: ZIP64 values appear in this order, only for fields saturated at 0xFFFFFFFF.
    const zip64 = findExtra(view, at + 46 + nameLength, extraLength, 0x0001);
    if (zip64 !== undefined) {
      let field = zip64;
      if (uncompressedSize === 0xffffffff) {
        uncompressedSize = readUint64(view, field);
        field += 8;
      }
      if (compressedSize === 0xffffffff) {
        compressedSize = readUint64(view, field);
        field += 8;
      }
      if (localOffset === 0xffffffff) localOffset = readUint64(view, field);
    }
    at += 46 + nameLength + extraLength + commentLength;
    const path = decodeName(name, (flags & 0x800) !== 0);
    if (path.endsWith('/')) continue;
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== LOCAL_SIG)
      return undefined;
    const dataStart =
      localOffset +
      30 +
      view.getUint16(localOffset + 26, true) +
      view.getUint16(localOffset + 28, true);
    entries.push({
      entry: makeEntry(bytes, path, flags, method, compressedSize, uncompressedSize, dataStart),
      start: localOffset,
      end: dataStart + compressedSize,
    });
  }
  return entries;
}

/** For archives without a usable central directory: walk the local headers in order. */
function scanLocalHeaders(bytes: Uint8Array, view: DataView): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && view.getUint32(at, true) === LOCAL_SIG) {
    const flags = view.getUint16(at + 6, true);
    const method = view.getUint16(at + 8, true);
    let compressedSize = view.getUint32(at + 18, true);
    const uncompressedSize = view.getUint32(at + 22, true);
    const nameLength = view.getUint16(at + 26, true);
    const dataStart = at + 30 + nameLength + view.getUint16(at + 28, true);
    const path = decodeName(bytes.subarray(at + 30, at + 30 + nameLength), (flags & 0x800) !== 0);
    let next = dataStart + compressedSize;
    if (flags & 0x8 && compressedSize === 0) {
      // §4.3.9: sizes follow the data. Find a descriptor whose size field matches the distance.
      const found = findDescriptor(bytes, view, dataStart);
      compressedSize = found ? found.compressedSize : bytes.length - dataStart;
      next = found ? found.next : bytes.length;
    }
    if (!path.endsWith('/')) {
      entries.push(
        makeEntry(bytes, path, flags, method, compressedSize, uncompressedSize, dataStart),
      );
    }
    if (next <= at) break;
    at = next;
  }
  return entries;
}

function findDescriptor(
  bytes: Uint8Array,
  view: DataView,
  dataStart: number,
): { compressedSize: number; next: number } | undefined {
  for (let at = dataStart; at + 16 <= bytes.length; at++) {
    if (bytes[at] !== 0x50 || view.getUint32(at, true) !== DESCRIPTOR_SIG) continue;
    const size = view.getUint32(at + 8, true);
    if (size === at - dataStart) return { compressedSize: size, next: at + 16 };
  }
  return undefined;
}

function makeEntry(
  bytes: Uint8Array,
  path: string,
  flags: number,
  method: number,
  compressedSize: number,
  uncompressedSize: number,
  dataStart: number,
): ZipEntry {
  const dataEnd = Math.min(bytes.length, dataStart + compressedSize);
  return {
    path: path.replace(/\\/g, '/'),
    method,
    isEncrypted: (flags & 0x1) !== 0,
    compressedSize,
    uncompressedSize,
    data: bytes.subarray(Math.min(dataStart, bytes.length), dataEnd),
    isCut: dataStart + compressedSize > bytes.length,
  };
}

function findExtra(view: DataView, start: number, length: number, id: number): number | undefined {
  for (let at = start; at + 4 <= start + length && at + 4 <= view.byteLength;) {
    const size = view.getUint16(at + 2, true);
    if (view.getUint16(at, true) === id) return at + 4;
    at += 4 + size;
  }
  return undefined;
}

function readUint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 0x1_0000_0000;
}

const utf8Fatal = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** §4.4.4 bit 11 marks UTF-8 names; many tools write UTF-8 without it, so try UTF-8 first. */
function decodeName(name: Uint8Array, isUtf8: boolean): string {
  try {
    return utf8Fatal.decode(name);
  } catch {
    return isUtf8 ? new TextDecoder('utf-8').decode(name) : latin1.decode(name);
  }
}
