/**
 * Rotated logs packed as operators ship them, made at test time (never committed): a gzip
 * (node:zlib), and a `.tar.gz` of several files written here as POSIX ustar (IEEE Std 1003.1
 * "ustar Interchange Format": 512-byte headers, octal fields, the checksum counted with its
 * own field as spaces), so no archiver on the machine is needed.
 */
import { gzipSync } from 'node:zlib';

function field(header: Uint8Array, offset: number, length: number, text: string): void {
  header.set(new TextEncoder().encode(text).subarray(0, length), offset);
}

function octal(value: number, digits: number): string {
  return value.toString(8).padStart(digits, '0') + '\0';
}

/** A ustar archive of `files`, each a regular file, ended by two zero blocks. */
export function tarOf(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const { name, bytes } of files) {
    const header = new Uint8Array(512);
    field(header, 0, 100, name);
    field(header, 100, 8, octal(0o644, 7));
    field(header, 108, 8, octal(0, 7));
    field(header, 116, 8, octal(0, 7));
    field(header, 124, 12, octal(bytes.length, 11));
    field(header, 136, 12, octal(1_764_547_200, 11));
    field(header, 148, 8, '        ');
    field(header, 156, 1, '0');
    field(header, 257, 6, 'ustar\0');
    field(header, 263, 2, '00');
    const sum = header.reduce((total, byte) => total + byte, 0);
    field(header, 148, 8, octal(sum, 6) + ' ');
    blocks.push(header, bytes, new Uint8Array((512 - (bytes.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  return Buffer.concat(blocks);
}

/** A log cut into rotated files at its line `at` (`access.log.1` the older part, as logrotate names it). */
export function rotated(text: string, at: number): { name: string; bytes: Uint8Array }[] {
  const lines = text.split(/(?<=\n)/);
  const encode = (part: string[]) => new TextEncoder().encode(part.join(''));
  return [
    { name: 'logs/access.log.1', bytes: encode(lines.slice(0, at)) },
    { name: 'logs/access.log', bytes: encode(lines.slice(at)) },
  ];
}

export const gzip = (bytes: Uint8Array): Uint8Array => gzipSync(bytes);
