/**
 * Streaming tar reader: POSIX ustar headers (name + prefix), pax extended headers (`path`),
 * GNU long names (type `L`) and old v7 headers. Member data is passed on chunk by chunk as
 * it arrives, so a `.tar.gz` is never held whole.
 *
 * Format: POSIX.1-2001 pax / IEEE Std 1003.1 "ustar Interchange Format"; GNU tar manual
 * "Basic Tar Format". Only regular files become entries; directories, links and devices are
 * skipped.
 */
import { readFailure, type ReadFailure } from './archive-reasons';

const BLOCK = 512;
/** A pax or GNU long-name record larger than this is not a path: refuse it. */
const MAX_META_BYTES = 1024 * 1024;

export interface TarHandler {
  onEntryStart(path: string, sizeBytes: number): void;
  onEntryData(chunk: Uint8Array): void;
  onEntryEnd(): void;
}

export type TarFailure = ReadFailure<'truncated' | 'decompression-failed'>;

type State = 'header' | 'data' | 'meta' | 'padding' | 'done' | 'failed';

export class TarReader {
  private state: State = 'header';
  private readonly header = new Uint8Array(BLOCK);
  private headerFill = 0;
  private remaining = 0;
  private padding = 0;
  private meta: Uint8Array | undefined;
  private metaFill = 0;
  private metaType = '';
  private pendingPath: string | undefined;
  private offset = 0;
  private tarFailure: TarFailure | undefined;
  private isInEntry = false;
  private readonly utf8 = new TextDecoder('utf-8');

  constructor(private readonly handler: TarHandler) {}

  get failure(): TarFailure | undefined {
    return this.tarFailure;
  }

  /** True after the end-of-archive marker or a failure: later bytes are ignored. */
  get isDone(): boolean {
    return this.state === 'done' || this.state === 'failed';
  }

