/**
 * How a zip is cut into parts for the pool (src/core/ingest/zip-part.ts): members in their
 * order, a part closed once it holds `partBytes` of compressed data, each member's place
 * pointing at its data; and no parts at all where the archive is better read whole. The
 * merge of the parts is checked against the whole read in
 * src/worker/session/zip-parts.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { planZipParts } from '../../src/core/ingest/zip-part';
import { writeOverlappingZip, writeZip, type ZipInput } from '../fixtures/archive-writers';

const stored = (path: string, length: number): ZipInput => ({
  path,
  data: new Uint8Array(length).fill(0x61),
  method: 'stored',
});

describe('parts of 100 compressed bytes or more', () => {
  test.each([
    { sizes: [60, 60, 10, 200, 5], parts: [['m0', 'm1'], ['m2', 'm3'], ['m4']] },
    { sizes: [100, 100], parts: [['m0'], ['m1']] },
    { sizes: [150, 0, 0], parts: [['m0'], ['m1', 'm2']] },
  ])('members of $sizes bytes: $parts', ({ sizes, parts }) => {
    const members = sizes.map((size, i) => stored(`m${i}`, size));
    const bytes = writeZip(members);
    const plan = planZipParts(bytes, 100);
    expect(plan?.map((part) => part.map((member) => member.path))).toEqual(parts);
    for (const member of plan!.flat()) {
      const data = bytes.subarray(member.dataStart, member.dataStart + member.dataLength);
      expect(data).toEqual(members[Number(member.path.slice(1))].data);
    }
  });
});

describe('read whole, not in parts', () => {
  test.each([
    { name: 'one part', bytes: () => writeZip([stored('a', 10), stored('b', 10)]) },
    { name: 'one member', bytes: () => writeZip([stored('a', 500)]) },
    {
      name: 'no central directory (its report says so)',
      bytes: () => writeZip([stored('a', 500), stored('b', 500)], { centralDirectory: false }),
    },
    {
      name: 'overlapping members (its report says so)',
      bytes: () => writeOverlappingZip(new Uint8Array(500).fill(0x61), 3),
    },
    { name: 'not a zip', bytes: () => new TextEncoder().encode('<urlset/>') },
  ])('$name', ({ bytes }) => {
    expect(planZipParts(bytes(), 100)).toBeNull();
  });
});
