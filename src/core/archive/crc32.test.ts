/** The incremental CRC-32 agrees with zlib's for any length and any split. */
import { expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Crc32 } from './crc32';

test.each([0, 1, 3, 7, 8, 9, 1000, 65_537])('CRC-32 of %i bytes split in two = zlib', (length) => {
  const bytes = randomBytes(length);
  for (const split of [0, length >> 1, length]) {
    const crc = new Crc32();
    crc.update(bytes.subarray(0, split));
    crc.update(bytes.subarray(split));
    expect(crc.value).toBe(crc32(bytes));
  }
});