  push(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length && !this.isDone) {
      const available = chunk.length - i;
      if (this.state === 'header') {
        const take = Math.min(BLOCK - this.headerFill, available);
        this.header.set(chunk.subarray(i, i + take), this.headerFill);
        this.headerFill += take;
        i += take;
        if (this.headerFill === BLOCK) {
          this.headerFill = 0;
          this.readHeader();
          this.offset += BLOCK;
        }
      } else if (this.state === 'data' || this.state === 'meta') {
        const take = Math.min(this.remaining, available);
        const part = chunk.subarray(i, i + take);
        if (this.state === 'data') this.handler.onEntryData(part);
        else if (this.meta) {
          this.meta.set(part, this.metaFill);
          this.metaFill += take;
        }
        this.remaining -= take;
        i += take;
        this.offset += take;
        if (this.remaining === 0) this.finishBody();
      } else {
        const take = Math.min(this.padding, available);
        this.padding -= take;
        i += take;
        this.offset += take;
        if (this.padding === 0) this.state = 'header';
      }
    }
  }

  /** Call once after the last chunk; reports a cut-off archive. */
  end(): void {
    if (this.isDone) return;
    if (this.state === 'data' || this.state === 'meta' || this.headerFill > 0) {
      if (this.isInEntry) this.handler.onEntryEnd();
      this.isInEntry = false;
      this.tarFailure = readFailure('truncated', 'tar-cut-in-entry', { offset: this.offset });
    }
    // A missing end-of-archive marker after complete entries is common and harmless.
    this.state = 'done';
  }

  private readHeader(): void {
    const h = this.header;
    if (h.every((byte) => byte === 0)) {
      this.state = 'done';
      return;
    }
    if (!hasValidChecksum(h)) {
      this.state = 'failed';
      this.tarFailure = readFailure('decompression-failed', 'tar-bad-checksum', {
        offset: this.offset,
      });
      return;
    }
    const size = readSize(h);
    if (Number.isNaN(size)) {
      this.state = 'failed';
      this.tarFailure = readFailure('decompression-failed', 'tar-bad-size', {
        offset: this.offset,
      });
      return;
    }
    const type = String.fromCharCode(h[156] || 0x30);
    this.padding = (BLOCK - (size % BLOCK)) % BLOCK;
    this.remaining = size;
    if (type === 'x' || type === 'L' || type === 'g') {
      if (size > MAX_META_BYTES) {
        this.state = 'failed';
        this.tarFailure = readFailure('decompression-failed', 'tar-meta-too-large', { size });
        return;
      }
      this.metaType = type;
      this.meta = new Uint8Array(size);
      this.metaFill = 0;
      this.state = 'meta';
    } else if (type === '0' || type === '7') {
      const path = this.pendingPath ?? this.headerPath(h);
      this.pendingPath = undefined;
      this.isInEntry = true;
      this.handler.onEntryStart(path, size);
      this.state = 'data';
    } else {
      // Directories, links, devices: nothing to read, but their data (if any) is skipped.
      this.pendingPath = undefined;
      this.meta = undefined;
      this.state = 'meta';
    }
    if (this.remaining === 0) this.finishBody();
  }

  private finishBody(): void {
    if (this.state === 'data') {
      this.isInEntry = false;
      this.handler.onEntryEnd();
    } else if (this.meta) {
      const text = this.utf8.decode(this.meta.subarray(0, this.metaFill));
      if (this.metaType === 'L') this.pendingPath = text.replace(/\0[\s\S]*$/, '');
      else if (this.metaType === 'x') this.pendingPath = readPaxPath(text) ?? this.pendingPath;
      this.meta = undefined;
    }
    this.state = this.padding > 0 ? 'padding' : 'header';
  }

  private headerPath(h: Uint8Array): string {
    const name = this.field(h, 0, 100);
    const isUstar =
      h[257] === 0x75 && h[258] === 0x73 && h[259] === 0x74 && h[260] === 0x61 && h[261] === 0x72;
    const prefix = isUstar ? this.field(h, 345, 155) : '';
    return prefix ? `${prefix}/${name}` : name;
  }

  private field(h: Uint8Array, start: number, length: number): string {
    let end = start;
    while (end < start + length && h[end] !== 0) end++;
    return this.utf8.decode(h.subarray(start, end));
  }
}

/** pax records are "LEN KEY=VALUE\n"; only `path` matters here. */
function readPaxPath(text: string): string | undefined {
  let path: string | undefined;
  for (const record of text.split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) path = match[1];
  }
  return path;
}

/**
 * Octal ASCII, or GNU base-256 when the high bit of the first byte is set (two's
 * complement: 0xFF starts a negative number). NaN for a size no file can have: negative, or
 * beyond 2^53 (the 2^64 of a hostile header would otherwise be shown as a size).
 */
function readSize(h: Uint8Array): number {
  if (h[124] & 0x80) {
    if (h[124] & 0x40) return Number.NaN;
    let value = h[124] & 0x3f;
    for (let i = 125; i < 136; i++) value = value * 256 + h[i];
    return Number.isSafeInteger(value) ? value : Number.NaN;
  }
  let value = 0;
  for (let i = 124; i < 136; i++) {
    const byte = h[i];
    if (byte >= 0x30 && byte <= 0x37) value = value * 8 + (byte - 0x30);
    else if (value > 0 && (byte === 0 || byte === 0x20)) break;
  }
  return value;
}

/** Sum of all header bytes with the checksum field counted as spaces (ustar §chksum). */
export function hasValidChecksum(h: Uint8Array): boolean {
  if (h.length < BLOCK) return false;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i];
  let stored = 0;
  let digits = 0;
  for (let i = 148; i < 156; i++) {
    const byte = h[i];
    if (byte >= 0x30 && byte <= 0x37) {
      stored = stored * 8 + (byte - 0x30);
      digits++;
    } else if (digits > 0) break;
  }
  return digits > 0 && stored === sum;
}
