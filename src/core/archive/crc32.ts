/**
 * CRC-32 as gzip and zip use it (ISO 3309, polynomial 0xEDB88320 reflected; RFC 1952 §8),
 * computed incrementally over chunks. fflate keeps its CRC internal, so this is a
 * table-driven one. Slicing by eight bytes per step, measured 2026-11-30 in Node 20 on the
 * shared 2-core machine (64 MiB in 64 KiB chunks): 301–314 MB/s, against 219–230 MB/s
 * slicing by four.
 */
const TABLES = makeTables();

function makeTables(): Uint32Array[] {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[0][n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) {
      const previous = tables[t - 1][n];
      tables[t][n] = (tables[0][previous & 0xff] ^ (previous >>> 8)) >>> 0;
    }
  }
  return tables;
}

/** A running CRC-32: `update` with each chunk in order, then read `value`. */
export class Crc32 {
  private crc = -1;

  update(bytes: Uint8Array): void {
    const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES;
    let crc = this.crc;
    let i = 0;
    const end8 = bytes.length - (bytes.length & 7);
    for (; i < end8; i += 8) {
      const low =
        crc ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
      const high = bytes[i + 4] | (bytes[i + 5] << 8) | (bytes[i + 6] << 16) | (bytes[i + 7] << 24);
      crc =
        t7[low & 0xff] ^
        t6[(low >>> 8) & 0xff] ^
        t5[(low >>> 16) & 0xff] ^
        t4[low >>> 24] ^
        t3[high & 0xff] ^
        t2[(high >>> 8) & 0xff] ^
        t1[(high >>> 16) & 0xff] ^
        t0[high >>> 24];
    }
    for (; i < bytes.length; i++) crc = t0[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
    this.crc = crc;
  }

  /** The CRC of everything passed to `update` so far, as an unsigned 32-bit number. */
  get value(): number {
    return (this.crc ^ -1) >>> 0;
  }
}
