/**
 * fflate's streaming Gunzip with the member trailer checked (RFC 1952 §2.3.1: CRC32 and
 * ISIZE, the length modulo 2^32, close every member). fflate skips the trailer unread;
 * gzip -t, zlib and Python reject a mismatch, and so do we: a flipped bit in the data or
 * the trailer must not pass silently.
 *
 * fflate gives no hook at a member's end, so this leans on two of its internals (fflate
 * 0.8 src/index.ts, Gunzip.push): when a member ends, `v` becomes (byte after the
 * deflate data) + 9, the next member's header offset + 1 in the pending input `p`, and
 * `push` calls itself once. The trailer is the 8 bytes before that header. A test fails
 * loudly (test/archive/inflate-stream.test.ts) if an fflate update moves them.
 */
import { Gunzip } from 'fflate';
import { archiveReasons, type ArchiveReason } from './archive-reasons';
import { Crc32 } from './crc32';

interface GunzipInternals {
  /** 0 inside a member; 1 before the first header; else the next header's offset + 1 in `p`. */
  v: number;
  /** Compressed input not yet consumed. */
  p: Uint8Array;
}

/** A trailer that does not match its member, or is cut short. */
export class GzipTrailerError extends Error {
  constructor(
    readonly code: 'truncated' | 'decompression-failed',
    readonly reason: ArchiveReason,
  ) {
    super(archiveReasons[reason]);
  }
}

const TRAILER_BYTES = 8;

export class CheckedGunzip extends Gunzip {
  private crc = new Crc32();
  private memberBytes = 0;
  private isTrailerChecked = false;
  private endedMembers = 0;

  /** Members whose trailer was read and matched. */
  get membersEnded(): number {
    return this.endedMembers;
  }

  constructor(onData: (chunk: Uint8Array) => void) {
    super();
    this.ondata = (chunk) => {
      // fflate reports each step's output, empty or not, after a header was read.
      if (this.internals.v === 0) this.isTrailerChecked = false;
      this.crc.update(chunk);
      this.memberBytes = (this.memberBytes + chunk.length) >>> 0;
      onData(chunk);
    };
  }

  override push(chunk: Uint8Array, final?: boolean): void {
    this.checkTrailer(chunk, final === true);
    super.push(chunk, final);
  }

  /** Between members (or before the first): an error now comes after complete members. */
  get isOutsideMember(): boolean {
    return this.internals.v > 0;
  }

  private get internals(): GunzipInternals {
    // fflate declares these fields in its source but not in its types (see the header).
    return this as this & GunzipInternals;
  }

  private checkTrailer(chunk: Uint8Array, final: boolean): void {
    const { v, p } = this.internals;
    if (v <= 1 || this.isTrailerChecked) return;
    const start = v - 1 - TRAILER_BYTES;
    if (p.length + chunk.length < start + TRAILER_BYTES) {
      if (final) throw new GzipTrailerError('truncated', 'gzip-cut-in-trailer');
      return;
    }
    const byteAt = (i: number) => (i < p.length ? p[i] : chunk[i - p.length]);
    const word = (at: number) =>
      (byteAt(at) | (byteAt(at + 1) << 8) | (byteAt(at + 2) << 16) | (byteAt(at + 3) << 24)) >>> 0;
    this.isTrailerChecked = true;
    if (word(start) !== this.crc.value)
      throw new GzipTrailerError('decompression-failed', 'gzip-crc-mismatch');
    if (word(start + 4) !== this.memberBytes)
      throw new GzipTrailerError('decompression-failed', 'gzip-length-mismatch');
    this.crc = new Crc32();
    this.memberBytes = 0;
    this.endedMembers++;
  }
}
